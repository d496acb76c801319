/**
 * The product list calls (spec 1 §3, §4, §6, §7; spec 2 §3, §7): a category's or product
 * group's products with multiselect filters and total (db/product-list.ts), and the list price (sale)
 * labels and the tile prices of products for active e-commerce shop users. Answers exactly the shapes of
 * api/products.ts, api/price-labels.ts and api/product-prices.ts.
 */
import { http } from 'msw'
import { PRICE_LABELS_MAX } from '@/api/price-labels'
import { PRODUCT_PRICES_MAX, type TilePrice } from '@/api/product-prices'
import { PRODUCT_LIST_LARGEST_PAGE, PRODUCT_LIST_PAGE_SIZE } from '@/api/products'
import { FILTER_TOKEN } from '@/src/lib/filter-address'
import { currentUser } from '../db/index'
import { chf, productByIdOrArticle, saleLabelOf, unitPriceRappen, variantByArticle } from '../db/prices'
import { productListPage, type ListSource, type Selection } from '../db/product-list'
import { errorMessage, fail, ok } from '../envelope'
import { filterParams, integerParam, optionalParam, textParam, withParams } from '../query-params'
import { withJsonBody, withUser, type Field } from '../resolvers'
import { route } from '../route'

/** The filter selection of a request. Names and values that are no filter tokens cannot be filters of the list: ignored like unknown ones. */
function selectionOf(url: URL): Selection {
  const selection: Record<string, string[]> = {}
  for (const { name, value } of filterParams(url)) {
    if (name === undefined || !FILTER_TOKEN.test(name) || !FILTER_TOKEN.test(value)) continue
    ;(selection[name] ??= []).push(value)
  }
  return selection
}

/** The product numbers of a price-label or tile price call: 1 to `max` short texts. */
const productNumbers = (max: number): Field<string[]> => ({
  optional: false,
  expected: `eine Liste von 1 bis ${max} Produktnummern`,
  accepts: (value): value is string[] =>
    Array.isArray(value) && value.length > 0 && value.length <= max && value.every((item) => typeof item === 'string' && item.trim() !== '' && item.length <= 60),
})

/** A product by its id, base article number (its product number) or a pack's article number. */
const productOf = (number: string) => productByIdOrArticle(number) ?? variantByArticle(number)?.product

/** The pack a tile's number stands for: the pack of that article number, else the product's first pack. */
const packOf = (number: string) => variantByArticle(number)?.variant ?? productByIdOrArticle(number)?.variants[0]

export const productHandlers = [
  // spec 1 §7: a category's (any level) or product group's list: offset, limit (12) and filters[<name>][].
  http.get(
    route('productList'),
    withParams(
      {
        categoryId: optionalParam(textParam(100)),
        productGroup: optionalParam(textParam(100)),
        offset: optionalParam(integerParam(0)),
        limit: optionalParam(integerParam(1)),
      },
      ({ request, input }) => {
        const { categoryId, productGroup } = input
        if ((categoryId === undefined) === (productGroup === undefined)) {
          return fail(400, [errorMessage('Bitte geben Sie entweder eine Kategorie oder eine Produktgruppe an.', 'categoryId')])
        }
        const limit = input.limit ?? PRODUCT_LIST_PAGE_SIZE
        // At most the largest page api/products.ts names, which the list keeps to.
        if (limit > PRODUCT_LIST_LARGEST_PAGE) return fail(400, [errorMessage(`Höchstens ${PRODUCT_LIST_LARGEST_PAGE} Produkte auf einmal.`, 'limit')])
        const source: ListSource = categoryId === undefined ? { productGroup: productGroup ?? '' } : { categoryId }
        const page = productListPage(source, selectionOf(new URL(request.url)), { offset: input.offset ?? 0, limit, account: currentUser(request) })
        if (!page) {
          return fail(404, [errorMessage(categoryId === undefined ? `Die Produktgruppe «${productGroup ?? ''}» gibt es nicht.` : `Die Kategorie «${categoryId}» gibt es nicht.`)])
        }
        return ok(page)
      },
    ),
  ),

  // spec 1 §7, spec 2 §7: the list price (sale) labels of the products asked for, keyed by product number
  // (spec 2 §3); a number without a label (or unknown) is left out. Only active e-commerce shop users (spec 1 §6).
  http.post(
    route('productPriceLabels'),
    withUser(
      withJsonBody({ products: productNumbers(PRICE_LABELS_MAX) }, ({ body }) => {
        const labels: Record<string, { label: string }> = {}
        for (const number of new Set(body.products.map((item) => item.trim()))) {
          const product = productOf(number)
          const label = product ? saleLabelOf(product) : undefined
          if (label) labels[number] = { label }
        }
        return ok({ labels })
      }),
      { allowed: (account) => account.isActiveShopUser, message: 'Preisaktionen gibt es nur für Kunden mit Shop-Zugang.' },
    ),
  ),

  // The tile prices (api/product-prices.ts): the signed-in user's price of each number's pack, keyed by the
  // number asked; an unknown number is left out. Only active e-commerce shop users (spec 1 §6).
  http.post(
    route('productPrices'),
    withUser(
      withJsonBody({ products: productNumbers(PRODUCT_PRICES_MAX) }, ({ user, body }) => {
        const prices: Record<string, TilePrice> = {}
        for (const number of new Set(body.products.map((item) => item.trim()))) {
          const pack = packOf(number)
          const rappen = pack ? unitPriceRappen(user, pack) : undefined
          if (pack && rappen !== undefined) prices[number] = { price: chf(rappen), size: pack.size }
        }
        return ok({ prices })
      }),
      { allowed: (account) => account.isActiveShopUser, message: 'Preise in Listen gibt es nur für Kunden mit Shop-Zugang.' },
    ),
  ),
]
