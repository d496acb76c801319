import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatDate } from '@/src/lib/dates'
import { contractsOfCustomer, type ContractRecord } from '@/test/mocks/db/contracts'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { getShop } from '@/test/mocks/shops'
import { containsWords } from '@/test/mocks/table-query'
import { baseUrl, expectAxeClean, newPage, tabTo, useBrowser, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// Issue 10 §6 (spec 1 §2, §3, §4, §8): the contracts as the demo customer uses them, by keyboard, at phone and
// desktop width: a filter by words and validity and a sort, the same view after a reload, a contract's number
// leading to its positions, the positions' own sort and way back, and the exact failure text of an answer
// without its data; axe with the filters open, with a field in error and in the failure state; no layout shift
// on the list or on a short contract's positions (the CMS knows its rows). The shop's contracts are the seed's
// (test/mocks/db/contracts.ts), the same in this process.

const signIn = (browser: Browser) => browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent('kunde@example.ch'), url: baseUrl() }])
const main = (page: Page) => page.locator('main')
const summary = (page: Page) => main(page).locator('p[role="status"]')
const saysSummary = (page: Page, text: string) => expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text)
const firstCells = (page: Page) => main(page).locator('tbody tr').first().locator('td').allTextContents()
const columnOf = (page: Page, index: number) => main(page).locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()
const isFocused = (page: Page, text: string) => page.evaluate((expected) => document.activeElement?.textContent === expected, text)
/** Waits until the page's table island has mounted (islands further down hydrate when scrolled to). */
const tableMounted = (page: Page) => page.waitForFunction(() => document.querySelector('main [data-component="shopuser"]')?.getAttribute('data-island') === 'mounted')
const storedOf = (page: Page, key = 'stored') => JSON.parse(new URL(page.url()).searchParams.get(key) ?? '{}') as Record<string, string>

/** Waits for late work to shift, if it would, then reads the sum. */
const settledShift = async (page: Page) => {
  await page.waitForTimeout(150)
  return shifted(page)
}

