import { PRODUCTS } from '../db/catalogue'
import { cookieHeaderFor } from '../db/index'
import { findSafetyDataSheet } from '../db/safety-data-sheets'
import { allOilTypes, OIL_CATEGORIES, OIL_DISCLAIMERS, OIL_MAKES, OIL_MODELS, oilType, recommendationOf, TEST_PLATES } from '../db/oilfinder/index'
import type { WireRecommendation } from '../db/oilfinder/recommendations'
import { callApi } from '../call-api'

type Answer<T> = { status: number; data: T }
const get = async <T,>(path: string, locale?: string): Promise<Answer<T>> => {
  const response = await fetch(`http://localhost${path}`, { headers: locale === undefined ? {} : { 'X-Locale': locale } })
  const body = (await response.json()) as { data: T }
  return { status: response.status, data: body.data }
}
const data = async <T,>(path: string, locale?: string): Promise<T> => {
  const answer = await get<T>(path, locale)
  expect(answer.status).toBe(200)
  return answer.data
}

type Named = { id: string; name: string }
type TypeEntry = Named & { engine?: string; yearFrom: number; yearTo?: number; fuel: string; powerKw?: number }

describe('the oil finder’s data', () => {
  it('has at least 5 categories, 40 makes, 400 models and 1 500 types, with unique ids', () => {
    expect(OIL_CATEGORIES.length).toBeGreaterThanOrEqual(5)
    const makesWithModels = new Set(OIL_MODELS.map((model) => model.makeId))
    expect(makesWithModels.size).toBeGreaterThanOrEqual(40)
    expect(OIL_MAKES.every((make) => makesWithModels.has(make.id))).toBe(true)
    expect(OIL_MODELS.length).toBeGreaterThanOrEqual(400)
    const types = allOilTypes()
    expect(types.length).toBeGreaterThanOrEqual(1500)
    expect(new Set(OIL_MODELS.map((model) => model.id)).size).toBe(OIL_MODELS.length)
    expect(new Set(types.map((type) => type.id)).size).toBe(types.length)
    for (const model of OIL_MODELS) {
      expect(new Set(model.types.map((type) => type.name)).size, model.id).toBe(model.types.length)
      for (const type of model.types) {
        expect(type.yearFrom).toBeGreaterThanOrEqual(model.yearFrom)
        if (type.yearTo !== undefined) expect(type.yearTo).toBeGreaterThanOrEqual(type.yearFrom)
        if (model.yearTo !== undefined) expect(type.yearTo ?? Infinity).toBeLessThanOrEqual(model.yearTo)
      }
    }
  })

  it('recommends only products of the catalogue, with their packs, and the placeholder for about one component in twenty', () => {
    const catalogue = new Map(PRODUCTS.map((product) => [product.id, product]))
    let components = 0
    let placeholders = 0
    for (const type of allOilTypes()) {
      const recommendation = recommendationOf(type, 'de')!
      expect(recommendation.components.length, type.id).toBeGreaterThan(0)
      for (const component of recommendation.components) {
        components++
        expect(component.variants.length).toBeGreaterThan(0)
        for (const variant of component.variants) {
          expect(variant.products.length).toBeGreaterThan(0)
          for (const product of variant.products) {
            if (product.placeholder) {
              placeholders++
              continue
            }
            const known = catalogue.get(product.productId)
            expect(known, product.productId).toBeDefined()
            expect(product).toMatchObject({ title: known!.title, url: known!.url, articleNumbers: known!.variants.map((pack) => pack.articleNumber) })
          }
        }
      }
    }
    expect(placeholders / components).toBeGreaterThan(0.02)
    expect(placeholders / components).toBeLessThan(0.08)
  })

  it('derives the same recommendation on every call', () => {
    const type = oilType('vw-golf-vii-2-0-tdi-150-ps')!
    expect(recommendationOf(type, 'fr')).toEqual(recommendationOf(type, 'fr'))
  })
})

