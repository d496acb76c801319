import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axe, describeViolations, newPage, tabTo, useBrowser, visit } from './browser'

// product/product-rating (spec 1 §4, §5, §7; spec 2 §5, §9) on its demo page: the first block uses the demo's
// fake captcha (the CMS places `test`), the second Friendly Captcha, which cannot be reached here. Its layout is the
// same at every width (one column of fields, no media query), so its journeys run at desktop width; the page crawl
// checks it on a phone.
const PATH = '/product-rating'
// A product with ratings (test/mocks/db/prices.ts ratingOf: 5 stars on average, 19 ratings).
const PRODUCT_PAGE = '/produkte/motorenoele/pkw/0w-20/motoroel-synth-0w-20-ll-17-fe'
const THANKS = 'Vielen Dank für Ihre Bewertung!'
const UNAVAILABLE =
  'Die Sicherheitsprüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und ob ein Werbe- oder Skriptblocker sie verhindert, und senden Sie dann nochmals. Ihre Eingaben bleiben erhalten.'
const DUPLICATE = 'Sie haben dieses Produkt mit dieser E-Mail-Adresse bereits bewertet.'

const block = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })
const checkedStars = (page: Page) => page.locator('section input[type="radio"]:checked').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value')))
const expectAxeClean = async (page: Page) => {
  // The panel and the thank-you fade in: colours are measured once they are settled.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const violations = await axe(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

describe('product/product-rating in Chromium', () => {
  const browser = useBrowser()

  it('is sent with the keyboard alone: stars by arrow keys, the fake captcha, thanks, closing after 3 s; the review is stored', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, PATH)
    const rated = block(page, 'Mit bisherigen Bewertungen')
    await expect.poll(() => rated.getByText('Bewertungen: ', { exact: false }).first().isVisible()).toBe(true)
    await expectAxeClean(page)

    const trigger = rated.getByRole('button', { name: 'Bewertung schreiben' })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Anna Keller')
    await page.keyboard.press('Tab')
    await page.keyboard.type('anna.keller@example.ch')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Schaltet auch bei Kälte sauber.')
    // The stars: a radio group; arrows choose, Space on the chosen star clears it (spec 1 §5), Space again chooses it.
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await checkedStars(page)).toEqual(['3'])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('3')
    await page.keyboard.press('Space')
    expect(await checkedStars(page)).toEqual([])
    await page.keyboard.press('ArrowRight')
    expect(await checkedStars(page)).toEqual(['4'])
    await expectAxeClean(page)

    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bewertung senden')
    await page.keyboard.press('Enter')
    const thanks = rated.getByText(THANKS)
    // The fake captcha and the request first: on a busy machine more than the poll's default second.
    await expect.poll(() => thanks.isVisible(), { timeout: 10_000 }).toBe(true)
    // The thank-you holds the focus (so it is read out) and the form is gone for now.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(THANKS)
    const shownAt = Date.now()
    await expectAxeClean(page)

    // spec 2 §5, §9: it closes after 3 seconds, and the focus is back on the button.
    await expect.poll(() => trigger.getAttribute('aria-expanded'), { timeout: 6000 }).toBe('false')
    expect(Date.now() - shownAt).toBeGreaterThan(2000)
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await thanks.count()).toBe(0)

    // Stored: the same address for the same product is refused now, at the e-mail field. The fields were cleared.
    await page.keyboard.press('Enter')
    const email = rated.getByLabel('E-Mail')
    expect(await email.inputValue()).toBe('')
    await rated.getByLabel('Name', { exact: true }).fill('Anna Keller')
    await email.fill('anna.keller@example.ch')
    await rated.getByLabel('Nachricht').fill('Nochmals.')
    await email.press('Enter')
    await expect.poll(() => rated.getByRole('alert').textContent()).toContain(DUPLICATE)
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await rated.getByLabel('Nachricht').inputValue()).toBe('Nochmals.')
    await expectAxeClean(page)
    // The browser logs the refused request (422) itself; nothing else went wrong.
    expect(log.errors.filter((error) => !error.includes('status of 422'))).toEqual([])
  })

  it('sits on every product page below the product, with the product’s ratings, and can be sent there', async () => {
    const { page } = await newPage(browser())
    await visit(page, PRODUCT_PAGE)
    const reviews = block(page, 'Bewertungen')
    await expect.poll(() => reviews.getByText('Durchschnitt: 5 von 5 Sternen').isVisible()).toBe(true)
    expect(await reviews.getByText('Bewertungen: 19').isVisible()).toBe(true)
    await reviews.getByRole('button', { name: 'Bewertung schreiben' }).click()
    expect(await reviews.getByRole('form', { name: 'Bewertung für Motoröl Synth 0W-20 LL-17 FE' }).isVisible()).toBe(true)
    await reviews.getByLabel('Name', { exact: true }).fill('Beat Frei')
    await reviews.getByLabel('E-Mail').fill('beat.frei@example')
    await reviews.getByLabel('Nachricht').fill('Seit zwei Jahren im Einsatz.')
    // The address is checked before the captcha runs; the error summary takes the focus and keeps it.
    await reviews.getByRole('button', { name: 'Bewertung senden' }).click()
    const summary = reviews.getByRole('alert')
    await expect.poll(() => summary.textContent()).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    await page.waitForTimeout(100)
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true)
    await reviews.getByLabel('E-Mail').fill('beat.frei@example.ch')
    // A pointer clicks the star (the radio button under it is visually hidden).
    await reviews.locator('label', { hasText: '5 von 5 Sternen' }).click()
    expect(await reviews.getByRole('radio', { name: '5 von 5 Sternen' }).isChecked()).toBe(true)
    await reviews.getByRole('button', { name: 'Bewertung senden' }).click()
    await expect.poll(() => reviews.getByText(THANKS).isVisible()).toBe(true)
    await expectAxeClean(page)
  })

  it('says clearly when the captcha provider cannot be reached, and keeps what was typed', async () => {
    const { page } = await newPage(browser())
    // Whatever the network here, the provider's CDN does not answer.
    await page.route('https://cdn.jsdelivr.net/**', (route) => route.abort('internetdisconnected'))
    await visit(page, PATH)
    const unreachable = block(page, 'Anbieter nicht erreichbar')
    // With reduced motion the form opens without its fade.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await unreachable.getByRole('button', { name: 'Bewertung schreiben' }).click()
    // Two frames: a hover transition (0.01 ms under reduced motion) may still be starting; the form's 150 ms fade would not be over.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await unreachable.evaluate((el) => el.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length)).toBe(0)
    await unreachable.getByLabel('Name', { exact: true }).fill('Marco Rossi')
    await unreachable.getByLabel('E-Mail').fill('marco.rossi@example.ch')
    await unreachable.getByLabel('Nachricht').fill('Gute Haftung auch bei Hitze.')
    await unreachable.getByRole('button', { name: 'Bewertung senden' }).click()
    const summary = unreachable.getByRole('alert')
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toContain(UNAVAILABLE)
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await unreachable.getByText(UNAVAILABLE, { exact: true }).filter({ hasNot: page.getByRole('link') }).last().isVisible()).toBe(true)
    expect(await unreachable.getByLabel('Name', { exact: true }).inputValue()).toBe('Marco Rossi')
    expect(await unreachable.getByLabel('Nachricht').inputValue()).toBe('Gute Haftung auch bei Hitze.')
    expect(await unreachable.getByRole('button', { name: 'Bewertung senden' }).isEnabled()).toBe(true)
    await expectAxeClean(page)
  })
})
