import type { ContentHit, ProductHit } from '@/api/search'
import type { LiveAnswer } from '@/store/search-suggestions'

/** One option of the suggestions listbox: a product, a content result, or «all results». */
export type Suggestion = { kind: 'product'; hit: ProductHit } | { kind: 'content'; hit: ContentHit } | { kind: 'all'; count: number }

/** The options of one answer, in the order the arrow keys go through them. */
export type SuggestionList = { products: Suggestion[]; contents: Suggestion[]; all: Suggestion | null; flat: Suggestion[] }

/** Where choosing a suggestion or submitting leads: an address, in this tab or (a file, spec 1 §5) in a new one. */
export type Destination = { url: string; newTab: boolean }

export type DoneAnswer = Extract<LiveAnswer, { status: 'done' }>

export const EMPTY_LIST: SuggestionList = { products: [], contents: [], all: null, flat: [] }

/**
 * The options of a complete answer: products, then content results, then «all results» with the count
 * of both (when there is a search page to go to and anything was found).
 */
export function suggestionListOf(answer: DoneAnswer, hasSearchPage: boolean): SuggestionList {
  const products = answer.products.hits.map((hit): Suggestion => ({ kind: 'product', hit }))
  const contents = answer.contents.hits.map((hit): Suggestion => ({ kind: 'content', hit }))
  const count = answer.products.total + answer.contents.total
  const all: Suggestion | null = hasSearchPage && count > 0 ? { kind: 'all', count } : null
  return { products, contents, all, flat: [...products, ...contents, ...(all ? [all] : [])] }
}

/** A content result opens in a new tab when it is a file (spec 1 §5: the asset type). */
export const contentDestination = (hit: ContentHit): Destination => ({ url: hit.url, newTab: hit.type === 'asset' })

/**
 * spec 1 §5: on submit, exactly one product and no content result go straight to the product; no product
 * and exactly one content result go to it (a file in a new tab). Null: the search page.
 */
export function submitDestination(answer: LiveAnswer | null): Destination | null {
  if (answer?.status !== 'done') return null
  const { products, contents } = answer
  const [product] = products.hits
  const [content] = contents.hits
  if (products.total === 1 && product && contents.total === 0) return { url: product.url, newTab: false }
  if (products.total === 0 && contents.total === 1 && content) return contentDestination(content)
  return null
}
