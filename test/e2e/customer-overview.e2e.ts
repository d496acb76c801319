import { expect } from 'vitest'
import { customersOf } from '@/test/mocks/db/customers'
import { findAccount } from '@/test/mocks/db/index'
import { expectAxeClean, tabTo, useBrowser, visit, CUSTOMER, signIn, EMPLOYEE, PHONE } from './browser'
import { recordShifts } from './layout-shifts'
import { openTablePage, openWithDataFailure, sortButtonIn } from './tables'

// Spec 1 §1, §2, §6; spec 2 §4: the employee's customer overview, by keyboard: the 40 customers a page at a time, a
// sort and the next page, the search for a contact, then acting on that contact's behalf; the page loads again with
// the contact chosen, the header and (on the next page) the acting-for banner say so. axe clean with the filters
// open and closed, no layout shift at load. On a phone: the open filter bar, and the header's flyout and the
// banner once acting, without scrolling sideways.

const byNumber = customersOf(findAccount(EMPLOYEE)!).sort((a, b) => a.customerId.localeCompare(b.customerId))

describe('customer overview in Chromium', () => {
  const browser = useBrowser()

  it('sorts, pages, searches a contact and acts on their behalf by keyboard; the header and the banner follow', async () => {
    const { page, log, table } = await openTablePage(browser(), '/kundenuebersicht', { username: EMPLOYEE, measureShifts: true, hydrating: 'customer-overview' })
    const overview = table.main.getByRole('table', { name: 'Kunden und Kontakte' })
    const firstCells = () => overview.locator('tbody tr').first().locator('td').allTextContents()
    const banner = page.getByRole('region', { name: 'Sie handeln im Namen eines Kunden' })
    const shopHeader = page.locator('header.site-header')
    await table.expectSummary('Einträge 1–20 von 40')
    // The fallback took the room of the search and a full page of the table
    // (docs/cms-integration.md "Fallback markup").
    expect(await table.settledShift()).toBeLessThan(0.01)
    await expectAxeClean(page)

    // Sort by customer number, then the next page.
    await table.press(sortButtonIn(overview, 'Kundennummer'))
    await expect.poll(() => firstCells().then((cells) => cells[0])).toBe(byNumber[0]!.customerId)
    await table.press(table.pageButton(2), 120)
    await table.expectSummary('Einträge 21–40 von 40')
    expect((await firstCells())[0]).toBe(byNumber[20]!.customerId)
    expect(table.stored()).toEqual({ sortField: 'customerId', sortOrder: 'asc', page: '2' })

    // Search a contact: the search box is the list's text filter, back to page 1, the sort kept.
    await tabTo(page, table.main.getByRole('searchbox', { name: 'Kunde oder Kontakt suchen' }), 80)
    await page.keyboard.type('Zurbriggen')
    await page.keyboard.press('Enter')
    await table.expectSummary('Einträge 1–1 von 1')
    expect(table.stored()).toEqual({ sortField: 'customerId', sortOrder: 'asc', search: 'Zurbriggen' })

    // The filter bar shows the same search; axe with it open, Escape closes it.
    const toggle = table.main.getByRole('button', { name: 'Filter 1 aktiv' })
    await table.press(toggle, 10)
    const form = table.main.getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    const field = form.getByLabel('Kunde, Kontakt oder Ort')
    expect(await field.inputValue()).toBe('Zurbriggen')
    await expectAxeClean(page)
    await tabTo(page, field, 5)
    await table.expectEscapeClosesFilters({ toggle, form })

    // Act on Nicole Zurbriggen's behalf: the page loads again once the server confirms.
    const act = overview.getByRole('button', { name: 'Im Namen von Nicole Zurbriggen (Tiefbau Imboden AG) handeln' })
    await tabTo(page, act, 20)
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await table.mounted('header', 'customer-overview')
    await table.expectSummary('Einträge 1–1 von 1')
    const row = overview.locator('tbody tr').first()
    await expect.poll(() => row.getByText('Aktueller Kontakt').isVisible()).toBe(true)
    expect(await row.getByRole('button', { name: 'Im Namen von Raphael Imboden (Tiefbau Imboden AG) handeln' }).isVisible()).toBe(true)

    // The header shows the contact; the banner is there on this load and on the next page from the first paint.
    const headerSays = () => shopHeader.getByRole('button', { name: 'Im Namen von Tiefbau Imboden AG (0001004781)' }).isVisible()
    expect(await headerSays()).toBe(true)
    expect(await banner.textContent()).toContain('Tiefbau Imboden AG · Kundennummer 0001004781 · Kontakt: Nicole Zurbriggen')
    await visit(page, '/konto')
    expect(await banner.isVisible()).toBe(true)
    expect(await banner.textContent()).toContain('Kontakt: Nicole Zurbriggen')
    expect(await headerSays()).toBe(true)
    expect(log.errors).toEqual([])
    // Many single key presses through the whole page, two page loads and three axe runs.
  }, 150_000)

  it('is the same page at the user menu’s address, axe clean, and shows a customer a note and no table', async () => {
    const { page, table } = await openTablePage(browser(), '/konto/kunden', { username: EMPLOYEE })
    await table.expectSummary('Einträge 1–20 von 40')
    expect(await table.main.getByRole('search', { name: 'Kunde oder Kontakt suchen' }).isVisible()).toBe(true)

    await signIn(browser(), CUSTOMER)
    await page.addInitScript(recordShifts)
    await table.load('/kundenuebersicht', 'customer-overview')
    expect(await table.main.getByText('Die Kundenübersicht steht nur Mitarbeitenden zur Verfügung, die im Namen von Kunden handeln.').isVisible()).toBe(true)
    expect(await table.main.getByRole('table').count()).toBe(0)
    expect(await table.settledShift()).toBeLessThan(0.01)
    await expectAxeClean(page)
  })

  it('says an unknown error occurred when an answer lacks its data (its exact failure in the console), axe clean', async () => {
    await openWithDataFailure(browser(), {
      api: '/api/customers/list',
      path: '/kundenuebersicht',
      failure: 'API failure during customers/fetchCustomers request.',
      username: EMPLOYEE,
    })
  })
})

