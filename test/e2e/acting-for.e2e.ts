import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, EMPLOYEE, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 1 §1, §6; spec 2 §2.4, §4: an employee acts for a customer's contact, chosen in the
// header's select-contact menu; the acting-for banner under the header shows it at once and on every later
// page from the first paint, and logging out from the contact in the banner reloads the page without it,
// the header in step. Keyboard only, axe clean, no layout shift, at desktop width; on a phone, the banner itself
// (tools/header's own e2e walks the choice and the log-out in the phone's flyout).

const shopHeader = (page: Page) => page.locator('header.site-header')
const banner = (page: Page) => page.getByRole('region', { name: 'Sie handeln im Namen eines Kunden' })
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const panelOf = async (page: Page, button: Locator) => page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`)

/** The employee acts for Garage Huber's Peter Huber, set on the server as the header's menu would (spec 1 §7 /api/contact/select). */
async function actForGarage(page: Page) {
  const response = await page.request.post(`${baseUrl()}/api/contact/select`, { data: { id: '0001004712', contactId: '0000310003' } })
  expect(response.status()).toBe(200)
}

/** Loads the account page again: the banner is in it from the first paint, nothing moves; returns its text. */
async function bannerAtFirstPaint(page: Page): Promise<string> {
  await page.addInitScript(recordShifts)
  await visit(page, '/konto')
  expect(await banner(page).isVisible()).toBe(true)
  await page.waitForTimeout(100)
  await expectSteady(page)
  return banner(page).innerText()
}

describe('acting for a customer in Chromium', () => {
  const browser = useBrowser()

  it('chooses a contact in the header, sees the banner on the next page load and logs out from the contact in it, by keyboard', async () => {
    await signIn(browser(), EMPLOYEE)
    const { page, log } = await newPage(browser())
    await visit(page, '/')
    // Nobody acted for: the marker is there, empty, and takes no room.
    expect(await banner(page).count()).toBe(0)
    expect(await page.locator('[data-widget="acting-for-banner"]').evaluate((element) => element.getBoundingClientRect().height)).toBe(0)

    // The header's select-contact menu, by keyboard.
    const opener = shopHeader(page).getByRole('button', { name: 'Im Namen von Kunden bestellen' })
    const menu = await panelOf(page, opener)
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const search = menu.getByRole('searchbox', { name: 'Kontakt suchen' })
    await expect.poll(() => search.isVisible()).toBe(true)
    await tabTo(page, search)
    await page.keyboard.type('garage')
    const peter = menu.getByRole('button', { name: 'Garage Huber GmbH, Thun Peter Huber' })
    await expect.poll(() => menu.getByRole('button', { name: /^Garage Huber GmbH/ }).count()).toBe(2)
    await tabTo(page, peter, 5)
    // Choosing reloads the page for the customer (src/features/acting-for): the banner is in the new page.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 })
    await page.keyboard.press('Enter')
    await reloaded
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    expect(await banner(page).textContent()).toContain('Garage Huber GmbH · Kundennummer 0001004712 · Kontakt: Peter Huber')

    // A second page load: the banner is in the page from the first paint, and nothing moves.
    const text = await bannerAtFirstPaint(page)
    expect(text).toContain('Sie handeln im Namen eines Kunden')
    expect(text).toContain('Garage Huber GmbH · Kundennummer 0001004712 · Kontakt: Peter Huber')
    expect(text).toContain('Angemeldet als Stefan Keller')
    expect(await banner(page).getByRole('link', { name: 'Zur Kundenübersicht' }).getAttribute('href')).toBe('/kundenuebersicht')
    expect(await fitsWidth(page)).toBe(true)
    expect(await shopHeader(page).getByRole('button', { name: 'Im Namen von Garage Huber GmbH (0001004712)' }).isVisible()).toBe(true)
    await expectAxeClean(page)

    // Log out from the contact in the banner, by keyboard: the page reloads without the banner, the header in step.
    const link = banner(page).getByRole('link', { name: 'Zur Kundenübersicht' })
    const logout = banner(page).getByRole('button', { name: 'Vom Kontakt abmelden' })
    await tabTo(page, link, 60)
    await page.keyboard.press('Tab')
    expect(await isFocused(logout)).toBe(true)
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    // The header and the dashboard hydrate at load (islands further down wait until they are scrolled near).
    await page.waitForFunction(() => ['header', 'dashboard'].every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted'))
    expect(page.url()).toBe(`${baseUrl()}/konto`)
    expect(await banner(page).count()).toBe(0)
    expect(await shopHeader(page).getByRole('button', { name: 'Im Namen von Kunden bestellen' }).isVisible()).toBe(true)
    // The dashboard below, reloaded too, asks the employee to choose a customer again.
    expect(await page.getByRole('heading', { name: 'Kein Kunde gewählt' }).isVisible()).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('goes when the employee logs out from the contact in the header, which reloads the page for the employee', async () => {
    await signIn(browser(), EMPLOYEE)
    const { page } = await newPage(browser())
    await actForGarage(page)
    await visit(page, '/')
    expect(await banner(page).isVisible()).toBe(true)

    // Everything on the page was the customer's (prices, cart): the log-out reloads it (src/features/acting-for).
    const reloaded = page.waitForEvent('load', { timeout: 20_000 })
    const acting = shopHeader(page).getByRole('button', { name: 'Im Namen von Garage Huber GmbH (0001004712)' })
    await acting.click()
    await (await panelOf(page, acting)).getByRole('button', { name: 'Vom Kontakt abmelden' }).click()
    await reloaded
    await expect.poll(() => banner(page).count()).toBe(0)
  })

  it.each(['01', '02', '03'])('is axe clean in theme %s and keeps its room at load', async (theme) => {
    await signIn(browser(), EMPLOYEE)
    const { page } = await newPage(browser())
    await actForGarage(page)
    await page.addInitScript(recordShifts)
    await visit(page, `/?theme=${theme}`)
    expect(await banner(page).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    await expectSteady(page)
    await expectAxeClean(page)
  })
})

// On a phone the banner's lines wrap and the header's contact menus fold into the flyout: the banner from the first
// paint, axe clean, nothing scrolling sideways, its log-out by keyboard, and the flyout in step.
describe('acting-for banner on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('is there from the first paint without scrolling sideways, axe clean, and logs out from the contact by keyboard; the flyout offers the search again', async () => {
    await signIn(browser(), EMPLOYEE)
    const { page, log } = await newPage(browser())
    await actForGarage(page)
    const text = await bannerAtFirstPaint(page)
    expect(text).toContain('Garage Huber GmbH · Kundennummer 0001004712 · Kontakt: Peter Huber')
    expect(text).toContain('Angemeldet als Stefan Keller')
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    const logout = banner(page).getByRole('button', { name: 'Vom Kontakt abmelden' })
    await tabTo(page, banner(page).getByRole('link', { name: 'Zur Kundenübersicht' }), 60)
    await page.keyboard.press('Tab')
    expect(await isFocused(logout)).toBe(true)
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await page.waitForFunction(() => ['header', 'dashboard'].every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-island') === 'mounted'))
    expect(await banner(page).count()).toBe(0)
    // The flyout's «Weitere Funktionen» offers the contact search again, and names no contact.
    const flyout = shopHeader(page).getByRole('button', { name: 'Mein Konto, 1 ungelesen' })
    await flyout.click()
    const panel = await panelOf(page, flyout)
    await panel.getByRole('button', { name: 'Weitere Funktionen' }).click()
    await expect.poll(() => panel.getByRole('searchbox', { name: 'Kontakt suchen' }).isVisible()).toBe(true)
    expect(await panel.getByText(/Garage Huber GmbH \(Kundennummer/).count()).toBe(0)
    expect(log.errors).toEqual([])
  })
})

describe('acting-for banner at the narrowest and widest widths', () => {
  const browser = useBrowser({ viewport: { width: 320, height: 640 } })

  it.each([320, 1920])('fits %i px without scrolling sideways, its targets 44 px high, the fallback the island’s size', async (width) => {
    await signIn(browser(), EMPLOYEE)
    const { page } = await newPage(browser())
    await page.setViewportSize({ width, height: 900 })
    await actForGarage(page)
    // The fallback's height, before any script runs, against the island's once mounted.
    await page.route('**/vue/assets/main-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
    await page.goto(`${baseUrl()}/`)
    const fallback = await page.locator('[data-fallback="acting-for"]').evaluate((element) => element.getBoundingClientRect().height)
    await page.unroute('**/vue/assets/main-*.js')
    await visit(page, '/')
    const island = await banner(page).evaluate((element) => element.getBoundingClientRect().height)
    expect(island).toBe(fallback)
    expect(await fitsWidth(page)).toBe(true)
    for (const target of [banner(page).getByRole('link', { name: 'Zur Kundenübersicht' }), banner(page).getByRole('button', { name: 'Vom Kontakt abmelden' })]) {
      expect(await target.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44)
    }
  })
})
