import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, tabTo, useBrowser, visit } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// tools/dealer-finder in Chromium (spec 1 §2 dealer finder, §9 the map): the list is the primary view and is walked
// by keyboard; its entries light their markers and open the info window, which gives the focus back when it closes;
// a search by postal code, the type filter and the view in the address; a refused location explained; a map whose
// tiles fail leaves the list working and says so.

const PATH = '/service/haendlersuche'
const finder = (page: Page) => page.locator('[data-widget="dealer-finder"]')
const count = (page: Page) => finder(page).getByRole('status').filter({ hasText: /^Händler im Kartenausschnitt: \d+/ })
const countOf = async (page: Page) => Number(/: (\d+)/.exec((await count(page).textContent()) ?? '')?.[1] ?? Number.NaN)
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const entryTypes = (page: Page) => finder(page).locator('ol > li article > p:nth-of-type(1)').allTextContents()

describe('the dealer finder in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('searches a postal code, filters by type and walks the list by keyboard: marker lit, info window, focus back; steady, axe clean', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await count(page).waitFor()
    await finder(page).locator('.leaflet-tile-loaded').first().waitFor()
    await expectSteady(page)
    await expectAxeClean(page)

    const box = finder(page).getByRole('searchbox', { name: 'Postleitzahl oder Ort' })
    await tabTo(page, box, 60)
    await page.keyboard.type('8400')
    await page.keyboard.press('Enter')
    await expect.poll(() => count(page).textContent()).toMatch(/Nächste zuerst, ab 8400 Winterthur$/)
    expect(new URL(page.url()).searchParams.get('ort')).toBe('8400')
    expect(await countOf(page)).toBeGreaterThan(0)

    // Only the service points: the dealers' box unchecked by keyboard, then the distributors'.
    const dealers = finder(page).getByRole('checkbox', { name: 'Händler', exact: true })
    await tabTo(page, dealers, 10)
    await page.keyboard.press('Space')
    await expect.poll(() => new URL(page.url()).searchParams.get('typen')).toBe('ZBM005,ZBM019,ZBM018')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect.poll(async () => new Set(await entryTypes(page))).toEqual(new Set(['Servicestelle']))
    await expect.poll(() => new URL(page.url()).searchParams.get('typen')).toBe('ZBM019,ZBM018')

    // The first entry's button: its marker lights up while it has the focus; Enter opens the window, focus on the name.
    const first = finder(page).locator('ol > li').first()
    const name = (await first.getByRole('heading').textContent()) ?? ''
    const show = first.getByRole('button', { name: `Auf der Karte zeigen: ${name}` })
    await tabTo(page, show, 40)
    await page.keyboard.press('Enter')
    const info = finder(page).locator('.leaflet-popup')
    await expect.poll(() => info.getByRole('heading', { name }).evaluate((element) => element === document.activeElement)).toBe(true)
    await info.getByText('Route planen').waitFor()
    await expectAxeClean(page)
    // Escape closes it and gives the focus back to the entry's button; so does its close button, just before the name.
    await page.keyboard.press('Escape')
    await expect.poll(() => info.count()).toBe(0)
    expect(await isFocused(show)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => info.getByRole('heading', { name }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Shift+Tab')
    expect(await info.getByRole('button', { name: 'Schliessen' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => info.count()).toBe(0)
    expect(await isFocused(show)).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('lights the marker of a dealer whose entry has the focus, or the cluster that holds it; a marker chosen focuses its entry', async () => {
    const { page } = await newPage(browser())
    // Near Schaffhausen at zoom 12 one dealer stands alone (the mock's data, the same on every run); the rest gather.
    await visit(page, `${PATH}?lat=47.50000&lng=9.00000&zoom=12`)
    await count(page).waitFor()
    const lone = finder(page).locator('.dealer-marker').first()
    await lone.waitFor()
    const title = (await lone.getAttribute('title')) ?? ''
    const entry = finder(page).locator('ol > li').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    await entry.getByRole('button').focus()
    await expect.poll(() => lone.evaluate((element) => element.classList.contains('is-highlighted'))).toBe(true)
    // Another entry's dealer is in a cluster: the cluster lights up instead.
    const other = finder(page).locator('ol > li').filter({ hasNot: page.getByRole('heading', { name: title, exact: true }) }).first()
    await other.getByRole('button').focus()
    await expect.poll(() => finder(page).locator('.dealer-cluster.is-highlighted').count()).toBe(1)
    expect(await lone.evaluate((element) => element.classList.contains('is-highlighted'))).toBe(false)

    // Choosing the marker scrolls to its entry and focuses it, and opens its window; closing it leaves the focus there.
    await lone.click()
    const button = entry.getByRole('button')
    await expect.poll(() => isFocused(button)).toBe(true)
    const info = finder(page).locator('.leaflet-popup')
    await info.getByRole('heading', { name: title }).waitFor()
    await info.getByRole('button', { name: 'Schliessen' }).click()
    await expect.poll(() => info.count()).toBe(0)
    expect(await isFocused(button)).toBe(true)
  })

  it('explains a refused location, and keeps the list when the map’s tiles fail', async () => {
    const { page, log } = await newPage(browser())
    // The browser's answer to «near me» when the visitor refuses (the permission prompt is the browser's, not ours).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: (_: unknown, fail: (error: { code: number; PERMISSION_DENIED: number }) => void) => fail({ code: 1, PERMISSION_DENIED: 1 }) },
      })
    })
    await page.route('**/map-tiles/**', (route) => route.abort())
    await visit(page, PATH)
    await finder(page).getByText('Die Karte kann gerade nicht angezeigt werden. Die Liste zeigt die Händler weiterhin.').waitFor()
    await count(page).waitFor()
    expect(await countOf(page)).toBeGreaterThan(0)
    await finder(page).getByRole('button', { name: 'In meiner Nähe' }).click()
    await finder(page).getByText('Sie haben Ihren Standort nicht freigegeben. Suchen Sie stattdessen nach Postleitzahl oder Ort.').waitFor()
    await expectAxeClean(page)
    // The refused tiles are the browser's own console lines; nothing else.
    expect(log.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
  })
})

describe('the dealer finder on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows the map above the list, within the width, axe clean', async () => {
    const { page } = await newPage(browser())
    await visit(page, PATH)
    await count(page).waitFor()
    const [map, list] = await Promise.all([finder(page).locator('.leaflet-container').boundingBox(), finder(page).locator('ol').boundingBox()])
    expect(map!.y + map!.height).toBeLessThanOrEqual(list!.y)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})
