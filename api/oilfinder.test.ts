// jsdom: the checks read addresses against the page's origin (src/lib/safe-url sameOriginUrl).
import type { DataCheck } from '@/src/lib/schema-check'
import { pendingReports, resetReporting } from '@/src/reporting/report'
import {
  categoriesCheck,
  disclaimerCheck,
  hydratedModelsCheck,
  makesCheck,
  modelsCheck,
  normalizeLicensePlate,
  plateCheck,
  recommendationCheck,
  searchCheck,
  typesCheck,
} from './oilfinder'

const type = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: '2.0 TDI',
  engine: 'CUNA',
  ccm: 1968,
  powerKw: 110,
  powerHp: 150,
  yearFrom: 2016,
  fuel: 'diesel',
  ...overrides,
})

const product = (overrides: Record<string, unknown> = {}) => ({
  placeholder: false,
  productId: 'p-1001',
  title: 'Motorenöl 5W-30',
  url: '/de/produkte/motorenoel-5w-30',
  image: { src: '/media/motorenoel.jpg', alt: 'Kanister' },
  specification: 'SAE 5W-30, VW 504 00/507 00',
  articleNumbers: ['10-4111', '10-4112', '10-4111'],
  safetyDataSheet: '/media/sdb/10-4111.pdf',
  ...overrides,
})

const component = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: 'Motor',
  code: 'CUNA',
  capacities: ['4,7 l mit Filter'],
  intervals: ['Wechsel alle 30 000 km oder 24 Monate'],
  variants: [{ usage: 'normal', label: 'Normale Bedingungen', products: [product(), { placeholder: true, title: 'Getriebeöl nach Herstellervorgabe' }] }],
  ...overrides,
})

const recommendation = (components: unknown[], overrides: Record<string, unknown> = {}) => ({
  recommendation: {
    vehicle: { categoryId: 'pkw', category: 'Personenwagen', makeId: 'vw', make: 'VW', modelId: 'vw-golf-7', model: 'Golf VII', type: type('t-1') },
    notes: ['Bei Fahrzeugen mit Partikelfilter nur Low-SAPS-Öle verwenden.'],
    components,
    disclaimerId: 'general',
    ...overrides,
  },
})

