import { CATEGORIES } from '@/test/mocks/db/categories'
import type { ChromePart } from '../chrome'
import { escapeHtml, marker, section } from '../html'
import { germanLang, translator } from '../texts'
import type { PageDefinition } from './types'

const PATH = '/scroll-to-top'

/** tools/scroll-to-top (spec 2 §2.4, §9): a long page to scroll through; the button shows beyond 1000 px while scrolling up. */
export const scrollToTopPage: PageDefinition = {
  path: PATH,
  title: { de: 'Zum Seitenanfang', fr: 'Haut de page', it: 'Torna all’inizio', en: 'Back to top' },
  description: {
    de: 'tools/scroll-to-top: erscheint nach mehr als 1000 px beim Hochscrollen unten rechts, bringt Ansicht und Tastaturfokus an den Seitenanfang.',
    fr: 'tools/scroll-to-top\u00a0: apparaît en bas à droite après plus de 1000 px en remontant, ramène la vue et le focus clavier en haut de la page.',
    it: 'tools/scroll-to-top: appare in basso a destra dopo oltre 1000 px risalendo, riporta la vista e il focus della tastiera all’inizio della pagina.',
    en: 'tools/scroll-to-top: appears bottom right beyond 1000 px while scrolling up, and brings the view and keyboard focus back to the top.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Scrollen Sie mehr als 1000 px nach unten und dann ein Stück nach oben: Unten rechts erscheint die Schaltfläche «Zum Seitenanfang».',
      fr: 'Faites défiler de plus de 1000 px vers le bas, puis remontez un peu\u00a0: le bouton «\u00a0Haut de page\u00a0» apparaît en bas à droite.',
      it: 'Scorrete oltre 1000 px verso il basso e poi risalite un po’: in basso a destra appare il pulsante «Torna all’inizio».',
      en: 'Scroll down more than 1000 px, then up a little: the “Back to top” button appears bottom right.',
    })
    // Long content: the product range, one section per line with room between them.
    const lines = CATEGORIES.map((line) =>
      section(
        line.name,
        `<ul${germanLang(context)}>${(line.children ?? []).map((child) => `<li>${escapeHtml(child.name)}</li>`).join('')}</ul><div class="cms-spacer" aria-hidden="true"></div>`,
      ),
    ).join('')
    // At the end of the content, as the chrome places it on every other page: where Tab arrives last.
    return `<p>${escapeHtml(intro)}</p>${lines}${marker('tools/scroll-to-top', {}, { hydrate: 'idle' })}`
  },
}

/**
 * The chrome's button at the end of every page (slot `end`). No fallback: it is fixed and starts hidden,
 * so it takes no room. Left out on its own demo page, which places it in its content.
 */
export const scrollToTopChrome: ChromePart = {
  slot: 'end',
  render: (_, page) => (page.path === PATH ? '' : marker('tools/scroll-to-top', {}, { hydrate: 'idle' })),
}
