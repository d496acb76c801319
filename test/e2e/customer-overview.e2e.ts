import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { customersOf } from '@/test/mocks/db/customers'
import { findAccount, USER_COOKIE } from '@/test/mocks/db/index'
import { baseUrl, expectAxeClean, newPage, tabTo, useBrowser, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// Issue 10 §2, §3 (spec 1 §1, §2, §6; spec 2 §4): the employee's customer overview, by keyboard, at phone and
// desktop width: the 40 customers a page at a time, a sort and the next page, the search for a contact, then
// acting on that contact's behalf; the page loads again with the contact chosen, the header and (on the next
// page) the acting-for banner say so. axe clean with the filters open and closed, no layout shift at load.

const EMPLOYEE = 'mitarbeiter@example.ch'
const signIn = (browser: Browser, username = EMPLOYEE) => browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent(username), url: baseUrl() }])
const main = (page: Page) => page.locator('main')
const summary = (page: Page) => main(page).locator('p[role="status"]').first()
const saysSummary = (page: Page, text: string) => expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text)
const table = (page: Page) => main(page).getByRole('table', { name: 'Kunden und Kontakte' })
const firstCells = (page: Page) => table(page).locator('tbody tr').first().locator('td').allTextContents()
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const storedOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('stored') ?? '{}') as Record<string, string>
const banner = (page: Page) => page.getByRole('region', { name: 'Sie handeln im Namen eines Kunden' })
const shopHeader = (page: Page) => page.locator('header.site-header')
/**
 * Loads a page as a visitor does, without scrolling through it first as visit() does (which would bring the
 * footer into view while the rows arrive), so the layout shifts measured are a visitor's; waits for the header
 * and the widget, which hydrate at load.
 */
const open = async (page: Page, path: string) => {
  await page.goto(`${baseUrl()}${path}`)
  await page.waitForFunction(() => ['header', 'customer-overview'].every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted'))
}

const byNumber = customersOf(findAccount(EMPLOYEE)!).sort((a, b) => a.customerId.localeCompare(b.customerId))

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('customer overview in Chromium (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })
  const phone = layout === 'phone'

  it('sorts, pages, searches a contact and acts on their behalf by keyboard; the header and the banner follow', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await open(page, '/kundenuebersicht')
    await saysSummary(page, 'Einträge 1–20 von 40')
    await page.waitForTimeout(100)
    // The fallback took the room of the search and a full page of the table (README "Fallback markup").
    expect(await shifted(page)).toBeLessThan(0.01)
    await expectAxeClean(page)

    // Sort by customer number, then the next page.
    const byCustomer = table(page).getByRole('button', { name: 'Nach Kundennummer sortieren' })
    await tabTo(page, byCustomer, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => firstCells(page).then((cells) => cells[0])).toBe(byNumber[0]!.customerId)
    await tabTo(page, main(page).getByRole('button', { name: 'Seite 2', exact: true }), 120)
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 21–40 von 40')
    expect((await firstCells(page))[0]).toBe(byNumber[20]!.customerId)
    expect(storedOf(page)).toEqual({ sortField: 'customerId', sortOrder: 'asc', page: '2' })

    // Search a contact: the search box is the list's text filter, back to page 1, the sort kept.
    const search = main(page).getByRole('searchbox', { name: 'Kunde oder Kontakt suchen' })
    await tabTo(page, search, 80)
    await page.keyboard.type('Zurbriggen')
    await page.keyboard.press('Enter')
    await saysSummary(page, 'Einträge 1–1 von 1')
    expect(storedOf(page)).toEqual({ sortField: 'customerId', sortOrder: 'asc', search: 'Zurbriggen' })

    // The filter bar shows the same search; axe with it open, Escape closes it.
    const toggle = main(page).getByRole('button', { name: 'Filter 1 aktiv' })
    await tabTo(page, toggle, 10)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    const field = form.getByLabel('Kunde, Kontakt oder Ort')
    expect(await field.inputValue()).toBe('Zurbriggen')
    await expectAxeClean(page)
    await tabTo(page, field, 5)
    await page.keyboard.press('Escape')
    await expect.poll(() => form.count()).toBe(0)
    expect(await isFocused(toggle)).toBe(true)

    // Act on Nicole Zurbriggen's behalf: the page loads again once the server confirms.
    const act = table(page).getByRole('button', { name: 'Im Namen von Nicole Zurbriggen (Tiefbau Imboden AG) handeln' })
    await tabTo(page, act, 20)
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await page.waitForFunction(() => ['header', 'customer-overview'].every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted'))
    await saysSummary(page, 'Einträge 1–1 von 1')
    const row = table(page).locator('tbody tr').first()
    await expect.poll(() => row.getByText('Aktueller Kontakt').isVisible()).toBe(true)
    expect(await row.getByRole('button', { name: 'Im Namen von Raphael Imboden (Tiefbau Imboden AG) handeln' }).isVisible()).toBe(true)

    // The header shows the contact; the banner is there on this load and on the next page from the first paint.
    const headerSays = async () => {
      if (!phone) return shopHeader(page).getByRole('button', { name: 'Im Namen von Tiefbau Imboden AG (0001004781)' }).isVisible()
      const flyout = shopHeader(page).getByRole('button', { name: /^Benutzermenü/ })
      await flyout.click()
      const panel = page.locator(`[id="${(await flyout.getAttribute('aria-controls')) ?? ''}"]`)
      const shown = await panel.getByText('Im Namen von Tiefbau Imboden AG (Kundennummer 0001004781)').first().isVisible()
      await page.keyboard.press('Escape')
      return shown
    }
    expect(await headerSays()).toBe(true)
    expect(await banner(page).textContent()).toContain('Tiefbau Imboden AG · Kundennummer 0001004781 · Kontakt: Nicole Zurbriggen')
    await visit(page, '/konto')
    expect(await banner(page).isVisible()).toBe(true)
    expect(await banner(page).textContent()).toContain('Kontakt: Nicole Zurbriggen')
    expect(await headerSays()).toBe(true)

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(log.errors).toEqual([])
    await page.close()
    // Many single key presses through the whole page, two page loads and three axe runs.
  }, 150_000)

  it('is the same page at the user menu’s address, axe clean, and shows a customer a note and no table', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/konto/kunden')
    await saysSummary(page, 'Einträge 1–20 von 40')
    expect(await main(page).getByRole('search', { name: 'Kunde oder Kontakt suchen' }).isVisible()).toBe(true)

    await signIn(browser(), 'kunde@example.ch')
    await page.addInitScript(recordShifts)
    await open(page, '/kundenuebersicht')
    expect(await main(page).getByText('Die Kundenübersicht steht nur Mitarbeitenden zur Verfügung, die im Namen von Kunden handeln.').isVisible()).toBe(true)
    expect(await main(page).getByRole('table').count()).toBe(0)
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)
    await expectAxeClean(page)
    await page.close()
  })

  it('shows the exact failure of an answer without its data, axe clean', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/customers/list', status: 200 })
    await visit(page, '/kundenuebersicht')
    const alert = main(page).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('API failure during customers/fetchCustomers request.')
    expect(await main(page).getByRole('table').count()).toBe(0)
    await expectAxeClean(page)
    await page.close()
  })
})
