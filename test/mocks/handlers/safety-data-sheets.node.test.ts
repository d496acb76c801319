import * as v from 'valibot'
import { safetyDataSheetEntrySchema } from '@/api/safety-data-sheets'
import { tableAnswerSchema } from '@/api/table-schemas'
import { callApi } from '../call-api'
import { PRODUCTS } from '../db/catalogue'
import { cookieHeaderFor } from '../db/index'
import { ordersOfCustomer } from '../db/orders'
import { allSafetyDataSheets, SHEETS_FIRST_DAY, SHEETS_LAST_DAY, safetyDataSheetsOfCustomer, type SafetyDataSheet } from '../db/safety-data-sheets'
import { getShop } from '../shops'
import { NO_CUSTOMER_MESSAGE } from './orders'
import { MISSING_ID_MESSAGE, SHOP_USERS_ONLY_MESSAGE, UNKNOWN_SHEET_MESSAGE } from './safety-data-sheets'

const customer = 'kunde@example.ch'
const BRUNNER = '0001004711'
const get = (query = '', as: string = customer) => callApi('GET', `/api/safety-data-sheet${query}`, { as })
const resultsOf = (json: unknown) => v.parse(tableAnswerSchema(safetyDataSheetEntrySchema), (json as { data: unknown }).data).results
const brunner = () => safetyDataSheetsOfCustomer(getShop().db, BRUNNER)
const LANGUAGE_RANK = ['de', 'fr', 'it', 'en']
const naturally = (a: SafetyDataSheet, b: SafetyDataSheet) =>
  a.productName.localeCompare(b.productName, 'de') || a.articleNumber.localeCompare(b.articleNumber) || LANGUAGE_RANK.indexOf(a.language) - LANGUAGE_RANK.indexOf(b.language)
const download = (query: string, as?: string) => fetch(`http://localhost/api/safety-data-sheet/download${query}`, { headers: as ? { Cookie: cookieHeaderFor(as) } : {} })

describe('the safety data sheets of the catalogue', () => {
  it('has every product in German, French and Italian, about two in three also in English', () => {
    const sheets = allSafetyDataSheets()
    for (const product of PRODUCTS) {
      const languages = sheets.filter((sheet) => sheet.productId === product.id).map((sheet) => sheet.language)
      expect(languages.slice(0, 3)).toEqual(['de', 'fr', 'it'])
      expect(languages.length === 3 || languages[3] === 'en').toBe(true)
    }
    const english = sheets.filter((sheet) => sheet.language === 'en').length / PRODUCTS.length
    expect(english).toBeGreaterThan(0.55)
    expect(english).toBeLessThan(0.77)
    expect(new Set(sheets.map((sheet) => sheet.id)).size).toBe(sheets.length)
  })

  it('revises between 2022 and the demo’s today, translations of the same version after their original, files of a few hundred KB', () => {
    const sheets = allSafetyDataSheets()
    const days = sheets.map((sheet) => sheet.revisionDate).sort()
    expect(days[0]! >= SHEETS_FIRST_DAY && days.at(-1)! < SHEETS_LAST_DAY).toBe(true)
    expect(new Set(days.map((day) => day.slice(0, 4)))).toEqual(new Set(['2022', '2023', '2024', '2025', '2026']))
    for (const product of PRODUCTS.slice(0, 40)) {
      const [original, ...translations] = sheets.filter((sheet) => sheet.productId === product.id)
      for (const translation of translations) {
        expect(translation.version).toBe(original!.version)
        expect(translation.revisionDate > original!.revisionDate).toBe(true)
      }
    }
    expect(sheets.every((sheet) => sheet.size >= 180 * 1024 && sheet.size <= 720 * 1024)).toBe(true)
    expect(sheets[0]).toMatchObject({ id: `sdb-${PRODUCTS[0]!.articleNumber}-de`, fileName: `SDB_${PRODUCTS[0]!.articleNumber}_DE.pdf` })
  })

  it('lists for a customer the sheets of every product it has ordered, in every language', () => {
    const ordered = new Set(ordersOfCustomer(getShop().db, BRUNNER).flatMap((order) => order.lines.map((line) => line.articleNumber.split('.')[0])))
    const sheets = brunner()
    expect(new Set(sheets.map((sheet) => sheet.articleNumber))).toEqual(ordered)
    expect(sheets.length).toBeGreaterThan(60)
  })
})