describe('customer overview on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('searches a contact with the filter bar open and acts on their behalf by keyboard; the flyout and the banner say so, axe clean, nothing scrolls sideways', async () => {
    const { page, log, table } = await openTablePage(browser(), '/kundenuebersicht', { username: EMPLOYEE, hydrating: 'customer-overview' })
    const overview = table.main.getByRole('table', { name: 'Kunden und Kontakte' })
    await table.expectSummary('Einträge 1–20 von 40')
    await tabTo(page, table.main.getByRole('searchbox', { name: 'Kunde oder Kontakt suchen' }), 80)
    await page.keyboard.type('Zurbriggen')
    await page.keyboard.press('Enter')
    await table.expectSummary('Einträge 1–1 von 1')
    const toggle = table.main.getByRole('button', { name: 'Filter 1 aktiv' })
    await table.press(toggle, 10)
    const form = table.main.getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, form.getByLabel('Kunde, Kontakt oder Ort'), 5)
    await table.expectEscapeClosesFilters({ toggle, form })

    await tabTo(page, overview.getByRole('button', { name: 'Im Namen von Nicole Zurbriggen (Tiefbau Imboden AG) handeln' }), 20)
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await table.mounted('header', 'customer-overview')
    await table.expectSummary('Einträge 1–1 von 1')
    const banner = page.getByRole('region', { name: 'Sie handeln im Namen eines Kunden' })
    expect(await banner.textContent()).toContain('Tiefbau Imboden AG · Kundennummer 0001004781 · Kontakt: Nicole Zurbriggen')
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    // The bar's button comes first; the open flyout's first section is named «Mein Konto» too.
    const flyout = page.locator('header.site-header').getByRole('button', { name: /^Mein Konto/ }).first()
    await tabTo(page, flyout, 20)
    await page.keyboard.press('Enter')
    const panel = page.locator(`[id="${(await flyout.getAttribute('aria-controls')) ?? ''}"]`)
    await expect.poll(() => panel.getByText('Im Namen von Tiefbau Imboden AG (Kundennummer 0001004781)').first().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(log.errors).toEqual([])
  })
})
