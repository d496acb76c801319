import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { newPage, tabTo, useBrowser, visit, expectAxeClean, signIn, DESKTOP, PHONE } from './browser'

// tools/header (spec 2 §2.4, §4, §6) on its demo page, where it is the only header (the chrome leaves it out there).
const header = (page: Page) => page.locator('main [data-component="tools"][data-widget="header"]')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const expanded = (button: Locator) => button.getAttribute('aria-expanded')
const panelOf = async (page: Page, button: Locator) => page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`)


/**
 * Opens a menu with the keyboard alone (Tab to its button, Enter), checks it with axe, walks into it with
 * Tab, closes it with Escape and checks focus is back on the button and axe again.
 */
async function openAndCloseByKeyboard(page: Page, button: Locator, firstInside: Locator) {
  await tabTo(page, button)
  expect(await expanded(button)).toBe('false')
  await page.keyboard.press('Enter')
  await expect.poll(() => expanded(button)).toBe('true')
  const panel = await panelOf(page, button)
  expect(await panel.isVisible()).toBe(true)
  await expect.poll(() => firstInside.isVisible()).toBe(true)
  await expectAxeClean(page)
  // The panel follows its button in the tab order.
  await page.keyboard.press('Tab')
  await expect.poll(() => isFocused(firstInside)).toBe(true)
  await page.keyboard.press('Escape')
  await expect.poll(() => expanded(button)).toBe('false')
  expect(await isFocused(button)).toBe(true)
  expect(await panel.isVisible()).toBe(false)
  await expectAxeClean(page)
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('tools/header in Chromium (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })
  const phone = layout === 'phone'

  it('opens and closes the login menu with the keyboard alone and signs in from it; axe finds nothing open or closed', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/header')
    await expectAxeClean(page)
    const login = header(page).getByRole('button', { name: 'Anmeldung', exact: true })
    const menu = await panelOf(page, login)
    await openAndCloseByKeyboard(page, login, menu.getByLabel('Benutzername'))
    // spec 2 §4: below md the page behind an open menu does not scroll.
    await page.keyboard.press('Enter')
    await expect.poll(() => expanded(login)).toBe('true')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden')).toBe(phone)

    await page.keyboard.press('Tab')
    await page.keyboard.type('kunde@example.ch')
    await page.keyboard.press('Tab')
    await page.keyboard.type(DEMO_PASSWORD)
    // The login's redirect is the page itself: it loads again, rendered for the customer.
    const reloaded = page.waitForEvent('load')
    await page.keyboard.press('Enter')
    await reloaded
    await expect.poll(() => header(page).getByRole('button', { name: /^Mein Konto/ }).isVisible()).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('opens and closes each of a customer’s menus with the keyboard alone; axe finds nothing open or closed', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    await visit(page, '/header')
    await expectAxeClean(page)
    if (phone) {
      // Below md the profile and contact-person menus fold into one flyout with two accordions: the account button
      // of this width, one, named as from md up.
      expect(await header(page).getByRole('button', { name: /^Mein Konto/ }).count()).toBe(1)
      const flyout = header(page).getByRole('button', { name: 'Mein Konto, 2 ungelesen' })
      const menu = await panelOf(page, flyout)
      await openAndCloseByKeyboard(page, flyout, menu.getByRole('button', { name: 'Mein Konto' }))
      // The accordions, one open at a time, by keyboard; axe with the second open.
      await page.keyboard.press('Enter')
      await expect.poll(() => expanded(flyout)).toBe('true')
      await tabTo(page, menu.getByRole('button', { name: 'Weitere Funktionen' }))
      await page.keyboard.press('Enter')
      await expect.poll(() => menu.getByText('Sandra Meier').isVisible()).toBe(true)
      expect(await expanded(menu.getByRole('button', { name: 'Mein Konto' }))).toBe('false')
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
      await expectAxeClean(page)
      await page.keyboard.press('Escape')
      await expect.poll(() => expanded(flyout)).toBe('false')
      expect(await isFocused(flyout)).toBe(true)
    } else {
      const person = header(page).getByRole('button', { name: 'Ihre Ansprechperson' })
      await openAndCloseByKeyboard(page, person, (await panelOf(page, person)).getByRole('link', { name: '+41 44 555 01 23' }))
      const profile = header(page).getByRole('button', { name: 'Mein Konto, 2 ungelesen' })
      await openAndCloseByKeyboard(page, profile, (await panelOf(page, profile)).getByRole('link', { name: 'Kontoübersicht' }))
    }
    expect(await header(page).getByRole('link', { name: 'Warenkorb, Positionen: 3' }).getAttribute('href')).toBe('/warenkorb')
    expect(log.errors).toEqual([])
  })

  it('lets an employee act for a contact, shows it after a full page load, and logs out from the contact', async () => {
    await signIn(browser(), 'mitarbeiter@example.ch')
    const { page, log } = await newPage(browser())
    await visit(page, '/header')
    // Desktop: the select-contact menu; phone: the flyout's additional-tools accordion.
    // Located by place, not name: the select-contact button's name becomes the contact's once chosen.
    const opener = header(page).locator('button[aria-expanded]').first()
    expect(await header(page).getByRole('button', { name: phone ? 'Mein Konto, 1 ungelesen' : 'Im Namen von Kunden bestellen' }).getAttribute('aria-controls')).toBe(
      await opener.getAttribute('aria-controls'),
    )
    const menu = await panelOf(page, opener)
    const search = menu.getByRole('searchbox', { name: 'Kontakt suchen' })
    // The contact search arrives with the menu's first opening.
    if (!phone) await openAndCloseByKeyboard(page, opener, search)
    else await tabTo(page, opener)
    await page.keyboard.press('Enter')
    await expect.poll(() => expanded(opener)).toBe('true')
    if (phone) {
      await tabTo(page, menu.getByRole('button', { name: 'Weitere Funktionen' }))
      await page.keyboard.press('Enter')
    }
    await expect.poll(() => search.isVisible()).toBe(true)
    await tabTo(page, search)
    await expectAxeClean(page)
    await page.keyboard.type('garage')
    const contacts = menu.getByRole('listitem').filter({ has: page.getByRole('button') })
    await expect.poll(() => contacts.count()).toBe(2)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await isFocused(menu.getByRole('button', { name: 'Garage Huber GmbH, Thun Claudia Huber' }))).toBe(true)
    // Chosen: the page reloads for the customer (src/features/acting-for), and page data's user says for whom the employee acts.
    const chosen = page.waitForEvent('load', { timeout: 20_000 })
    await page.keyboard.press('Enter')
    await chosen
    await page.waitForFunction(() => document.querySelector('[data-widget="header"]')?.getAttribute('data-island') === 'mounted')
    if (!phone) expect(await opener.textContent()).toBe('Im Namen von Garage Huber GmbH (0001004712)')
    if (phone) {
      // The bar's button comes first; the open flyout's first section is named «Mein Konto» too.
      const flyout = header(page).getByRole('button', { name: /^Mein Konto/ }).first()
      await flyout.click()
      const panel = await panelOf(page, flyout)
      expect(await panel.getByText('Im Namen von Garage Huber GmbH (Kundennummer 0001004712)').first().isVisible()).toBe(true)
      await panel.getByRole('button', { name: 'Weitere Funktionen' }).click()
      await expectAxeClean(page)
      // The log-out reloads the page (src/features/acting-for): everything on it was the customer's.
      const reloaded = page.waitForEvent('load', { timeout: 20_000 })
      await panel.getByRole('button', { name: 'Vom Kontakt abmelden' }).click()
      await reloaded
      await expect.poll(() => panel.getByText(/Im Namen von Garage Huber/).count()).toBe(0)
    } else {
      const acting = header(page).getByRole('button', { name: 'Im Namen von Garage Huber GmbH (0001004712)' })
      expect(await acting.isVisible()).toBe(true)
      await tabTo(page, acting)
      await page.keyboard.press('Enter')
      const panel = await panelOf(page, acting)
      const logout = panel.getByRole('button', { name: 'Vom Kontakt abmelden' })
      await expect.poll(() => logout.isVisible()).toBe(true)
      // Only the way back: no contact search for an employee acting for a contact.
      expect(await panel.getByRole('searchbox').count()).toBe(0)
      await expectAxeClean(page)
      await page.keyboard.press('Tab')
      expect(await isFocused(logout)).toBe(true)
      const reloaded = page.waitForEvent('load', { timeout: 20_000 })
      await page.keyboard.press('Enter')
      await reloaded
      await expect.poll(() => header(page).getByRole('button', { name: 'Im Namen von Kunden bestellen' }).isVisible()).toBe(true)
    }
    await visit(page, '/header')
    expect(await header(page).getByText(/Garage Huber/).count()).toBe(0)
    expect(log.errors).toEqual([])
  })

  it('switches a retailer into retailer mode and reloads the page with it on', async () => {
    await signIn(browser(), 'haendler@example.ch')
    const { page, log } = await newPage(browser())
    await visit(page, '/header')
    // The bar's button comes first; on a phone the open flyout's first section is named «Mein Konto» too.
    const opener = header(page).getByRole('button', { name: /^Mein Konto/ }).first()
    await opener.click()
    const toggle = (await panelOf(page, opener)).getByRole('switch', { name: 'Kundenmodus' })
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    await expectAxeClean(page)
    const reloaded = page.waitForEvent('load')
    await toggle.click()
    await reloaded
    await settledHeader(page)
    const again = header(page).getByRole('button', { name: /^Mein Konto/ }).first()
    await again.click()
    expect(await (await panelOf(page, again)).getByRole('switch', { name: 'Kundenmodus' }).getAttribute('aria-checked')).toBe('true')
    expect(log.errors).toEqual([])
  })
})

// Whether the login menu opens on load depends on the session, not the width.
describe('tools/header in Chromium (desktop, the session)', () => {
  const browser = useBrowser({ viewport: DESKTOP })

  it('opens the login menu on load when the session asks for it', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/header?login=open')
    const login = header(page).locator('button[aria-expanded]')
    expect(await expanded(login)).toBe('true')
    const field = (await panelOf(page, login)).getByLabel('Benutzername')
    await expect.poll(() => field.isVisible()).toBe(true)
  })
})

const settledHeader = (page: Page) => page.waitForFunction(() => document.querySelector('main [data-widget="header"]')?.getAttribute('data-island') === 'mounted')