describe('GET /api/safety-data-sheet', () => {
  it('answers the first page by product name, each product’s languages German first, with the table’s parts (spec 2 §3, §7)', async () => {
    const { status, json } = await get()
    expect(status).toBe(200)
    const results = resultsOf(json)
    const expected = [...brunner()].sort(naturally)
    expect(results.entries.map((entry) => entry.id)).toEqual(expected.slice(0, 20).map((sheet) => sheet.id))
    const first = expected[0]!
    expect(results.entries[0]).toEqual({
      id: first.id,
      productName: first.productName,
      articleNumber: first.articleNumber,
      language: 'de',
      version: first.version,
      revisionDate: first.revisionDate,
      fileName: first.fileName,
      fileSize: first.size,
    })
    expect(results.pagination).toEqual({ limit: 20, offset: 0, page: 1, pages: Math.ceil(expected.length / 20), total: expected.length })
    expect(results.tableSortColumns).toEqual(['productName', 'articleNumber', 'language', 'revisionDate'])
    expect(results.tableSortOrder).toBeNull()
    expect(results.tableFilterFields).toEqual([
      { type: 'text', name: 'product', label: 'Produkt oder Artikelnummer', value: '' },
      {
        type: 'select',
        name: 'language',
        label: 'Sprache',
        value: '',
        options: [
          { value: 'de', label: 'Deutsch' },
          { value: 'fr', label: 'Französisch' },
          { value: 'it', label: 'Italienisch' },
          { value: 'en', label: 'Englisch' },
        ],
      },
    ])
    expect(results.datepicker).toEqual({ field: 'revisionDate', label: 'Überarbeitet am', min: SHEETS_FIRST_DAY, max: SHEETS_LAST_DAY, from: '', to: '' })
  })

  it('filters by language and revision date, sorts by revision date, and pages', async () => {
    const results = resultsOf((await get('?language=fr&dateFrom=2024-01-01&dateTo=2025-12-31&sortField=revisionDate&sortOrder=desc&limit=5&page=2')).json)
    const expected = brunner()
      .filter((sheet) => sheet.language === 'fr' && sheet.revisionDate >= '2024-01-01' && sheet.revisionDate <= '2025-12-31')
      .sort((a, b) => b.revisionDate.localeCompare(a.revisionDate) || naturally(a, b))
    expect(expected.length).toBeGreaterThan(5)
    expect(results.pagination.total).toBe(expected.length)
    expect(results.entries.map((entry) => entry.id)).toEqual(expected.slice(5, 10).map((sheet) => sheet.id))
    expect(results.tableSortOrder).toEqual({ field: 'revisionDate', order: 'desc' })
    expect(results.tableFilterFields.find((field) => field.name === 'language')?.value).toBe('fr')
    expect(results.datepicker).toMatchObject({ from: '2024-01-01', to: '2025-12-31' })
  })

  it('finds sheets by words of the product’s name, umlauts folded, or by its article number', async () => {
    const sheet = brunner()[0]!
    const word = sheet.productName.split(' ')[0]!.toLowerCase().replace('ö', 'oe')
    const byWord = resultsOf((await get(`?product=${encodeURIComponent(word)}&limit=100`)).json)
    expect(byWord.entries.map((entry) => entry.id)).toContain(sheet.id)
    expect(byWord.entries.every((entry) => entry.productName.toLowerCase().includes(sheet.productName.split(' ')[0]!.toLowerCase()))).toBe(true)
    const byNumber = resultsOf((await get(`?product=${sheet.articleNumber}`)).json)
    expect(byNumber.entries.map((entry) => entry.id)).toEqual(brunner().filter((item) => item.articleNumber === sheet.articleNumber).map((item) => item.id))
  })

  it('says which select value it applied: none for a language it does not offer', async () => {
    const results = resultsOf((await get('?language=xx')).json)
    expect(results.tableFilterFields.find((field) => field.name === 'language')?.value).toBe('')
    expect(results.pagination.total).toBe(brunner().length)
  })

  it('names the languages in the language of the request (X-Locale)', async () => {
    const response = await fetch('http://localhost/api/safety-data-sheet?language=de', { headers: { Cookie: cookieHeaderFor(customer), 'X-Locale': 'fr-CH' } })
    const results = resultsOf(await response.json())
    const language = results.tableFilterFields.find((field) => field.name === 'language')
    expect(language?.type === 'select' && language.options.map((option) => option.label)).toEqual(['Allemand', 'Français', 'Italien', 'Anglais'])
  })

  it('lists the sheets of a product the checkout just ordered for the first time', async () => {
    const { db } = getShop()
    const before = brunner()
    const ordered = new Set(before.map((sheet) => sheet.productId))
    const fresh = PRODUCTS.find((product) => !ordered.has(product.id))!
    const order = structuredClone(ordersOfCustomer(db, BRUNNER)[0]!)
    db.commerce.orders.push({ ...order, orderNumber: '4500012001', createdAt: '2026-11-24T09:00:00.000Z', status: 'received', lines: [{ ...order.lines[0]!, articleNumber: fresh.variants[0]!.articleNumber }] })
    const results = resultsOf((await get(`?product=${fresh.articleNumber}`)).json)
    expect(results.entries.map((entry) => entry.productName)).toEqual(allSafetyDataSheets().filter((sheet) => sheet.productId === fresh.id).map(() => fresh.title))
    expect(brunner().length).toBeGreaterThan(before.length)
  })

  it('shows an employee the sheets of the customer acted for, and asks to choose one first', async () => {
    const employee = 'mitarbeiter@example.ch'
    expect(await get('', employee)).toMatchObject({ status: 409, json: { messages: [{ type: 'error', message: NO_CUSTOMER_MESSAGE }] } })
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004712', contactId: '0000310003' } })
    const results = resultsOf((await get('', employee)).json)
    expect(results.pagination.total).toBe(safetyDataSheetsOfCustomer(getShop().db, '0001004712').length)
  })

  it('is for signed-in active shop users: 401 for a visitor, 403 for a consumer', async () => {
    expect(await callApi('GET', '/api/safety-data-sheet')).toMatchObject({ status: 401 })
    expect(await get('', 'konsument@example.ch')).toMatchObject({ status: 403, json: { messages: [{ message: SHOP_USERS_ONLY_MESSAGE }] } })
  })

  it('refuses a malformed query with 400 and a German message at the parameter', async () => {
    expect(await get('?sortField=revisionDate&sortOrder=up')).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «sortOrder» muss asc oder desc sein.', source: { field: 'sortOrder' } }] } })
  })
})

