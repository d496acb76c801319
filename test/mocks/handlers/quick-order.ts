/**
 * The quick order's batch lookup (beyond the spec; api/product-lookup.ts): POST /api/product/lookup with
 * `{ productIds }`, at most 500, answers `{ packs, unknown }`: each pack as the product detail reads it
 * (api/product-detail.ts packSchema: the signed-in user's unit price, SAP's orderability with its reason)
 * plus the product's title, and the numbers that name no pack. Numbers are matched without surrounding
 * spaces and in any case; one asked twice is answered once. For active e-commerce shop users only (spec 1
 * §6), like the B2B cart the quick order fills.
 */
import { http } from 'msw'
import { ARTICLE_NUMBER_MAX_LENGTH, PRODUCT_LOOKUP_MAX, type LookupPack } from '@/api/product-lookup'
import type { CatalogueProduct, PackVariant } from '../db/catalogue'
import { chf, orderability, unitPriceRappen, variantByArticle } from '../db/prices'
import type { Account } from '../db/users'
import { ok } from '../envelope'
import { withJsonBody, withUser, type Access, type Field } from '../resolvers'
import { route } from '../route'

// spec 1 §6: what the quick order fills is the B2B cart, for active e-commerce shop users.
const shopUsersOnly: Access = {
  allowed: (account) => account.isActiveShopUser,
  message: 'Die Schnellbestellung steht nur aktiven Shop-Benutzern zur Verfügung.',
}

const isArticleNumber = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= ARTICLE_NUMBER_MAX_LENGTH

/** `productIds`: 1 to 500 article numbers of at most 60 characters. */
const productIdsField: Field<string[]> = {
  optional: false,
  expected: `eine Liste von 1 bis ${PRODUCT_LOOKUP_MAX} Artikelnummern mit höchstens ${ARTICLE_NUMBER_MAX_LENGTH} Zeichen`,
  accepts: (value): value is string[] => Array.isArray(value) && value.length > 0 && value.length <= PRODUCT_LOOKUP_MAX && value.every(isArticleNumber),
}

/** A pack for this account: what the product detail answers (handlers/product-detail.ts), with the product's title. */
function packOf(account: Account, product: CatalogueProduct, variant: PackVariant): LookupPack {
  const rappen = unitPriceRappen(account, variant)
  const state = orderability(variant.articleNumber)
  return {
    productId: variant.articleNumber,
    articleNumber: product.articleNumber,
    title: product.title,
    size: variant.size,
    container: variant.container,
    url: `${product.url}?variant=${encodeURIComponent(variant.articleNumber)}`,
    ...(rappen === undefined ? {} : { price: chf(rappen) }),
    orderable: state.orderable,
    ...(state.orderable ? {} : { reason: state.reason }),
  }
}

export const quickOrderHandlers = [
  http.post(
    route('productLookup'),
    withUser(
      withJsonBody({ productIds: productIdsField }, ({ user, body }) => {
        const packs: LookupPack[] = []
        const unknown: string[] = []
        const seen = new Set<string>()
        for (const asked of body.productIds) {
          const key = asked.trim().toUpperCase()
          if (seen.has(key)) continue
          seen.add(key)
          const found = variantByArticle(key)
          if (found) packs.push(packOf(user, found.product, found.variant))
          else unknown.push(asked)
        }
        return ok({ packs, unknown })
      }),
      shopUsersOnly,
    ),
  ),
]
