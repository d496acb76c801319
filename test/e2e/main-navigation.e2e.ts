import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { navigationAddresses } from '@/test/mocks/db/navigation'
import { axe, baseUrl, describeViolations, newPage, tabTo, useBrowser, visit, DESKTOP, PHONE, signIn } from './browser'
import { inPool } from './link-check'

// tools/main-navigation (spec 2 §2.2, §4) on the shop's pages, where the CMS places it in the header bar.
const menuButton = (page: Page) => page.locator('header.site-header').getByRole('button', { name: 'Menü', exact: true })
const menu = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' })
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent.trim() ?? '')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

async function expectNoViolations(page: Page) {
  // A level slides in on a phone; its colours are measured once it has arrived.
  await page.waitForFunction(() =>
    (document.querySelector('nav[aria-label="Hauptnavigation"]')?.getAnimations({ subtree: true }) ?? []).every((animation) => animation.playState !== 'running'),
  )
  const violations = await axe(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('tools/main-navigation in Chromium (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })
  const phone = layout === 'phone'

  it('opens to level 3 with the keyboard alone and closes with Escape, focus back on the menu button; axe finds nothing at any level', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/')
    await expectNoViolations(page)

    await tabTo(page, menuButton(page))
    await page.keyboard.press('Enter')
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true')
    expect(await menu(page).isVisible()).toBe(true)
    // spec 2 §4: the page behind does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expectNoViolations(page)

    await page.keyboard.press('ArrowDown')
    expect(await focusedText(page)).toBe('Motorenöle')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedText(page)).toBe('Alle Motorenöle')
    await expectNoViolations(page)

    await page.keyboard.press('ArrowDown')
    expect(await focusedText(page)).toBe('PKW-Motorenöle')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => focusedText(page)).toBe('Alle PKW-Motorenöle')
    const level3 = menu(page).getByRole('group', { name: 'PKW-Motorenöle' })
    expect(await level3.getByRole('link', { name: 'SAE 5W-30' }).isVisible()).toBe(true)
    // A phone shows the deepest level alone, with a way back; the desktop panel shows a column per level.
    expect(await menu(page).getByRole('button', { name: 'Motorenöle', exact: true }).isVisible()).toBe(!phone)
    expect(await level3.getByRole('button', { name: 'Zurück' }).isVisible()).toBe(phone)
    await expectNoViolations(page)

    await page.keyboard.press('Escape')
    await expect.poll(() => focusedText(page)).toBe('PKW-Motorenöle')
    await page.keyboard.press('Escape')
    await expect.poll(() => focusedText(page)).toBe('Motorenöle')
    await page.keyboard.press('Escape')
    await expect.poll(() => menu(page).count()).toBe(0)
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false')
    expect(await isFocused(menuButton(page))).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    expect(log.errors).toEqual([])
  })

  it('keeps Tab inside the open menu, and lays it out under the header bar', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/')
    await menuButton(page).click()
    // Tab backwards from the button wraps to the menu's last element, forwards back to the button.
    await page.keyboard.press('Shift+Tab')
    expect(await focusedText(page)).toMatch(/^Sprache/)
    await page.keyboard.press('Tab')
    expect(await isFocused(menuButton(page))).toBe(true)

    const header = await page.locator('header.site-header').boundingBox()
    const panel = await menu(page).boundingBox()
    expect(panel && header && Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1)
    if (phone) {
      // The screen below the header, as wide as the header bar (the room of a scrollbar stays while the page is locked).
      expect(panel).toMatchObject({ x: 0, width: header?.width })
      expect(Math.round((panel?.y ?? 0) + (panel?.height ?? 0))).toBe(viewport.height)
    } else {
      // Columns side by side, whatever is open.
      await menu(page).getByRole('button', { name: 'Motorenöle', exact: true }).click()
      await menu(page).getByRole('button', { name: 'PKW-Motorenöle' }).click()
      const columns = await Promise.all(
        [menu(page).getByRole('button', { name: 'Motorenöle', exact: true }), menu(page).getByRole('button', { name: 'PKW-Motorenöle' }), menu(page).getByRole('link', { name: 'SAE 5W-30' })].map((locator) =>
          locator.boundingBox(),
        ),
      )
      const lefts = columns.map((box) => box?.x ?? 0)
      expect(lefts[0]).toBeLessThan(lefts[1] ?? 0)
      expect(lefts[1]).toBeLessThan(lefts[2] ?? 0)
    }
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  // Each brand's open menu at one width, the two brands at different ones (theme 01 is checked at both above).
  const theme = phone ? '02' : '03'
  it(`shows brand ${theme}’s own navigation, axe clean with the menu open`, async () => {
    const { page } = await newPage(browser())
    await visit(page, `/?theme=${theme}`)
    await menuButton(page).click()
    const first = theme === '02' ? 'Rennsport' : 'Branchen'
    await menu(page).getByRole('button', { name: first }).click()
    expect(await menu(page).getByRole('group', { name: first }).isVisible()).toBe(true)
    await expectNoViolations(page)
  })

  it('has its demo page, axe clean with both menus closed and with the page’s own open', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/main-navigation')
    await expectNoViolations(page)
    await page.locator('main').getByRole('button', { name: 'Menü', exact: true }).click()
    expect(await page.getByText('Welches Öl passt?').isVisible()).toBe(true)
    // One menu at a time: the header's opens, the page's closes.
    await menuButton(page).click()
    await expect.poll(() => page.getByText('Welches Öl passt?').count()).toBe(0)
    expect(await menu(page).count()).toBe(1)
    await expectNoViolations(page)
    expect(log.errors).toEqual([])
  })
})

