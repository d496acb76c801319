import * as v from 'valibot'
import { contractEntrySchema, contractPositionSchema } from '@/api/contracts'
import { tableAnswerSchema } from '@/api/table-schemas'
import { callApi } from '../call-api'
import { contractQuantities, contractRemainingRappen, contractsOf, contractsOfCustomer, contractStatus, CONTRACTS_TODAY, contractUnitOf } from '../db/contracts'
import { findAccount } from '../db/index'
import { chf, VAT_RATE, variantByArticle } from '../db/prices'
import { getShop } from '../shops'
import { CONTRACT_STATUS_LABELS, CONTRACTS_SHOP_USERS_ONLY_MESSAGE, contractNotFoundMessage } from './contracts'
import { NO_CUSTOMER_MESSAGE } from './orders'

const customer = 'kunde@example.ch'
const BRUNNER = '0001004711'
const FLEET_2026 = '4600001025'
const getContracts = (query = '', as: string = customer) => callApi('GET', `/api/contracts/${query}`, { as })
const getPositions = (contractNumber: string, query = '', as: string = customer) => callApi('GET', `/api/contracts/${contractNumber}/positions/${query}`, { as })
const contractsIn = (json: unknown) => v.parse(tableAnswerSchema(contractEntrySchema), (json as { data: unknown }).data).results
const positionsIn = (json: unknown) => v.parse(tableAnswerSchema(contractPositionSchema), (json as { data: unknown }).data).results
const brunner = () => contractsOfCustomer(getShop().db, BRUNNER)
const latestFirst = () => [...brunner()].sort((a, b) => b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber))

describe('the contract seed', () => {
  it('holds 25 framework contracts of Brunner Transporte AG from 2024 to 2028, in every state and of both kinds', () => {
    const contracts = brunner()
    expect(contracts).toHaveLength(25)
    expect(contracts.map((contract) => contract.validFrom).sort()[0]).toBe('2024-01-01')
    expect(contracts.map((contract) => contract.validTo).sort().at(-1)).toBe('2028-12-31')
    expect(new Set(contracts.map((contract) => contractStatus(contract)))).toEqual(new Set(['active', 'upcoming', 'expired', 'cancelled']))
    expect(new Set(contracts.map((contract) => contract.kind))).toEqual(new Set(['quantity', 'value']))
    expect(contracts.every((contract) => contract.title.length > 0 && contract.validFrom <= contract.validTo)).toBe(true)
  })

  it('gives every contract positions of catalogue packs, never more called off than agreed, none before a contract begins', () => {
    for (const contract of contractsOf(getShop().db)) {
      expect(contract.positions.length).toBeGreaterThan(0)
      expect(new Set(contract.positions.map((position) => position.positionNumber)).size).toBe(contract.positions.length)
      for (const position of contract.positions) {
        expect(variantByArticle(position.articleNumber)).toBeDefined()
        expect(position.calledOffQuantity).toBeGreaterThanOrEqual(0)
        expect(position.calledOffQuantity).toBeLessThanOrEqual(position.agreedQuantity)
        expect(position.unitRappen % 5).toBe(0)
        if (position.lastCallOff !== null) expect(position.lastCallOff >= contract.validFrom && position.lastCallOff < CONTRACTS_TODAY).toBe(true)
      }
      if (contractStatus(contract) === 'upcoming') expect(contract.positions.every((position) => position.calledOffQuantity === 0 && position.lastCallOff === null)).toBe(true)
      // A quantity contract counts in one unit.
      if (contract.kind === 'quantity') expect(new Set(contract.positions.map((position) => variantByArticle(position.articleNumber)?.variant.unit)).size).toBe(1)
    }
  })

  it('is the same on every run and for every shop, and each shop keeps its own copy', () => {
    const first = structuredClone(brunner())
    expect(contractsOfCustomer(getShop('other').db, BRUNNER)).toEqual(first)
    expect(contractsOf(getShop('other').db)).not.toBe(contractsOf(getShop().db))
  })
})

