import { expect } from 'vitest'
import { formatDate } from '@/src/lib/dates'
import { contractsOfCustomer, type ContractRecord } from '@/test/mocks/db/contracts'
import { getShop } from '@/test/mocks/shops'
import { containsWords } from '@/test/mocks/table-query'
import { expectAxeClean, tabTo, useBrowser, visit, PHONE } from './browser'
import { hasFocus, openTablePage, openWithDataFailure } from './tables'

// Spec 1 §2, §3, §4, §8: the contracts as the demo customer uses them, by keyboard: a filter by words and validity
// and a sort, the same view after a reload, a contract's number
// leading to its positions, the positions' own sort and way back, and the unknown-error text of an answer
// without its data (its exact failure text in the console); axe with the filters open, with a field in error and in the failure state; no layout shift
// on the list or on a short contract's positions (the CMS knows its rows). The shop's contracts are the seed's
// (test/mocks/db/contracts.ts), the same in this process. On a phone: the open filters with a field in error, and a
// contract's positions with the pager, each without scrolling sideways.

const brunner = contractsOfCustomer(getShop().db, '0001004711')
const byEndThenLatest = (a: ContractRecord, b: ContractRecord) => a.validTo.localeCompare(b.validTo) || b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber)
// «Motorenöle» in the title or description, valid on any day from 2026-01-01: the view the first test builds.
const engineOils = brunner.filter((contract) => containsWords(`${contract.title} ${contract.description}`, 'Motorenöle') && contract.validTo >= '2026-01-01').sort(byEndThenLatest)
const FLEET_2026 = brunner.find((contract) => contract.contractNumber === '4600001025')!

