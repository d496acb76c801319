import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatBytes } from '@/src/lib/bytes'
import { formatDate } from '@/src/lib/dates'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { safetyDataSheetsOfCustomer, type SafetyDataSheet } from '@/test/mocks/db/safety-data-sheets'
import { getShop } from '@/test/mocks/shops'
import { baseUrl, expectAxeClean, newPage, tabTo, useBrowser, visit, type Browser } from './browser'
import { recordShifts, shifted } from './layout-shifts'

// Issue 10 §10 (spec 2 §3, §7; spec 1 §2, §8): the safety data sheets as the demo customer uses them, by
// keyboard alone, at phone and desktop width: a language and a revision date range, the same view after a
// reload, a sheet downloaded as the PDF its link names, and the exact failure of an answer without its data;
// axe with the filters open and in the error state. The sheets are the seed's (test/mocks/db/safety-data-sheets.ts),
// the same in this process.

const signIn = (browser: Browser) => browser.context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent('kunde@example.ch'), url: baseUrl() }])
const main = (page: Page) => page.locator('main')
const summary = (page: Page) => main(page).locator('p[role="status"]')
const saysSummary = (page: Page, text: string) => expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text)
const bodyRows = (page: Page) => main(page).getByRole('table', { name: 'Sicherheitsdatenblätter Ihrer Produkte' }).locator('tbody tr')
const storedOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('stored') ?? '{}') as Record<string, string>
const isFocused = (selector: ReturnType<Page['locator']>) => selector.evaluate((element) => element === document.activeElement)


const RANK = ['de', 'fr', 'it', 'en']
const naturally = (a: SafetyDataSheet, b: SafetyDataSheet) =>
  a.productName.localeCompare(b.productName, 'de') || a.articleNumber.localeCompare(b.articleNumber) || RANK.indexOf(a.language) - RANK.indexOf(b.language)
const brunner = [...safetyDataSheetsOfCustomer(getShop().db, '0001004711')].sort(naturally)
const french = brunner.filter((sheet) => sheet.language === 'fr' && sheet.revisionDate >= '2024-01-01' && sheet.revisionDate <= '2025-12-12')

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('safety data sheets in Chromium (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it('filters by language and revision date by keyboard, keeps the view over a reload, and downloads a sheet as its PDF', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, '/konto/sicherheitsdatenblaetter')
    await saysSummary(page, `Einträge 1–20 von ${brunner.length}`)
    await page.waitForTimeout(100)
    // The fallback took the room of a full page (README "Fallback markup").
    expect(await shifted(page)).toBeLessThan(0.01)
    expect(await bodyRows(page).count()).toBe(20)
    await expectAxeClean(page)

    // The filters open by keyboard; axe with them open.
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await expect.poll(() => form.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expectAxeClean(page)

    // The language by the arrow keys (Alle, Deutsch, Französisch), the range typed as a keyboard user types
    // it. Day and month are equal, so the typing means the same whether the fields take the day or the month first.
    const language = form.getByLabel('Sprache')
    await tabTo(page, language, 10)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await language.inputValue()).toBe('fr')
    await tabTo(page, form.getByLabel('Von'), 6)
    await page.keyboard.type('01012024')
    await tabTo(page, form.getByLabel('Bis'), 6)
    await page.keyboard.type('12122025')
    expect([await form.getByLabel('Von').inputValue(), await form.getByLabel('Bis').inputValue()]).toEqual(['2024-01-01', '2025-12-12'])
    await tabTo(page, form.getByRole('button', { name: 'Anwenden' }), 6)
    await page.keyboard.press('Enter')
    await saysSummary(page, `Einträge 1–${Math.min(20, french.length)} von ${french.length}`)
    expect(storedOf(page)).toEqual({ language: 'fr', dateFrom: '2024-01-01', dateTo: '2025-12-12' })

    // A reload shows the same view, from the address alone, without shifting.
    // (The footer below the fold stays pending until scrolled to: the table's island is what matters here.)
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-widget="safety-data-sheets"]')?.getAttribute('data-island') === 'mounted')
    await saysSummary(page, `Einträge 1–${Math.min(20, french.length)} von ${french.length}`)
    await page.waitForTimeout(100)
    expect(await shifted(page)).toBeLessThan(0.01)
    expect(await main(page).getByRole('button', { name: 'Filter 2 aktiv' }).isVisible()).toBe(true)
    const sheet = french[0]!
    const size = formatBytes(sheet.size)
    expect(await bodyRows(page).first().locator('td').allTextContents()).toEqual([
      sheet.productName,
      sheet.articleNumber,
      'Französisch',
      sheet.version,
      formatDate(sheet.revisionDate),
      `${sheet.fileName} (${size})`,
    ])

    // The sheet's link, reached and followed by keyboard, downloads its PDF under its name, as large as it says.
    const link = main(page).getByRole('link', { name: `${sheet.fileName} (${size}), Sicherheitsdatenblatt ${sheet.productName}, Französisch`, exact: true })
    expect(await link.getAttribute('href')).toBe(`/api/safety-data-sheet/download?id=${sheet.id}`)
    await tabTo(page, link, 80)
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toBe(sheet.fileName)
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.subarray(-6).toString('latin1').trim()).toBe('%%EOF')
    expect(bytes.byteLength).toBe(sheet.size)
    // The page stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/konto/sicherheitsdatenblaetter')

    // Nothing scrolls sideways on a phone (the table scrolls in its own region), and nothing went wrong.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(log.errors).toEqual([])
    await page.close()
  })

  it('sorts by revision date from the keyboard, and Escape closes the filters back onto their toggle', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await visit(page, '/konto/sicherheitsdatenblaetter')
    await saysSummary(page, `Einträge 1–20 von ${brunner.length}`)
    const toggle = main(page).getByRole('button', { name: 'Filter', exact: true })
    await tabTo(page, toggle, 80)
    await page.keyboard.press('Enter')
    const form = main(page).getByRole('form', { name: 'Filter' })
    await tabTo(page, form.getByLabel('Produkt oder Artikelnummer'), 6)
    await page.keyboard.press('Escape')
    await expect.poll(() => form.count()).toBe(0)
    expect(await isFocused(toggle)).toBe(true)

    const byDate = main(page).getByRole('button', { name: 'Nach Überarbeitet am sortieren' })
    await tabTo(page, byDate, 40)
    await page.keyboard.press('Enter')
    const oldest = [...brunner].sort((a, b) => a.revisionDate.localeCompare(b.revisionDate) || naturally(a, b))[0]!
    await expect.poll(() => bodyRows(page).first().locator('td').nth(4).textContent()).toBe(formatDate(oldest.revisionDate))
    expect(await byDate.locator('xpath=ancestor::th').getAttribute('aria-sort')).toBe('ascending')
    expect(storedOf(page)).toEqual({ sortField: 'revisionDate', sortOrder: 'asc' })
    await page.close()
  })

  it('shows the exact failure of an answer without its data, axe clean, and loads again on request', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await browser().mock.fault({ method: 'GET', path: '/api/safety-data-sheet', status: 200 })
    await visit(page, '/konto/sicherheitsdatenblaetter')
    const alert = main(page).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain('API failure during safetyDataSheets/fetchSafetyDataSheets request.')
    expect(await main(page).getByRole('table').count()).toBe(0)
    await expectAxeClean(page)
    const retry = alert.getByRole('button', { name: 'Erneut versuchen' })
    await tabTo(page, retry, 80)
    await page.keyboard.press('Enter')
    await saysSummary(page, `Einträge 1–20 von ${brunner.length}`)
    await page.close()
  })
})
