import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { LINE_UPDATE_DEBOUNCE_MS } from '@/store/cart-line-quantity'
import { baseUrl, freezeClock, newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'
import { expectSteady, recordShifts, shifted } from './layout-shifts'

// shopuser/b2c-cart (spec 1 §4, §5; spec 2 §3; docs/simulated-cms.md "The money path in the browser") on its page, with
// the chrome, for the consumer konsument@example.ch, whose seeded cart holds two lines (c1: 2, c2: 1).
const CART = '/warenkorb-privat'

const cart = (page: Page) => page.locator('[data-widget="b2c-cart"]')
const lines = (page: Page) => cart(page).getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('listitem')
const fields = (page: Page) => cart(page).getByRole('spinbutton')
const quantities = (page: Page) => fields(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
/** Whether the header's cart icon says `count` (spec 2 §2.4, §4). */
const headerSays = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Warenkorb, Positionen: ${count}`, exact: true }).isVisible()

/** The remove button of the line titled `title`. */
const removeButton = (page: Page, title: string) =>
  lines(page).getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .* entfernen$`) })

/** Opens the cart and waits for its lines. */
async function openCart(page: Page, count: number) {
  await visit(page, CART)
  await expect.poll(() => lines(page).count()).toBe(count)
}


/**
 * Keyboard only: to the first line's quantity, two steps up; then on to its remove button, and remove it:
 * focus lands on the next line's title, and (spec 2 §4) the session's count, with it the header's cart icon, follows.
 */
async function raiseAndRemoveByKeyboard(page: Page) {
  await tabTo(page, fields(page).first(), 80)
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  expect(await quantities(page)).toEqual(['4', '1'])
  const firstTitle = (await lines(page).first().getByRole('link').first().textContent())!.trim()
  const secondTitle = (await lines(page).nth(1).getByRole('link').first().textContent())!.trim()
  await tabTo(page, removeButton(page, firstTitle))
  await page.keyboard.press('Enter')
  await expect.poll(() => lines(page).count()).toBe(1)
  expect(await page.evaluate(() => document.activeElement?.textContent.trim())).toBe(secondTitle)
  await expect.poll(() => headerSays(page, 1)).toBe(true)
}

describe('shopuser/b2c-cart in Chromium', () => {
  const browser = useBrowser()

  it('changes a quantity with the keyboard, removes a line, the header follows, and a reload finds the server’s state; axe finds nothing', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await openCart(page, 2)
    // Nothing moved while the cart mounted and loaded: the fallback held its lines' places.
    await page.waitForTimeout(100)
    const shift = await shifted(page)
    expect(shift).toBeLessThan(0.01)
    expect(await headerSays(page, 2)).toBe(true)
    await expectAxeClean(page)

    await raiseAndRemoveByKeyboard(page)
    await expectAxeClean(page)

    await page.reload()
    await expect.poll(() => lines(page).count()).toBe(1)
    expect(await quantities(page)).toEqual(['1'])
    expect(await headerSays(page, 1)).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('ends twenty fast clicks on plus in the right count on the server', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page } = await newPage(browser())
    await openCart(page, 2)
    const plus = lines(page).nth(1).getByRole('button', { name: 'Menge erhöhen' })

    for (let click = 0; click < 20; click++) await plus.click({ delay: 0 })
    expect(await quantities(page)).toEqual(['2', '21'])
    await expect.poll(() => lines(page).nth(1).getAttribute('aria-busy'), { timeout: 5000 }).toBeNull()
    await expect.poll(() => cart(page).locator('[data-stale]').count(), { timeout: 5000 }).toBe(0)

    await page.reload()
    await expect.poll(() => lines(page).count()).toBe(2)
    expect(await quantities(page)).toEqual(['2', '21'])
  })

  it('restores the quantity and shows the message when an update fails', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page } = await newPage(browser())
    await page.clock.install()
    await openCart(page, 2)
    await browser().mock.fault({ method: 'POST', path: '/api/b2ccart/b2c-konsument', status: 500 })

    // The page's time stands still while the new quantity is read: on a busy machine the pause before the update
    // could otherwise pass, and its failure restore the old quantity, before the test looked (steadiness pair 3).
    await freezeClock(page)
    await lines(page).first().getByRole('button', { name: 'Menge erhöhen' }).click()
    expect(await quantities(page)).toEqual(['3', '1'])
    await page.clock.runFor(LINE_UPDATE_DEBOUNCE_MS)
    await page.clock.resume()

    const notifications = page.getByRole('region', { name: 'Benachrichtigungen' })
    await expect.poll(() => notifications.getByText('Es ist ein unbekannter Fehler aufgetreten.').isVisible()).toBe(true)
    await expect.poll(() => quantities(page)).toEqual(['2', '1'])
    await expectAxeClean(page)

    await page.reload()
    await expect.poll(() => lines(page).count()).toBe(2)
    expect(await quantities(page)).toEqual(['2', '1'])
  })

  it('sends an update still in its pause when the page is left', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page } = await newPage(browser())
    await openCart(page, 2)

    await lines(page).first().getByRole('button', { name: 'Menge erhöhen' }).click()
    await lines(page).first().getByRole('button', { name: 'Menge erhöhen' }).click()
    // Away at once, well within the pause: the update goes out with keepalive on pagehide.
    await page.goto(`${baseUrl()}/`)

    await openCart(page, 2)
    expect(await quantities(page)).toEqual(['4', '1'])
  })

  it('shows the empty cart with the way back to the shop; axe finds nothing', async () => {
    const { page } = await newPage(browser())
    await visit(page, CART)
    await expect.poll(() => cart(page).getByText('Ihr Warenkorb ist leer.').isVisible()).toBe(true)
    expect(await cart(page).getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/')
    await expectAxeClean(page)
  })
})

// Below 768 px each line is a card: the quantity and the remove button by keyboard there.
describe('shopuser/b2c-cart on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('holds the cards’ places, changes a quantity and removes a line by keyboard; axe clean, nothing scrolls sideways', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await openCart(page, 2)
    await page.waitForTimeout(100)
    await expectSteady(page)

    await raiseAndRemoveByKeyboard(page)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
