import { userDataFor } from '@/test/mocks/db/index'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import type { ChromePart } from '../chrome'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/**
 * spec 2 §2.2, §6: the island renders nothing for a signed-out visitor when hideMenuWhenLoggedOut is
 * active. The CMS knows both, so it writes no fallback box then: a box that vanishes would shift the bar.
 */
const hiddenFor = (context: CmsContext) => context.features.includes('hideMenuWhenLoggedOut') && userDataFor(context.username, context.shop) === null

const menuMarker = (context: CmsContext, props: WidgetInputs['tools/main-navigation'] = {}) =>
  marker('tools/main-navigation', props, { hydrate: 'load', fallback: fallbackHtml('tools/main-navigation', props, context.locale, { hidden: hiddenFor(context) }) })

/** The menu button at the start of the header bar on every page (slot `navigation`), above the fold: hydrated at load. */
export const mainNavigationChrome: ChromePart = {
  slot: 'navigation',
  render: (context) => menuMarker(context),
}

/** tools/main-navigation (spec 2 §2.2, §4): the header's menu button is the widget; a second one here shows the teaser props. */
export const mainNavigationPage: PageDefinition = {
  path: '/main-navigation',
  title: { de: 'Hauptnavigation', fr: 'Navigation principale', it: 'Navigazione principale', en: 'Main navigation' },
  description: {
    de: 'tools/main-navigation: Menüknopf in der Kopfzeile, Menü mit drei Ebenen aus Produktlinien und CMS-Seiten, Sprachauswahl, Ölfinder-Teaser, Tastaturbedienung.',
    fr: 'tools/main-navigation\u00a0: bouton de menu dans l’en-tête, menu à trois niveaux (gammes de produits et pages du CMS), choix de la langue, teaser du guide des huiles, commande au clavier.',
    it: 'tools/main-navigation: pulsante del menu nell’intestazione, menu a tre livelli con linee di prodotti e pagine del CMS, scelta della lingua, teaser della guida agli oli, uso da tastiera.',
    en: 'tools/main-navigation: the menu button in the header bar, a three-level menu of product lines and CMS pages, language choice, oil finder teaser, keyboard use.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Der Menüknopf am Anfang der Kopfzeile ist dieses Widget. Ein Eintrag mit Unterseiten öffnet seine Ebene, statt zu navigieren. Pfeiltasten bewegen zwischen den Einträgen einer Ebene, Pfeil rechts und Enter öffnen eine Ebene, Pfeil links und Escape gehen eine Ebene zurück. Mit ?theme=02 oder ?theme=03 zeigt es die Navigation der anderen Marken; mit ?features=hideMenuWhenLoggedOut verschwindet es für nicht angemeldete Besucher.',
      fr: 'Le bouton de menu au début de l’en-tête est ce widget. Une entrée avec des sous-pages ouvre son niveau au lieu de naviguer. Les flèches passent d’une entrée à l’autre, flèche droite et Entrée ouvrent un niveau, flèche gauche et Échap reviennent d’un niveau. Avec ?theme=02 ou ?theme=03, il montre la navigation des autres marques\u00a0; avec ?features=hideMenuWhenLoggedOut, il disparaît pour les visiteurs non connectés.',
      it: 'Il pulsante del menu all’inizio dell’intestazione è questo widget. Una voce con sottopagine apre il suo livello invece di navigare. Le frecce spostano tra le voci, freccia destra e Invio aprono un livello, freccia sinistra ed Esc tornano indietro di un livello. Con ?theme=02 o ?theme=03 mostra la navigazione degli altri marchi; con ?features=hideMenuWhenLoggedOut scompare per i visitatori non connessi.',
      en: 'The menu button at the start of the header bar is this widget. An entry with sub-pages opens its level instead of navigating. The arrow keys move between entries, Right and Enter open a level, Left and Escape go back one. With ?theme=02 or ?theme=03 it shows the other brands’ navigation; with ?features=hideMenuWhenLoggedOut it disappears for visitors who are not signed in.',
    })
    const heading = t({ de: 'Mit eigenem Ölfinder-Teaser', fr: 'Avec un teaser du guide des huiles personnalisé', it: 'Con un teaser della guida agli oli personalizzato', en: 'With its own oil finder teaser' })
    return (
      `<p>${escapeHtml(intro)}</p>` +
      section(
        heading,
        menuMarker(context, {
          teaserTitle: 'Welches Öl passt?',
          teaserText: 'Marke und Modell wählen und in wenigen Sekunden die Empfehlung für Motor, Getriebe und Kühlsystem erhalten.',
          teaserLinkText: 'Jetzt Öl finden',
        }),
      )
    )
  },
}
