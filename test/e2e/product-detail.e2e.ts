import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { PRODUCTS } from '@/test/mocks/db/catalogue'
import { newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'

// product/product-detail (spec 1 §3, §5, §6, §7) on a product page of the catalogue, with the chrome: pick a pack size
// by keyboard (the address follows), add 3 to the cart, see the header's count; anonymous visitors see
// the prompt to log in. kunde@example.ch's seeded B2B cart holds three lines. Below 1024 px the page is one column,
// the buying box under the picture: the same path there.
const product = PRODUCTS.find((candidate) => candidate.articleNumber === '10-4111')!
// Two packs on from the first: kunde's seeded cart already holds the 4 l can (adding it would add no line).
const pack = product.variants[2]!

const detail = (page: Page) => page.locator('[data-widget="product-detail"]')
const headerSays = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Warenkorb, Positionen: ${count}`, exact: true }).isVisible()

/** Picks the pack two on from the chosen one by keyboard, and adds 3 of it: the header counts the new line. */
async function addPackByKeyboard(page: Page) {
  await tabTo(page, detail(page).getByRole('radio', { checked: true }), 80)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe(pack.articleNumber)
  await tabTo(page, detail(page).getByRole('spinbutton', { name: 'Menge' }))
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await tabTo(page, detail(page).getByRole('button', { name: 'In den Warenkorb' }))
  await page.keyboard.press('Enter')
  await expect.poll(() => headerSays(page, 4)).toBe(true)
}

describe('product/product-detail in Chromium', () => {
  const browser = useBrowser()

  it('picks a pack size by keyboard, keeps it in the address, adds 3 to the cart and the header counts the new line; axe finds nothing', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, product.url)
    await detail(page).getByText('Netto / exkl. MwSt.').waitFor()
    expect(await headerSays(page, 3)).toBe(true)
    await expectAxeClean(page)

    // Keyboard only: to the chosen pack's radio, arrow to the next pack, and into the cart.
    await addPackByKeyboard(page)
    await expectAxeClean(page)

    // A reload of the address keeps the pack.
    await visit(page, `${product.url}?variant=${pack.articleNumber}`)
    expect(await detail(page).getByRole('radio', { name: new RegExp(pack.articleNumber.replace('.', '\\.')) }).isChecked()).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('asks anonymous visitors to log in for prices and availability, with a link to the login', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, product.url)
    await detail(page).getByText('Online bestellbar').first().waitFor()
    const login = detail(page).getByRole('link', { name: 'Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.' })
    expect(await login.getAttribute('href')).toBe('/login-form')
    expect(await detail(page).getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(0)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})

describe('product/product-detail on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('picks a pack and adds 3 to the cart by keyboard in the one column; axe clean, nothing scrolls sideways', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, product.url)
    await detail(page).getByText('Netto / exkl. MwSt.').waitFor()
    await addPackByKeyboard(page)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
