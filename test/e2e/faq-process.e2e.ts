import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, tabTo, useBrowser, visit } from './browser'
import { blockCaptchaAdapters, CAPTCHA_UNAVAILABLE, EMAIL_REFUSED, expectFocused, isReportOfCausedFailure, refuseEmailOnce } from './form-failures'

// form/faq-process and form/faq-confirmation in Chromium (spec 2 §3, §4, §7, §9): the process walked by keyboard alone
// from the product line to the confirmation, an answer changed from the overview, a reload in the middle that keeps
// the place and the answers, the last step's error states (a captcha that does not load, the contact manager's
// field errors), and the confirmation's promise of a reply within 48 hours.


const process = (page: Page) => page.locator('[data-widget="faq-process"]')
const stepHeading = (page: Page, name: string) => process(page).getByRole('heading', { level: 2, name })
const isFocused = (page: Page, name: string) => stepHeading(page, name).evaluate((element) => element === document.activeElement)

describe('the FAQ’s communication process in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('is walked by keyboard to the confirmation, with an answer changed on the overview and a reload on the way; axe clean', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/service/faq/anfrage')
    await stepHeading(page, 'Für welchen Bereich?').waitFor()
    await expectAxeClean(page)

    await tabTo(page, process(page).getByRole('button', { name: /^Fahrzeuge und Motoren/ }), 40)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Worum geht es?')).toBe(true)
    await tabTo(page, process(page).getByRole('button', { name: /^Dokumente und Zertifikate/ }), 10)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Ihre Angaben im Überblick')).toBe(true)
    expect(new URL(page.url()).searchParams.toString()).toBe('schritt=ueberblick&linie=fahrzeuge')

    // A reload in the middle keeps the place and the answers.
    await page.reload()
    await stepHeading(page, 'Ihre Angaben im Überblick').waitFor()
    expect(await process(page).getByText('Dokumente und Zertifikate').isVisible()).toBe(true)
    await expectAxeClean(page)

    // Change the concern from the overview: back to its step, the old answer pressed, a new one leads on.
    await tabTo(page, process(page).getByRole('link', { name: 'Ändern: Worum geht es?' }), 60)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Worum geht es?')).toBe(true)
    expect(await process(page).getByRole('button', { name: /^Dokumente und Zertifikate/ }).getAttribute('aria-pressed')).toBe('true')
    await tabTo(page, process(page).getByRole('button', { name: /^Produktberatung/ }), 10)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Ihr Fahrzeug')).toBe(true)
    // A select by keyboard: focused, then its option chosen by typing its first letters.
    await tabTo(page, process(page).getByLabel(/^Fahrzeugart/), 10)
    await page.keyboard.type('Pers')
    await tabTo(page, process(page).getByLabel(/^Marke, Modell und Motor/), 20)
    await page.keyboard.type('VW Golf 2.0 TDI')
    await tabTo(page, process(page).getByLabel(/^Beschreiben Sie Ihr Anliegen/), 20)
    await page.keyboard.type('Welches Öl nach VW 507 00 empfehlen Sie?')
    await tabTo(page, process(page).getByRole('button', { name: 'Weiter' }), 10)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Ihre Angaben im Überblick')).toBe(true)
    expect(await process(page).getByText('VW Golf 2.0 TDI').isVisible()).toBe(true)
    await tabTo(page, process(page).getByRole('button', { name: 'Weiter' }), 30)
    await page.keyboard.press('Enter')

    await expect.poll(() => isFocused(page, 'Wie erreichen wir Sie?')).toBe(true)
    for (const [label, text] of [
      [/^Vor- und Nachname/, 'Andrea Muster'],
      [/^Firma/, 'Muster Transporte AG'],
      [/^E-Mail/, 'andrea@muster.ch'],
    ] as const) {
      await tabTo(page, process(page).getByLabel(label), 10)
      await page.keyboard.type(text)
    }
    await tabTo(page, process(page).getByRole('checkbox', { name: /Ich bin einverstanden/ }), 10)
    await page.keyboard.press('Space')
    // The last step's error states, each axe clean and keeping what was typed: a captcha whose adapters do not load,
    // then what only the contact manager knows, at its field.
    const send = process(page).getByRole('button', { name: 'Anfrage senden' })
    const unblock = await blockCaptchaAdapters(page)
    await tabTo(page, send, 10)
    await page.keyboard.press('Enter')
    await expectFocused(process(page).getByRole('alert'))
    expect(await process(page).getByRole('alert').textContent()).toContain(CAPTCHA_UNAVAILABLE)
    await expectAxeClean(page)
    await unblock()
    await refuseEmailOnce(browser().mock, '/api/contact-manager/submit')
    await tabTo(page, send, 30)
    await page.keyboard.press('Enter')
    await expectFocused(process(page).getByRole('alert'))
    expect(await process(page).getByText(EMAIL_REFUSED).count()).toBe(2)
    expect(await process(page).getByLabel(/^E-Mail/).inputValue()).toBe('andrea@muster.ch')
    await expectAxeClean(page)

    await tabTo(page, send, 30)
    await Promise.all([page.waitForURL(/\/service\/faq\/bestaetigung\?referenz=KM-2026-\d{5}$/), page.keyboard.press('Enter')])

    const confirmation = page.locator('[data-widget="faq-confirmation"]')
    // What was sent comes with the island (the promise is in the CMS's fallback too).
    await confirmation.getByText('VW Golf 2.0 TDI').waitFor()
    expect(await confirmation.getByText('Wir antworten Ihnen innerhalb von 48 Stunden.').isVisible()).toBe(true)
    await expectAxeClean(page)
    expect(log.errors.filter((error) => !isReportOfCausedFailure(error))).toEqual([])
  })
})

describe('the FAQ’s communication process on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('says a step that did not load and retries it, stacks the product lines within the width, and shows a form step’s errors within it, axe clean', async () => {
    const { page } = await newPage(browser())
    // The first step does not load: said within the width, axe clean, and a retry brings it.
    await browser().mock.fault({ method: 'GET', path: '/api/contact-manager/process-step', status: 500 })
    await visit(page, '/service/faq/anfrage')
    await process(page).getByText('Dieser Schritt konnte nicht geladen werden.').waitFor()
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await process(page).getByRole('button', { name: 'Erneut versuchen' }).click()
    const tiles = process(page).getByRole('button', { name: /Fahrzeuge und Motoren|Industrie und Fertigung|Landwirtschaft und Forst/ })
    await expect.poll(() => tiles.count()).toBe(3)
    const [first, second] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()])
    // One below the other on a phone, each as wide as the column.
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
    expect(await fitsWidth(page)).toBe(true)

    await tabTo(page, process(page).getByRole('button', { name: /^Landwirtschaft und Forst/ }), 60)
    await page.keyboard.press('Enter')
    await tabTo(page, process(page).getByRole('button', { name: /^Produktberatung/ }), 20)
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(page, 'Ihre Maschine')).toBe(true)
    await tabTo(page, process(page).getByRole('button', { name: 'Weiter' }), 40)
    await page.keyboard.press('Enter')
    await expectFocused(process(page).getByRole('alert'))
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})
