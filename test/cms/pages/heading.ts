import { fallbackHtml } from '../widget-markup'
import { marker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** tools/heading (spec 2 §2.10): levels and an anchor that an in-page link jumps to. */
export const headingPage: PageDefinition = {
  path: '/heading',
  title: { de: 'Überschrift', fr: 'Titre', it: 'Titolo', en: 'Heading' },
  description: {
    de: 'tools/heading: Überschriften der Stufen 2 bis 4 mit Sprungmarke.',
    fr: 'tools/heading\u00a0: titres des niveaux 2 à 4 avec ancre.',
    it: 'tools/heading: titoli dei livelli da 2 a 4 con ancora.',
    en: 'tools/heading: headings of levels 2 to 4 with an anchor.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    // The headings are the widgets' content (German); the link and the paragraph are the page's own.
    const toGreases = t({ de: 'Zu den Schmierfetten', fr: 'Aller aux graisses lubrifiantes', it: 'Vai ai grassi lubrificanti', en: 'Go to the greases' })
    const greases = t({
      de: 'Mehrzweckfette, Hochtemperaturfette und biologisch abbaubare Fette für Landwirtschaft und Bau.',
      fr: 'Graisses polyvalentes, graisses haute température et graisses biodégradables pour l’agriculture et la construction.',
      it: 'Grassi multiuso, grassi per alte temperature e grassi biodegradabili per l’agricoltura e l’edilizia.',
      en: 'Multi-purpose greases, high-temperature greases and biodegradable greases for agriculture and construction.',
    })
    return section(
      t({ de: 'Inhaltsverzeichnis', fr: 'Table des matières', it: 'Indice', en: 'Contents' }),
      `<p><a href="#schmierfette">${toGreases}</a></p>` +
        marker('tools/heading', { text: 'Motorenöle', level: 2 }, { fallback: fallbackHtml('tools/heading', { text: 'Motorenöle', level: 2 }, context.locale) }) +
        marker('tools/heading', { text: 'Leichtlauföle für Personenwagen', level: 3 }, { fallback: fallbackHtml('tools/heading', { text: 'Leichtlauföle für Personenwagen', level: 3 }, context.locale) }) +
        marker('tools/heading', { text: 'Nutzfahrzeuge', level: 4 }, { fallback: fallbackHtml('tools/heading', { text: 'Nutzfahrzeuge', level: 4 }, context.locale) }) +
        '<div class="cms-spacer-tall" aria-hidden="true"></div>' +
        marker('tools/heading', { text: 'Schmierfette', level: 2, anchor: 'schmierfette' }, { fallback: fallbackHtml('tools/heading', { text: 'Schmierfette', level: 2, anchor: 'schmierfette' }, context.locale) }) +
        `<p>${greases}</p><div class="cms-spacer" aria-hidden="true"></div>`,
    )
  },
}
