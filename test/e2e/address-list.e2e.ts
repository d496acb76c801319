import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, expectAxeClean, fitsWidth, newPage, tabTo, useBrowser, visit, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 2 §1, §3, §7: the customer's addresses, ship-to and bill-to marked in words, the current
// ship-to address set, a new address added through the form the server configures (its messages at the
// fields), an edit dialog closed with Escape and an address deleted after the confirmation, by keyboard alone;
// axe with the dialogs open and the errors shown; no layout shift; the B2B checkout offers what the list changed.
// On a phone the dialogs take the whole screen: the form with its errors and the confirmation there.

const main = (page: Page) => page.locator('main')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
/** The focus ring an element shows (styles/base.css): after a key press, also where the code moved focus. */
const ringOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).outlineStyle)
/** The card (list item) of an address, by a line of it. */
const cardWith = (page: Page, line: string) => main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).filter({ hasText: line })
const tagsOf = (card: Locator) => card.getByRole('list', { name: 'Adressart' }).getByRole('listitem').allTextContents()

/** Fills the new address form by keyboard, field after field, with a postal code too short, and sends it. */
async function typeAddressWithShortPostalCode(page: Page) {
  for (const [index, value] of ['Brunner Transporte AG', 'Depot Schaffhausen', 'Mühlentalstrasse 184', '82', 'Schaffhausen'].entries()) {
    if (index > 0) await page.keyboard.press('Tab')
    await page.keyboard.type(value)
  }
  await page.keyboard.press('Enter')
}

