import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, tabTo, useBrowser, visit, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 1 §7: the notification centre as the demo customer uses it, with the keyboard alone: mark one and all read,
// the header's count following at once and after a reload; axe with the header's menu open and closed. On a phone
// the account links sit in the flyout's «Mein Konto» section.

const PATH = '/konto/benachrichtigungen'
const NEWEST = 'Lieferung heute zwischen 10 und 12 Uhr'
const SHEET = 'Neues Sicherheitsdatenblatt: Getriebeöl 75W-90 Truck'

const main = (page: Page) => page.locator('main')
const banner = (page: Page) => page.getByRole('banner')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const markButton = (page: Page, title: string) => main(page).getByRole('button', { name: `Als gelesen markieren: ${title}` })
const markAll = (page: Page) => main(page).getByRole('button', { name: 'Alle als gelesen markieren' })

/** The header's account button («Mein Konto» at every width), named with the unread count while there is one. */
const userButton = (page: Page, unread: number) =>
  banner(page).getByRole('button', { name: unread > 0 ? `Mein Konto, ${unread} ungelesen` : 'Mein Konto', exact: true })


/** Presses Shift+Tab until `target` has focus, as a keyboard user going back would. */
async function shiftTabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Shift+Tab')
    if (await isFocused(target)) return
  }
  throw new Error(`Shift+Tab never reached ${target.toString()} within ${limit} presses`)
}

