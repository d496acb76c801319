/**
 * tools/language-switcher (spec 2 §2.3, §4): the switcher in the header bar of every page (slot
 * `language`), and its page. Countries and languages come from the page data (page-data.ts, localeEntries).
 */
import type { ChromePart } from '../chrome'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { localeEntries } from '../page-data'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** The switcher in the header bar (slot `language`): above the fold, so hydrated at load, its box reserved by the fallback. */
export const languageSwitcherChrome: ChromePart = {
  slot: 'language',
  render: (context, page) => marker('tools/language-switcher', {}, { hydrate: 'load', fallback: fallbackHtml('tools/language-switcher', {}, context.locale, { session: page.session }) }),
}

export const languageSwitcherPage: PageDefinition = {
  path: '/language-switcher',
  title: { de: 'Sprach- und Länderwahl', fr: 'Choix de la langue et du pays', it: 'Scelta di lingua e paese', en: 'Language and country switcher' },
  description: {
    de: 'tools/language-switcher: zeigt die aktuelle Sprache; in der Schweiz eine Auswahl ihrer vier Sprachen mit «Land wechseln», in Ländern mit einer Sprache gleich die Länderauswahl.',
    fr: 'tools/language-switcher\u00a0: affiche la langue actuelle\u00a0; en Suisse, un choix de ses quatre langues avec «\u00a0Changer de pays\u00a0», dans les pays à une seule langue directement le choix du pays.',
    it: 'tools/language-switcher: mostra la lingua attuale; in Svizzera una scelta delle sue quattro lingue con «Cambia paese», nei paesi con una sola lingua subito la scelta del paese.',
    en: 'tools/language-switcher: shows the current language; in Switzerland a choice of its four languages with “Change country”, in countries with one language the country choice straight away.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Die Sprachwahl oben rechts in der Kopfzeile ist dieses Widget, ein zweites steht hier im Inhalt. In der Schweiz (de-CH, fr-CH, it-IT, en-CH) öffnet es die Liste der Landessprachen und «Land wechseln»; in Deutschland, Österreich, Frankreich, Spanien oder den USA hat das Land nur eine Sprache, und es öffnet gleich die Länderauswahl. Ein Land mit einer Sprache führt sofort zu ihr; «International» hat die übrigen Sprachen. Die Liste schliesst mit Escape, mit einem Klick daneben oder wenn ein anderes Menü der Kopfzeile aufgeht.',
      fr: 'Le choix de la langue en haut à droite de l’en-tête est ce widget, un second se trouve ici dans le contenu. En Suisse (de-CH, fr-CH, it-IT, en-CH), il ouvre la liste des langues nationales et «\u00a0Changer de pays\u00a0»\u00a0; en Allemagne, en Autriche, en France, en Espagne ou aux États-Unis, le pays n’a qu’une langue et il ouvre directement le choix du pays. Un pays à une seule langue y mène aussitôt\u00a0; «\u00a0International\u00a0» regroupe les autres langues. La liste se ferme avec Échap, d’un clic à côté ou quand un autre menu de l’en-tête s’ouvre.',
      it: 'La scelta della lingua in alto a destra nell’intestazione è questo widget, un secondo si trova qui nel contenuto. In Svizzera (de-CH, fr-CH, it-IT, en-CH) apre l’elenco delle lingue nazionali e «Cambia paese»; in Germania, Austria, Francia, Spagna o negli USA il paese ha una sola lingua e apre subito la scelta del paese. Un paese con una sola lingua porta subito a essa; «International» raccoglie le altre lingue. L’elenco si chiude con Esc, con un clic accanto o quando si apre un altro menu dell’intestazione.',
      en: 'The language choice at the top right of the header bar is this widget; a second one is here in the content. In Switzerland (de-CH, fr-CH, it-IT, en-CH) it opens the list of the national languages and “Change country”; in Germany, Austria, France, Spain or the USA the country has one language, and it opens the country choice straight away. A country with one language leads to it at once; “International” has the other languages. The list closes with Escape, with a click beside it, or when another menu of the header opens.',
    })
    const heading = t({ de: 'Im Inhalt platziert', fr: 'Placé dans le contenu', it: 'Inserito nel contenuto', en: 'Placed in the content' })
    return `<p>${escapeHtml(intro)}</p>${section(heading, marker('tools/language-switcher', {}, { hydrate: 'load', fallback: fallbackHtml('tools/language-switcher', {}, context.locale, { session: { language: context.locale, locales: localeEntries(context.url.pathname) } }) }))}`
  },
}
