/**
 * The price-label call (spec 1 §6, §7; spec 2 §3, §7) and the shape of its answer: the list
 * price (sale) labels of products, keyed by product number, for active e-commerce shop users. A module of
 * its own, so a tile, teaser or hotspot tile that shows a label loads no list schemas.
 */
import * as v from 'valibot'
import { schemaCheck } from '@/src/lib/schema-check'
import { boundedText, maybe, shownText as shown } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

/** At most this many product numbers go into one price-label call (a page shows far fewer). */
export const PRICE_LABELS_MAX = 100

/** A product's list price (sale) label, e.g. 'Aktion -15 %'. */
export const priceLabelSchema = v.object({ label: shown(60) })
export type PriceLabel = v.InferOutput<typeof priceLabelSchema>

const productNumber = boundedText(60)

/**
 * The answer (spec 2 §3 "list price (sale) labels keyed by product number", its shape left open by spec 2
 * §7): `{ labels: { '10-4111': { label: 'Aktion -15 %' } } }`. A product number without a label is left out.
 */
export const priceLabelsSchema = v.object({ labels: maybe(v.record(productNumber, priceLabelSchema)) })
export type PriceLabels = v.InferOutput<typeof priceLabelsSchema>

export const priceLabelsCheck = schemaCheck(priceLabelsSchema)

/** spec 1 §7, spec 2 §7: POST /api/product/price-label with `products`, the product numbers (active e-commerce shop users only). */
export const postPriceLabels = ({ products }: { products: readonly string[] }, context: CallContext) =>
  callData('post', 'productPriceLabels', { body: { products: [...products] }, ...context })
