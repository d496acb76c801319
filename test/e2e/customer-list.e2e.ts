import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { findAccount, USER_COOKIE } from '@/test/mocks/db/index'
import { customersOf } from '@/test/mocks/db/customers'
import { baseUrl, expectAxeClean, newPage, tabTo, useBrowser, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// Issue 10 §9 (spec 2 §1, §3, §4, §7 "Get customers"): the employee's customer list, by keyboard, at phone and
// desktop width: search through the filter bar, a sort, the same view after a reload, the CSV export of the
// filtered list; axe with the filters open and closed, no layout shift at load.

const EMPLOYEE = 'mitarbeiter@example.ch'
const signIn = (browser: Browser) => browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent(EMPLOYEE), url: baseUrl() }])
const main = (page: Page) => page.locator('main')
const summary = (page: Page) => main(page).locator('p[role="status"]').first()
const saysSummary = (page: Page, text: string) => expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text)
const table = (page: Page) => main(page).getByRole('table', { name: 'Ihre Kunden' })
// The company's first line (its branch is the second).
const companies = (page: Page) => table(page).locator('tbody tr td:nth-child(2) > span:first-child').allTextContents()
/**
 * Loads a page as a visitor does, without scrolling through it first as visit() does (which would bring the
 * footer into view while the rows arrive), so the layout shifts measured are a visitor's; waits for the header
 * and the widget, which hydrate at load.
 */
const open = async (page: Page, path: string) => {
  await page.goto(`${baseUrl()}${path}`)
  await page.waitForFunction(() => ['header', 'customer-list'].every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted'))
}
const storedOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('stored') ?? '{}') as Record<string, string>

const customers = customersOf(findAccount(EMPLOYEE)!)

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('customer list in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('searches and sorts by keyboard, and a reload shows the same view without shifting', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await open(page, '/konto/kundenliste')
    await saysSummary(page, 'Einträge 1–20 von 40')
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)
    await expectAxeClean(page)

    // The filter bar by keyboard: a search by a part of a place.
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, form.getByLabel('PLZ oder Ort'), 10)
    await page.keyboard.type('Bern')
    await page.keyboard.press('Enter')
    const bern = customers.filter((customer) => `${customer.postalCode} ${customer.city}`.toLowerCase().includes('bern'))
    await saysSummary(page, `Einträge 1–${bern.length} von ${bern.length}`)
    expect(storedOf(page)).toEqual({ location: 'Bern' })

    expect(await companies(page)).toEqual(bern.map((customer) => customer.company).sort((a, b) => a.localeCompare(b, 'de-CH')))

    // A reload of this short page: the CMS knows its rows (the expectedRows prop and the fallback), nothing moves.
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-widget="customer-list"]')?.getAttribute('data-island') === 'mounted')
    await saysSummary(page, `Einträge 1–${bern.length} von ${bern.length}`)
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)

    // Reset the filters, then sort by company, descending (two presses), and the next page.
    const active = main(page).getByRole('button', { name: 'Filter 1 aktiv' })
    await tabTo(page, active, 80)
    await page.keyboard.press('Enter')
    await tabTo(page, form.getByRole('button', { name: 'Filter zurücksetzen' }), 10)
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 1–20 von 40')
    const byCompany = table(page).getByRole('button', { name: 'Nach Firma sortieren' })
    await tabTo(page, byCompany, 40)
    await page.keyboard.press('Enter')
    await expect.poll(() => byCompany.locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('ascending')
    await page.keyboard.press('Enter')
    const descending = customers.map((customer) => customer.company).sort((a, b) => b.localeCompare(a, 'de-CH'))
    await expect.poll(() => companies(page)).toEqual(descending.slice(0, 20))
    await tabTo(page, main(page).getByRole('button', { name: 'Seite 2', exact: true }), 80)
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 21–40 von 40')
    expect(storedOf(page)).toEqual({ sortField: 'companyName', sortOrder: 'desc', page: '2' })

    // A reload: the same view from the address alone, in the room the fallback kept.
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-widget="customer-list"]')?.getAttribute('data-island') === 'mounted')
    await saysSummary(page, 'Einträge 21–40 von 40')
    expect(await companies(page)).toEqual(descending.slice(20))
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(log.errors).toEqual([])
    await page.close()
  })

  it('exports the filtered list as CSV for Excel: byte order mark, ; and one row per customer', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    const agriculture = customers.filter((customer) => customer.industry === 'agriculture').sort((a, b) => a.company.localeCompare(b.company, 'de-CH'))
    await visit(page, `/konto/kundenliste?stored=${encodeURIComponent(JSON.stringify({ industry: 'agriculture' }))}`)
    await saysSummary(page, `Einträge 1–${agriculture.length} von ${agriculture.length}`)
    const exportButton = main(page).getByRole('button', { name: 'Als CSV exportieren' })
    await tabTo(page, exportButton, 80)
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toMatch(/^kunden-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('Kundennummer;Firma;Kontaktpersonen;Adresse')
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(agriculture.map((customer) => customer.customerId))
    expect(lines.slice(1, -1).map((line) => line.split(';')[1])).toEqual(agriculture.map((customer) => customer.company))
    await page.close()
  })
})
