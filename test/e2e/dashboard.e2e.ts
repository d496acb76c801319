import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, newPage, tabTo, useBrowser, visit, expectAxeClean, fitsWidth, signIn, PHONE } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 1 §1, §2: the dashboard at /konto for each role, its tiles' counts (the session's at
// once, the summary's after a skeleton of the same size), the error state, keyboard paths, axe, no layout
// shift. A phone's width: the business customer's tiles at 320 px (below), the other roles and the error at 375 px.

const main = (page: Page) => page.locator('main')
const tile = (page: Page, name: RegExp) => main(page).getByRole('link', { name })


/** What the server counts for the signed-in user (the summary the tiles show). */
async function serverCounts(page: Page): Promise<{ openOrders: number; shoppingLists: number }> {
  const response = await page.request.get(`${baseUrl()}/api/account/summary`)
  return ((await response.json()) as { data: { openOrders: number; shoppingLists: number } }).data
}

/** Visits the dashboard with the shift recorder, and checks that nothing moved while it loaded. */
async function visitDashboard(page: Page) {
  await page.addInitScript(recordShifts)
  await visit(page, '/konto')
  await page.waitForTimeout(100)
  await expectSteady(page)
  expect(await fitsWidth(page)).toBe(true)
}

describe('dashboard in Chromium', () => {
  const browser = useBrowser()

  it('shows a business customer the four tiles with the server’s counts, and leads to an area by keyboard', async () => {
    await signIn(browser(), 'kunde@example.ch')
    const { page, log } = await newPage(browser())
    await visitDashboard(page)
    const counts = await serverCounts(page)
    await expect.poll(() => tile(page, new RegExp(`^Offene Bestellungen ${counts.openOrders}$`)).isVisible()).toBe(true)
    expect(await tile(page, /^Ungelesene Benachrichtigungen 2$/).isVisible()).toBe(true)
    expect(await tile(page, new RegExp(`^Einkaufslisten ${counts.shoppingLists}$`)).isVisible()).toBe(true)
    expect(await tile(page, /^Favoriten 0$/).isVisible()).toBe(true)
    expect(await main(page).getByRole('heading', { name: 'Weitere Bereiche' }).isVisible()).toBe(true)
    await expectAxeClean(page)

    await tabTo(page, tile(page, /^Einkaufslisten/), 80)
    await Promise.all([page.waitForURL(`${baseUrl()}/konto/einkaufslisten`), page.keyboard.press('Enter')])
    expect(log.errors).toEqual([])
  })

  it('still shows the session’s counts when the summary fails, and counts again by keyboard', async () => {
    await signIn(browser(), 'kunde@example.ch')
    await browser().mock.fault({ path: '/api/account/summary', status: 500 })
    const { page } = await newPage(browser())
    await visit(page, '/konto')
    await expect.poll(() => tile(page, /^Offene Bestellungen Nicht verfügbar$/).isVisible()).toBe(true)
    expect(await main(page).getByText('Die offenen Bestellungen und die Einkaufslisten konnten nicht gezählt werden.').isVisible()).toBe(true)
    expect(await tile(page, /^Ungelesene Benachrichtigungen 2$/).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('Es ist ein unbekannter Fehler aufgetreten.').isVisible()).toBe(true)
    await expectAxeClean(page)

    const retry = main(page).getByRole('button', { name: 'Erneut versuchen' })
    await tabTo(page, retry, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => tile(page, /^Einkaufslisten 2$/).isVisible()).toBe(true)
  })

  it('gives a consumer only the notifications', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page } = await newPage(browser())
    await visitDashboard(page)
    expect(await tile(page, /^Ungelesene Benachrichtigungen 0$/).isVisible()).toBe(true)
    expect(await main(page).locator('[data-part="tile"]').count()).toBe(1)
    await expectAxeClean(page)
  })

  it('asks an employee acting for nobody to choose a customer and leads to the customer overview by keyboard', async () => {
    await signIn(browser(), 'mitarbeiter@example.ch')
    const { page } = await newPage(browser())
    await visitDashboard(page)
    expect(await main(page).getByRole('heading', { name: 'Kein Kunde gewählt' }).isVisible()).toBe(true)
    expect(await tile(page, /^Ungelesene Benachrichtigungen 1$/).isVisible()).toBe(true)
    await expectAxeClean(page)
    await tabTo(page, main(page).getByRole('link', { name: 'Zur Kundenübersicht' }), 80)
    await Promise.all([page.waitForURL(`${baseUrl()}/kundenuebersicht`), page.keyboard.press('Enter')])
  })

  it('asks a visitor to sign in', async () => {
    const { page } = await newPage(browser())
    await visitDashboard(page)
    expect(await main(page).getByText('Bitte melden Sie sich an, um Ihr Konto zu sehen.').isVisible()).toBe(true)
    await expectAxeClean(page)
  })
})

describe('dashboard on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('fits a consumer’s, an employee’s and a failed summary’s dashboard without shifting or scrolling sideways, axe clean', async () => {
    await signIn(browser(), 'konsument@example.ch')
    const { page } = await newPage(browser())
    await visitDashboard(page)
    expect(await tile(page, /^Ungelesene Benachrichtigungen 0$/).isVisible()).toBe(true)
    await expectAxeClean(page)

    await signIn(browser(), 'mitarbeiter@example.ch')
    await visitDashboard(page)
    expect(await main(page).getByRole('heading', { name: 'Kein Kunde gewählt' }).isVisible()).toBe(true)
    await expectAxeClean(page)

    await signIn(browser(), 'kunde@example.ch')
    await browser().mock.fault({ path: '/api/account/summary', status: 500 })
    await visit(page, '/konto')
    await expect.poll(() => tile(page, /^Offene Bestellungen Nicht verfügbar$/).isVisible()).toBe(true)
    expect(await main(page).getByText('Die offenen Bestellungen und die Einkaufslisten konnten nicht gezählt werden.').isVisible()).toBe(true)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})

describe('dashboard at the narrowest and widest widths, in every theme', () => {
  const browser = useBrowser({ viewport: { width: 320, height: 640 } })

  it.each([
    [320, '01'],
    [1920, '02'],
    [768, '03'],
  ])('fits %i px in theme %s without scrolling sideways or shifting, axe clean', async (width, theme) => {
    await signIn(browser(), 'kunde@example.ch')
    const { page } = await newPage(browser())
    await page.setViewportSize({ width, height: 900 })
    await page.addInitScript(recordShifts)
    await visit(page, `/konto?theme=${theme}`)
    await expect.poll(() => tile(page, /^Offene Bestellungen \d+$/).isVisible()).toBe(true)
    await page.waitForTimeout(100)
    await expectSteady(page)
    expect(await fitsWidth(page)).toBe(true)
    await expectAxeClean(page)
  })
})