const brunner = contractsOfCustomer(getShop().db, '0001004711')
const byEndThenLatest = (a: ContractRecord, b: ContractRecord) => a.validTo.localeCompare(b.validTo) || b.validFrom.localeCompare(a.validFrom) || b.contractNumber.localeCompare(a.contractNumber)
// «Motorenöle» in the title or description, valid on any day from 2026-01-01: the view the first test builds.
const engineOils = brunner.filter((contract) => containsWords(`${contract.title} ${contract.description}`, 'Motorenöle') && contract.validTo >= '2026-01-01').sort(byEndThenLatest)
const FLEET_2026 = brunner.find((contract) => contract.contractNumber === '4600001025')!

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('contracts in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('filters and sorts the contracts by keyboard, a reload shows the same view, and a contract’s number opens its positions, nothing shifting', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/vertraege')
    await saysSummary(page, 'Einträge 1–20 von 25')
    expect(await settledShift(page)).toBeLessThan(0.01)
    expect(await main(page).locator('tbody tr').count()).toBe(20)
    await expectAxeClean(page)

    // The filters open by keyboard; axe with them open.
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expectAxeClean(page)

    // Words of the title, and contracts still valid on any day from 01.01.2026 (day and month alike, so the
    // typing means the same whichever the browser's date field takes first).
    await tabTo(page, form.getByLabel('Vertragsnummer oder Bezeichnung'), 6)
    await page.keyboard.type('Motorenöle')
    await tabTo(page, form.getByLabel('Von'), 6)
    await page.keyboard.type('01012026')
    await tabTo(page, form.getByRole('button', { name: 'Anwenden' }), 6)
    await page.keyboard.press('Enter')
    await saysSummary(page, `Einträge 1–${engineOils.length} von ${engineOils.length}`)
    expect(storedOf(page)).toEqual({ search: 'Motorenöle', dateFrom: '2026-01-01' })

    // Sort by the last day of validity, ascending: the contract that ends first comes first.
    const byEnd = main(page).getByRole('button', { name: 'Nach Gültig bis sortieren' })
    await tabTo(page, byEnd, 120)
    await page.keyboard.press('Enter')
    await expect.poll(() => columnOf(page, 0)).toEqual(engineOils.map((contract) => contract.contractNumber))
    expect(await byEnd.locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('ascending')
    expect(storedOf(page)).toEqual({ search: 'Motorenöle', dateFrom: '2026-01-01', sortField: 'validTo', sortOrder: 'asc' })

    // A reload: the same view from the address alone, and the CMS's fallback held exactly its rows.
    await page.reload()
    await tableMounted(page)
    await saysSummary(page, `Einträge 1–${engineOils.length} von ${engineOils.length}`)
    expect(await settledShift(page)).toBeLessThan(0.01)
    const first = engineOils[0]!
    expect(await firstCells(page)).toEqual([first.contractNumber, first.title, formatDate(first.validFrom), formatDate(first.validTo), expect.any(String), expect.stringMatching(/ l$/), expect.stringMatching(/ l$/)])
    expect(await main(page).getByRole('button', { name: 'Nach Gültig bis sortieren' }).locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('ascending')
    expect(await main(page).getByRole('button', { name: 'Filter 2 aktiv' }).isVisible()).toBe(true)

    // The contract's number leads to its positions (session.urls.contractDetailUrl), by keyboard.
    const link = main(page).getByRole('link', { name: first.contractNumber })
    expect(await link.getAttribute('href')).toBe(`/konto/vertrag?contract=${first.contractNumber}`)
    await tabTo(page, link, 120)
    await Promise.all([page.waitForURL(`**/konto/vertrag?contract=${first.contractNumber}`), page.keyboard.press('Enter')])
    await tableMounted(page)
    const positions = first.positions.length
    await saysSummary(page, `Einträge 1–${Math.min(20, positions)} von ${positions}`)
    expect(await main(page).getByRole('table', { name: `Positionen des Vertrags ${first.contractNumber}` }).locator('tbody tr').count()).toBe(Math.min(20, positions))
    // A contract shorter than a page: the CMS wrote as many rows, so the footer did not jump.
    expect(positions).toBeLessThan(20)
    expect(await settledShift(page)).toBeLessThan(0.01)
    await expectAxeClean(page)

    // Nothing scrolls sideways on a phone (the table scrolls in its own region), and nothing went wrong.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(log.errors).toEqual([])
    await page.close()
  })

  it('sorts and pages a contract’s positions by keyboard, keeps the view over a reload, and leads back to the contracts', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, `/konto/vertrag?contract=${FLEET_2026.contractNumber}`)
    await saysSummary(page, 'Einträge 1–20 von 28')
    expect(await settledShift(page)).toBeLessThan(0.01)

    const open = (position: (typeof FLEET_2026.positions)[number]) => position.agreedQuantity - position.calledOffQuantity
    const byOpen = [...FLEET_2026.positions].sort((a, b) => open(a) - open(b) || Number(a.positionNumber) - Number(b.positionNumber))
    const sort = main(page).getByRole('button', { name: 'Nach Offen sortieren' })
    await tabTo(page, sort, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => columnOf(page, 0)).toEqual(byOpen.slice(0, 20).map((position) => position.positionNumber))
    await tabTo(page, main(page).getByRole('button', { name: 'Seite 2', exact: true }), 80)
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 21–28 von 28')
    expect(storedOf(page)).toEqual({ sortField: 'remainingQuantity', sortOrder: 'asc', page: '2' })
    expect(new URL(page.url()).searchParams.get('contract')).toBe(FLEET_2026.contractNumber)

    await page.reload()
    await tableMounted(page)
    await saysSummary(page, 'Einträge 21–28 von 28')
    expect(await columnOf(page, 0)).toEqual(byOpen.slice(20).map((position) => position.positionNumber))
    // The second page has 8 rows, and the CMS knew it.
    expect(await settledShift(page)).toBeLessThan(0.01)

    // The product links to its page; the way back leads to the list.
    const product = main(page).locator('tbody tr').first().getByRole('link')
    expect(await product.getAttribute('href')).toMatch(/^\//)
    const back = main(page).getByRole('link', { name: 'Zurück zu den Verträgen' })
    await tabTo(page, back, 40)
    expect(await isFocused(page, 'Zurück zu den Verträgen')).toBe(true)
    await Promise.all([page.waitForURL('**/konto/vertraege'), page.keyboard.press('Enter')])
    await tableMounted(page)
    await saysSummary(page, 'Einträge 1–20 von 25')
    await page.close()
  })

  it('refuses a validity range that ends before it starts, at the field and axe clean, and Escape closes the filters', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/konto/vertraege')
    await saysSummary(page, 'Einträge 1–20 von 25')
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await tabTo(page, form.getByLabel('Von'), 10)
    await page.keyboard.type('06062026')
    await tabTo(page, form.getByLabel('Bis'), 6)
    await page.keyboard.type('01012026')
    await tabTo(page, form.getByRole('button', { name: 'Anwenden' }), 6)
    await page.keyboard.press('Enter')
    const to = form.getByLabel('Bis')
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByText('Das Datum «Bis» darf nicht vor dem Datum «Von» liegen.').isVisible()).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => form.count()).toBe(0)
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(storedOf(page)).toEqual({})
    await page.close()
  })

  it('shows the exact failure of a contract fetch that lacks its data, axe clean, and loads again on request', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/contracts/', status: 200 })
    await visit(page, '/konto/vertraege')
    const alert = main(page).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('API failure during contracts/fetchContracts request.')
    expect(await main(page).getByRole('table').count()).toBe(0)
    await expectAxeClean(page)
    await tabTo(page, alert.getByRole('button', { name: 'Erneut versuchen' }), 80)
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 1–20 von 25')
    await page.close()
  })
})
