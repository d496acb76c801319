import { advancedSearchCheck, documentSearchCheck, productSearchCheck, type CategoryNode } from '@/api/search'
import { callApi } from '../call-api'
import { PRODUCTS } from '../db/catalogue'
import { ASSETS, CONTENT_PAGES } from '../db/documents'

type Hit = { id: string; title: string; url: string; articleNumber: string; category: string }
type ProductAnswer = { products: Hit[]; countTotal: number; suggestion?: string[] }
type DocumentAnswer = { results: { id: string; title: string; url: string; type: 'page' | 'asset'; fileType?: string; size?: number }[]; countTotal: number }
type AdvancedAnswer = ProductAnswer & { categories: CategoryNode[] }

const get = async <T,>(path: string) => {
  const { status, json } = await callApi('GET', path)
  expect(status).toBe(200)
  return (json as { data: T }).data
}
const products = (query: string, limit?: number) =>
  get<ProductAnswer>(`/api/search/product?query=${encodeURIComponent(query)}${limit === undefined ? '' : `&limit=${limit}`}`)
const documents = (params: string) => get<DocumentAnswer>(`/api/search/document?${params}`)
const advanced = (query: string, categories: string[], extra = '') =>
  get<AdvancedAnswer>(`/api/search/product-advanced?query=${encodeURIComponent(query)}${categories.map((id) => `&categories[]=${id}`).join('')}${extra}`)
const titles = (answer: { products: Hit[] }) => answer.products.map((product) => product.title)

/** Every product a query finds, through the advanced search's paging (its limit is 12 by default). */
const allOf = async (query: string) => (await advanced(query, [], `&limit=${PRODUCTS.length}`)).products

function findNode(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findNode(node.children, id)
    if (found) return found
  }
  return undefined
}

describe('the mock catalogue', () => {
  it('holds at least 300 products, each with its own address and article numbers', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(300)
    expect(new Set(PRODUCTS.map((product) => product.url)).size).toBe(PRODUCTS.length)
    const numbers = PRODUCTS.flatMap((product) => [product.articleNumber, ...product.variants.map((variant) => variant.articleNumber)])
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(CONTENT_PAGES.length).toBeGreaterThanOrEqual(40)
    expect(ASSETS.length).toBeGreaterThanOrEqual(60)
  })
})

describe('GET /api/search/product', () => {
  it('answers 7 products without a limit, and keeps to a limit it is given (spec 1 §7)', async () => {
    const live = await products('öl')
    const three = await products('öl', 3)

    expect(live.products).toHaveLength(7)
    expect(three.products).toHaveLength(3)
    expect(three.products).toEqual(live.products.slice(0, 3))
    expect(live.countTotal).toBe(three.countTotal)
    expect(live.countTotal).toBeGreaterThan(200)
  })

  it('answers a product in the shape of spec 1 §3, with its tags, label, picture and category path', async () => {
    const { products: [hit], countTotal } = await products('Motoröl Synth 5W-30 LL', 1)

    expect(countTotal).toBeGreaterThanOrEqual(1)
    expect(hit).toEqual({
      id: 'p-10-4411',
      title: 'Motoröl Synth 5W-30 LL',
      url: '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-ll',
      articleNumber: '10-4411',
      label: 'VW 504 00/507 00 · MB 229.51 · ACEA C3',
      image: { fallback: '/vue/images/placeholder.svg', alt: 'Motoröl Synth 5W-30 LL' },
      tags: [{ type: 'bestseller', label: 'Bestseller' }],
      category: 'Motorenöle / PKW-Motorenöle / SAE 5W-30',
    })
  })

  it('folds umlauts both ways: "oel" finds "Öl", "hydraulikoel" and "HYDRAULIKÖL" find the same products', async () => {
    const oel = await products('oel')
    const folded = await products('hydraulikoel', 100)
    const written = await products('HYDRAULIKÖL', 100)

    expect(oel.countTotal).toBe((await products('Öl')).countTotal)
    expect(titles(oel)[0]).toBe('Motoröl Synth 0W-20 C5')
    expect(folded.countTotal).toBeGreaterThan(30)
    expect(titles(folded).every((title) => title.includes('Hydrauliköl'))).toBe(true)
    expect(written).toEqual(folded)
    expect(titles(await products('kuehlerschutz g12evo'))).toEqual(['Kühlerschutz G12evo Konzentrat'])
  })

  it('needs every word of the query, in any order and case', async () => {
    const answer = await products('5w-30 SYNTH motoröl ll', 100)

    expect(titles(answer)).toEqual(['Motoröl Synth 5W-30 LL'])
    expect((await products('Hydrauliköl Lithiumfett')).countTotal).toBe(0)
  })

  it('finds a product by its article number or a pack size’s, with or without the dash', async () => {
    expect(titles(await products('10-4411'))).toEqual(['Motoröl Synth 5W-30 LL'])
    expect(titles(await products('10-4411.208'))).toEqual(['Motoröl Synth 5W-30 LL'])
    expect(titles(await products('104411'))).toEqual(['Motoröl Synth 5W-30 LL'])
  })

  it('finds products by their category’s name, title matches first', async () => {
    const greases = await allOf('Schmierfette')
    const coolants = await allOf('kühlmittel')

    expect(greases.length).toBe(PRODUCTS.filter((product) => product.categoryIds[0] === 'c-grease').length)
    expect(greases.map((hit) => hit.title)).toContain('Lithiumfett EP 2')
    // The ready-mixed coolants carry the word in their title; the concentrates only in their category.
    const firstConcentrate = coolants.findIndex((hit) => hit.title.includes('Konzentrat'))
    const lastTitleMatch = coolants.map((hit) => hit.title.startsWith('Kühlmittel')).lastIndexOf(true)
    expect(firstConcentrate).toBeGreaterThan(lastTitleMatch)
    expect(coolants.length).toBe(PRODUCTS.filter((product) => product.categoryIds[0] === 'c-coolant').length)
  })

  it('suggests the closest catalogue terms when nothing is found, and only then', async () => {
    const typo = await products('hydraulikol')
    const twoWords = await products('getriebeol clp 220')

    expect(typo).toEqual({ products: [], countTotal: 0, suggestion: ['Hydrauliköl'] })
    expect(twoWords.suggestion?.[0]).toBe('Getriebeöl clp 220')
    expect(await products('xqzvw')).toEqual({ products: [], countTotal: 0 })
    expect(await products('hydrauliköl', 1)).not.toHaveProperty('suggestion')
  })
})

