import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 2 §2.8, §7: the shopping lists and the checkout confirmation as the demo customer walks them, with the
// keyboard; axe with the dialog open and closed. Below 768 px a list's buttons wrap under its name, and below 480 px
// the create form stacks: the overview, the detail and the confirmation on a phone.

const main = (page: Page) => page.locator('main')
const headerSays = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Warenkorb, Positionen: ${count}`, exact: true }).isVisible()


describe('shopping lists in Chromium', () => {
  const browser = useBrowser()

  it('creates a list, opens and renames another, puts it into the cart, and deletes the new one, by keyboard', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/einkaufslisten')
    await expect.poll(() => main(page).getByRole('link', { name: 'Werkstatt Winterthur' }).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    // The fallback box kept the room of the loaded lists (docs/cms-integration.md "Fallback markup").
    await expectSteady(page)
    await expectAxeClean(page)

    // Create by keyboard.
    await tabTo(page, main(page).getByLabel('Name der neuen Liste'), 80)
    await page.keyboard.type('Lager Bern')
    await page.keyboard.press('Enter')
    await expect.poll(() => main(page).getByRole('link', { name: 'Lager Bern' }).isVisible()).toBe(true)
    expect(await main(page).getByLabel('Name der neuen Liste').inputValue()).toBe('')

    // Open a list by keyboard.
    await tabTo(page, main(page).getByRole('link', { name: 'Werkstatt Winterthur' }))
    await Promise.all([page.waitForURL(`${baseUrl()}/konto/einkaufslisten/liste?id=sl-werkstatt`), page.keyboard.press('Enter')])
    await expect.poll(() => main(page).getByRole('heading', { level: 2, name: 'Werkstatt Winterthur' }).isVisible()).toBe(true)
    await expectAxeClean(page)
    expect(await headerSays(page, 3)).toBe(true)

    // Rename by keyboard: focus lands in the field, and returns to the button.
    await tabTo(page, main(page).getByRole('button', { name: 'Umbenennen' }))
    await page.keyboard.press('Enter')
    const field = main(page).getByLabel('Neuer Name für «Werkstatt Winterthur»')
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Werkstatt Thun')
    await page.keyboard.press('Enter')
    await expect.poll(() => main(page).getByRole('heading', { level: 2, name: 'Werkstatt Thun' }).isVisible()).toBe(true)
    await expect.poll(() => main(page).getByRole('button', { name: 'Umbenennen' }).evaluate((element) => element === document.activeElement)).toBe(true)

    // The whole list into the cart: the header's count follows (3 lines + 1 new).
    // It comes just before the rename button, which has focus.
    await page.keyboard.press('Shift+Tab')
    expect(await main(page).getByRole('button', { name: 'Ganze Liste in den Warenkorb' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Die Einkaufsliste «Werkstatt Thun» wurde in den Warenkorb gelegt.').isVisible()).toBe(true)
    await expect.poll(() => headerSays(page, 4)).toBe(true)

    // Back to the overview, which shows the new name; the count stays after the reload.
    await main(page).getByRole('link', { name: 'Zurück zu den Einkaufslisten' }).click()
    await page.waitForURL(`${baseUrl()}/konto/einkaufslisten`)
    await expect.poll(() => main(page).getByRole('link', { name: 'Werkstatt Thun' }).isVisible()).toBe(true)
    expect(await headerSays(page, 4)).toBe(true)

    // Delete with the confirmation, by keyboard; axe with the dialog open.
    await tabTo(page, main(page).getByRole('button', { name: 'Löschen: Lager Bern' }), 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Einkaufsliste löschen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain('Möchten Sie die Einkaufsliste «Lager Bern» wirklich löschen?')
    await expectAxeClean(page)
    await tabTo(page, dialog.getByRole('button', { name: 'Liste löschen' }), 6)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => main(page).getByRole('link', { name: 'Lager Bern' }).count()).toBe(0)
    await expect.poll(() => main(page).getByRole('heading', { name: 'Ihre Einkaufslisten' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })

  it('closes the delete dialog with Escape and keeps the list, focus back on its button', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/konto/einkaufslisten')
    const button = main(page).getByRole('button', { name: 'Löschen: LKW-Flotte Quartal' })
    await tabTo(page, button, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog', { name: 'Einkaufsliste löschen' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await main(page).getByRole('link', { name: 'LKW-Flotte Quartal' }).isVisible()).toBe(true)
  })

  it('shows the list detail without shifting the page', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/einkaufslisten/liste?id=sl-werkstatt')
    await expect.poll(() => main(page).getByRole('heading', { level: 2, name: 'Werkstatt Winterthur' }).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    await expectSteady(page)
    // Every class it names is one its stylesheets define: a missing one reads «undefined» in the build.
    expect(await main(page).locator('[class~="undefined"]').count()).toBe(0)
    expect(await fitsWidth(page)).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('confirms an order with the number, the contact person and a way home, reachable by keyboard', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/bestellung/bestaetigung?order=4500012001')
    await page.waitForTimeout(100)
    await expectSteady(page)
    expect(await main(page).getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Bestellung' }).isVisible()).toBe(true)
    expect(await main(page).getByText('Ihre Bestellnummer: 4500012001').isVisible()).toBe(true)
    const contact = main(page).locator('section', { has: page.getByRole('heading', { name: 'Ihre Kontaktperson' }) })
    expect(await contact.getByText('Sandra Meier').isVisible()).toBe(true)
    expect(await contact.getByRole('img', { name: 'Sandra Meier' }).isVisible()).toBe(true)
    expect(await contact.getByRole('link', { name: '+41 44 555 01 23' }).getAttribute('href')).toBe('tel:+41445550123')
    expect(await contact.getByRole('link', { name: 'sandra.meier@example.ch' }).getAttribute('href')).toBe('mailto:sandra.meier@example.ch')
    await expectAxeClean(page)
    const home = main(page).getByRole('link', { name: 'Zur Startseite' })
    await tabTo(page, home, 80)
    // A button to look at: the primary colour, 44 px high.
    expect(await home.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44)
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.keyboard.press('Enter')])
    expect(log.errors).toEqual([])
  })
})

describe('shopping lists on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('creates a list and deletes it after the confirmation, opens the detail’s rename field and shows an order’s confirmation, by keyboard; axe clean, nothing scrolls sideways, nothing shifts', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, '/konto/einkaufslisten')
    await tabTo(page, main(page).getByLabel('Name der neuen Liste'), 80)
    await page.keyboard.type('Lager Bern')
    await page.keyboard.press('Enter')
    await expect.poll(() => main(page).getByRole('link', { name: 'Lager Bern' }).isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await tabTo(page, main(page).getByRole('button', { name: 'Löschen: Lager Bern' }), 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Einkaufsliste löschen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, dialog.getByRole('button', { name: 'Liste löschen' }), 6)
    await page.keyboard.press('Enter')
    await expect.poll(() => main(page).getByRole('link', { name: 'Lager Bern' }).count()).toBe(0)
    await expect.poll(() => main(page).getByRole('heading', { name: 'Ihre Einkaufslisten' }).evaluate((element) => element === document.activeElement)).toBe(true)

    // The detail, without shifting, its rename field open.
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/einkaufslisten/liste?id=sl-werkstatt')
    await expect.poll(() => main(page).getByRole('heading', { level: 2, name: 'Werkstatt Winterthur' }).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    await expectSteady(page)
    await tabTo(page, main(page).getByRole('button', { name: 'Umbenennen' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => main(page).getByLabel('Neuer Name für «Werkstatt Winterthur»').evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    // The order confirmation: the contact person's card and the way home, a 44 px button.
    await visit(page, '/bestellung/bestaetigung?order=4500012001')
    await page.waitForTimeout(100)
    await expectSteady(page)
    const home = main(page).getByRole('link', { name: 'Zur Startseite' })
    await tabTo(page, home, 80)
    expect(await home.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
    expect(log.errors).toEqual([])
  })
})
