import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'

// product/favorites-list and the favourite button (spec 1 §2, §6; spec 2 §4, §7) on the favourites page,
// where a product area (a product list of its own island) shows favourite buttons of the same products. On a phone
// the list is one column and the confirmation takes the whole screen.
const PATH = ACCOUNT_PAGES.favorites.link
const favorites = (page: Page) => page.locator('[data-widget="favorites-list"]')
const productArea = (page: Page) => page.locator('[data-widget="product-list"]')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const pressed = (button: Locator) => button.getAttribute('aria-pressed')

describe('favourites in Chromium', () => {
  const browser = useBrowser()

  it('adds a favourite in the product area, keeps both of its buttons in step, removes it by keyboard after confirming, and the server keeps each state', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    await expect.poll(() => favorites(page).getByText('Sie haben noch keine Favoriten.').isVisible()).toBe(true)
    await expectAxeClean(page)

    // spec 2 §4: clicking a non-favourite adds it at once; the favourites list above takes it in.
    const areaButton = productArea(page).getByRole('button', { name: / als Favorit merken$/ }).first()
    await expect.poll(() => areaButton.isVisible()).toBe(true)
    const name = (await areaButton.getAttribute('aria-label'))!
    const title = name.replace(/ als Favorit merken$/, '')
    expect(await pressed(areaButton)).toBe('false')
    await areaButton.click()
    expect(await pressed(areaButton)).toBe('true')
    const listButton = favorites(page).getByRole('button', { name, exact: true })
    await expect.poll(() => listButton.isVisible()).toBe(true)
    expect(await pressed(listButton)).toBe('true')
    expect(await favorites(page).getByRole('heading', { name: title, exact: true }).isVisible()).toBe(true)
    await expect.poll(() => areaButton.getAttribute('aria-busy')).toBe(null)

    // The server has it: the next page starts with it, in both places.
    await page.reload()
    await expect.poll(() => listButton.isVisible()).toBe(true)
    expect(await pressed(listButton)).toBe('true')
    await expect.poll(() => pressed(productArea(page).getByRole('button', { name, exact: true }))).toBe('true')

    // spec 2 §4: clicking a favourite asks first. Keyboard only: Tab to the list's button, Enter opens the
    // dialog, Escape closes it with focus back on the button, the favourite kept.
    await tabTo(page, listButton, 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Favorit entfernen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain(`Möchten Sie «${title}» aus Ihren Favoriten entfernen?`)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await isFocused(listButton)).toBe(true)
    expect(await pressed(listButton)).toBe('true')

    // Again, and this time confirm: focus stays in the dialog while tabbing (focus trap) until «Entfernen».
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const confirm = dialog.getByRole('button', { name: 'Entfernen', exact: true })
    for (let i = 0; i < 6 && !(await isFocused(confirm)); i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    expect(await isFocused(confirm)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)

    // The tile is gone, focus is on the empty state's text, and the product area's button follows.
    const empty = favorites(page).getByText('Sie haben noch keine Favoriten.')
    await expect.poll(() => empty.isVisible()).toBe(true)
    await expect.poll(() => isFocused(empty)).toBe(true)
    expect(await pressed(productArea(page).getByRole('button', { name, exact: true }))).toBe('false')
    await expectAxeClean(page)

    await page.reload()
    await expect.poll(() => favorites(page).getByText('Sie haben noch keine Favoriten.').isVisible()).toBe(true)
    await expect.poll(() => pressed(productArea(page).getByRole('button', { name, exact: true }))).toBe('false')
    expect(log.errors).toEqual([])
  })

  it('removes one of several favourites by keyboard and moves focus to the next tile’s button', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    // Three favourites from the product area, newest first in the list.
    const areaButtons = productArea(page).getByRole('button', { name: / als Favorit merken$/ })
    await expect.poll(() => areaButtons.count()).toBeGreaterThanOrEqual(3)
    for (const index of [0, 1, 2]) {
      await areaButtons.nth(index).click()
      await expect.poll(() => areaButtons.nth(index).getAttribute('aria-busy')).toBe(null)
    }
    // The list's own items (a tile holds a list of its tags too).
    const tiles = favorites(page).getByRole('list', { name: 'Ihre Favoriten' }).locator(':scope > li')
    await expect.poll(() => tiles.count()).toBe(3)
    expect(await favorites(page).getByText('Anzahl Favoriten: 3').isVisible()).toBe(true)
    const middle = tiles.nth(1).getByRole('button', { name: / als Favorit merken$/ })
    const last = tiles.nth(2).getByRole('button', { name: / als Favorit merken$/ })
    const lastName = (await last.getAttribute('aria-label'))!

    await tabTo(page, middle, 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Favorit entfernen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await tabTo(page, dialog.getByRole('button', { name: 'Entfernen', exact: true }), 6)
    await page.keyboard.press('Enter')
    await expect.poll(() => tiles.count()).toBe(2)
    await expect.poll(() => isFocused(favorites(page).getByRole('button', { name: lastName, exact: true }))).toBe(true)
    expect(await favorites(page).getByText('Anzahl Favoriten: 2').isVisible()).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })

  it('shows no favourite button and tells a consumer that favourites are for shop customers', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page } = await newPage(browser())
    await visit(page, PATH)
    await expect.poll(() => favorites(page).getByText('Favoriten stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: / als Favorit merken$/ }).count()).toBe(0)
    await expectAxeClean(page)
  })
})

describe('favourites on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows a new favourite’s tile and asks before removing it, by keyboard; axe clean, nothing scrolls sideways', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    const areaButton = productArea(page).getByRole('button', { name: / als Favorit merken$/ }).first()
    await expect.poll(() => areaButton.isVisible()).toBe(true)
    const name = (await areaButton.getAttribute('aria-label'))!
    await areaButton.click()
    const listButton = favorites(page).getByRole('button', { name, exact: true })
    await expect.poll(() => listButton.isVisible()).toBe(true)
    await expect.poll(() => areaButton.getAttribute('aria-busy')).toBe(null)
    expect(await fitsWidth(page)).toBe(true)

    await tabTo(page, listButton, 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Favorit entfernen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await isFocused(listButton)).toBe(true)
    expect(log.errors).toEqual([])
  })
})
