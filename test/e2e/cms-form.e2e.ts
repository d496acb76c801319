import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, tabTo, useBrowser, visit } from './browser'
import { blockCaptchaAdapters, CAPTCHA_UNAVAILABLE, EMAIL_REFUSED, expectFocused, isReportOfCausedFailure, refuseEmailOnce } from './form-failures'
import { expectSteady, recordShifts } from './layout-shifts'

// form/cms-form in Chromium (spec 2 §5, §7, §8; spec 1 §5): the contact page's form filled by keyboard, every
// constraint kind said before sending in the server's words, the server's own field errors, a captcha that does not
// load, the error summary focused and axe clean in each error state, one request for a double click, and the thanks;
// on a phone, the errors within the width; the job application takes a 9 MB PDF with its upload's progress shown,
// refuses an 11 MB one and a PNG, and sends the applicant on to the job list.

const form = (page: Page) => page.locator('[data-widget="cms-form"]')
const summary = (page: Page) => form(page).getByRole('alert')
const RULE_MESSAGES = [
  'Bitte beschreiben Sie Ihr Anliegen mit mindestens 20 Zeichen.',
  '«Vor- und Nachname» muss mindestens 2 Zeichen lang sein.',
  '«E-Mail wiederholen» stimmt nicht mit «E-Mail» überein.',
  'Bitte geben Sie eine Telefonnummer an, etwa +41 52 208 30 00.',
  '«Postleitzahl» muss genau 4 Zeichen lang sein.',
  "«Ungefährer Bedarf in Litern pro Jahr» muss zwischen 1 und 100'000 liegen.",
  '«Rückruf erwünscht am» muss zwischen 01.01.2026 und 31.12.2027 liegen.',
  'Bitte bestätigen Sie: «Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden.»',
]
const MB = 1024 * 1024
const pdf = (name: string, megabytes: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(Math.round(megabytes * MB), 0x25) })

describe('the contact form in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('is filled by keyboard, says each rule in the server’s words with the summary focused, shows the server’s field errors and a captcha that does not load, sends once for a double click, and thanks; axe clean in each error state', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    let posts = 0
    let sent = ''
    // Intercepted, for the multipart body (the request event carries none with a file in it).
    await page.route('**/api/forms/kontakt', async (route) => {
      posts++
      sent = route.request().postDataBuffer()?.toString('latin1') ?? ''
      await route.continue()
    })
    await visit(page, '/kontakt')
    await form(page).getByRole('button', { name: 'Nachricht senden' }).waitFor()
    await expectSteady(page)

    // The keyboard alone: a radio button by Space, the text fields typed into, the consent left unchecked.
    await tabTo(page, form(page).getByRole('radio', { name: 'Eine Frage zu einem Produkt' }), 40)
    await page.keyboard.press('Space')
    await tabTo(page, form(page).getByLabel(/^Ihre Nachricht/), 10)
    await page.keyboard.type('Zu kurz')
    await tabTo(page, form(page).getByLabel(/^Vor- und Nachname/), 10)
    await page.keyboard.type('A')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type('andrea@firma.ch')
    await page.keyboard.press('Tab')
    await page.keyboard.type('andere@firma.ch')
    // Every other constraint kind of spec 2 §5 broken once: a pattern, an exact length, a number's and a date's range.
    for (const [label, value] of [
      [/^Telefon/, 'abc'],
      [/^Postleitzahl/, '80'],
      [/^Ungefährer Bedarf/, '0'],
      [/^Rückruf erwünscht am/, '2025-06-01'],
    ] as const) {
      await tabTo(page, form(page).getByLabel(label), 10)
      await form(page).getByLabel(label).fill(value)
    }
    await tabTo(page, form(page).getByRole('button', { name: 'Nachricht senden' }), 20)
    await page.keyboard.press('Enter')
    await expectFocused(summary(page))
    // Swiss digits are grouped by ’ or ', as the browser's ICU has it.
    expect((await summary(page).getByRole('link').allTextContents()).map((text) => text.replace(/’/g, "'"))).toEqual(RULE_MESSAGES)
    await expectAxeClean(page)
    expect(posts).toBe(0)

    // The summary's link takes the focus to its field, where the visitor mends it; a name too long is refused as typed.
    await summary(page).getByRole('link', { name: /mindestens 20 Zeichen/ }).click()
    await page.keyboard.type(': Welches Getriebeöl passt in unsere Stapler?')
    await form(page).getByLabel(/^Vor- und Nachname/).fill('A'.repeat(81))
    await form(page).getByText('«Vor- und Nachname» darf höchstens 80 Zeichen lang sein.').waitFor()
    for (const [label, value] of [
      [/^Vor- und Nachname/, 'Andrea Muster'],
      [/^E-Mail wiederholen/, 'andrea@firma.ch'],
      [/^Telefon/, '+41 52 208 30 00'],
      [/^Postleitzahl/, '8400'],
      [/^Ungefährer Bedarf/, '1200'],
      [/^Rückruf erwünscht am/, '2026-12-14'],
    ] as const)
      await form(page).getByLabel(label).fill(value)
    // The field types left: a choice of several, a select, a password, a file.
    await form(page).getByRole('checkbox', { name: 'Industrie' }).check()
    await form(page).getByLabel(/^Anrede/).selectOption({ label: 'Frau' })
    await form(page).getByLabel(/^Kundencode/).fill('K-4711')
    await form(page).getByLabel(/^Anhänge/).setInputFiles([pdf('Datenblatt.pdf', 0.01)])
    await form(page).getByRole('checkbox', { name: /Ich bin einverstanden/ }).check()

    // A captcha whose adapters do not load (offline, a blocker): named clearly, nothing sent, everything kept; the next
    // send loads them.
    const unblock = await blockCaptchaAdapters(page)
    await form(page).getByRole('button', { name: 'Nachricht senden' }).click()
    await expectFocused(summary(page))
    expect(await summary(page).textContent()).toContain(CAPTCHA_UNAVAILABLE)
    await expectAxeClean(page)
    expect(await form(page).getByLabel(/^Ihre Nachricht/).inputValue()).toBe('Zu kurz: Welches Getriebeöl passt in unsere Stapler?')
    expect(posts).toBe(0)

    await unblock()

    // What only the server knows, answered at its field (spec 2 §7: messages with source.field).
    await refuseEmailOnce(browser().mock, '/api/forms/kontakt')
    await form(page).getByRole('button', { name: 'Nachricht senden' }).click()
    await expectFocused(summary(page))
    expect(await form(page).getByLabel(/^E-Mail$/).getAttribute('aria-describedby')).toBeTruthy()
    expect(await form(page).getByLabel(/^E-Mail$/).evaluate((input) => input.getAttribute('aria-invalid'))).toBe('true')
    expect(await form(page).getByText(EMAIL_REFUSED).count()).toBe(2)
    await expectAxeClean(page)
    expect(posts).toBe(1)

    await form(page).getByRole('button', { name: 'Nachricht senden' }).dblclick()
    await form(page).getByText('Vielen Dank, das Formular wurde erfolgreich abgesendet.').waitFor()
    expect(posts).toBe(2)
    // Every field type's value went out, the file with them (multipart).
    for (const part of ['name="source"', 'name="topic"', 'name="areas[]"', 'industry', 'name="salutation"', 'ms', 'name="customerCode"', 'K-4711', 'name="callback"', '2026-12-14', 'name="quantity"', 'filename="Datenblatt.pdf"', 'name="privacy"', 'name="score"'])
      expect(sent).toContain(part)
    await expectAxeClean(page)
    expect(log.errors.filter((error) => !isReportOfCausedFailure(error))).toEqual([])
  })
})

