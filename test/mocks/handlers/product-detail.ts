/**
 * The product detail's calls (spec 1 §3, §7): price and SAP data per pack
 * (`/api/product/detail`, `articlesOrderable`), a pack's data (`/api/product/variant/{variantId}`) and the
 * last order dates (`/api/product/last-order-date`). Prices are the signed-in user's (test/mocks/db/prices.ts);
 * anonymous visitors get availability but no prices (spec 1 §6). Answers the shapes of api/product-detail.ts.
 */
import { http } from 'msw'
import { currentUser } from '../db/index'
import { orderability, chf, lastOrderDateOf, productByIdOrArticle, unitPriceRappen, variantByArticle } from '../db/prices'
import type { CatalogueProduct, PackVariant } from '../db/catalogue'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { listParam, textParam, withParams } from '../query-params'
import { withUser } from '../resolvers'
import { route } from '../route'

/** At most this many products' last order dates per call. */
export const LAST_ORDER_DATES_MAX = 100

/** A pack as the product detail reads it: price for this user (none for anonymous visitors) and whether it can be ordered. */
function packOf(account: Account | null, product: CatalogueProduct, variant: PackVariant) {
  const rappen = unitPriceRappen(account, variant)
  const state = orderability(variant.articleNumber)
  return {
    productId: variant.articleNumber,
    articleNumber: product.articleNumber,
    size: variant.size,
    container: variant.container,
    url: `${product.url}?variant=${encodeURIComponent(variant.articleNumber)}`,
    ...(rappen === undefined ? {} : { price: chf(rappen) }),
    orderable: state.orderable,
    ...(state.orderable ? {} : { reason: state.reason }),
  }
}

const unknownProduct = (key: string) => fail(404, [errorMessage(`Das Produkt «${key}» gibt es nicht.`)])

export const productDetailHandlers = [
  // spec 1 §7: price and SAP data (articlesOrderable) of every pack of a product.
  http.get(
    route('productDetail'),
    withParams({ productId: textParam(60) }, ({ request, input }) => {
      const product = productByIdOrArticle(input.productId)
      if (!product) return unknownProduct(input.productId)
      const account = currentUser(request)
      const packs = product.variants.map((variant) => packOf(account, product, variant))
      return ok({
        productId: product.id,
        packs,
        articlesOrderable: Object.fromEntries(packs.map((pack) => [pack.productId, pack.orderable])),
      })
    }),
  ),

  // spec 1 §7: one pack, when the buyer picks a pack size.
  http.get(route('productVariant'), ({ request, params }) => {
    const key = String(params.variantId)
    const found = variantByArticle(key)
    if (!found) return fail(404, [errorMessage(`Das Gebinde «${key}» gibt es nicht.`)])
    return ok({ variant: packOf(currentUser(request), found.product, found.variant) })
  }),

  // spec 1 §3, §7: "Last order date: id, lastOrderDate" for the given products; only active shop users have them (spec 1 §6).
  http.get(
    route('productLastOrderDate'),
    withUser(
      withParams({ productIds: listParam(textParam(60)) }, ({ user, input }) => {
        if (input.productIds.length > LAST_ORDER_DATES_MAX) return fail(400, [errorMessage(`Höchstens ${LAST_ORDER_DATES_MAX} Produkte auf einmal.`, 'productIds')])
        const entries = input.productIds.flatMap((id) => {
          const product = productByIdOrArticle(id)
          const date = product ? lastOrderDateOf(user, product.id) : undefined
          return date ? [{ id, lastOrderDate: date }] : []
        })
        return ok({ entries })
      }),
      { allowed: (account) => account.isActiveShopUser, message: 'Bestelldaten gibt es nur für Kunden mit Shop-Zugang.' },
    ),
  ),
]
