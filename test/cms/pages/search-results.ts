import { capTerm } from '@/widgets/product/search-results/search-address'
import type { CmsContext } from '../context'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator, type Text } from '../texts'
import type { PageDefinition } from './types'

/** The term of the page's address as the widget reads it (spec 1 §2: the first 100 characters). */
const termOf = (context: CmsContext) => capTerm(context.url.searchParams.get('search') ?? '')

// Whether the widget will search at once: a term, or categories while product search is on (spec 1 §5).
const searches = (context: CmsContext) =>
  termOf(context) !== '' ||
  (!context.features.includes('disableProductSearch') && [...context.url.searchParams.keys()].some((name) => name === 'categories' || name === 'categories[]'))

/** Searches to try on the demo (terms of the mock catalogue; one with a typo, for did-you-mean; one without a term). */
const EXAMPLES: { query: Record<string, string>; text: Text }[] = [
  { query: { search: 'Motoröl' }, text: { de: 'Motoröl', fr: 'Motoröl', it: 'Motoröl', en: 'Motoröl' } },
  { query: { search: '5W-30' }, text: { de: '5W-30', fr: '5W-30', it: '5W-30', en: '5W-30' } },
  { query: { search: 'Datenblatt' }, text: { de: 'Datenblatt', fr: 'Datenblatt', it: 'Datenblatt', en: 'Datenblatt' } },
  { query: { search: 'Hydraulikoel' }, text: { de: 'Hydraulikoel', fr: 'Hydraulikoel', it: 'Hydraulikoel', en: 'Hydraulikoel' } },
  { query: { search: 'Getribeöl' }, text: { de: 'Getribeöl (Tippfehler)', fr: 'Getribeöl (faute de frappe)', it: 'Getribeöl (refuso)', en: 'Getribeöl (typo)' } },
  {
    query: { categories: 'c-grease' },
    text: { de: 'alle Schmierfette, ohne Suchbegriff', fr: 'toutes les graisses, sans terme', it: 'tutti i grassi, senza termine', en: 'all greases, no term' },
  },
]

/**
 * product/search-results (spec 1 §2, §5) at the shop's search address, where the header's search box sends
 * its searches. The header's box is prefilled with the term (`session.searchTerm`).
 */
export const searchResultsPage: PageDefinition = {
  path: SHOP_URLS.searchDetailLink,
  title: { de: 'Suche', fr: 'Recherche', it: 'Ricerca', en: 'Search' },
  description: {
    de: 'product/search-results: Trefferzahl, Did-you-mean, Reiter Produkte (mit Kategorienfilter in der Adresse) und Seiten, «Mehr laden».',
    fr: 'product/search-results\u00a0: nombre de résultats, suggestions, onglets Produits (avec filtre de catégories dans l’adresse) et Pages, «\u00a0Charger plus\u00a0».',
    it: 'product/search-results: numero di risultati, suggerimenti, schede Prodotti (con filtro per categorie nell’indirizzo) e Pagine, «Carica altri».',
    en: 'product/search-results: result count, did-you-mean, the tabs Products (with the category filter in the address) and Pages, load more.',
  },
  group: 'widgets',
  pageData: (context) => ({ session: { searchTerm: termOf(context) } }),
  body: (context) => {
    const t = translator(context)
    const tryThese = t({ de: 'Zum Ausprobieren:', fr: 'À essayer\u00a0:', it: 'Da provare:', en: 'Try:' })
    const links = EXAMPLES.map(({ query, text }) => `<a href="${escapeHtml(`${SHOP_URLS.searchDetailLink}?${new URLSearchParams(query).toString()}`)}">${escapeHtml(t(text))}</a>`).join(' · ')
    return (
      `<p class="cms-note">${tryThese} ${links}</p>` +
      marker('product/search-results', {}, { hydrate: 'load', fallback: fallbackHtml('product/search-results', {}, context.locale, { searching: searches(context) }) })
    )
  },
}
