import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, signIn, tabTo, useBrowser, visit } from './browser'

// tools/image-hotspots (spec 2 §2.10, §4) on /bildpunkte: a workshop shown from 1024 px only, and a warehouse also on the
// phone. axe, layout shift and links check the page itself in pages.e2e.ts; here the journeys where the browser matters.
const PAGE = '/bildpunkte'

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} has no box`)
  return found
}
const hotspot = (page: Page, title: string) => page.getByRole('button', { name: `Hotspot: ${title}` })
const tile = (page: Page, title: string) => page.getByRole('dialog', { name: title })

describe('tools/image-hotspots in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('is used with the keyboard alone: the tile opens with the focus in it, within the picture, and Escape or its close button returns to the hotspot', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, PAGE)
    const motorOil = hotspot(page, 'Motoröl Synth 5W-30 C3')
    await tabTo(page, motorOil)
    await page.keyboard.press('Enter')
    const open = tile(page, 'Motoröl Synth 5W-30 C3')
    await expect.poll(() => isFocused(open)).toBe(true)
    expect(await motorOil.getAttribute('aria-expanded')).toBe('true')
    // spec 2 §6, §7: the active shop user's sale label, from the block's one call.
    await expect.poll(() => open.textContent()).toContain('Aktion -10 %')

    // Beside its hotspot, on the side with more room, and within the picture.
    const [stage, spot, opened] = await Promise.all([box(page.locator('[data-part="stage"]').first()), box(motorOil), box(open)])
    // Left of the disc (44 px across; its box is wider, turned by 45° while open).
    expect(opened.x + opened.width).toBeLessThanOrEqual(spot.x + spot.width / 2 - 22)
    expect(opened.x).toBeGreaterThanOrEqual(stage.x)
    expect(opened.y).toBeGreaterThanOrEqual(stage.y)
    expect(opened.y + opened.height).toBeLessThanOrEqual(stage.y + stage.height)
    await expectAxeClean(page)

    // Tab goes on within the tile: its close button, then its link.
    await page.keyboard.press('Tab')
    expect(await isFocused(open.getByRole('button', { name: /^Schlie(ss|ß)en$/ }))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await isFocused(open.getByRole('link', { name: 'Zum Produkt' }))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => open.isVisible()).toBe(false)
    await expect.poll(() => isFocused(motorOil)).toBe(true)

    // Enter on the close button closes it too; Space on the hotspot opens it again and a second Space closes it (spec 2 §4).
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(open)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(motorOil)).toBe(true)
    expect(await open.isVisible()).toBe(false)
    await page.keyboard.press('Space')
    await expect.poll(() => open.isVisible()).toBe(true)
    await motorOil.press('Space')
    await expect.poll(() => open.isVisible()).toBe(false)
    expect(log.errors).toEqual([])
  })

  it('opens one tile at a time, and fades it in only for visitors who have not asked for less motion', async () => {
    const { page } = await newPage(browser())
    await visit(page, PAGE)
    await hotspot(page, 'Lithiumfett MP 2').click()
    // The animation the tile is given, not whether it still runs: a loaded machine read it after the fade had ended.
    const animation = (element: Element) => getComputedStyle(element).animationName
    expect(await tile(page, 'Lithiumfett MP 2').evaluate(animation)).toMatch(/tile-in$/)
    await hotspot(page, 'Altöl fachgerecht entsorgen').click()
    expect(await page.getByRole('dialog').count()).toBe(1)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await hotspot(page, 'Getriebeöl 75W-90 GL-5 Synth').click()
    const gearOil = tile(page, 'Getriebeöl 75W-90 GL-5 Synth')
    await expect.poll(() => gearOil.isVisible()).toBe(true)
    expect(await gearOil.evaluate(animation)).toBe('none')
  })
})

describe('tools/image-hotspots in Chromium at 375 px', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows only the block with enableMobileVersion, its tile under the picture and within the screen', async () => {
    const { page } = await newPage(browser())
    await visit(page, PAGE)
    // spec 2 §2.10: the workshop is hidden on the phone; it takes no room either.
    expect(await hotspot(page, 'Motoröl Synth 5W-30 C3').count()).toBe(0)
    expect(await page.locator('[data-widget="image-hotspots"]').first().evaluate((element) => element.getBoundingClientRect().height)).toBe(0)

    const hydraulic = hotspot(page, 'Hydrauliköl HLP 46')
    await tabTo(page, hydraulic)
    await page.keyboard.press('Enter')
    const open = tile(page, 'Hydrauliköl HLP 46')
    await expect.poll(() => isFocused(open)).toBe(true)
    const [picture, opened, spot] = await Promise.all([box(page.locator('[data-part="stage"] > picture').last()), box(open), box(hydraulic)])
    expect(opened.y).toBeGreaterThanOrEqual(picture.y + picture.height)
    // The hotspot stays where it was on the picture (62 % from its top), however tall the tile below it.
    expect(Math.abs(spot.y + spot.height / 2 - (picture.y + 0.62 * picture.height))).toBeLessThan(2)
    expect(opened.x).toBeGreaterThanOrEqual(0)
    expect(opened.x + opened.width).toBeLessThanOrEqual(PHONE.width)
    expect(await fitsWidth(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => isFocused(hydraulic)).toBe(true)
  })
})