describe('GET /api/contracts/', () => {
  it('answers the first page of the customer’s contracts, the latest to begin first, with the table’s parts (spec 1 §3, §9)', async () => {
    const { status, json } = await getContracts()
    expect(status).toBe(200)
    const results = contractsIn(json)
    expect(results.entries.map((entry) => entry.contractNumber)).toEqual(latestFirst().slice(0, 20).map((contract) => contract.contractNumber))
    expect(results.pagination).toEqual({ limit: 20, offset: 0, page: 1, pages: 2, total: 25 })
    expect(results.tableSortColumns).toEqual(['contractNumber', 'title', 'validFrom', 'validTo', 'status'])
    expect(results.tableSortOrder).toBeNull()
    expect(results.tableFilterFields.map(({ name, type, label }) => [name, type, label])).toEqual([
      ['search', 'text', 'Vertragsnummer oder Bezeichnung'],
      ['status', 'select', 'Status'],
      ['kind', 'select', 'Vertragsart'],
    ])
    expect(results.datepicker).toEqual({ field: 'validity', label: 'Gültig im Zeitraum', min: '2024-01-01', max: '2028-12-31', from: '', to: '' })
  })

  it('writes what a contract agrees on and what is open: litres or kilograms over its positions, or CHF', async () => {
    const results = contractsIn((await getContracts('?limit=100')).json)
    const fleet = results.entries.find((entry) => entry.contractNumber === FLEET_2026)!
    const record = brunner().find((contract) => contract.contractNumber === FLEET_2026)!
    expect(fleet).toMatchObject({ title: 'Wertkontrakt Gesamtsortiment Flotte 2026', validFrom: '2026-01-01', validTo: '2026-12-31', status: 'active' })
    expect(fleet.agreed).toEqual({ type: 'value', amount: chf(record.targetRappen) })
    expect(fleet.remaining).toEqual({ type: 'value', amount: chf(contractRemainingRappen(record)) })
    const grease = results.entries.find((entry) => entry.title === 'Rahmenvertrag Schmierfette Werkstatt 2026')!
    const greaseRecord = brunner().find((contract) => contract.contractNumber === grease.contractNumber)!
    expect(contractUnitOf(greaseRecord)).toBe('kg')
    expect(grease.agreed).toEqual({ type: 'quantity', quantity: contractQuantities(greaseRecord).agreed, unit: 'kg' })
  })

  it('keeps the contracts valid on any day of the date range, filters by status and kind, and sorts', async () => {
    const results = contractsIn((await getContracts('?dateFrom=2025-06-01&dateTo=2025-06-30&status=expired&kind=quantity&sortField=validTo&sortOrder=desc')).json)
    const expected = brunner()
      .filter((contract) => contract.validTo >= '2025-06-01' && contract.validFrom <= '2025-06-30' && contractStatus(contract) === 'expired' && contract.kind === 'quantity')
      .sort((a, b) => b.validTo.localeCompare(a.validTo) || b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber))
    expect(expected.length).toBeGreaterThan(2)
    expect(results.entries.map((entry) => entry.contractNumber)).toEqual(expected.map((contract) => contract.contractNumber))
    expect(results.datepicker).toMatchObject({ from: '2025-06-01', to: '2025-06-30' })
    expect(results.tableSortOrder).toEqual({ field: 'validTo', order: 'desc' })
    expect(results.tableFilterFields.find((field) => field.name === 'status')).toMatchObject({ value: 'expired', options: Object.entries(CONTRACT_STATUS_LABELS).map(([value, label]) => ({ value, label })) })
  })

  it('finds contracts by a part of the number or by words of the title and description, umlauts folded', async () => {
    const byWords = contractsIn((await getContracts(`?search=${encodeURIComponent('kuehlerschutz winter')}`)).json)
    expect(byWords.entries.map((entry) => entry.title).sort()).toEqual(['Kühlerschutz Wintersaison 2024/25', 'Kühlerschutz Wintersaison 2025/26', 'Kühlerschutz Wintersaison 2026/27'])
    const byNumber = contractsIn((await getContracts(`?search=${FLEET_2026.slice(-4)}`)).json)
    expect(byNumber.entries.map((entry) => entry.contractNumber)).toEqual([FLEET_2026])
  })

  it('answers amounts including VAT to a retailer in retailer mode (spec 1 §6)', async () => {
    const net = contractsIn((await getContracts('?kind=value&limit=1', 'haendler@example.ch')).json).entries[0]!
    findAccount('haendler@example.ch')!.retailerMode.enabled = true
    const gross = contractsIn((await getContracts('?kind=value&limit=1', 'haendler@example.ch')).json).entries[0]!
    expect(gross.contractNumber).toBe(net.contractNumber)
    expect(net.agreed.type).toBe('value')
    const amount = (value: typeof net.agreed) => (value.type === 'value' ? value.amount : Number.NaN)
    expect(amount(gross.agreed)).toBe(chf(Math.round((Math.round(amount(net.agreed) * 100) * (1 + VAT_RATE)) / 5) * 5))
  })

  it('shows an employee the contracts of the contact acted for, and asks to choose one first', async () => {
    const employee = 'mitarbeiter@example.ch'
    expect(await getContracts('', employee)).toMatchObject({ status: 409, json: { messages: [{ type: 'error', message: NO_CUSTOMER_MESSAGE }] } })
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: '0001004738', contactId: '0000310005' } })
    const results = contractsIn((await getContracts('', employee)).json)
    expect(results.entries.map((entry) => entry.contractNumber).sort()).toEqual(contractsOfCustomer(getShop().db, '0001004738').map((contract) => contract.contractNumber).sort())
  })

  it('is for signed-in active shop users: 401 for a visitor, 403 for a consumer', async () => {
    expect(await callApi('GET', '/api/contracts/')).toMatchObject({ status: 401 })
    expect(await getContracts('', 'konsument@example.ch')).toMatchObject({ status: 403, json: { messages: [{ message: CONTRACTS_SHOP_USERS_ONLY_MESSAGE }] } })
  })

  it('refuses a malformed query with 400 and a German message at the parameter', async () => {
    expect(await getContracts('?sortField=title&sortOrder=up')).toMatchObject({ status: 400, json: { messages: [{ message: 'Das Feld «sortOrder» muss asc oder desc sein.', source: { field: 'sortOrder' } }] } })
  })
})

