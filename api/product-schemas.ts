/**
 * The parts of a product every product answer shares (spec 1 §3 Product), written once for the search
 * (api/search.ts), the product lists (api/products.ts) and whoever answers products next: the picture,
 * the tags, and the product as a list tile shows it. Only schemas: the CMS's
 * fallback markup reads products with them too (product-tile.fallback.ts).
 */
import * as v from 'valibot'
import { PRODUCT_TAGS } from '@/src/lib/product-tags'
import { address, maybe, shownText as shown } from '@/src/lib/schema-parts'

/** A title or label of a product is cut here for display. */
export const PRODUCT_TITLE_MAX = 200
/** At most this many entries of one list in an answer are read. */
export const PRODUCT_LIST_MAX = 200

/** An id as backends write it: a short string, or a number read as one. */
export const productIdSchema = v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(100)), v.pipe(v.number(), v.finite(), v.transform(String))])

/** A list read up to PRODUCT_LIST_MAX entries; the rest of a runaway answer is left out. */
export const cappedList = <S extends v.GenericSchema>(schema: S) => v.pipe(v.array(schema), v.transform((items) => items.slice(0, PRODUCT_LIST_MAX)))

/** A product picture (spec 1 §3: srcset, fallback, alt, title). */
export const productImageSchema = v.object({ srcset: maybe(address), fallback: address, alt: shown(PRODUCT_TITLE_MAX), title: maybe(shown(PRODUCT_TITLE_MAX)) })

/** One tag: its type and the label the shop writes for it ('Aktion', 'Neu', 'Bestseller'). */
export const productTagSchema = v.object({ type: v.picklist(PRODUCT_TAGS), label: shown(40) })
export type ProductTag = v.InferOutput<typeof productTagSchema>

/** A product's tags as the shop sends them (shown in spec 2 §1's order: src/lib/product-tags.ts inTagOrder); none given reads as none. */
export const productTagsSchema = v.optional(cappedList(productTagSchema), [])

/**
 * A product as a list shows it (spec 1 §3 Product: title, url, image, label, tags, articleNumber,
 * variant, lastOrderDate), with its id. `articleNumber` is the product number price labels are keyed by
 * (spec 2 §3); `variant` is the pack the tile stands for; `lastOrderDate` (ISO date) comes only for active
 * e-commerce shop users who have ordered the product before (spec 1 §6).
 */
export const listProductSchema = v.object({
  id: productIdSchema,
  title: shown(PRODUCT_TITLE_MAX),
  url: address,
  image: maybe(productImageSchema),
  label: maybe(shown(PRODUCT_TITLE_MAX)),
  tags: productTagsSchema,
  articleNumber: shown(40),
  variant: maybe(v.object({ articleNumber: shown(40), size: maybe(shown(40)) })),
  lastOrderDate: maybe(v.pipe(v.string(), v.isoDate())),
})
export type ListProduct = v.InferOutput<typeof listProductSchema>