const parsed = <T,>(result: { ok: true; value: T } | { ok: false; problems: string[] }): T => {
  if (!result.ok) throw new Error(result.problems.join('; '))
  return result.value
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetReporting()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the oil finder’s answers', () => {
  it('reads good lists as they are', () => {
    expect(parsed(categoriesCheck.parse({ categories: [{ id: 'pkw', name: 'Personenwagen', icon: 'car' }] }))).toEqual({
      categories: [{ id: 'pkw', name: 'Personenwagen', icon: 'car' }],
    })
    expect(parsed(makesCheck.parse({ makes: [{ id: 'vw', name: 'VW', image: '/api/oilfinder/make-image/vw.svg' }] })).makes).toEqual([
      { id: 'vw', name: 'VW', image: '/api/oilfinder/make-image/vw.svg' },
    ])
    expect(parsed(modelsCheck.parse({ models: [{ id: 'vw-golf-7', name: 'Golf VII', yearFrom: 2012, yearTo: 2020 }, { id: 'vw-id3', name: 'ID.3', yearFrom: 2019, yearTo: null }] })).models).toEqual([
      { id: 'vw-golf-7', name: 'Golf VII', yearFrom: 2012, yearTo: 2020 },
      { id: 'vw-id3', name: 'ID.3', yearFrom: 2019, yearTo: undefined },
    ])
    expect(parsed(typesCheck.parse({ types: [type('t-1')] })).types).toEqual([{ ...type('t-1'), yearTo: undefined }])
    expect(parsed(searchCheck.parse({ hits: [{ makeId: 'vw', make: 'VW', modelId: 'vw-golf-7', model: 'Golf VII', type: type('t-1') }], total: 1 })).total).toBe(1)
    expect(parsed(plateCheck.parse({ typeIds: ['t-1', 't-2', 't-1'] })).typeIds).toEqual(['t-1', 't-2'])
    expect(parsed(disclaimerCheck.parse({ disclaimer: { id: 'general', title: 'Hinweis', text: '<p>Angaben ohne Gewähr.</p>' } })).disclaimer.text).toBe('<p>Angaben ohne Gewähr.</p>')
    expect(warn).not.toHaveBeenCalled()
    expect(pendingReports()).toHaveLength(0)
  })

  it('drops a malformed entry with a warning naming it and a report, and keeps the others', () => {
    const makes = parsed(makesCheck.parse({ makes: [{ id: 'vw', name: 'VW' }, { id: 'bmw' }, { id: 'audi', name: 'Audi' }] })).makes
    expect(makes.map((make) => make.id)).toEqual(['vw', 'audi'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.makes.1'))
    expect(pendingReports()).toHaveLength(1)

    const models = parsed(modelsCheck.parse({ models: [{ id: 'a', name: 'A', yearFrom: 2020, yearTo: 2010 }, { id: 'b', name: 'B', yearFrom: 2010 }] })).models
    expect(models.map((model) => model.id)).toEqual(['b'])
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('yearTo must not be before yearFrom'))

    const types = parsed(typesCheck.parse({ types: [type('t-1', { fuel: 'steam' }), type('t-2'), type('t 3')] })).types
    expect(types.map((entry) => entry.id)).toEqual(['t-2'])
  })

  it('keeps a make whose logo leads elsewhere, without the logo', () => {
    const makes = parsed(makesCheck.parse({ makes: [{ id: 'vw', name: 'VW', image: 'https://evil.example/vw.svg' }, { id: 'bmw', name: 'BMW', image: 'javascript:alert(1)' }] })).makes
    expect(makes).toEqual([
      { id: 'vw', name: 'VW', image: undefined },
      { id: 'bmw', name: 'BMW', image: undefined },
    ])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the logo of make vw'))
  })

  it('caps lists and cuts long texts for display', () => {
    const makes = Array.from({ length: 450 }, (_, index) => ({ id: `m${index}`, name: `Make ${index}` }))
    expect(parsed(makesCheck.parse({ makes })).makes).toHaveLength(400)
    const hits = Array.from({ length: 80 }, (_, index) => ({ makeId: 'vw', make: 'VW', modelId: 'golf', model: 'Golf', type: type(`t${index}`) }))
    expect(parsed(searchCheck.parse({ hits, total: 80 }))).toMatchObject({ hits: { length: 50 }, total: 80 })
    const long = parsed(categoriesCheck.parse({ categories: [{ id: 'pkw', name: 'x'.repeat(300), icon: 'car' }] })).categories[0]!
    expect(long.name.length).toBeLessThanOrEqual(100)
    expect(long.name.endsWith('…')).toBe(true)
  })

  it('reads a hydrated model with its types, each type on its own', () => {
    const models = parsed(
      hydratedModelsCheck.parse({ models: [{ id: 'vw-golf-7', name: 'Golf VII', yearFrom: 2012, yearTo: 2020, categoryId: 'pkw', types: [type('t-1'), { id: 't-2' }] }] }),
    ).models
    expect(models[0]).toMatchObject({ id: 'vw-golf-7', categoryId: 'pkw', types: [{ id: 't-1' }] })
    expect(models[0]!.types).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the types of model vw-golf-7'))
  })

  it('reads a recommendation with real and placeholder products, packs once each', () => {
    const value = parsed(recommendationCheck.parse(recommendation([component('engine')]))).recommendation
    expect(value.notes).toEqual(['Bei Fahrzeugen mit Partikelfilter nur Low-SAPS-Öle verwenden.'])
    expect(value.disclaimerId).toBe('general')
    const [real, placeholder] = value.components[0]!.variants[0]!.products
    expect(real).toMatchObject({ placeholder: false, productId: 'p-1001', articleNumbers: ['10-4111', '10-4112'], safetyDataSheet: '/media/sdb/10-4111.pdf' })
    expect(placeholder).toEqual({ placeholder: true, title: 'Getriebeöl nach Herstellervorgabe' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('drops a malformed component on its own and the unsafe parts of a product', () => {
    const value = parsed(
      recommendationCheck.parse(
        recommendation([
          component('engine', { variants: [] }),
          component('gearbox-manual', { name: 'Schaltgetriebe' }),
          component('coolant', { variants: [{ usage: 'normal', label: 'Normal', products: [product({ url: 'https://evil.example/p' })] }] }),
          component('axle-rear', {
            variants: [{ usage: 'severe', label: 'Erschwert', products: [product({ image: { src: 'javascript:x', alt: 'x' }, safetyDataSheet: '//evil.example/a.pdf' })] }],
          }),
        ]),
      ),
    ).recommendation
    expect(value.components.map((entry) => entry.id)).toEqual(['gearbox-manual', 'axle-rear'])
    expect(value.components[1]!.variants[0]!.products[0]).toMatchObject({ productId: 'p-1001', image: undefined, safetyDataSheet: undefined })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.recommendation.components.0'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.recommendation.components.2'))
  })

  it('fails a recommendation left without components, or without any', () => {
    const none = recommendationCheck.parse(recommendation([]))
    expect(none.ok).toBe(false)
    if (!none.ok) expect(none.problems.join('; ')).toContain('a recommendation needs at least one component')
    expect(recommendationCheck.parse(recommendation([component('engine', { variants: 'x' })])).ok).toBe(false)
    expect(recommendationCheck.parse(recommendation([component('engine')], { vehicle: undefined })).ok).toBe(false)
  })

  it('is no answer without its list', () => {
    expect(categoriesCheck.parse({}).ok).toBe(false)
    expect(makesCheck.parse({ makes: 'VW' }).ok).toBe(false)
    expect(searchCheck.parse({ hits: [] }).ok).toBe(false)
    expect(plateCheck.parse({ typeIds: [5] }).ok).toBe(false)
    expect(disclaimerCheck.parse({ disclaimer: { id: 'general', title: 'Hinweis' } }).ok).toBe(false)
  })
})

describe('the mock backend’s answers (test/mocks/handlers/oilfinder.ts)', () => {
  const answer = async (path: string, check: DataCheck<unknown>) => {
    const body = (await (await fetch(`http://localhost${path}`)).json()) as { data: unknown }
    const result = check.parse(body.data)
    if (!result.ok) throw new Error(`${path}: ${result.problems.join('; ')}`)
    return result.value
  }

  it('pass the checks whole: nothing is dropped, in every language', async () => {
    const { categories } = (await answer('/api/oilfinder/getCategories?lang=fr', categoriesCheck)) as { categories: { id: string }[] }
    for (const category of categories) {
      const { makes } = (await answer(`/api/oilfinder/getAllMakeImages?lang=de&catId=${category.id}`, makesCheck)) as { makes: { id: string; image?: string }[] }
      expect(makes.every((make) => make.image?.startsWith('/api/oilfinder/make-image/'))).toBe(true)
      const first = makes[0]!.id
      await answer(`/api/oilfinder/getModelList?lang=de&makeID=${first}&categoryID=${category.id}`, modelsCheck)
      await answer(`/api/oilfinder/getHydratedModelList?lang=de&makeID=${first}`, hydratedModelsCheck)
      await answer(`/api/oilfinder/search?lang=de&catId=${category.id}&categoryName=x&search=${encodeURIComponent(makes[1]!.id.slice(0, 3))}`, searchCheck)
    }
    await answer('/api/oilfinder/getTypeList?lang=de&modelID=vw-golf-vii', typesCheck)
    const plates = ['ZH 123456', 'LU 123456', 'SZ 1991', 'TG 90210', 'DA-TR 789', 'KA-RL 321', 'GE 77001']
    for (const plate of plates) {
      const { typeIds } = (await answer(`/api/oilfinder/getLicensePlate2TypeID?licenseplate=${encodeURIComponent(plate)}`, plateCheck)) as { typeIds: string[] }
      for (const lang of ['de', 'fr', 'it', 'en'])
        for (const typeId of typeIds) {
          const { recommendation } = (await answer(`/api/oilfinder/recommendation?lang=${lang}&type=${typeId}`, recommendationCheck)) as { recommendation: { disclaimerId: string } }
          await answer(`/api/oilfinder/getDisclaimer?id=${recommendation.disclaimerId}`, disclaimerCheck)
        }
    }
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('normalizeLicensePlate', () => {
  it.each([
    ['zh  123456', 'ZH 123456'],
    [' m--ab 1234 ', 'M-AB 1234'],
    ['M - AB 1234', 'M-AB 1234'],
    ['be 45678', 'BE 45678'],
  ])('reads %j as %j', (typed, plate) => {
    expect(normalizeLicensePlate(typed)).toBe(plate)
  })
})
