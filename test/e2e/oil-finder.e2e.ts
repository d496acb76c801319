import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAxeClean, fitsWidth, newPage, PHONE, signIn, tabTo, useBrowser, visit } from './browser'

// oilfinder/oil-finder in Chromium (spec 1 §2 "Oil finder (steps brand, model, note, recommendation)"): the steps at
// their addresses, the search, the licence plate, a reload on a step, the keyboard alone, axe on every step.

const finder = (page: Page) => page.locator('[data-widget="oil-finder"]')
const stepHeading = (page: Page, name: string) => finder(page).getByRole('heading', { level: 2, name, exact: true })
/** The step heading has the focus (moving to a step puts it there). */
const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H2' ? document.activeElement.textContent : null))
const search = (page: Page) => new URL(page.url()).search
const GOLF_TDI = 'vw-golf-vii-2-0-tdi-150-ps'

describe('the oil finder in Chromium at 1280 px', () => {
  const browser = useBrowser()

  it('leads by steps to the recommendation, each step axe clean, and a reload stays on the step', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/oelfinder')
    await stepHeading(page, 'Fahrzeugkategorie wählen').waitFor()
    await finder(page).getByRole('link', { name: 'Personenwagen' }).waitFor()
    await expectAxeClean(page)

    await finder(page).getByRole('link', { name: 'Personenwagen' }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Marke wählen')
    await finder(page).getByRole('link', { name: 'VW', exact: true }).waitFor()
    await expectAxeClean(page)

    await finder(page).getByRole('link', { name: 'VW', exact: true }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Modell wählen')
    await finder(page).getByRole('link', { name: /^Golf VII / }).waitFor()
    await expectAxeClean(page)

    await finder(page).getByRole('link', { name: /^Golf VII / }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Typ wählen')
    await expectAxeClean(page)
    await finder(page).locator('a[href$="typ=vw-golf-vii-2-0-tdi-150-ps"]').click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    expect(search(page)).toBe('?kategorie=pkw&marke=vw&modell=vw-golf-vii&typ=vw-golf-vii-2-0-tdi-150-ps')
    await expectAxeClean(page)

    // A reload lands on the same step, with the trail of the steps before it.
    await page.reload()
    await stepHeading(page, 'Empfehlung').waitFor()
    const trail = finder(page).getByRole('group', { name: 'Ihre Auswahl' })
    await trail.getByRole('button', { name: 'Modell Golf VII ändern' }).waitFor()
    await trail.getByRole('button', { name: 'Marke VW ändern' }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Marke wählen')
    await page.goBack()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    expect(log.errors).toEqual([])
  })

  it('finds a vehicle by search and by licence plate', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/oelfinder?kategorie=pkw')
    await finder(page).getByRole('searchbox', { name: 'Modell oder Typ' }).fill('Passat B8')
    await finder(page).getByText(/^Gefundene Fahrzeuge: \d+$/).waitFor()
    await expectAxeClean(page)
    await finder(page).getByRole('heading', { level: 4, name: 'VW' }).waitFor()
    await finder(page).locator('a[href*="modell=vw-passat-b8&typ="]').first().click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')

    await visit(page, '/oelfinder')
    await finder(page).getByRole('combobox', { name: 'Land' }).selectOption('DE')
    await finder(page).getByRole('textbox', { name: 'Kontrollschild' }).fill('m-ab 1234')
    await finder(page).getByRole('button', { name: 'Fahrzeug suchen' }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    expect(search(page)).toMatch(/^\?kategorie=pkw&marke=bmw&modell=.+&typ=bmw-3er-g20-330d-286-ps$/)
    expect(log.errors).toEqual([])
  })

  it('puts a recommended pack into the cart for a shop user, and a saved vehicle opens again from the quick access', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, `/oelfinder?kategorie=pkw&marke=vw&modell=vw-golf-vii&typ=${GOLF_TDI}`)
    await stepHeading(page, 'Empfehlung').waitFor()
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Warenkorb, Positionen: \d+$/ })
    // The header's count by the link's accessible name (the cart's lines; the pack is not among the seed's).
    const cartCount = async () => Number(/Positionen: (\d+)/.exec(await cartLink.ariaSnapshot())?.[1] ?? Number.NaN)
    const countBefore = await cartCount()
    const add = finder(page).getByRole('button', { name: /^In den Warenkorb/ }).first()
    await add.waitFor()
    await add.click()
    await expect.poll(cartCount).toBe(countBefore + 1)

    await finder(page).getByRole('button', { name: 'Fahrzeug speichern' }).click()
    await finder(page).getByText('Fahrzeug gespeichert').waitFor()
    await visit(page, '/oelfinder')
    const saved = finder(page).getByRole('region', { name: 'Gespeicherte Fahrzeuge' })
    await saved.getByRole('link', { name: /^VW Golf VII 2\.0 TDI/ }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    expect(search(page)).toBe(`?kategorie=pkw&marke=vw&modell=vw-golf-vii&typ=${GOLF_TDI}`)
    expect(log.errors).toEqual([])
  })

  it('is entered from the home page’s tile by keyboard, at the brand step of the chosen category', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/')
    const tile = page.locator('[data-widget="oil-finder-tile"]')
    await tile.getByRole('link', { name: 'Motorräder' }).waitFor()
    await expectAxeClean(page)
    await tabTo(page, tile.getByRole('link', { name: 'Motorräder' }), 200)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/oelfinder?kategorie=motorrad')
    await finder(page).getByRole('link', { name: 'Yamaha', exact: true }).waitFor()
    expect(await stepHeading(page, 'Marke wählen').count()).toBe(1)
    expect(log.errors).toEqual([])
  })

  it('is used with the keyboard alone, from the category to the type', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/oelfinder')
    const category = finder(page).getByRole('link', { name: 'Motorräder' })
    await tabTo(page, category, 120)
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedHeading(page)).toBe('Marke wählen')
    // The filter box, then the makes: one tab stop each. Tab only once they are there (they come with the answer).
    await finder(page).getByRole('link', { name: 'Yamaha', exact: true }).waitFor()
    await tabTo(page, finder(page).getByRole('searchbox', { name: 'Marke filtern' }), 20)
    await page.keyboard.type('yam')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yamaha')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedHeading(page)).toBe('Modell wählen')
    await finder(page).locator('a[href*="modell="]').first().waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedHeading(page)).toBe('Typ wählen')
    expect(search(page)).toMatch(/^\?kategorie=motorrad&marke=yamaha&modell=[\w.-]+$/)
  })
})

