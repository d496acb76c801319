import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, tabTo, useBrowser, visit } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// form/faq in Chromium (spec 1 §1 FAQ; spec 2 §7 Get questions): the page holds its place while the questions load, and a
// keyboard user chooses a category, which the address keeps, and opens a question; questions that do not load are
// said, and a retry brings them. On a phone the chips stand in one
// row that scrolls sideways (from 1024 px they wrap): its own test.

const PATH = '/service/faq'
const faq = (page: Page) => page.locator('[data-widget="faq"]')
const count = (page: Page) => faq(page).getByRole('status').filter({ hasText: /^(Fragen|Treffer): / })
const isFocused = (page: Page, name: string) => faq(page).getByRole('button', { name, exact: true }).evaluate((element) => element === document.activeElement)

describe('the FAQ in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('chooses a category and opens a question by keyboard alone: the address keeps the category, the answer shows; steady, axe clean', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await expect.poll(() => count(page).textContent()).toBe('Fragen: 60')
    await expectSteady(page)

    const greases = faq(page).getByRole('button', { name: 'Schmierfette', exact: true })
    await tabTo(page, greases, 60)
    await page.keyboard.press('Enter')
    await expect.poll(() => count(page).textContent()).toBe('Fragen: 7')
    expect(new URL(page.url()).searchParams.get('kategorie')).toBe('schmierfette')
    expect(await greases.getAttribute('aria-pressed')).toBe('true')
    expect(await isFocused(page, 'Schmierfette')).toBe(true)

    const question = faq(page).getByRole('button', { name: 'Kann ich verschiedene Fette mischen?' })
    await tabTo(page, question, 20)
    await page.keyboard.press('Enter')
    expect(await question.getAttribute('aria-expanded')).toBe('true')
    const answer = faq(page).getByRole('region', { name: 'Kann ich verschiedene Fette mischen?' })
    await answer.getByText(/Lithium- und Calciumfette vertragen sich meist/).waitFor()
    expect(await answer.isVisible()).toBe(true)
    await expectAxeClean(page)

    // A reload shows the category the address keeps.
    await page.reload()
    await expect.poll(() => count(page).textContent()).toBe('Fragen: 7')
    expect(await faq(page).getByRole('button', { name: 'Schmierfette', exact: true }).getAttribute('aria-pressed')).toBe('true')
    expect(log.errors).toEqual([])
  })
})

describe('the FAQ in Chromium at 1280 px, its questions not loaded', () => {
  const browser = useBrowser()

  it('says so, axe clean, and brings them with a retry by keyboard', async () => {
    const { page } = await newPage(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/faq', status: 500 })
    await visit(page, PATH)
    await faq(page).getByText('Die Fragen konnten nicht geladen werden.').waitFor()
    await expectAxeClean(page)
    await tabTo(page, faq(page).getByRole('button', { name: 'Erneut versuchen' }), 60)
    await page.keyboard.press('Enter')
    await expect.poll(() => count(page).textContent()).toBe('Fragen: 60')
  })
})

describe('the FAQ in Chromium on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('reaches a category beyond the screen’s edge by keyboard, within the row that scrolls sideways; nothing else scrolls sideways, axe clean', async () => {
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await expect.poll(() => count(page).textContent()).toBe('Fragen: 60')
    await expectSteady(page)

    const last = faq(page).getByRole('button', { name: 'Nachhaltigkeit und Entsorgung', exact: true })
    await tabTo(page, last, 60)
    await page.keyboard.press('Space')
    await expect.poll(() => count(page).textContent()).toBe('Fragen: 7')
    // The chip the focus moved to was scrolled into its row's view.
    const [chip, row] = await Promise.all([last.boundingBox(), faq(page).getByRole('list', { name: 'Kategorien' }).boundingBox()])
    expect(chip!.x).toBeGreaterThanOrEqual(row!.x)
    expect(chip!.x + chip!.width).toBeLessThanOrEqual(row!.x + row!.width + 1)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})