describe('GET /api/search/document', () => {
  it('finds pages and files, 12 at a time, and pages on with an offset', async () => {
    const first = await documents('query=motoröl&limit=12&isLiveSearch=true')
    const second = await documents('query=motoröl&limit=12&offset=12')

    expect(first.countTotal).toBeGreaterThan(12)
    expect(first.results).toHaveLength(12)
    expect(second.countTotal).toBe(first.countTotal)
    expect(second.results.length).toBe(Math.min(12, first.countTotal - 12))
    expect(new Set([...first.results, ...second.results].map((result) => result.id)).size).toBe(first.results.length + second.results.length)
    expect(first.results.map((result) => result.type)).toEqual(expect.arrayContaining(['page', 'asset']))
  })

  it('answers a page with its text and a file with its type and size in bytes, title matches first', async () => {
    const { results } = await documents('query=viskositaet')
    const { results: sheets } = await documents('query=datenblatt%205w-30%20ll&limit=1')

    expect(results[0]).toEqual({
      id: 'page-2',
      title: 'Viskosität einfach erklärt',
      url: '/wissen/viskositaet-einfach-erklaert',
      type: 'page',
      text: 'Was 5W-30 bedeutet: die SAE-Klassen für Kälte und Hitze, und warum dünnflüssige Öle Verbrauch und Verschleiss senken.',
    })
    expect(sheets[0]).toMatchObject({ title: 'Technisches Datenblatt Motoröl Synth 5W-30 LL.pdf', url: '/downloads/technisches-datenblatt-motoroel-synth-5w-30-ll.pdf', type: 'asset', fileType: 'PDF' })
    expect(sheets[0]?.size).toBeGreaterThan(90 * 1024)
  })

  it('answers an empty list when nothing matches', async () => {
    expect(await documents('query=raffinerie')).toEqual({ results: [], countTotal: 0 })
  })
})

