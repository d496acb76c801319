import { isRecord } from '@/src/lib/guards'
import type { ChromePart } from '../chrome'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator, type Text } from '../texts'
import type { PageDefinition } from './types'

// Terms of the mock catalogue that show each way a submit can go (spec 1 §5).
const TRIES: [term: string, what: Text][] = [
  ['motor', { de: 'viele Produkte und Inhalte: die Suchseite', fr: 'beaucoup de produits et de contenus\u00a0: la page de recherche', it: 'molti prodotti e contenuti: la pagina di ricerca', en: 'many products and content: the search page' }],
  ['10-4114', { de: 'genau ein Produkt: direkt zum Produkt', fr: 'exactement un produit\u00a0: directement au produit', it: 'esattamente un prodotto: direttamente al prodotto', en: 'exactly one product: straight to it' }],
  ['Viskosität', { de: 'genau eine Seite: direkt zur Seite', fr: 'exactement une page\u00a0: directement à la page', it: 'esattamente una pagina: direttamente alla pagina', en: 'exactly one page: straight to it' }],
  ['Produktkatalog', { de: 'genau eine Datei: öffnet in neuem Tab', fr: 'exactement un fichier\u00a0: s’ouvre dans un nouvel onglet', it: 'esattamente un file: si apre in una nuova scheda', en: 'exactly one file: opens in a new tab' }],
  ['xyzxyz', { de: 'keine Treffer', fr: 'aucun résultat', it: 'nessun risultato', en: 'no results' }],
]

/** tools/search-box (spec 1 §2, §4, §5; spec 2 §2.4): in the header bar of every page, and here in the content. */
export const searchBoxPage: PageDefinition = {
  path: '/search-box',
  title: { de: 'Suchfeld', fr: 'Champ de recherche', it: 'Campo di ricerca', en: 'Search box' },
  description: {
    de: 'tools/search-box: Suche mit Live-Vorschlägen ab 3 Zeichen, Pfeiltasten durch Produkte und Inhalte, bei genau einem Treffer direkt dorthin.',
    fr: 'tools/search-box\u00a0: recherche avec suggestions en direct dès 3 caractères, touches fléchées à travers produits et contenus, directement au résultat s’il n’y en a qu’un.',
    it: 'tools/search-box: ricerca con suggerimenti in tempo reale da 3 caratteri, tasti freccia tra prodotti e contenuti, direttamente al risultato se è uno solo.',
    en: 'tools/search-box: search with live suggestions from 3 characters, arrow keys through products and content, straight to the one result when there is exactly one.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Das Suchfeld steht in der Kopfzeile jeder Seite: ab 1024 px als Feld, darunter als Lupe, die ein Suchfeld unter der Kopfzeile öffnet. Hier steht es zusätzlich im Inhalt. Zum Ausprobieren:',
      fr: 'Le champ de recherche se trouve dans l’en-tête de chaque page\u00a0: dès 1024 px comme champ, en dessous comme loupe qui ouvre un champ sous l’en-tête. Ici, il figure aussi dans le contenu. À essayer\u00a0:',
      it: 'Il campo di ricerca si trova nell’intestazione di ogni pagina: da 1024 px come campo, sotto come lente che apre un campo sotto l’intestazione. Qui si trova anche nel contenuto. Da provare:',
      en: 'The search box is in the header bar of every page: a field from 1024 px up, below that a magnifier that opens a field under the header. Here it is in the content as well. Try:',
    })
    const tries = TRIES.map(([term, what]) => `<li><code>${escapeHtml(term)}</code>: ${escapeHtml(t(what))}</li>`).join('')
    return (
      `<p>${escapeHtml(intro)}</p><ul>${tries}</ul>` +
      section(
        t({ de: 'Im Inhalt', fr: 'Dans le contenu', it: 'Nel contenuto', en: 'In the content' }),
        marker('tools/search-box', { placement: 'content' }, { hydrate: 'load', fallback: fallbackHtml('tools/search-box', { placement: 'content' }, context.locale, { searchPage: SHOP_URLS.searchDetailLink }) }),
      )
    )
  },
}

/**
 * The search box in the header bar (slot `search`), on every page, with the working GET form as fallback
 * (prefilled with the search page's term). With disableSearchField the island shows nothing, so the CMS
 * writes no fallback: the marker takes no room before or after it mounts.
 */
export const searchBoxChrome: ChromePart = {
  slot: 'search',
  render: (context, page) => {
    const session = page.session ?? {}
    const features = Array.isArray(session.features) ? session.features : context.features
    const urls = isRecord(session.urls) ? session.urls : {}
    const searchPage = typeof urls.searchDetailLink === 'string' ? urls.searchDetailLink : SHOP_URLS.searchDetailLink
    const term = typeof session.searchTerm === 'string' ? session.searchTerm : ''
    return marker('tools/search-box', {}, { hydrate: 'load', fallback: fallbackHtml('tools/search-box', {}, context.locale, { searchPage, term, hidden: features.includes('disableSearchField') }) })
  },
}
