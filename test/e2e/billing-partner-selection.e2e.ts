import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, expectAxeClean, fitsWidth, newPage, tabTo, useBrowser, visit, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 2 §2.9: the billing partner selection as the demo customer uses it: the table between
// the content areas, a partner chosen by keyboard (the choice kept after a reload, the checkout billing it),
// the server's refusal shown, a redirectUrl followed; axe clean with the message and the error shown; no
// layout shift. On a phone the table scrolls in its own region: the refusal and the confirmation there.

const main = (page: Page) => page.locator('main')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const table = (page: Page) => main(page).getByRole('table', { name: 'Rechnungsempfänger' })
const rowOf = (page: Page, partnerId: string) => table(page).getByRole('row').filter({ has: page.getByRole('cell', { name: partnerId, exact: true }) })
const PATH = '/konto/rechnungsempfaenger'

describe('billing partner selection in Chromium', () => {
  const browser = useBrowser()

  it('chooses a billing partner by keyboard; the choice stays after a reload and the checkout bills it', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await expect.poll(() => table(page).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    // The fallback is the very table (docs/cms-integration.md "Fallback markup"): nothing moves when the island
    // replaces it.
    await expectSteady(page)
    expect(await table(page).getByRole('columnheader').allTextContents()).toEqual(['Konto / Firmenname', 'Auswahl', 'Partner-Nr.', 'Adresse'])
    expect(await rowOf(page, '0001004711').getByText('Ausgewählt').isVisible()).toBe(true)
    expect(await main(page).getByText('Wählen Sie, auf welches Konto Ihre Bestellungen verrechnet werden.', { exact: false }).isVisible()).toBe(true)
    await expectAxeClean(page)

    await tabTo(page, rowOf(page, '0001004731').getByRole('button', { name: 'Auswählen: Brunner Holding AG, Kreditorenbuchhaltung' }), 80)
    await page.keyboard.press('Enter')
    const message = main(page).getByText('«Brunner Holding AG, Kreditorenbuchhaltung» ist jetzt Ihr Rechnungsempfänger.')
    await expect.poll(() => message.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('ist jetzt Ihr Rechnungsempfänger.')
    expect(await rowOf(page, '0001004731').getByText('Ausgewählt').isVisible()).toBe(true)
    expect(await rowOf(page, '0001004711').getByRole('button', { name: 'Auswählen: Brunner Transporte AG' }).isVisible()).toBe(true)
    await expectAxeClean(page)
    expect(await fitsWidth(page)).toBe(true)

    await page.reload()
    await expect.poll(() => rowOf(page, '0001004731').getByText('Ausgewählt').isVisible()).toBe(true)
    await visit(page, '/warenkorb?step=delivery')
    const billTo = main(page).getByRole('group', { name: 'Rechnungsadresse' })
    await expect.poll(() => billTo.getByRole('radio', { name: /Brunner Holding AG/ }).isChecked()).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('shows the server’s refusal and keeps the choice as it was', async () => {
    await signIn(browser())
    await browser().mock.fault({ method: 'POST', path: '/api/user/billing-partner/0001004731', status: 409, messages: [{ type: 'error', message: 'Der Rechnungsempfänger ist gesperrt. Bitte wenden Sie sich an die Buchhaltung.' }] })
    const { page } = await newPage(browser())
    await visit(page, PATH)
    const button = rowOf(page, '0001004731').getByRole('button', { name: /^Auswählen/ })
    await tabTo(page, button, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Der Rechnungsempfänger ist gesperrt. Bitte wenden Sie sich an die Buchhaltung.').isVisible()).toBe(true)
    expect(await rowOf(page, '0001004711').getByText('Ausgewählt').isVisible()).toBe(true)
    expect(await isFocused(button)).toBe(true)
    await expectAxeClean(page)
  })

  it('follows the redirectUrl of the answer', async () => {
    await signIn(browser())
    await browser().mock.fault({ method: 'POST', path: '/api/user/billing-partner/0001004731', status: 200, redirectUrl: '/konto' })
    const { page } = await newPage(browser())
    await visit(page, PATH)
    await tabTo(page, rowOf(page, '0001004731').getByRole('button', { name: /^Auswählen/ }), 80)
    await Promise.all([page.waitForURL(`${baseUrl()}/konto`), page.keyboard.press('Enter')])
  })

  it('asks a visitor to sign in between the content areas, without shifting the page', async () => {
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    expect(await main(page).getByText('Bitte melden Sie sich an, um Ihren Rechnungsempfänger zu wählen.').isVisible()).toBe(true)
    expect(await main(page).getByRole('link', { name: 'Schreiben Sie uns' }).getAttribute('href')).toBe('/kontakt')
    await page.waitForTimeout(100)
    await expectSteady(page)
    await expectAxeClean(page)
  })

  it('asks an employee acting for nobody to choose a customer first, with the way to the overview, without shifting the page', async () => {
    await signIn(browser(), 'mitarbeiter@example.ch')
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, PATH)
    await expect.poll(() => main(page).getByText('Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um seinen Rechnungsempfänger zu wählen.').isVisible()).toBe(true)
    expect(await main(page).getByRole('link', { name: 'Zur Kundenübersicht' }).getAttribute('href')).toBe('/kundenuebersicht')
    expect(await table(page).count()).toBe(0)
    await page.waitForTimeout(100)
    await expectSteady(page)
    await expectAxeClean(page)
  })
})

describe('billing partner selection on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('shows the server’s refusal, then the choice, by keyboard; axe clean and nothing scrolling sideways with each message', async () => {
    await signIn(browser())
    await browser().mock.fault({ method: 'POST', path: '/api/user/billing-partner/0001004731', status: 409, messages: [{ type: 'error', message: 'Der Rechnungsempfänger ist gesperrt. Bitte wenden Sie sich an die Buchhaltung.' }] })
    const { page } = await newPage(browser())
    await visit(page, PATH)
    const button = rowOf(page, '0001004731').getByRole('button', { name: 'Auswählen: Brunner Holding AG, Kreditorenbuchhaltung' })
    await tabTo(page, button, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Der Rechnungsempfänger ist gesperrt. Bitte wenden Sie sich an die Buchhaltung.').isVisible()).toBe(true)
    expect(await isFocused(button)).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    // The fault answered once: the same key again chooses the partner.
    await page.keyboard.press('Enter')
    await expect.poll(() => main(page).getByText('«Brunner Holding AG, Kreditorenbuchhaltung» ist jetzt Ihr Rechnungsempfänger.').isVisible()).toBe(true)
    expect(await rowOf(page, '0001004731').getByText('Ausgewählt').isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})