describe('the contact form on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('keeps its fields, its error summary and a refused file within the width, axe clean', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/kontakt')
    await form(page).getByLabel(/^Anhänge/).setInputFiles([{ name: 'Datenblatt-Getriebeoel-Industrie-ISO-VG-220-2026.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') }])
    await form(page).getByText(/wurde nicht übernommen/).waitFor()
    await form(page).getByRole('button', { name: 'Nachricht senden' }).click()
    await expectFocused(summary(page))
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})

describe('the job application in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('takes a 9 MB PDF, refuses an 11 MB one and a PNG by name, shows the upload’s progress, and sends the applicant on to the job list', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/karriere/offene-stellen/bewerbung?job=job-101')
    const documents = form(page).getByLabel(/^Lebenslauf, Zeugnisse und Diplome/)
    await documents.setInputFiles([pdf('Zeugnisse.pdf', 11), { name: 'Foto.png', mimeType: 'image/png', buffer: Buffer.from('png') }])
    await form(page).getByText(/«Zeugnisse.pdf» wurde nicht übernommen: Eine Datei darf höchstens 10 MB gross sein/).waitFor()
    await form(page).getByText(/«Foto.png» wurde nicht übernommen/).waitFor()
    await expectAxeClean(page)
    await documents.setInputFiles([pdf('Lebenslauf.pdf', 9)])
    await form(page).getByRole('list', { name: 'Ausgewählte Dateien' }).getByText('Lebenslauf.pdf', { exact: true }).waitFor()
    await form(page).getByLabel(/^Vorname/).fill('Lea')
    await form(page).getByLabel(/^Nachname/).fill('Meier')
    await form(page).getByLabel(/^E-Mail/).fill('lea@beispiel.ch')
    await form(page).getByRole('checkbox', { name: /Ich bin einverstanden/ }).check()
    // The upload at the pace of a slow line (9 MB at 8 MB/s), its progress as the page showed it, read in the page.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 8 * MB })
    const shown: string[] = []
    await page.exposeFunction('showsProgress', (text: string) => shown.push(text))
    await form(page).evaluate((element) =>
      new MutationObserver(() => {
        const text = element.querySelector('progress')?.closest('p')?.textContent
        if (text) (window as unknown as { showsProgress(text: string): void }).showsProgress(text)
      }).observe(element, { subtree: true, childList: true, characterData: true }),
    )
    await Promise.all([page.waitForURL(/\/karriere\/offene-stellen\?beworben=1$/), form(page).getByRole('button', { name: 'Bewerbung senden' }).click()])
    expect(shown.filter((text) => /^Die Dateien werden hochgeladen: [1-9]\d? %$/.test(text)).length).toBeGreaterThan(0)
  })
})
