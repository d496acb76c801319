import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { axe, baseUrl, describeViolations, newPage, tabTo, useBrowser, visit, VIEWPORTS } from './browser'

// tools/language-switcher (spec 2 §2.3, §4) in the header bar, where the CMS places it on every page from
// 768 px; on a phone the bar has no room for it (the navigation and the footer offer the languages there),
// so the test uses the one its page places in the content.
const trigger = (page: Page, name: string, where: string) => page.locator(where).getByRole('button', { name, exact: true })
// The header's switcher shows the language's code on a phone, and its name says so first (label in name).
const nameOf = (phone: boolean, code: string, name: string) => (phone ? `${code} ${name}` : name)
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

async function expectNoViolations(page: Page) {
  // The modal fades in; its colours are measured once it has arrived.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const violations = await axe(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

/** Presses Enter on the focused link and waits for the page it leads to: the same page at the language's own URL (docs/simulated-cms.md, "Languages"). */
async function follow(page: Page, path: string) {
  const loaded = page.waitForEvent('load')
  await page.keyboard.press('Enter')
  await loaded
  expect(page.url()).toBe(`${baseUrl()}${path}`)
}

describe.each(VIEWPORTS)('tools/language-switcher in Chromium (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })
  const german = nameOf(layout === 'phone', 'DE', 'Deutsch, Sprache und Land wählen')
  const place = layout === 'phone' ? 'main' : 'header.site-header'

  it('switches the language within Switzerland with the keyboard alone: de-CH to fr-CH', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/language-switcher')
    expect(await htmlLang(page)).toBe('de-CH')
    await expectNoViolations(page)

    const button = trigger(page, german, place)
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const languages = page.getByRole('list', { name: 'Sprachen: Schweiz' })
    expect(await languages.isVisible()).toBe(true)
    // The overlay stays inside the window, even on a phone.
    const box = await page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
    expect(await languages.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true')
    await expectNoViolations(page)

    await page.keyboard.press('Tab')
    expect(await isFocused(languages.getByRole('link', { name: 'Deutsch' }))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await isFocused(languages.getByRole('link', { name: 'Français' }))).toBe(true)
    await follow(page, '/fr-ch/language-switcher')
    expect(await htmlLang(page)).toBe('fr-CH')
    await expect.poll(() => trigger(page, nameOf(layout === 'phone', 'FR', 'Français, Choisir la langue et le pays'), place).isVisible()).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('switches the country with the keyboard alone: Switzerland to Germany, a single language, at once', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/language-switcher')
    const button = trigger(page, german, place)
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    const switchCountry = page.locator(place).getByRole('button', { name: 'Land wechseln' })
    await tabTo(page, switchCountry, 6)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sprache und Land wählen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // The current country shows its languages; the others are listed by name.
    expect(await dialog.getByRole('button', { name: 'Schweiz' }).getAttribute('aria-expanded')).toBe('true')
    await expectNoViolations(page)

    const germany = dialog.getByRole('link', { name: 'Deutschland Deutsch' })
    await tabTo(page, germany, 12)
    await follow(page, '/de-de/language-switcher')
    expect(await htmlLang(page)).toBe('de-DE')

    // Germany has one language: the trigger opens the country modal straight away; Escape closes it, focus back.
    const again = trigger(page, german, place)
    await expect.poll(() => again.getAttribute('aria-haspopup')).toBe('dialog')
    await tabTo(page, again)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('link', { name: 'Deutschland Deutsch' }).getAttribute('aria-current')).toBe('true')
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await isFocused(again)).toBe(true)
    await expectNoViolations(page)
    expect(log.errors).toEqual([])
  })

  it('closes the overlay on a click outside and on Escape, focus back on the trigger', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/language-switcher')
    const button = trigger(page, german, place)
    const languages = page.getByRole('list', { name: 'Sprachen: Schweiz' })
    await button.click()
    expect(await languages.isVisible()).toBe(true)
    // Below the overlay, on the page's text.
    await page.mouse.click(20, viewport.height - 20)
    await expect.poll(() => languages.count()).toBe(0)
    await button.click()
    await page.keyboard.press('Escape')
    await expect.poll(() => languages.count()).toBe(0)
    expect(await isFocused(button)).toBe(true)
  })
})