describe('address list in Chromium', () => {
  const browser = useBrowser()

  it('sets the ship-to address, adds an address through the server’s form and deletes another, by keyboard; the checkout follows', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/adressen')
    await expect.poll(() => main(page).getByRole('heading', { level: 3, name: 'Brunner Holding AG' }).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    // The fallback kept a card's room for each of the four addresses (docs/cms-integration.md "Fallback markup").
    await expectSteady(page)
    expect(await tagsOf(cardWith(page, 'Industriestrasse 24'))).toEqual(['✓Aktuelle Lieferadresse', 'Rechnungsadresse'])
    expect(await tagsOf(cardWith(page, 'Kreditorenbuchhaltung'))).toEqual(['Rechnungsadresse'])
    await expectAxeClean(page)

    // Set the ship-to address: the card says so, and its heading takes the focus the vanished button had.
    const workshop = cardWith(page, 'Werkstatt Oberwinterthur')
    await tabTo(page, workshop.getByRole('button', { name: 'Als Lieferadresse festlegen: Brunner Transporte AG, Werkstatt Oberwinterthur' }), 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => tagsOf(workshop)).toEqual(['✓Aktuelle Lieferadresse'])
    await expect.poll(() => isFocused(workshop.getByRole('heading', { level: 3 }))).toBe(true)
    expect(await ringOf(workshop.getByRole('heading', { level: 3 }))).toBe('solid')
    await expect.poll(() => page.getByText('Ihre Lieferadresse ist jetzt «Brunner Transporte AG, Werkstatt Oberwinterthur».').isVisible()).toBe(true)

    // A new address: the dialog's form is the server's; a wrong postcode is refused at its field.
    await tabTo(page, main(page).getByRole('button', { name: 'Neue Lieferadresse' }), 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Neue Lieferadresse' })
    const company = dialog.getByRole('textbox', { name: 'Firma' })
    await expect.poll(() => isFocused(company)).toBe(true)
    await expectAxeClean(page)
    await typeAddressWithShortPostalCode(page)
    const summary = dialog.getByRole('alert')
    await expect.poll(() => summary.textContent()).toContain('Bitte geben Sie eine vierstellige Postleitzahl an.')
    await expect.poll(() => isFocused(summary)).toBe(true)
    const postalCode = dialog.getByRole('textbox', { name: 'PLZ' })
    expect(await postalCode.getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.getByRole('textbox', { name: 'Ort', exact: true }).inputValue()).toBe('Schaffhausen')
    await expectAxeClean(page)
    // The summary's link leads to the field.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => isFocused(postalCode)).toBe(true)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('8200')
    await tabTo(page, dialog.getByRole('checkbox', { name: 'Als aktuelle Lieferadresse verwenden' }), 10)
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    expect(await isFocused(dialog.getByRole('button', { name: 'Adresse speichern' }))).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)
    const depot = cardWith(page, 'Depot Schaffhausen')
    await expect.poll(() => tagsOf(depot)).toEqual(['✓Aktuelle Lieferadresse'])
    await expect.poll(() => isFocused(depot.getByRole('heading', { level: 3 }))).toBe(true)
    expect(await tagsOf(workshop)).toEqual(['Lieferadresse'])

    // An edit dialog closed with Escape hands focus back to its button.
    const edit = cardWith(page, 'Lager Frauenfeld').getByRole('button', { name: 'Bearbeiten: Brunner Transporte AG, Lager Frauenfeld' })
    await tabTo(page, edit, 80)
    await page.keyboard.press('Enter')
    const editDialog = page.getByRole('dialog', { name: 'Adresse bearbeiten' })
    await expect.poll(() => editDialog.getByRole('textbox', { name: 'Strasse und Hausnummer' }).inputValue()).toBe('Zürcherstrasse 310')
    await page.keyboard.press('Escape')
    await expect.poll(() => editDialog.count()).toBe(0)
    await expect.poll(() => isFocused(edit)).toBe(true)

    // Delete after the confirmation; focus goes to the list's heading.
    await tabTo(page, cardWith(page, 'Lager Frauenfeld').getByRole('button', { name: 'Löschen: Brunner Transporte AG, Lager Frauenfeld' }), 10)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Adresse löschen' })
    await expect.poll(() => confirm.isVisible()).toBe(true)
    expect(await confirm.textContent()).toContain('Möchten Sie die Adresse «Brunner Transporte AG, Lager Frauenfeld» wirklich löschen?')
    await expectAxeClean(page)
    await tabTo(page, confirm.getByRole('button', { name: 'Adresse löschen' }), 6)
    await page.keyboard.press('Enter')
    await expect.poll(() => confirm.count()).toBe(0)
    await expect.poll(() => cardWith(page, 'Lager Frauenfeld').count()).toBe(0)
    await expect.poll(() => isFocused(main(page).getByRole('heading', { level: 2, name: 'Ihre Adressen' }))).toBe(true)
    expect(await ringOf(main(page).getByRole('heading', { level: 2, name: 'Ihre Adressen' }))).toBe('solid')
    await expectAxeClean(page)
    expect(await fitsWidth(page)).toBe(true)

    // The checkout offers the addresses as the list left them, the new current one chosen.
    await visit(page, '/warenkorb?step=delivery')
    const shipTo = main(page).getByRole('group', { name: 'Lieferadresse' })
    await expect.poll(() => shipTo.getByRole('radio', { name: /Depot Schaffhausen/ }).isChecked()).toBe(true)
    expect(await shipTo.getByRole('radio', { name: /Lager Frauenfeld/ }).count()).toBe(0)
    // The refused postcode's 422 is the browser's only complaint.
    expect(log.errors.filter((error) => !error.includes('status of 422'))).toEqual([])
  })

  it('keeps the view and says why when the server refuses, and shows a loading failure with a retry', async () => {
    await signIn(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/address/', status: 500 })
    const { page } = await newPage(browser())
    await visit(page, '/konto/adressen')
    await expect.poll(() => main(page).getByText('Die Adressen konnten nicht geladen werden.').isVisible()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, main(page).getByRole('button', { name: 'Erneut versuchen' }), 80)
    await page.keyboard.press('Enter')
    const depot = cardWith(page, 'Lager Frauenfeld')
    await expect.poll(() => depot.isVisible()).toBe(true)

    await browser().mock.fault({ method: 'POST', path: '/api/address/ship-to', status: 409, messages: [{ type: 'error', message: 'Diese Adresse kann gerade nicht gewählt werden.' }] })
    await tabTo(page, depot.getByRole('button', { name: /^Als Lieferadresse festlegen/ }), 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Diese Adresse kann gerade nicht gewählt werden.').isVisible()).toBe(true)
    expect(await tagsOf(depot)).toEqual(['Lieferadresse'])
    expect(await tagsOf(cardWith(page, 'Industriestrasse 24'))).toEqual(['✓Aktuelle Lieferadresse', 'Rechnungsadresse'])
    await expectAxeClean(page)

    // A refused delete says why inside the dialog, where the keyboard is, and keeps it open.
    await browser().mock.fault({ method: 'POST', path: '/api/address/delete', status: 409, messages: [{ type: 'error', message: 'Die Adresse wird noch in einer Bestellung verwendet.' }] })
    await tabTo(page, depot.getByRole('button', { name: /^Löschen/ }), 80)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Adresse löschen' })
    await expect.poll(() => confirm.isVisible()).toBe(true)
    await tabTo(page, confirm.getByRole('button', { name: 'Adresse löschen' }), 6)
    await page.keyboard.press('Enter')
    await expect.poll(() => confirm.getByRole('alert').textContent()).toBe('Die Adresse wird noch in einer Bestellung verwendet.')
    expect(await isFocused(confirm.getByRole('button', { name: 'Adresse löschen' }))).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => confirm.count()).toBe(0)
    expect(await depot.isVisible()).toBe(true)
  })

  it('shows an employee the addresses of the customer they act for, without shifting the page', async () => {
    await signIn(browser(), 'mitarbeiter@example.ch')
    const { page, log } = await newPage(browser())
    expect((await page.request.post(`${baseUrl()}/api/contact/select`, { data: { id: '0001004738', contactId: '0000310005' } })).status()).toBe(200)
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/adressen')
    await expect.poll(() => cardWith(page, 'Filiale Huttwil').isVisible()).toBe(true)
    await page.waitForTimeout(100)
    await expectSteady(page)
    expect(await main(page).getByText('Sie bearbeiten die Adressen von Landmaschinen Zürcher AG.').isVisible()).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })

  it('asks an employee acting for nobody to choose a customer, with the way to the overview, without shifting the page', async () => {
    await signIn(browser(), 'mitarbeiter@example.ch')
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/adressen')
    await expect.poll(() => main(page).getByText('Bitte wählen Sie zuerst den Kunden, dessen Adressen Sie bearbeiten möchten.').isVisible()).toBe(true)
    expect(await main(page).getByRole('link', { name: 'Zur Kundenübersicht' }).getAttribute('href')).toBe('/kundenuebersicht')
    await page.waitForTimeout(100)
    await expectSteady(page)
    await expectAxeClean(page)
  })

  it('asks a visitor to sign in, without shifting the page', async () => {
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/adressen')
    expect(await main(page).getByText('Bitte melden Sie sich an, um Ihre Adressen zu sehen.').isVisible()).toBe(true)
    await page.waitForTimeout(100)
    await expectSteady(page)
    await expectAxeClean(page)
  })
})

describe('address list on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('opens the server’s form and the delete confirmation full screen by keyboard, with the errors shown, axe clean and nothing scrolling sideways', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, '/konto/adressen')
    const frauenfeld = cardWith(page, 'Lager Frauenfeld')
    await expect.poll(() => frauenfeld.isVisible()).toBe(true)

    // The new address's form, a wrong postcode refused at its field.
    const add = main(page).getByRole('button', { name: 'Neue Lieferadresse' })
    await tabTo(page, add, 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Neue Lieferadresse' })
    await expect.poll(() => isFocused(dialog.getByRole('textbox', { name: 'Firma' }))).toBe(true)
    await typeAddressWithShortPostalCode(page)
    const summary = dialog.getByRole('alert')
    await expect.poll(() => summary.textContent()).toContain('Bitte geben Sie eine vierstellige Postleitzahl an.')
    await expect.poll(() => isFocused(summary)).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => isFocused(add)).toBe(true)

    // The delete confirmation.
    await tabTo(page, frauenfeld.getByRole('button', { name: 'Löschen: Brunner Transporte AG, Lager Frauenfeld' }), 80)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Adresse löschen' })
    await expect.poll(() => confirm.isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => confirm.count()).toBe(0)
    expect(await frauenfeld.isVisible()).toBe(true)
    // The refused postcode's 422 is the browser's only complaint.
    expect(log.errors.filter((error) => !error.includes('status of 422'))).toEqual([])
  })
})