describe('tools/main-navigation on a phone (375 px)', () => {
  const phoneBrowser = useBrowser({ viewport: PHONE })

  it('goes back a level with the back button', async () => {
    const { page } = await newPage(phoneBrowser())
    await visit(page, '/')
    await menuButton(page).click()
    await menu(page).getByRole('button', { name: 'Unternehmen' }).click()
    await menu(page).getByRole('button', { name: 'Nachhaltigkeit' }).click()
    expect(await menu(page).getByRole('link', { name: 'Zertifizierungen' }).isVisible()).toBe(true)
    await menu(page).getByRole('group', { name: 'Nachhaltigkeit' }).getByRole('button', { name: 'Zurück' }).click()
    expect(await menu(page).getByRole('link', { name: 'Über uns' }).isVisible()).toBe(true)
  })
})

describe('tools/main-navigation on a desktop (1280 px)', () => {
  const desktopBrowser = useBrowser({ viewport: DESKTOP })

  it('closes on a click outside the panel', async () => {
    const { page } = await newPage(desktopBrowser())
    await visit(page, '/')
    await menuButton(page).click()
    await menu(page).getByRole('button', { name: 'Service' }).click()
    expect(await menu(page).isVisible()).toBe(true)
    await page.mouse.click(DESKTOP.width - 20, DESKTOP.height - 20)
    await expect.poll(() => menu(page).count()).toBe(0)
  })

  // Whether the menu is there depends on the session, not the width.
  it('is hidden for signed-out visitors with hideMenuWhenLoggedOut, and shown once signed in', async () => {
    const { page } = await newPage(desktopBrowser())
    await visit(page, '/?features=hideMenuWhenLoggedOut')
    expect(await page.locator('header.site-header [data-widget="main-navigation"]').getAttribute('data-island')).toBe('mounted')
    expect(await menuButton(page).count()).toBe(0)
    await expectNoViolations(page)

    await signIn(desktopBrowser())
    await visit(page, '/')
    expect(await menuButton(page).isVisible()).toBe(true)
  })
})

describe('the demo site’s navigation data', () => {
  it('leads only to addresses that answer with a page, in every brand', async () => {
    const paths = navigationAddresses()
    const statuses = await inPool(paths, 8, async (path) => {
      const response = await fetch(`${baseUrl()}${path}`)
      await response.body?.cancel()
      return response.status
    })
    expect(paths.filter((_, index) => statuses[index] !== 200)).toEqual([])
  })
})