describe('GET /api/oilfinder/getCategories', () => {
  it('answers the categories in the asked language, else in the session’s', async () => {
    const german = await data<{ categories: (Named & { icon: string })[] }>('/api/oilfinder/getCategories?lang=de')
    expect(german.categories[0]).toEqual({ id: 'pkw', name: 'Personenwagen', icon: 'car' })
    expect(german.categories.map((category) => category.icon)).toEqual(['car', 'motorcycle', 'truck', 'agriculture', 'construction', 'marine'])
    expect((await data<{ categories: Named[] }>('/api/oilfinder/getCategories?lang=fr')).categories[0]!.name).toBe('Voitures de tourisme')
    expect((await data<{ categories: Named[] }>('/api/oilfinder/getCategories?lang=it-IT')).categories[0]!.name).toBe('Automobili')
    expect((await data<{ categories: Named[] }>('/api/oilfinder/getCategories', 'en')).categories[0]!.name).toBe('Passenger cars')
    // The parameter wins over the session's language.
    expect((await data<{ categories: Named[] }>('/api/oilfinder/getCategories?lang=de', 'fr-CH')).categories[0]!.name).toBe('Personenwagen')
  })
})

describe('GET /api/oilfinder/getAllMakeImages', () => {
  it('answers the makes of a category A–Z with a badge of this site', async () => {
    const { makes } = await data<{ makes: (Named & { image: string })[] }>('/api/oilfinder/getAllMakeImages?lang=de&catId=motorrad')
    const names = makes.map((make) => make.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')))
    expect(names).toEqual(expect.arrayContaining(['BMW', 'Ducati', 'Honda', 'KTM', 'Yamaha']))
    expect(names).not.toContain('Scania')
    expect(makes.find((make) => make.id === 'ktm')!.image).toBe('/api/oilfinder/make-image/ktm.svg')
  })

  it('serves each badge as SVG, and 404 for an unknown make', async () => {
    const response = await fetch('http://localhost/api/oilfinder/make-image/skoda.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="60"/)
    expect(svg).toContain('<title>Škoda</title>')
    expect((await fetch('http://localhost/api/oilfinder/make-image/trabant.svg')).status).toBe(404)
  })
})

describe('GET /api/oilfinder/getModelList, getHydratedModelList, getTypeList', () => {
  it('answers a make’s models of a category A–Z with their years', async () => {
    const { models } = await data<{ models: (Named & { yearFrom: number; yearTo?: number })[] }>('/api/oilfinder/getModelList?lang=de&makeID=vw&categoryID=pkw')
    expect(models.find((model) => model.name === 'Golf VII')).toEqual({ id: 'vw-golf-vii', name: 'Golf VII', yearFrom: 2012, yearTo: 2020 })
    expect(models.find((model) => model.name === 'ID.3')).toEqual({ id: 'vw-id-3', name: 'ID.3', yearFrom: 2019 })
    expect(models.some((model) => model.name.startsWith('Crafter'))).toBe(false)
    const vans = await data<{ models: Named[] }>('/api/oilfinder/getModelList?lang=de&makeID=vw&categoryID=nfz')
    expect(vans.models.map((model) => model.name)).toContain('Crafter II')
  })

  it('answers a make’s models of every category with their types', async () => {
    const { models } = await data<{ models: (Named & { categoryId: string; types: TypeEntry[] })[] }>('/api/oilfinder/getHydratedModelList?lang=de&makeID=yamaha')
    expect(new Set(models.map((model) => model.categoryId))).toEqual(new Set(['motorrad', 'marine']))
    expect(models.every((model) => model.types.length > 0)).toBe(true)
  })

  it('answers a model’s types with engine, power, years and fuel', async () => {
    const { types } = await data<{ types: TypeEntry[] }>('/api/oilfinder/getTypeList?lang=de&modelID=vw-golf-vii')
    expect(types.find((type) => type.id === 'vw-golf-vii-2-0-tdi-150-ps')).toEqual({
      id: 'vw-golf-vii-2-0-tdi-150-ps',
      name: '2.0 TDI 150 PS',
      engine: 'DTTA',
      ccm: 1968,
      powerKw: 110,
      powerHp: 150,
      yearFrom: 2019,
      yearTo: 2020,
      fuel: 'diesel',
    })
    // Only what the contract names goes out.
    expect(Object.keys(types[0]!).every((key) => ['id', 'name', 'engine', 'ccm', 'powerKw', 'powerHp', 'yearFrom', 'yearTo', 'fuel'].includes(key))).toBe(true)
  })
})

describe('GET /api/oilfinder/recommendation', () => {
  it('answers the vehicle, notes, components with capacities, intervals and variants, in the asked language', async () => {
    const { recommendation } = await data<{ recommendation: WireRecommendation }>('/api/oilfinder/recommendation?lang=de&type=vw-golf-vii-2-0-tdi-150-ps')
    expect(recommendation.vehicle).toMatchObject({ categoryId: 'pkw', category: 'Personenwagen', makeId: 'vw', make: 'VW', modelId: 'vw-golf-vii', model: 'Golf VII' })
    expect(recommendation.notes).toContain('Bei Fahrzeugen mit Partikelfilter nur Low-SAPS-Öle verwenden.')
    expect(recommendation.disclaimerId).toBe('allgemein')
    const engine = recommendation.components.find((component) => component.id === 'engine')!
    expect(engine).toMatchObject({ name: 'Motor', code: 'DTTA', capacities: ['4,6 l mit Filter', '4,3 l ohne Filter'], intervals: ['Wechsel alle 30 000 km oder 24 Monate', 'Bei erschwerten Bedingungen: alle 15 000 km oder 12 Monate'] })
    expect(engine.variants.map((variant) => [variant.usage, variant.label])).toEqual([
      ['normal', 'Normale Bedingungen'],
      ['severe', 'Erschwerte Bedingungen'],
    ])
    expect(engine.variants[0]!.products[0]).toMatchObject({ placeholder: false, productId: 'p-10-4411', specification: 'SAE 5W-30, VW 504 00/507 00, MB 229.51, ACEA C3' })
    expect(recommendation.components.map((component) => component.id)).toEqual(expect.arrayContaining(['engine', 'gearbox-manual', 'coolant']))

    const english = await data<{ recommendation: WireRecommendation }>('/api/oilfinder/recommendation?type=vw-golf-vii-2-0-tdi-150-ps', 'en-CH')
    expect(english.recommendation.components[0]).toMatchObject({ name: 'Engine', capacities: ['4.6 l with filter', '4.3 l without filter'], intervals: ['Change every 30,000 km or 24 months', expect.any(String)] })
  })

  it('links each product’s safety data sheet in the asked language, else the German original, which a shop user downloads', async () => {
    const sheetsOf = (language: 'fr' | 'en') =>
      allOilTypes()
        .slice(0, 200)
        .flatMap((type) => recommendationOf(type, language)!.components.flatMap((component) => component.variants.flatMap((variant) => variant.products)))
        .flatMap((product) => (product.placeholder ? [] : [{ product, sheet: findSafetyDataSheet(new URL(product.safetyDataSheet, 'http://localhost').searchParams.get('id') ?? '') }]))
    for (const { product, sheet } of sheetsOf('fr')) expect(sheet, product.productId).toMatchObject({ productId: product.productId, language: 'fr' })
    const english = sheetsOf('en').map(({ sheet }) => sheet?.language)
    // About one product in three has no English sheet: its link falls back to the German one.
    expect(new Set(english)).toEqual(new Set(['en', 'de']))
    const [first] = sheetsOf('fr')
    const response = await fetch(`http://localhost${first!.product.placeholder ? '' : first!.product.safetyDataSheet}`, { headers: { Cookie: cookieHeaderFor('kunde@example.ch') } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
  })

  it('answers each category’s components', async () => {
    const componentsOf = async (typeId: string) =>
      (await data<{ recommendation: WireRecommendation }>(`/api/oilfinder/recommendation?lang=de&type=${typeId}`)).recommendation.components.map((component) => component.id)
    expect(await componentsOf('bmw-r-1250-gs-r-1250-gs')).toEqual(expect.arrayContaining(['engine', 'fork', 'final-drive', 'coolant']))
    expect(await componentsOf('john-deere-6r-6r-145')).toEqual(expect.arrayContaining(['engine', 'transmission-hydraulics', 'axle-front', 'coolant', 'grease']))
    expect(await componentsOf('yamaha-f-mittel-f150')).toEqual(expect.arrayContaining(['engine', 'gear-case', 'power-trim']))
    expect(await componentsOf('man-tgx-tgx-18-510')).toEqual(expect.arrayContaining(['engine', 'gearbox-manual', 'axle-rear', 'coolant']))
    expect(await componentsOf('tesla-model-3-hinterradantrieb')).not.toContain('engine')
  })
})

describe('GET /api/oilfinder/search', () => {
  type Found = { hits: { makeId: string; make: string; modelId: string; model: string; type: TypeEntry }[]; total: number }
  const search = (query: string, catId = 'pkw') => data<Found>(`/api/oilfinder/search?lang=de&catId=${catId}&categoryName=PKW&search=${encodeURIComponent(query)}`)

  it('finds types by make, model, type name and engine code, every word, case and accents folded', async () => {
    const golf = await search('golf vii 2.0 tdi')
    expect(golf.total).toBeGreaterThan(0)
    // A word matches within a word, as the shop's search does: «vii» also finds the Golf VIII.
    expect(golf.hits.every((hit) => hit.model.startsWith('Golf VII') && hit.type.name.startsWith('2.0 TDI'))).toBe(true)
    expect(golf.hits.map((hit) => hit.type.id)).toContain('vw-golf-vii-2-0-tdi-150-ps')
    const byCode = await search('dfga')
    expect(byCode.total).toBeGreaterThan(0)
    expect(byCode.hits.every((hit) => hit.type.engine === 'DFGA')).toBe(true)
    const skoda = await search('skoda octavia')
    expect(skoda.total).toBeGreaterThan(0)
    expect(skoda.hits[0]!.make).toBe('Škoda')
    expect((await search('SCÉNIC')).hits.every((hit) => hit.model === 'Scénic IV')).toBe(true)
  })

  it('searches the category only, answers at most 50 hits with the total, and none for nothing found', async () => {
    const yamahaCars = await search('yamaha')
    expect(yamahaCars.total).toBe(0)
    expect((await search('yamaha', 'motorrad')).total).toBeGreaterThan(0)
    const many = await search('tdi')
    expect(many.hits.length).toBe(50)
    expect(many.total).toBeGreaterThan(50)
  })
})

describe('GET /api/oilfinder/getLicensePlate2TypeID', () => {
  it('answers the types of every test plate, two for one of them', async () => {
    for (const [plate, typeIds] of Object.entries(TEST_PLATES)) {
      expect(typeIds.every((id) => oilType(id) !== undefined), plate).toBe(true)
      expect(await data<{ typeIds: string[] }>(`/api/oilfinder/getLicensePlate2TypeID?licenseplate=${encodeURIComponent(plate)}`)).toEqual({ typeIds })
    }
    const plates = Object.keys(TEST_PLATES)
    expect(plates.filter((plate) => /^[A-Z]{2} \d+$/.test(plate)).length).toBe(20)
    expect(plates.filter((plate) => plate.includes('-')).length).toBe(20)
    expect(Object.values(TEST_PLATES).some((typeIds) => typeIds.length === 2)).toBe(true)
  })

  it('reads the plate in any case, and answers none for a well-formed plate it does not know', async () => {
    expect(await data('/api/oilfinder/getLicensePlate2TypeID?licenseplate=zh%20123456')).toEqual({ typeIds: ['vw-golf-vii-2-0-tdi-150-ps'] })
    expect(await data('/api/oilfinder/getLicensePlate2TypeID?licenseplate=ZH%20999999')).toEqual({ typeIds: [] })
    expect(await data('/api/oilfinder/getLicensePlate2TypeID?licenseplate=M-ZZ%201')).toEqual({ typeIds: [] })
  })
})

describe('GET /api/oilfinder/getDisclaimer', () => {
  it('answers a disclaimer in the session’s language', async () => {
    expect(OIL_DISCLAIMERS.length).toBeGreaterThanOrEqual(2)
    const german = await data<{ disclaimer: { id: string; title: string; text: string } }>('/api/oilfinder/getDisclaimer?id=allgemein')
    expect(german.disclaimer).toMatchObject({ id: 'allgemein', title: 'Hinweis zur Empfehlung' })
    expect(german.disclaimer.text).toMatch(/^<p>.*<\/p>$/)
    const italian = await data<{ disclaimer: { title: string } }>('/api/oilfinder/getDisclaimer?id=marine', 'it-IT')
    expect(italian.disclaimer.title).toBe('Nota per motori marini')
  })
})

describe('bad and unknown parameters', () => {
  it.each([
    ['/api/oilfinder/getCategories?lang=deutsch', 'Das Feld «lang» muss ein Sprachcode wie «de» oder «fr-CH» sein.', 'lang'],
    ['/api/oilfinder/getAllMakeImages?lang=de', 'Das Feld «catId» fehlt.', 'catId'],
    ['/api/oilfinder/getAllMakeImages?lang=de&catId=pkw%20x', 'Das Feld «catId» muss eine Kennung aus Buchstaben, Ziffern, «.», «-» und «_» sein (höchstens 80 Zeichen).', 'catId'],
    ['/api/oilfinder/getModelList?lang=de&makeID=vw', 'Das Feld «categoryID» fehlt.', 'categoryID'],
    ['/api/oilfinder/getHydratedModelList?lang=de', 'Das Feld «makeID» fehlt.', 'makeID'],
    ['/api/oilfinder/getTypeList?lang=de&modelID=', 'Das Feld «modelID» fehlt.', 'modelID'],
    ['/api/oilfinder/recommendation?lang=de', 'Das Feld «type» fehlt.', 'type'],
    ['/api/oilfinder/search?lang=de&catId=pkw&search=go', 'Das Feld «search» muss mindestens 3 Zeichen lang sein.', 'search'],
    [`/api/oilfinder/search?lang=de&catId=pkw&search=${'a'.repeat(101)}`, 'Das Feld «search» darf höchstens 100 Zeichen lang sein.', 'search'],
    ['/api/oilfinder/search?lang=de&catId=pkw', 'Das Feld «search» fehlt.', 'search'],
    ['/api/oilfinder/getLicensePlate2TypeID?licenseplate=XX%20123', 'Das Feld «licenseplate» muss ein Schweizer (ZH 123456) oder deutsches Kennzeichen (M-AB 1234) sein.', 'licenseplate'],
    ['/api/oilfinder/getLicensePlate2TypeID?licenseplate=ZH123456', 'Das Feld «licenseplate» muss ein Schweizer (ZH 123456) oder deutsches Kennzeichen (M-AB 1234) sein.', 'licenseplate'],
    ['/api/oilfinder/getLicensePlate2TypeID', 'Das Feld «licenseplate» fehlt.', 'licenseplate'],
    ['/api/oilfinder/getDisclaimer?id=%3Cscript%3E', 'Das Feld «id» muss eine Kennung aus Buchstaben, Ziffern, «.», «-» und «_» sein (höchstens 80 Zeichen).', 'id'],
  ])('refuses %s with 400 and a German message at the parameter', async (path, message, field) => {
    expect(await callApi('GET', path)).toMatchObject({ status: 400, json: { messages: [{ type: 'error', message, source: { field } }] } })
  })

  it.each([
    ['/api/oilfinder/getAllMakeImages?lang=de&catId=raumschiff', 'catId'],
    ['/api/oilfinder/getModelList?lang=de&makeID=trabant&categoryID=pkw', 'makeID'],
    ['/api/oilfinder/getModelList?lang=de&makeID=vw&categoryID=raumschiff', 'categoryID'],
    ['/api/oilfinder/getHydratedModelList?lang=de&makeID=trabant', 'makeID'],
    ['/api/oilfinder/getTypeList?lang=de&modelID=vw-kaefer', 'modelID'],
    ['/api/oilfinder/recommendation?lang=de&type=vw-kaefer-1200', 'type'],
    ['/api/oilfinder/search?lang=de&catId=raumschiff&search=golf', 'catId'],
    ['/api/oilfinder/getDisclaimer?id=unbekannt', 'id'],
  ])('answers %s with 404 at the parameter', async (path, field) => {
    expect(await callApi('GET', path)).toMatchObject({ status: 404, json: { messages: [{ type: 'error', source: { field } }] } })
  })
})
