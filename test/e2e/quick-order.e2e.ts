import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { variantByArticle } from '@/test/mocks/db/prices'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// product/quick-order (beyond the spec) on its page with the chrome, for kunde@example.ch, whose seeded B2B cart
// holds three lines (10-4111.004 among them): the header's cart icon says 3. Below 768 px each row is a small card:
// the resolved lines, their errors and the result there.
const PATH = ACCOUNT_PAGES.quickOrder.link
const FRESH = '10-4111.020'
const OTHER = '10-4111.060'
const IN_CART = '10-4111.004'
const BLOCKED = '10-4114.004'
const UNKNOWN = '99-9999.999'
const titleOf = (number: string) => variantByArticle(number)!.product.title

const widget = (page: Page) => page.locator('[data-widget="quick-order"]')
const articleInput = (page: Page, position: number) => widget(page).getByRole('textbox', { name: `Artikelnummer, Position ${String(position)}`, exact: true })
const rows = (page: Page) => widget(page).locator('tbody tr')
const rowOf = (page: Page, position: number) => rows(page).nth(position - 1)
const addButton = (page: Page) => widget(page).getByRole('button', { name: /^In den Warenkorb legen/ })
const summary = (page: Page) => widget(page).getByRole('region', { name: 'Ergebnis' })
const checking = (page: Page) => widget(page).getByText('Wird geprüft …').count()
/** Whether the header's cart icon says `count` (spec 2 §2.4, §4). */
const headerSays = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Warenkorb, Positionen: ${String(count)}`, exact: true }).isVisible()
const isFocused = (page: Page, name: string) => page.evaluate((text) => document.activeElement?.textContent.trim() === text, name)


/** Pastes a list as it comes from Excel and mail (tabs, semicolons, Windows line endings, a blank line) and waits for its four rows to be looked up. */
async function pasteList(page: Page) {
  await widget(page).getByRole('textbox', { name: 'Artikelnummern und Mengen' }).click()
  await page.keyboard.insertText(`${FRESH}\t3\r\n${UNKNOWN};2\r\n\r\n${BLOCKED} 1\r\n${IN_CART},2\r\n`)
  await widget(page).getByRole('button', { name: 'In die Liste übernehmen' }).click()
  expect(await widget(page).getByRole('status').first().textContent()).toBe('Übernommene Positionen: 4.')
  // The rows are drawn in a transition, then looked up.
  await expect.poll(() => rows(page).count()).toBe(4)
  await expect.poll(() => checking(page)).toBe(0)
}

describe('product/quick-order in Chromium', () => {
  const browser = useBrowser()

  it('checks a pasted list line by line, a line is fixed by keyboard, the valid lines go into the cart in one step and the header follows; axe finds nothing', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await page.waitForTimeout(100)
    // The fallback held the form's place: nothing moved when the island mounted.
    await expectSteady(page)
    expect(await headerSays(page, 3)).toBe(true)
    await expectAxeClean(page)

    await pasteList(page)

    // Each line resolved to its product, or with a clear error at its field.
    expect(await rowOf(page, 1).getByText(titleOf(FRESH)).isVisible()).toBe(true)
    expect(await rowOf(page, 1).getByText('20 l Kanister').isVisible()).toBe(true)
    expect(await rowOf(page, 1).getByText(/^CHF \d/).isVisible()).toBe(true)
    expect(await articleInput(page, 2).getAttribute('aria-invalid')).toBe('true')
    expect(await rowOf(page, 2).getByText('Unbekannte Artikelnummer').isVisible()).toBe(true)
    expect(await rowOf(page, 3).getByText('Nicht bestellbar: Vorübergehend nicht lieferbar').isVisible()).toBe(true)
    expect(await addButton(page).textContent()).toBe('In den Warenkorb legen (2)')
    await expectAxeClean(page)

    // Keyboard only: to the unknown line's article number, replace it, and the line resolves after the pause.
    await tabTo(page, articleInput(page, 2), 80)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(OTHER)
    await expect.poll(() => rowOf(page, 2).getByText(titleOf(OTHER)).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await articleInput(page, 2).getAttribute('aria-invalid')).toBe('false')
    await expect.poll(() => addButton(page).textContent()).toBe('In den Warenkorb legen (3)')

    // On to the button and add: one step, the header's count follows, the summary takes focus.
    await tabTo(page, addButton(page), 40)
    await page.keyboard.press('Enter')
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    await expect.poll(() => isFocused(page, 'Ergebnis')).toBe(true)
    await expect.poll(() => headerSays(page, 5)).toBe(true)
    expect(await summary(page).getByText('In den Warenkorb gelegt: 3').isVisible()).toBe(true)
    expect(await summary(page).getByText(`3 × ${titleOf(FRESH)}, 20 l Kanister (${FRESH})`).isVisible()).toBe(true)
    expect(await summary(page).getByText('Nicht in den Warenkorb gelegt: 1').isVisible()).toBe(true)
    expect(await summary(page).getByText(`1 × ${BLOCKED}: Nicht bestellbar: Vorübergehend nicht lieferbar`).isVisible()).toBe(true)
    // The line that could not go in stays, to be fixed or removed.
    expect(await widget(page).getByRole('heading', { name: 'Ihre Positionen (1)' }).isVisible()).toBe(true)
    expect(await articleInput(page, 1).inputValue()).toBe(BLOCKED)
    await expectAxeClean(page)

    // Nobody chose a file: papaparse was never loaded.
    expect(requested.some((url) => /papaparse/.test(url))).toBe(false)
    // The cart page's count, after a reload, is the server's.
    await page.reload()
    await expect.poll(() => headerSays(page, 5)).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('reads a CSV saved by Excel in a German locale (semicolons, a header row), loading papaparse only then, and adds its lines', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await visit(page, PATH)
    expect(requested.some((url) => /papaparse/.test(url))).toBe(false)

    const csv = `\uFEFFArtikelnummer;Menge\r\n${FRESH};4\r\n"${OTHER}";"1"\r\n${UNKNOWN};1\r\n;;\r\n`
    await widget(page).getByLabel('Oder eine CSV-Datei hochladen').setInputFiles({ name: 'bestellung.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
    await expect.poll(() => widget(page).getByRole('status').first().textContent()).toBe('Übernommene Positionen: 3.')
    expect(requested.some((url) => /papaparse/.test(url))).toBe(true)
    await expect.poll(() => rows(page).count()).toBe(3)
    await expect.poll(() => checking(page)).toBe(0)
    expect(await articleInput(page, 1).inputValue()).toBe(FRESH)
    expect(await rowOf(page, 3).getByText('Unbekannte Artikelnummer').isVisible()).toBe(true)
    await expectAxeClean(page)

    await addButton(page).click()
    await expect.poll(() => summary(page).isVisible()).toBe(true)
    await expect.poll(() => headerSays(page, 5)).toBe(true)
    expect(await summary(page).getByText(`1 × ${UNKNOWN}: Unbekannte Artikelnummer`).isVisible()).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })

  it('asks a visitor to sign in, without a form; axe finds nothing', async () => {
    const { page } = await newPage(browser())
    await visit(page, PATH)
    expect(await widget(page).getByText('Bitte melden Sie sich an, um Artikel per Artikelnummer zu bestellen.').isVisible()).toBe(true)
    expect(await widget(page).getByRole('textbox').count()).toBe(0)
    await expectAxeClean(page)
  })
})

describe('product/quick-order on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows the pasted lines as cards with their errors, fixes one and adds the valid ones by keyboard; axe clean, nothing scrolls sideways', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    await pasteList(page)
    expect(await rowOf(page, 2).getByText('Unbekannte Artikelnummer').isVisible()).toBe(true)
    expect(await rowOf(page, 3).getByText('Nicht bestellbar: Vorübergehend nicht lieferbar').isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    await tabTo(page, articleInput(page, 2), 80)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(OTHER)
    await expect.poll(() => addButton(page).textContent(), { timeout: 15_000 }).toBe('In den Warenkorb legen (3)')
    await tabTo(page, addButton(page), 40)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Ergebnis')).toBe(true)
    await expect.poll(() => headerSays(page, 5)).toBe(true)
    expect(await summary(page).getByText(`1 × ${BLOCKED}: Nicht bestellbar: Vorübergehend nicht lieferbar`).isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
