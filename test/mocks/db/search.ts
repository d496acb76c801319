/**
 * The mock search over the catalogue and the content (spec 1 §3, §5): which products and
 * documents a query finds and in what order, the category tree with match counts, and the did-you-mean
 * suggestions for a query that finds nothing. Pure functions over constant data; no Node or browser APIs.
 */
import type { CategoryNode } from '@/api/search'
import { CATEGORIES, walkCategories, type CategorySeed } from './categories'
import { PRODUCTS, type CatalogueProduct } from './catalogue'
import { DOCUMENTS, type Document } from './documents'
import { closestTerms, dictionaryOf, hasEveryWord, hasWord, queryWords, searchText, type QueryWord, type SearchText } from './search-text'

// What a product is found by: title, article numbers (its own and its packs'), category names, and its
// approvals label (a searcher types 'VW 504' or 'HLP 46' as often as a name).
type Indexed<T> = { item: T; all: SearchText; title: SearchText; articleNumbers: SearchText }
const indexedProducts: Indexed<CatalogueProduct>[] = PRODUCTS.map((product) => {
  const articleNumbers = [product.articleNumber, ...product.variants.map((variant) => variant.articleNumber)]
  return {
    item: product,
    all: searchText(product.title, ...articleNumbers, product.categoryPath, product.label),
    title: searchText(product.title),
    articleNumbers: searchText(...articleNumbers),
  }
})
const indexedDocuments: Indexed<Document>[] = DOCUMENTS.map((document) => ({
  item: document,
  all: searchText(document.title, document.text),
  title: searchText(document.title),
  articleNumbers: searchText(),
}))

/**
 * Title matches first: an exact article number, then every word in the title, then some of them, then
 * the rest; within a rank the catalogue's order (by category, as the range is listed).
 */
function rankOf(entry: Indexed<unknown>, words: readonly QueryWord[]): number {
  if (words.length === 1 && entry.articleNumbers.folded.split('\n').includes(words[0]?.folded ?? '')) return 0
  const inTitle = words.filter((word) => hasWord(entry.title, word)).length
  return inTitle === words.length ? 1 : inTitle > 0 ? 2 : 3
}

function find<T>(entries: readonly Indexed<T>[], query: string): T[] {
  const words = queryWords(query)
  return entries
    .filter((entry) => hasEveryWord(entry.all, words))
    .map((entry, order) => ({ item: entry.item, rank: rankOf(entry, words), order }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ item }) => item)
}

/** The products a query finds, best first; every word must occur. An empty query finds every product. */
export const findProducts = (query: string): CatalogueProduct[] => find(indexedProducts, query)

/** The pages and files a query finds, best first. */
export const findDocuments = (query: string): Document[] => find(indexedDocuments, query)

/**
 * The picture every product shows: the placeholder of public/images, at its address on the site. Not
 * placeholderImageUrl(): its base comes from Vite's import.meta.env, which is '/' under Vitest and missing
 * under tsx (the simulated CMS), while the site serves public/ under /vue/ (vite.config.ts `base`).
 */
export const PRODUCT_PICTURE = '/vue/images/placeholder.svg'

/** A product as the search answers it (api/search.ts productHitSchema). */
export const productHit = (product: CatalogueProduct) => ({
  id: product.id,
  title: product.title,
  url: product.url,
  articleNumber: product.articleNumber,
  label: product.label,
  image: { fallback: PRODUCT_PICTURE, alt: product.title },
  tags: product.tags,
  category: product.categoryPath,
})

/** A page or file as the content search answers it (api/search.ts contentHitSchema). */
export const documentHit = (document: Document) =>
  document.type === 'page'
    ? { id: document.id, title: document.title, url: document.url, type: document.type, text: document.text }
    : { id: document.id, title: document.title, url: document.url, type: document.type, text: document.text, fileType: document.fileType, size: document.size }

const CATEGORY_ENTRIES = walkCategories()
const categoryIds = new Set(CATEGORY_ENTRIES.map(({ category }) => category.id))

/** Whether a category id exists in the tree. */
export const isCategoryId = (id: string): boolean => categoryIds.has(id)

const ancestorIds = new Map(CATEGORY_ENTRIES.map(({ category, path }) => [category.id, path.slice(0, -1).map((parent) => parent.id)]))

/**
 * The categories a selection filters by (spec 1 §4: a parent is checked with any checked child): those
 * without a chosen category below them, so a chosen child narrows its chosen parent to the chosen children.
 */
export const narrowestCategories = (categoryIds: readonly string[]): string[] => {
  const narrowed = new Set(categoryIds.flatMap((id) => ancestorIds.get(id) ?? []))
  return categoryIds.filter((id) => !narrowed.has(id))
}

/**
 * Whether a product lies in the selection: in any of its narrowest categories (or below them). No
 * categories: every product.
 */
export const inCategories = (product: CatalogueProduct, categoryIds: readonly string[]): boolean =>
  categoryIds.length === 0 || narrowestCategories(categoryIds).some((id) => product.categoryIds.includes(id))

/**
 * The whole category tree with, per category, how many of `matches` lie in it or below (spec 1 §3:
 * id, name, count, children). Categories without a match stay, with count 0.
 */
export function categoryTree(matches: readonly CatalogueProduct[], categories: readonly CategorySeed[] = CATEGORIES): CategoryNode[] {
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    count: matches.filter((product) => product.categoryIds.includes(category.id)).length,
    children: categoryTree(matches, category.children ?? []),
  }))
}

/** The did-you-mean dictionary: the words of product titles and category names. */
const DICTIONARY = dictionaryOf([...PRODUCTS.map((product) => product.title), ...CATEGORY_ENTRIES.map(({ category }) => category.name)])

const SUGGESTION_COUNT = 3

/**
 * What the searcher may have meant when `query` finds no product (spec 1 §2, §3): the query with each
 * word that finds nothing replaced by a close dictionary term (`hydraulikol` → `Hydrauliköl`), up to
 * three of them, each of which finds products. Empty when nothing close is known.
 */
export function suggestionsFor(query: string): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean)
  const failing = words.map((word) => queryWords(word).length > 0 && findProducts(word).length === 0)
  if (!failing.some(Boolean)) return []
  const firstFailing = failing.indexOf(true)
  const candidates = words.map((word, index) => (failing[index] ? closestTerms(word, DICTIONARY, SUGGESTION_COUNT).map((term) => term.text) : [word]))
  // Alternatives for the first unknown word; every other unknown word takes its best term.
  const alternatives = candidates[firstFailing] ?? []
  const suggestions = alternatives.map((alternative) =>
    words.map((word, index) => (index === firstFailing ? alternative : failing[index] ? (candidates[index]?.[0] ?? word) : word)).join(' '),
  )
  // A suggestion that finds nothing is no help; one that finds what an earlier one finds ('Hydrauliköle'
  // after 'Hydrauliköl') only repeats it.
  const seen = new Set<string>()
  return [...new Set(suggestions)].filter((suggestion) => {
    const found = findProducts(suggestion)
    const key = found.map((product) => product.id).sort().join(' ')
    if (found.length === 0 || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