describe('the oil finder on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('leads by steps, by search and by licence plate to the recommendation, every step within the width', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/oelfinder')
    await finder(page).getByRole('link', { name: 'Personenwagen' }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Marke wählen')
    await finder(page).getByRole('link', { name: 'VW', exact: true }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Modell wählen')
    expect(await fitsWidth(page)).toBe(true)
    await finder(page).getByRole('link', { name: /^Golf VII / }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Typ wählen')
    expect(await fitsWidth(page)).toBe(true)
    await finder(page).locator(`a[href$="typ=${GOLF_TDI}"]`).click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    await finder(page).getByRole('button', { name: 'Fahrzeug speichern' }).waitFor()
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)

    await visit(page, '/oelfinder?kategorie=pkw')
    await finder(page).getByRole('searchbox', { name: 'Modell oder Typ' }).fill('Passat B8')
    await finder(page).locator('a[href*="modell=vw-passat-b8&typ="]').first().click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    expect(await fitsWidth(page)).toBe(true)

    await visit(page, '/oelfinder')
    await finder(page).getByRole('textbox', { name: 'Kontrollschild' }).fill('zh 123456')
    await finder(page).getByRole('button', { name: 'Fahrzeug suchen' }).click()
    await expect.poll(() => focusedHeading(page)).toBe('Empfehlung')
    expect(search(page)).toBe(`?kategorie=pkw&marke=vw&modell=vw-golf-vii&typ=${GOLF_TDI}`)
    expect(log.errors).toEqual([])
  })
})