describe('GET /api/search/product-advanced', () => {
  it('lists the products of a parent category with those of its children, 12 at a time', async () => {
    const answer = await advanced('', ['c-hydraulic'])
    const inHydraulic = PRODUCTS.filter((product) => product.categoryIds.includes('c-hydraulic'))

    expect(answer.countTotal).toBe(inHydraulic.length)
    expect(answer.products).toHaveLength(12)
    expect(new Set(inHydraulic.map((product) => product.categoryId))).toEqual(new Set(['c-hydraulic-hlp-zinc', 'c-hydraulic-hlp-zincfree', 'c-hydraulic-hvlp', 'c-hydraulic-bio']))
    expect(answer).not.toHaveProperty('suggestion')
  })

  it('filters the query’s products by any of the chosen categories', async () => {
    const all = await advanced('46', [], '&limit=100')
    const filtered = await advanced('46', ['c-hydraulic-bio', 'c-industry-turbine'], '&limit=100')

    expect(filtered.products.length).toBe(filtered.countTotal)
    expect(filtered.products.map((hit) => hit.category.split(' / ')[0])).toEqual(expect.arrayContaining(['Hydrauliköle', 'Industrieöle']))
    expect(filtered.products.every((hit) => hit.category.startsWith('Hydrauliköle / Biologisch') || hit.category.startsWith('Industrieöle / Turbinen'))).toBe(true)
    expect(filtered.countTotal).toBeLessThan(all.countTotal)
  })

  it('narrows a chosen parent to its chosen children (spec 1 §4: a parent is checked with any child)', async () => {
    const cars = await advanced('motoröl', ['c-motor-pkw'], '&limit=100')
    const parents = await advanced('motoröl', ['c-motor', 'c-motor-pkw'], '&limit=100')
    const narrowed = await advanced('motoröl', ['c-motor', 'c-motor-pkw', 'c-motor-pkw-5w30', 'c-motor-nfz'], '&limit=100')

    expect(parents.countTotal).toBe(cars.countTotal)
    expect(narrowed.countTotal).toBe(findNode(cars.categories, 'c-motor-pkw-5w30')!.count + findNode(cars.categories, 'c-motor-nfz')!.count)
  })

  it('counts the query’s matches per category in the whole tree, whatever is checked, zeros kept', async () => {
    const unfiltered = await advanced('hlp', [])
    const filtered = await advanced('hlp', ['c-hydraulic-hvlp'])
    const hlp = findNode(unfiltered.categories, 'c-hydraulic-hlp')
    const top = findNode(unfiltered.categories, 'c-hydraulic')

    expect(filtered.categories).toEqual(unfiltered.categories)
    expect(unfiltered.categories.map((node) => node.id)).toEqual(['c-motor', 'c-gear', 'c-hydraulic', 'c-grease', 'c-coolant', 'c-metal', 'c-industry'])
    expect(findNode(unfiltered.categories, 'c-motor')).toMatchObject({ name: 'Motorenöle', count: 0 })
    expect(hlp?.count).toBe((hlp?.children ?? []).reduce((sum, child) => sum + child.count, 0))
    expect(top?.count).toBe(unfiltered.countTotal)
    expect(filtered.countTotal).toBe(findNode(unfiltered.categories, 'c-hydraulic-hvlp')?.count)
  })

  it('pages through the products with offset and limit, none twice', async () => {
    const pages = await Promise.all([0, 12, 24].map((offset) => advanced('motoröl', ['c-motor-pkw'], `&offset=${offset}`)))
    const ids = pages.flatMap((page) => page.products.map((hit) => hit.id))

    expect(pages.map((page) => page.products.length)).toEqual([12, 12, 12])
    expect(new Set(ids).size).toBe(36)
    expect(pages.every((page) => page.countTotal === pages[0]?.countTotal)).toBe(true)
  })

  it('suggests terms when the query finds nothing', async () => {
    expect(await advanced('litiumfett', [])).toMatchObject({ products: [], countTotal: 0, suggestion: ['Lithiumfett'] })
  })
})

describe('what the search refuses', () => {
  const refused = async (path: string) => {
    const { status, json } = await callApi('GET', path)
    expect(status).toBe(400)
    return (json as { messages: { message: string }[] }).messages.map((message) => message.message)
  }

  it.each(['/api/search/product', '/api/search/product?query=', '/api/search/product?query=%20%20', '/api/search/document?limit=12'])('a missing query: %s', async (path) => {
    expect(await refused(path)).toEqual(['Das Feld «query» fehlt.'])
  })

  it('a query longer than 100 characters (spec 1 §9)', async () => {
    expect(await refused(`/api/search/product?query=${'a'.repeat(101)}`)).toEqual(['Das Feld «query» darf höchstens 100 Zeichen lang sein.'])
  })

  it.each(['0', '2.5', 'fünf', '-1'])('the limit %s', async (limit) => {
    expect(await refused(`/api/search/product?query=öl&limit=${encodeURIComponent(limit)}`)).toEqual(['Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.'])
  })

  it('a negative offset and an isLiveSearch that is no flag', async () => {
    expect(await refused('/api/search/document?query=öl&offset=-12&isLiveSearch=ja')).toEqual([
      'Das Feld «offset» muss eine ganze Zahl ab 0 sein.',
      'Das Feld «isLiveSearch» muss true oder false sein.',
    ])
  })

  it('an advanced search with neither term nor categories, or with an unknown category', async () => {
    expect(await refused('/api/search/product-advanced?query=&offset=0&limit=12')).toEqual(['Bitte geben Sie einen Suchbegriff ein oder wählen Sie eine Kategorie.'])
    expect(await refused('/api/search/product-advanced?query=öl&categories[]=c-nirgends')).toEqual(['Die Kategorie «c-nirgends» gibt es nicht.'])
  })
})

describe('every answer of the search', () => {
  it.each(['öl', 'hydraulikol', '10-4411', 'Kühlmittel richtig mischen', 'xqzvw'])('passes the schemas of api/search.ts: %s', async (query) => {
    const term = encodeURIComponent(query)
    const answers = [
      [productSearchCheck, `/api/search/product?query=${term}&limit=7`],
      [documentSearchCheck, `/api/search/document?query=${term}&limit=12&isLiveSearch=true`],
      [documentSearchCheck, `/api/search/document?query=${term}&limit=12&offset=12`],
      [advancedSearchCheck, `/api/search/product-advanced?query=${term}&offset=0&limit=12`],
      [advancedSearchCheck, `/api/search/product-advanced?query=${term}&categories[]=c-motor&categories[]=c-grease-lithium&offset=12&limit=12`],
    ] as const
    for (const [check, path] of answers) {
      const { json } = await callApi('GET', path)
      expect(check.parse((json as { data: unknown }).data)).toMatchObject({ ok: true })
    }
  })
})
