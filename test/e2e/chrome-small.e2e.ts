import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_INFO_RIBBON } from '@/test/cms/page-data'
import { DISMISSED_COOKIE, ribbonKey } from '@/widgets/tools/info-ribbon/dismissal'
import { axe, type AxeViolation, baseUrl, describeViolations, fitsWidth, newPage, tabTo, useBrowser, visit, DESKTOP, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 2 §2.1, §2.4: the breadcrumb, the info ribbon and the scroll-to-top button in Chromium: keyboard paths, axe
// with each open and closed, and no layout shift when the islands mount or when a dismissed ribbon stays away after
// a reload. On a phone the breadcrumb is one line back to the parent and the button sits in a phone's corner.

// The simulated CMS's own scaffolding (its switcher bar outside the landmarks, its footer beside the shop's)
// is the layout's to fix, and pages.e2e.ts reports it; here axe judges the widgets.
const SCAFFOLDING = (violation: AxeViolation) =>
  ['landmark-no-duplicate-contentinfo', 'landmark-unique', 'region'].includes(violation.id) &&
  violation.nodes.every(({ target }) => target.some((selector) => selector.startsWith('.cms-') || selector.startsWith('.site-footer')))

async function expectAxeClean(page: Page) {
  const violations = (await axe(page)).filter((violation) => !SCAFFOLDING(violation))
  expect(violations, describeViolations(violations)).toEqual([])
}

/** Waits until the page stops moving (a keyboard scroll is animated). */
async function scrollSettled(page: Page) {
  await page.evaluate(async () => {
    let last = -1
    while (last !== window.scrollY) {
      last = window.scrollY
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
}

/** Presses Shift+Tab until `target` has focus, as a keyboard user going backwards would. */
async function shiftTabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Shift+Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Shift+Tab never reached ${target.toString()} within ${limit} presses`)
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim() ?? '')
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const opacity = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).opacity)

/** Scrolls down 1500 px and up 200 px with the wheel, as a reader would, until the scroll-to-top button shows. */
async function scrollDownAndUp(page: Page, viewport: { width: number; height: number }, button: Locator) {
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(1500)
  // Scrolling down: reachable with Tab, but not shown.
  expect(await opacity(button)).toBe('0')
  await scrollSettled(page)
  await page.mouse.wheel(0, -200)
  await scrollSettled(page)
  await expect.poll(() => opacity(button)).toBe('1')
}

/** The button sits fixed at the bottom right of `viewport`, above the content, a 44 px target. */
async function expectInTheCorner(button: Locator, viewport: { width: number; height: number }) {
  const box = (await button.boundingBox())!
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40)
  expect(box.width).toBeGreaterThanOrEqual(44)
}

describe('breadcrumb, info ribbon and scroll-to-top', () => {
  const viewport = DESKTOP
  const browser = useBrowser({ viewport })

  it('info ribbon: closed with Tab and Enter, it stays away after a reload, and nothing shifts', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/heading')
    const ribbon = page.getByRole('region', { name: DEMO_INFO_RIBBON })
    expect(await ribbon.isVisible()).toBe(true)
    await expectSteady(page)
    await expectAxeClean(page)

    await tabTo(page, ribbon.getByRole('button', { name: 'Hinweis schliessen' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => ribbon.count()).toBe(0)
    await expectAxeClean(page)
    // Remembered where the CMS sees it: a cookie for the whole site, for a year.
    const cookie = (await browser().context.cookies(baseUrl())).find(({ name }) => name === DISMISSED_COOKIE)
    expect(cookie).toMatchObject({ value: ribbonKey(DEMO_INFO_RIBBON), path: '/', sameSite: 'Lax' })
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

    // The next page comes without the ribbon at all: no marker, no fallback that would collapse.
    await page.reload()
    await page.locator('[data-widget="breadcrumb"][data-island="mounted"]').waitFor()
    expect(await page.locator('[data-widget="info-ribbon"]').count()).toBe(0)
    await expectSteady(page)
    await visit(page, '/breadcrumb')
    expect(await page.locator('[data-widget="info-ribbon"]').count()).toBe(0)
    expect(log.errors).toEqual([])
  })

  it('info ribbon: a click on its text closes it too', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/breadcrumb')
    const ribbon = page.getByRole('region', { name: DEMO_INFO_RIBBON })
    await ribbon.getByText(DEMO_INFO_RIBBON).click()
    await expect.poll(() => ribbon.count()).toBe(0)
  })

  it('breadcrumb: the trail under the header, as structured data too', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/breadcrumb')
    await expectSteady(page)
    const nav = page.getByRole('navigation', { name: 'Brotkrumen', exact: true })
    const current = nav.getByText('Brotkrumennavigation', { exact: true })
    const back = nav.getByRole('link', { name: 'Block-Katalog', exact: true })
    expect(await back.isVisible()).toBe(true)
    expect(await nav.getByRole('link', { name: 'Startseite' }).isVisible()).toBe(true)
    expect(await current.getAttribute('aria-current')).toBe('page')
    expect(await fitsWidth(page)).toBe(true)
    const data = JSON.parse((await nav.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { itemListElement: { name: string; item?: string }[] }
    expect(data.itemListElement.map(({ name }) => name)).toEqual(['Startseite', 'Block-Katalog', 'Brotkrumennavigation'])
    expect(data.itemListElement[1]?.item).toBe(`${baseUrl()}/katalog`)
    // Category icons are the files of /vue/icons, inlined (spec 2 §7), in the box the fallback kept for them.
    const categories = page.getByRole('list', { name: 'Produktkategorien' }).first()
    await categories.locator('[data-icon="oil-finder"] > svg').first().waitFor()
    expect((await categories.locator('[data-icon="oil-finder"]').first().boundingBox())?.width).toBe(32)
    // The examples: a disabled item is text, not a link.
    expect(await page.getByRole('navigation', { name: 'Beispiel: Mit nicht anklickbarem Eintrag' }).getByRole('link', { name: 'Produkte' }).count()).toBe(0)
    await expectAxeClean(page)

    // Keyboard: Tab to the way back and follow it.
    await tabTo(page, back)
    const loaded = page.waitForURL(`${baseUrl()}/katalog`)
    await page.keyboard.press('Enter')
    await loaded
    expect(log.errors).toEqual([])
  })

  it('scroll-to-top: shows when scrolling up beyond 1000 px; a click brings view and focus to the top', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/scroll-to-top')
    const button = page.getByRole('button', { name: 'Zum Seitenanfang' })
    // visit() read the page down and jumped back to the top: the button hides once the page is there.
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect.poll(() => button.isVisible()).toBe(false)
    await scrollDownAndUp(page, viewport, button)
    await expectInTheCorner(button, viewport)
    await expectAxeClean(page)

    await button.click()
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0)
    expect(await activeText(page)).toBe('Zum Inhalt springen')
    await expect.poll(() => button.isVisible()).toBe(false)
    expect(log.errors).toEqual([])
  })

  it('scroll-to-top: with the keyboard alone, scroll down, up a little, reach the button, Enter; focus is at the top', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/scroll-to-top')
    const button = page.getByRole('button', { name: 'Zum Seitenanfang' })
    await page.keyboard.press('End')
    await scrollSettled(page)
    expect(await scrollY(page)).toBeGreaterThan(1500)
    await page.keyboard.press('PageUp')
    await scrollSettled(page)
    await expect.poll(() => opacity(button)).toBe('1')
    // Backwards from the top of the tab order: the button ends the page's content, before the footer's links.
    await shiftTabTo(page, button)
    await page.keyboard.press('Enter')
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0)
    expect(await activeText(page)).toBe('Zum Inhalt springen')
    // The next Tab continues from the top of the page: the CMS's brand link follows its skip link.
    await page.keyboard.press('Tab')
    expect(await activeText(page)).toBe('Simuliertes CMS')
  })

  it('scroll-to-top: a keyboard user tabbing down a long page meets it at the end, shown once focused', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/scroll-to-top')
    const button = page.getByRole('button', { name: 'Zum Seitenanfang' })
    await page.mouse.move(viewport.width / 2, viewport.height / 2)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(1500)
    await scrollSettled(page)
    expect(await opacity(button)).toBe('0')
    await button.focus()
    await expect.poll(() => opacity(button)).toBe('1')
    await expectAxeClean(page)
  })
})

describe('breadcrumb and scroll-to-top on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows one line of 44 px back to the parent, reached by Tab; the scroll-to-top button sits in the corner and brings view and focus to the top', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/breadcrumb')
    const nav = page.getByRole('navigation', { name: 'Brotkrumen', exact: true })
    const back = nav.getByRole('link', { name: 'Zurück zu Block-Katalog', exact: true })
    expect(await back.isVisible()).toBe(true)
    // Only the parent shows, in one line of 44 px.
    expect(await nav.getByRole('link', { name: 'Startseite' }).isVisible()).toBe(false)
    expect(await nav.getByText('Brotkrumennavigation', { exact: true }).isVisible()).toBe(false)
    expect((await nav.locator('ol').boundingBox())!.height).toBeLessThanOrEqual(48)
    expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await tabTo(page, back)
    expect(await back.getAttribute('href')).toBe('/katalog')

    await visit(page, '/scroll-to-top')
    const button = page.getByRole('button', { name: 'Zum Seitenanfang' })
    await expect.poll(() => scrollY(page)).toBe(0)
    await scrollDownAndUp(page, PHONE, button)
    await expectInTheCorner(button, PHONE)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await button.click()
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0)
    expect(await activeText(page)).toBe('Zum Inhalt springen')
    expect(log.errors).toEqual([])
  })
})