describe('GET /api/safety-data-sheet/download', () => {
  it('answers the sheet as a PDF of exactly the size the table states, saved under its file name', async () => {
    const sheet = brunner().find((item) => item.language === 'it')!
    const response = await download(`?id=${sheet.id}`, customer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${sheet.fileName}"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.byteLength).toBe(sheet.size)
    const text = new TextDecoder('latin1').decode(bytes)
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain(`(Scheda di dati di sicurezza: ${sheet.productName})`)
  })

  it('refuses a request without an id (400), for an unknown sheet (404), from a visitor (401) and a consumer (403)', async () => {
    const id = brunner()[0]!.id
    const problem = async (response: Response) => ({ status: response.status, json: (await response.json()) as unknown })
    expect(await problem(await download('', customer))).toEqual({ status: 400, json: { messages: [{ type: 'error', message: MISSING_ID_MESSAGE, source: { field: 'id' } }] } })
    expect(await problem(await download('?id=sdb-00-0000-de', customer))).toEqual({ status: 404, json: { messages: [{ type: 'error', message: UNKNOWN_SHEET_MESSAGE }] } })
    expect((await download(`?id=${id}`)).status).toBe(401)
    expect((await download(`?id=${id}`, 'konsument@example.ch')).status).toBe(403)
  })
})
