import type { WithSlice } from '@reduxjs/toolkit'
import type { Message } from '@/api/envelope'
import { postPriceLabels, priceLabelsCheck, PRICE_LABELS_MAX } from '@/api/price-labels'
import type { AppStore } from './index'
import { createLookupSlice, lookupHooks } from './number-lookup'
import { createRequest } from './request'

// The list price (sale) labels of products (spec 1 §6, §7; spec 2 §1, §3, §6, §7): only active
// e-commerce shop users get them, on product tiles, teasers and hotspot tiles that have a product number.
// Every tile of the page asks through usePriceLabel; the numbers asked within one frame, from every island,
// go out in ONE call, and each number's answer is kept, so a re-render or load more asks only for new ones.

/**
 * spec 1 §7, spec 2 §7: POST /api/product/price-label with the product numbers. In the background (the
 * labels decorate tiles the user is already reading; the loader overlay must not cover them) and quiet: a
 * failure is said where the labels would be (the server's messages, or that they are unavailable), not as
 * a page notification; one without messages goes to the error report (store/request.ts).
 */
export const fetchPriceLabels = createRequest('products/fetchPriceLabels', postPriceLabels, priceLabelsCheck, { background: true, quiet: true })

// spec 2 §3: labels keyed by product number; a number the answer leaves out has none.
const priceLabelsSlice = createLookupSlice('priceLabels', fetchPriceLabels, (answer, number) => answer.labels?.[number]?.label ?? null)

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof priceLabelsSlice> {}
}

const priceLabels = lookupHooks(priceLabelsSlice, fetchPriceLabels, PRICE_LABELS_MAX)

/** Asks for `productNumber`'s label with the next batch, unless it is known or asked already. */
export const queuePriceLabel: (store: AppStore, productNumber: string) => void = priceLabels.ask

/**
 * The list price (sale) label of a product number for a tile, teaser or hotspot tile (spec 2 §3, §6), e.g.
 * 'Aktion -15 %'; undefined while it is on its way, when the product has none, for a missing number, and
 * for everyone but a signed-in active e-commerce shop user (who alone gets labels, spec 1 §6).
 */
export function usePriceLabel(productNumber: string | undefined): string | undefined {
  const label = priceLabels.useLookup(productNumber)
  return label?.status === 'done' ? label.value : undefined
}

/**
 * The server's messages when the call for any of these numbers' labels failed (an empty list: it said
 * nothing), so the labels' place can say they are unavailable (spec 1 §8); undefined otherwise and for
 * everyone but an active e-commerce shop user.
 */
export const usePriceLabelsFailure: (productNumbers: readonly string[]) => Message[] | undefined = priceLabels.useLookupFailure