describe('notification centre in Chromium', () => {
  const browser = useBrowser()

  it('marks one and then all read by keyboard; the header’s count follows at once and stays after a reload', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    // «Ungelesen: …» (Chromium puts a space before the colon, which sits in a visually hidden span of the badge).
    const newest = main(page).getByRole('heading', { level: 3, name: /^Ungelesen ?: Lieferung heute zwischen 10 und 12 Uhr$/ })
    await expect.poll(() => newest.isVisible()).toBe(true)
    await page.waitForTimeout(100)
    // The fallback box kept the room of the loaded list (docs/cms-integration.md "Fallback markup").
    await expectSteady(page)
    expect(await userButton(page, 2).isVisible()).toBe(true)
    // Sent 06:42 UTC: shown in Swiss time whatever the browser's zone (this one runs in UTC).
    expect(await newest.locator('xpath=ancestor::article').locator('time').textContent()).toBe('24.11.2026 - 07:42')
    expect(await main(page).getByText('Ungelesen: 2', { exact: true }).isVisible()).toBe(true)
    await expectAxeClean(page)

    // One, by keyboard: the header's count drops at once, focus goes on to the next unread one.
    await tabTo(page, markButton(page, NEWEST), 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => userButton(page, 1).isVisible()).toBe(true)
    expect(await main(page).getByRole('heading', { level: 3, name: NEWEST, exact: true }).isVisible()).toBe(true)
    expect(await isFocused(markButton(page, SHEET))).toBe(true)

    // All, by keyboard: back up to the button above the list.
    await shiftTabTo(page, markAll(page))
    await page.keyboard.press('Enter')
    await expect.poll(() => userButton(page, 0).isVisible()).toBe(true)
    await expect.poll(() => main(page).getByText('Alle Benachrichtigungen sind gelesen.').isVisible()).toBe(true)
    expect(await main(page).getByRole('button', { name: /^Als gelesen markieren/ }).count()).toBe(0)
    expect(await isFocused(markAll(page))).toBe(true)
    expect(await markAll(page).getAttribute('aria-disabled')).toBe('true')
    await expectAxeClean(page)

    // The server kept it: a reload shows no count in the header and nothing unread.
    await visit(page, PATH)
    await expect.poll(() => main(page).getByText('Alle Benachrichtigungen sind gelesen.').isVisible()).toBe(true)
    expect(await userButton(page, 0).isVisible()).toBe(true)
    expect(await main(page).getByText('Ungelesen', { exact: true }).count()).toBe(0)

    expect(log.errors).toEqual([])
  })

  it('moves focus to the heading once the last unread one is marked by keyboard, with the focus ring', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, PATH)
    await tabTo(page, markButton(page, NEWEST), 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(markButton(page, SHEET))).toBe(true)
    await page.keyboard.press('Enter')
    const heading = main(page).getByRole('heading', { level: 2, name: 'Ihre Benachrichtigungen' })
    await expect.poll(() => isFocused(heading)).toBe(true)
    // Focus the code moved after a key press shows the ring (styles/base.css), as anywhere else.
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
  })

  it('shows the count in the user menu, which follows a mark; axe with the menu open', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    await expect.poll(() => markButton(page, SHEET).isVisible()).toBe(true)
    await markButton(page, SHEET).click()

    const button = userButton(page, 1)
    await expect.poll(() => button.isVisible()).toBe(true)
    // The header comes before the list: back up to it.
    await shiftTabTo(page, button, 60)
    await page.keyboard.press('Enter')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const panel = page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`)
    await expect.poll(() => panel.getByRole('link', { name: 'Benachrichtigungen 1 ungelesen' }).isVisible()).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    expect(log.errors).toEqual([])
  })

  it('shows ten at a time and moves focus to the first one shown more, by keyboard', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    const more = main(page).getByRole('button', { name: 'Weitere anzeigen' })
    await expect.poll(() => more.isVisible()).toBe(true)
    expect(await main(page).getByText('Angezeigt: 10 von 30').isVisible()).toBe(true)
    await tabTo(page, more, 120)
    await page.keyboard.press('Enter')
    const eleventh = main(page).getByRole('article', { name: 'Technisches Datenblatt aktualisiert: Hydrauliköl HLP 46' })
    await expect.poll(() => isFocused(eleventh)).toBe(true)
    expect(await main(page).getByText('Angezeigt: 20 von 30').isVisible()).toBe(true)
    // The link of that entry is the next stop.
    await page.keyboard.press('Tab')
    expect(await isFocused(eleventh.getByRole('link', { name: 'Zum Produkt' }))).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })

  it('takes a failed mark back and says why', async () => {
    await signIn(browser())
    await browser().mock.fault({ method: 'POST', path: '/api/notifications/read/n-kunde-30', status: 503, messages: [{ type: 'error', message: 'Der Dienst ist kurz nicht erreichbar.' }], delayMs: 300 })
    const { page } = await newPage(browser())
    await visit(page, PATH)
    await expect.poll(() => markButton(page, NEWEST).isVisible()).toBe(true)
    await markButton(page, NEWEST).click()
    await expect.poll(() => page.getByText('Der Dienst ist kurz nicht erreichbar.').isVisible()).toBe(true)
    await expect.poll(() => markButton(page, NEWEST).isVisible()).toBe(true)
    expect(await userButton(page, 2).isVisible()).toBe(true)
    await expectAxeClean(page)
  })
})

describe('notification centre on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows the count in the flyout’s «Mein Konto» section, opened by keyboard, and empties it when all are read; axe clean, nothing scrolls sideways', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    await expect.poll(() => markAll(page).isVisible()).toBe(true)
    const button = userButton(page, 2)
    await tabTo(page, button, 40)
    await page.keyboard.press('Enter')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const panel = page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`)
    // Below md the account links sit in the flyout's first accordion.
    const account = panel.getByRole('button', { name: 'Mein Konto' })
    if ((await account.getAttribute('aria-expanded')) !== 'true') {
      await tabTo(page, account)
      await page.keyboard.press('Enter')
    }
    await expect.poll(() => panel.getByRole('link', { name: 'Benachrichtigungen 2 ungelesen' }).isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')

    await tabTo(page, markAll(page), 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => userButton(page, 0).isVisible()).toBe(true)
    await expect.poll(() => main(page).getByText('Alle Benachrichtigungen sind gelesen.').isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    expect(log.errors).toEqual([])
  })
})