describe('GET /api/contracts/{contractNumber}/positions/', () => {
  const fleet = () => brunner().find((contract) => contract.contractNumber === FLEET_2026)!

  it('answers the first page of the contract’s 28 positions in their order, each with its pack, quantities and contract price', async () => {
    const results = positionsIn((await getPositions(FLEET_2026)).json)
    expect(results.pagination).toEqual({ limit: 20, offset: 0, page: 1, pages: 2, total: 28 })
    expect(results.entries.map((entry) => entry.positionNumber)).toEqual(fleet().positions.slice(0, 20).map((position) => position.positionNumber))
    const first = fleet().positions[0]!
    const pack = variantByArticle(first.articleNumber)!
    expect(results.entries[0]).toEqual({
      positionNumber: '10',
      articleNumber: first.articleNumber,
      title: pack.product.title,
      pack: `${pack.variant.size} ${pack.variant.container}`,
      url: pack.product.url,
      agreedQuantity: first.agreedQuantity,
      calledOffQuantity: first.calledOffQuantity,
      remainingQuantity: first.agreedQuantity - first.calledOffQuantity,
      unitPrice: chf(first.unitRappen),
      lastCallOff: first.lastCallOff ?? undefined,
    })
    expect(results.tableSortColumns).toEqual(['positionNumber', 'articleNumber', 'title', 'agreedQuantity', 'calledOffQuantity', 'remainingQuantity', 'unitPrice', 'lastCallOff'])
    expect(results.tableFilterFields.map(({ name, type, label }) => [name, type, label])).toEqual([
      ['article', 'text', 'Artikelnummer oder Produkt'],
      ['remaining', 'select', 'Offene Menge'],
    ])
    expect(results.datepicker).toEqual({ field: 'lastCallOff', label: 'Letzter Abruf', min: '2026-01-01', max: '2026-12-31', from: '', to: '' })
  })

  it('filters by the open quantity and the day of the last call-off, and sorts by what is open', async () => {
    const results = positionsIn((await getPositions(FLEET_2026, '?remaining=open&dateFrom=2026-10-01&sortField=remainingQuantity&sortOrder=desc&limit=100')).json)
    const open = (position: { agreedQuantity: number; calledOffQuantity: number }) => position.agreedQuantity - position.calledOffQuantity
    const expected = fleet()
      .positions.filter((position) => open(position) > 0 && position.lastCallOff !== null && position.lastCallOff >= '2026-10-01')
      .sort((a, b) => open(b) - open(a) || Number(a.positionNumber) - Number(b.positionNumber))
    expect(expected.length).toBeGreaterThan(0)
    expect(results.entries.map((entry) => entry.positionNumber)).toEqual(expected.map((position) => position.positionNumber))
  })

  it('answers 404 for a contract that is not the customer’s, or no contract number at all', async () => {
    const other = contractsOfCustomer(getShop().db, '0001004712')[0]!.contractNumber
    expect(await getPositions(other)).toMatchObject({ status: 404, json: { messages: [{ message: contractNotFoundMessage(other) }] } })
    expect(await getPositions('4699999999')).toMatchObject({ status: 404 })
    expect(await getPositions('%3Cscript%3E')).toMatchObject({ status: 404 })
  })

  it('shows an employee the positions of the customer acted for only', async () => {
    const employee = 'mitarbeiter@example.ch'
    expect(await getPositions(FLEET_2026, '', employee)).toMatchObject({ status: 409 })
    await callApi('POST', '/api/contact/select', { as: employee, body: { id: BRUNNER, contactId: '0000310001' } })
    expect(positionsIn((await getPositions(FLEET_2026, '', employee)).json).pagination.total).toBe(28)
  })
})