describe('contracts in Chromium', () => {
  const browser = useBrowser()

  it('filters and sorts the contracts by keyboard, a reload shows the same view, and a contract’s number opens its positions, nothing shifting', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/vertraege', { measureShifts: true })
    const numbers = () => table.main.locator('tbody tr td:nth-child(1)').allTextContents()
    await table.expectSummary('Einträge 1–20 von 25')
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(await table.main.locator('tbody tr').count()).toBe(20)
    await expectAxeClean(page)

    // The filters open by keyboard; axe with them open.
    const { toggle, form } = await table.openFilters()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expectAxeClean(page)

    // Words of the title, and contracts still valid on any day from 01.01.2026.
    await tabTo(page, form.getByLabel('Vertragsnummer oder Bezeichnung'), 6)
    await page.keyboard.type('Motorenöle')
    await table.typeDateRange(form, { from: '2026-01-01' })
    await table.applyFilters(form)
    await table.expectSummary(`Einträge 1–${engineOils.length} von ${engineOils.length}`)
    expect(table.stored()).toEqual({ search: 'Motorenöle', dateFrom: '2026-01-01' })

    // Sort by the last day of validity, ascending: the contract that ends first comes first.
    const byEnd = table.sortButton('Gültig bis')
    await table.press(byEnd, 120)
    await expect.poll(numbers).toEqual(engineOils.map((contract) => contract.contractNumber))
    expect(await table.ariaSortOf(byEnd)).toBe('ascending')
    expect(table.stored()).toEqual({ search: 'Motorenöle', dateFrom: '2026-01-01', sortField: 'validTo', sortOrder: 'asc' })

    // A reload: the same view from the address alone, and the CMS's fallback held exactly its rows.
    await table.reloadFor('contract-list')
    await table.expectSummary(`Einträge 1–${engineOils.length} von ${engineOils.length}`)
    expect(await table.settledShift()).toBeLessThan(0.01)
    const first = engineOils[0]!
    expect(await table.main.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      first.contractNumber,
      first.title,
      formatDate(first.validFrom),
      formatDate(first.validTo),
      expect.any(String),
      expect.stringMatching(/ l$/),
      expect.stringMatching(/ l$/),
    ])
    expect(await table.ariaSortOf(table.sortButton('Gültig bis'))).toBe('ascending')
    expect(await table.main.getByRole('button', { name: 'Filter 2 aktiv' }).isVisible()).toBe(true)

    // The contract's number leads to its positions (session.urls.contractDetailUrl), by keyboard.
    const link = table.main.getByRole('link', { name: first.contractNumber })
    expect(await link.getAttribute('href')).toBe(`/konto/vertrag?contract=${first.contractNumber}`)
    await tabTo(page, link, 120)
    await Promise.all([page.waitForURL(`**/konto/vertrag?contract=${first.contractNumber}`), page.keyboard.press('Enter')])
    await table.mounted('contract-positions')
    const positions = first.positions.length
    await table.expectSummary(`Einträge 1–${Math.min(20, positions)} von ${positions}`)
    expect(await table.main.getByRole('table', { name: `Positionen des Vertrags ${first.contractNumber}` }).locator('tbody tr').count()).toBe(Math.min(20, positions))
    // A contract shorter than a page: the CMS wrote as many rows, so the footer did not jump.
    expect(positions).toBeLessThan(20)
    expect(await table.settledShift()).toBeLessThan(0.01)
    await expectAxeClean(page)

    expect(log.errors).toEqual([])
  })

  it('sorts and pages a contract’s positions by keyboard, keeps the view over a reload, and leads back to the contracts', async () => {
    const { page, table } = await openTablePage(browser(), `/konto/vertrag?contract=${FLEET_2026.contractNumber}`, { measureShifts: true })
    const positionNumbers = () => table.main.locator('tbody tr td:nth-child(1)').allTextContents()
    await table.expectSummary('Einträge 1–20 von 28')
    expect(await table.settledShift()).toBeLessThan(0.01)

    const open = (position: (typeof FLEET_2026.positions)[number]) => position.agreedQuantity - position.calledOffQuantity
    const byOpen = [...FLEET_2026.positions].sort((a, b) => open(a) - open(b) || Number(a.positionNumber) - Number(b.positionNumber))
    await table.press(table.sortButton('Offen'))
    await expect.poll(positionNumbers).toEqual(byOpen.slice(0, 20).map((position) => position.positionNumber))
    await table.press(table.pageButton(2))
    await table.expectSummary('Einträge 21–28 von 28')
    expect(table.stored()).toEqual({ sortField: 'remainingQuantity', sortOrder: 'asc', page: '2' })
    expect(new URL(page.url()).searchParams.get('contract')).toBe(FLEET_2026.contractNumber)

    await table.reloadFor('contract-positions')
    await table.expectSummary('Einträge 21–28 von 28')
    expect(await positionNumbers()).toEqual(byOpen.slice(20).map((position) => position.positionNumber))
    // The second page has 8 rows, and the CMS knew it.
    expect(await table.settledShift()).toBeLessThan(0.01)

    // The product links to its page; the way back leads to the list.
    const product = table.main.locator('tbody tr').first().getByRole('link')
    expect(await product.getAttribute('href')).toMatch(/^\//)
    const back = table.main.getByRole('link', { name: 'Zurück zu den Verträgen' })
    await tabTo(page, back, 40)
    expect(await hasFocus(back)).toBe(true)
    await Promise.all([page.waitForURL('**/konto/vertraege'), page.keyboard.press('Enter')])
    await table.mounted('contract-list')
    await table.expectSummary('Einträge 1–20 von 25')
  })

  it('refuses a validity range that ends before it starts, at the field and axe clean, and Escape closes the filters', async () => {
    const { page, table } = await openTablePage(browser(), '/konto/vertraege')
    await table.expectSummary('Einträge 1–20 von 25')
    const filters = await table.openFilters()
    await table.typeDateRange(filters.form, { from: '2026-06-06', to: '2026-01-01' })
    await table.applyFilters(filters.form)
    await table.expectFieldRefused(filters.form, filters.form.getByLabel('Bis'), 'Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.')
    await expectAxeClean(page)
    await table.expectEscapeClosesFilters(filters)
    expect(table.stored()).toEqual({})
  })

  it('says an unknown error occurred when a contract fetch lacks its data (its exact failure in the console), axe clean, and loads again on request', async () => {
    const { table, alert } = await openWithDataFailure(browser(), { api: '/api/contracts/', path: '/konto/vertraege', failure: 'API failure during contracts/fetchContracts request.' })
    await table.press(alert.getByRole('button', { name: 'Erneut versuchen' }))
    await table.expectSummary('Einträge 1–20 von 25')
  })
})

describe('contracts on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('refuses a range that ends before it starts in the open filters, and pages a contract’s positions, by keyboard; axe clean, nothing scrolls sideways', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/vertraege')
    await table.expectSummary('Einträge 1–20 von 25')
    const filters = await table.openFilters()
    await table.typeDateRange(filters.form, { from: '2026-06-06', to: '2026-01-01' })
    await table.applyFilters(filters.form)
    await table.expectFieldRefused(filters.form, filters.form.getByLabel('Bis'), 'Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.')
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    await table.expectEscapeClosesFilters(filters)

    // A contract of 28 positions: the pager's steps show only their arrows below 480 px.
    await visit(page, `/konto/vertrag?contract=${FLEET_2026.contractNumber}`)
    await table.expectSummary('Einträge 1–20 von 28')
    await table.press(table.pageButton(2))
    await table.expectSummary('Einträge 21–28 von 28')
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
