import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, tabTo, useBrowser, visit } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// tools/distribution-partner-list with the keyboard alone at desktop width: the «Land» select is reached with Tab, a
// country is chosen by typing the start of its name and all of them again with Home, and each new number is
// announced in the list's status; nothing shifts while the partners arrive in the fallback's place, and axe finds nothing. On a
// phone the cards stand one under the other: the page fits the width and axe finds nothing.

const PATH = '/service/vertriebspartner'
const main = (page: Page) => page.locator('main')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const countries = (page: Page) => main(page).getByRole('heading', { level: 2 }).allTextContents()
const status = (page: Page) => main(page).getByRole('status').filter({ hasText: /^Vertriebspartner: \d+$/ })

describe('distribution partner list in Chromium', () => {
  const browser = useBrowser()

  it('narrows the list to a country by keyboard and back to all, announcing the number; nothing shifts, axe clean', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await expect.poll(() => main(page).getByRole('heading', { level: 3, name: 'Huber Schmiertechnik GmbH' }).isVisible()).toBe(true)
    // The fallback's box held the bar and the cards' room (docs/cms-integration.md "Fallback markup").
    await expectSteady(page)
    expect(await countries(page)).toHaveLength(25)
    expect(await status(page).textContent()).toBe('Vertriebspartner: 40')
    await expectAxeClean(page)

    const select = main(page).getByRole('combobox', { name: 'Land' })
    await tabTo(page, select, 80)
    // A closed select chooses by the start of a name typed, as in any form.
    await page.keyboard.type('Deu')
    await expect.poll(() => countries(page)).toEqual(['Deutschland'])
    await expect.poll(() => status(page).textContent()).toBe('Vertriebspartner: 3')
    expect(await isFocused(select)).toBe(true)

    // The next Tab reaches the first partner's phone, then its e-mail and its website, which opens in a new tab.
    await page.keyboard.press('Tab')
    const phone = main(page).getByRole('link', { name: '+49 89 321 874 50' })
    expect(await isFocused(phone)).toBe(true)
    expect(await phone.getAttribute('href')).toBe('tel:+498932187450')
    await page.keyboard.press('Tab')
    expect(await isFocused(main(page).getByRole('link', { name: 'kontakt@brenner-oele.example' }))).toBe(true)
    await page.keyboard.press('Tab')
    const website = main(page).getByRole('link', { name: 'www.brenner-oele.example (öffnet in neuem Tab)' })
    expect(await isFocused(website)).toBe(true)
    expect(await website.getAttribute('target')).toBe('_blank')
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer')

    // Back to the select and to every country.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await isFocused(select)).toBe(true)
    await page.keyboard.press('Home')
    await expect.poll(() => countries(page).then((names) => names.length)).toBe(25)
    await expect.poll(() => status(page).textContent()).toBe('Vertriebspartner: 40')
    expect(await select.inputValue()).toBe('')
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})

describe('distribution partner list on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('stands the cards one under the other, fits the width and is axe clean', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    const first = main(page).getByRole('heading', { level: 3, name: 'Lubritec Belgium NV' })
    await expect.poll(() => first.isVisible()).toBe(true)
    // Germany's three cards in one column, each as wide as the list.
    const cards = main(page).getByRole('heading', { level: 2, name: 'Deutschland' }).locator('xpath=..').getByRole('listitem')
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()))
    expect(boxes).toHaveLength(3)
    expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(1)
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
