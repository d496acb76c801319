import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, newPage, tabTo, useBrowser, visit } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// form/cms-form in Chromium (spec 2 §5, §7, §8; spec 1 §5): the contact page's form filled by keyboard, its rules said
// before sending in the server's words, the error summary focused and axe clean in the error state, one request for a
// double click, and the thanks; the job application takes a 9 MB PDF, refuses an 11 MB one and a PNG, and sends the
// applicant on to the job list.

const form = (page: Page) => page.locator('[data-widget="cms-form"]')
const summary = (page: Page) => form(page).getByRole('alert')
const MB = 1024 * 1024
const pdf = (name: string, megabytes: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(megabytes * MB, 0x25) })

describe('the contact form in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('is filled by keyboard, says its rules before sending with the summary focused, sends once for a double click, and thanks', async () => {
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    let posts = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/forms/kontakt')) posts++
    })
    await visit(page, '/kontakt')
    await form(page).getByRole('button', { name: 'Nachricht senden' }).waitFor()
    await expectSteady(page)

    // The keyboard alone: a radio button by Space, the text fields typed into, the consent checked by Space.
    await tabTo(page, form(page).getByRole('radio', { name: 'Eine Frage zu einem Produkt' }), 40)
    await page.keyboard.press('Space')
    await tabTo(page, form(page).getByLabel(/^Ihre Nachricht/), 10)
    await page.keyboard.type('Zu kurz')
    await tabTo(page, form(page).getByLabel(/^Vor- und Nachname/), 10)
    await page.keyboard.type('Andrea Muster')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type('andrea@firma.ch')
    await page.keyboard.press('Tab')
    await page.keyboard.type('andere@firma.ch')
    await tabTo(page, form(page).getByRole('button', { name: 'Nachricht senden' }), 20)
    await page.keyboard.press('Enter')
    await expect.poll(() => summary(page).evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await summary(page).getByRole('link').allTextContents()).toEqual([
      'Bitte beschreiben Sie Ihr Anliegen mit mindestens 20 Zeichen.',
      '«E-Mail wiederholen» stimmt nicht mit «E-Mail» überein.',
      'Bitte bestätigen Sie: «Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden.»',
    ])
    await expectAxeClean(page)
    expect(posts).toBe(0)

    // The summary's link takes the focus to its field, where the visitor mends it.
    await summary(page).getByRole('link', { name: /mindestens 20 Zeichen/ }).click()
    await page.keyboard.type(': Welches Getriebeöl passt in unsere Stapler?')
    await form(page).getByLabel(/^E-Mail wiederholen/).fill('andrea@firma.ch')
    await form(page).getByRole('checkbox', { name: /Ich bin einverstanden/ }).check()
    await form(page).getByRole('button', { name: 'Nachricht senden' }).dblclick()
    await form(page).getByText('Vielen Dank, das Formular wurde erfolgreich abgesendet.').waitFor()
    expect(posts).toBe(1)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})

describe('the job application in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('takes a 9 MB PDF, refuses an 11 MB one and a PNG by name, and sends the applicant on to the job list', async () => {
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
    await Promise.all([page.waitForURL(/\/karriere\/offene-stellen\?beworben=1$/), form(page).getByRole('button', { name: 'Bewerbung senden' }).click()])
  })
})
