import * as v from 'valibot'
import { priceLabelsSchema } from '@/api/price-labels'
import { productPricesSchema } from '@/api/product-prices'
import { productListSchema, type ProductListPage } from '@/api/products'
import { callApi } from '../call-api'
import { PRODUCTS, productsIn } from '../db/catalogue'
import { findAccount } from '../db/index'
import { chf, lastOrderDateOf, saleLabelOf, unitPriceRappen } from '../db/prices'

const list = async (query: string, as?: string) => {
  const { status, json } = await callApi('GET', `/api/product/list?${query}`, { as })
  return { status, json, page: status === 200 ? v.parse(productListSchema, (json as { data: unknown }).data) : undefined }
}
const filterOf = (page: ProductListPage | undefined, name: string) => page?.filters.find((filter) => filter.name === name)

describe('GET /api/product/list', () => {
  it('answers the first 12 products of a top category with filters and the total (spec 1 §3)', async () => {
    const { status, page } = await list('categoryId=c-motor')
    expect(status).toBe(200)
    expect(page?.totalCount).toBe(productsIn('c-motor').length)
    expect(page?.products.map((product) => product.id)).toEqual(productsIn('c-motor').slice(0, 12).map((product) => product.id))
    expect(page?.filters.map((filter) => filter.name)).toEqual(['viscosity', 'approval', 'packSize', 'tag'])
    expect(filterOf(page, 'viscosity')).toMatchObject({ label: 'Viskosität', type: 'multiselect', selected: [] })
    expect(filterOf(page, 'viscosity')?.options.slice(0, 2)).toEqual([
      { value: 'sae-0w-20', label: 'SAE 0W-20', count: productsIn('c-motor-pkw-0w20').length },
      { value: 'sae-0w-30', label: 'SAE 0W-30', count: productsIn('c-motor-pkw-0w30').length },
    ])
  })

  it('pages with offset and limit', async () => {
    const { page } = await list('categoryId=c-gear&offset=12&limit=5')
    expect(page?.products.map((product) => product.id)).toEqual(productsIn('c-gear').slice(12, 17).map((product) => product.id))
  })

  it('narrows by filters: values of one filter are alternatives, filters combine, and counts follow the other filters', async () => {
    const all = productsIn('c-hydraulic')
    const { page } = await list('categoryId=c-hydraulic&filters[viscosity][]=iso-vg-46&filters[viscosity][]=iso-vg-32&filters[tag][]=bestseller')
    const expected = all.filter(
      (product) => (product.approvals.includes('ISO VG 46') || product.approvals.includes('ISO VG 32')) && product.tags.some((tag) => tag.type === 'bestseller'),
    )
    expect(page?.totalCount).toBe(expected.length)
    expect(page?.products.map((product) => product.id)).toEqual(expected.map((product) => product.id))
    expect(filterOf(page, 'viscosity')?.selected).toEqual(['iso-vg-46', 'iso-vg-32'])
    // A viscosity's count: the bestsellers of that grade, whatever else of the viscosity is chosen.
    const grade68 = all.filter((product) => product.approvals.includes('ISO VG 68') && product.tags.some((tag) => tag.type === 'bestseller')).length
    expect(filterOf(page, 'viscosity')?.options.find((option) => option.value === 'iso-vg-68')?.count).toBe(grade68)
  })

  it('ignores filter values and names it does not know, and answers what it used in selected', async () => {
    const { page } = await list('categoryId=c-grease&filters[tag][]=sale&filters[tag][]=gibtsnicht&filters[farbe][]=blau&filters[tag][]=%3Cscript%3E')
    expect(filterOf(page, 'tag')?.selected).toEqual(['sale'])
    expect(page?.totalCount).toBe(productsIn('c-grease').filter((product) => product.tags.some((tag) => tag.type === 'sale')).length)
  })

  it('leaves out a filter that offers no choice (one viscosity in a leaf category)', async () => {
    const { page } = await list('categoryId=c-motor-pkw-5w30')
    expect(filterOf(page, 'viscosity')).toBeUndefined()
  })

  it('answers a product group', async () => {
    const { page } = await list('productGroup=aktionen')
    const onSale = PRODUCTS.filter((product) => product.tags.some((tag) => tag.type === 'sale'))
    expect(page?.totalCount).toBe(onSale.length)
    expect(page?.products.every((product) => product.tags[0]?.type === 'sale')).toBe(true)
  })

  it('sends last order dates only to active shop users (spec 1 §6)', async () => {
    const customer = findAccount('kunde@example.ch')!
    const products = productsIn('c-motor-pkw-5w30')
    const { page } = await list('categoryId=c-motor-pkw-5w30&limit=20', 'kunde@example.ch')
    expect(page?.products.map((product) => product.lastOrderDate)).toEqual(products.slice(0, 20).map((product) => lastOrderDateOf(customer, product.id)))
    expect(page?.products.some((product) => product.lastOrderDate)).toBe(true)
    const { page: consumer } = await list('categoryId=c-motor-pkw-5w30&limit=20', 'konsument@example.ch')
    expect(consumer?.products.some((product) => product.lastOrderDate)).toBe(false)
  })

  it.each([
    ['categoryId=c-gibtsnicht', 404, 'Die Kategorie «c-gibtsnicht» gibt es nicht.'],
    ['productGroup=gibtsnicht', 404, 'Die Produktgruppe «gibtsnicht» gibt es nicht.'],
    ['offset=0', 400, 'Bitte geben Sie entweder eine Kategorie oder eine Produktgruppe an.'],
    ['categoryId=c-motor&productGroup=aktionen', 400, 'Bitte geben Sie entweder eine Kategorie oder eine Produktgruppe an.'],
    ['categoryId=c-motor&limit=500', 400, 'Höchstens 48 Produkte auf einmal.'],
    ['categoryId=c-motor&offset=-1', 400, 'Das Feld «offset» muss eine ganze Zahl ab 0 sein.'],
  ])('refuses %s with %i and a German message', async (query, status, message) => {
    const result = await list(query)
    expect(result.status).toBe(status)
    expect((result.json as { messages: { message: string }[] }).messages[0]?.message).toBe(message)
  })
})

describe('POST /api/product/price-label', () => {
  const onSale = PRODUCTS.filter((product) => saleLabelOf(product) !== undefined)
  const notOnSale = PRODUCTS.find((product) => saleLabelOf(product) === undefined)!

  it('answers the labels of the products on sale, keyed by product number (spec 2 §3)', async () => {
    const numbers = [onSale[0]!.articleNumber, onSale[1]!.variants[0]!.articleNumber, notOnSale.articleNumber, '99-0000']
    const { status, json } = await callApi('POST', '/api/product/price-label', { as: 'kunde@example.ch', body: { products: numbers } })
    expect(status).toBe(200)
    expect(v.parse(priceLabelsSchema, (json as { data: unknown }).data)).toEqual({
      labels: {
        [numbers[0]!]: { label: saleLabelOf(onSale[0]!) },
        [numbers[1]!]: { label: saleLabelOf(onSale[1]!) },
      },
    })
    expect(saleLabelOf(onSale[0]!)).toMatch(/^Aktion -\d+ %$/)
  })

  it.each([
    [undefined, 401, 'Bitte melden Sie sich an.'],
    ['konsument@example.ch', 403, 'Preisaktionen gibt es nur für Kunden mit Shop-Zugang.'],
  ])('is only for active e-commerce shop users (%s: %i)', async (as, status, message) => {
    const result = await callApi('POST', '/api/product/price-label', { as, body: { products: ['10-4111'] } })
    expect(result.status).toBe(status)
    expect(result.json).toEqual({ messages: [{ type: 'error', message }] })
  })

  it.each([[{}], [{ products: [] }], [{ products: 'x' }], [{ products: Array.from({ length: 101 }, (_, index) => `10-${index}`) }]])('refuses the body %j with 400', async (body) => {
    expect((await callApi('POST', '/api/product/price-label', { as: 'kunde@example.ch', body })).status).toBe(400)
  })
})

describe('POST /api/product/prices', () => {
  const [product, other] = PRODUCTS as [(typeof PRODUCTS)[number], (typeof PRODUCTS)[number]]
  const pack = other.variants[1] ?? other.variants[0]!

  it('answers the user’s price of each number’s pack (a product number: its first pack), keyed by the number asked', async () => {
    const customer = findAccount('kunde@example.ch')!
    const numbers = [product.articleNumber, pack.articleNumber, '99-0000']
    const { status, json } = await callApi('POST', '/api/product/prices', { as: 'kunde@example.ch', body: { products: numbers } })
    expect(status).toBe(200)
    expect(v.parse(productPricesSchema, (json as { data: unknown }).data)).toEqual({
      prices: {
        [product.articleNumber]: { price: chf(unitPriceRappen(customer, product.variants[0]!)!), size: product.variants[0]!.size },
        [pack.articleNumber]: { price: chf(unitPriceRappen(customer, pack)!), size: pack.size },
      },
    })
  })

  it.each([
    [undefined, 401, 'Bitte melden Sie sich an.'],
    ['konsument@example.ch', 403, 'Preise in Listen gibt es nur für Kunden mit Shop-Zugang.'],
  ])('is only for active e-commerce shop users (%s: %i)', async (as, status, message) => {
    const result = await callApi('POST', '/api/product/prices', { as, body: { products: [product.articleNumber] } })
    expect(result.status).toBe(status)
    expect(result.json).toEqual({ messages: [{ type: 'error', message }] })
  })

  it.each([[{}], [{ products: [] }], [{ products: Array.from({ length: 101 }, (_, index) => `10-${index}`) }]])('refuses the body %j with 400', async (body) => {
    expect((await callApi('POST', '/api/product/prices', { as: 'kunde@example.ch', body })).status).toBe(400)
  })
})
