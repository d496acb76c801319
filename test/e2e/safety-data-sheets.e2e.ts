import { expect } from 'vitest'
import { formatBytes } from '@/src/lib/bytes'
import { formatDate } from '@/src/lib/dates'
import { safetyDataSheetsOfCustomer, type SafetyDataSheet } from '@/test/mocks/db/safety-data-sheets'
import { getShop } from '@/test/mocks/shops'
import { expectAxeClean, tabTo, useBrowser, PHONE } from './browser'
import { openTablePage, openWithDataFailure } from './tables'

// Spec 2 §3, §7; spec 1 §2, §8: the safety data sheets as the demo customer uses them, by keyboard alone: a language
// and a revision date range, the same view after a reload, a sheet downloaded as the PDF its link names, and the
// unknown-error text of an answer without its data; axe with the filters open and in the error state. On a phone: the
// open filters filled in, and the filtered rows, without scrolling sideways. The sheets are the seed's (test/mocks/db/safety-data-sheets.ts),
// the same in this process.

const RANK = ['de', 'fr', 'it', 'en']
const naturally = (a: SafetyDataSheet, b: SafetyDataSheet) =>
  a.productName.localeCompare(b.productName, 'de') || a.articleNumber.localeCompare(b.articleNumber) || RANK.indexOf(a.language) - RANK.indexOf(b.language)
const brunner = [...safetyDataSheetsOfCustomer(getShop().db, '0001004711')].sort(naturally)
const french = brunner.filter((sheet) => sheet.language === 'fr' && sheet.revisionDate >= '2024-01-01' && sheet.revisionDate <= '2025-12-12')

describe('safety data sheets in Chromium', () => {
  const browser = useBrowser()

  it('filters by language and revision date by keyboard, keeps the view over a reload, and downloads a sheet as its PDF', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/sicherheitsdatenblaetter', { measureShifts: true })
    const bodyRows = table.main.getByRole('table', { name: 'Sicherheitsdatenblätter Ihrer Produkte' }).locator('tbody tr')
    await table.expectSummary(`Einträge 1–20 von ${brunner.length}`)
    // The fallback took the room of a full page (docs/cms-integration.md "Fallback markup").
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(await bodyRows.count()).toBe(20)
    await expectAxeClean(page)

    // The filters open by keyboard; axe with them open.
    const { toggle, form } = await table.openFilters()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expectAxeClean(page)

    // The language by the arrow keys (Alle, Deutsch, Französisch), the range typed as a keyboard user types it.
    const language = form.getByLabel('Sprache')
    await tabTo(page, language, 10)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await language.inputValue()).toBe('fr')
    await table.typeDateRange(form, { from: '2024-01-01', to: '2025-12-12' })
    expect([await form.getByLabel('Von').inputValue(), await form.getByLabel('Bis').inputValue()]).toEqual(['2024-01-01', '2025-12-12'])
    await table.applyFilters(form)
    await table.expectSummary(`Einträge 1–${Math.min(20, french.length)} von ${french.length}`)
    expect(table.stored()).toEqual({ language: 'fr', dateFrom: '2024-01-01', dateTo: '2025-12-12' })

    // A reload shows the same view, from the address alone, without shifting.
    await table.reloadFor('safety-data-sheets')
    await table.expectSummary(`Einträge 1–${Math.min(20, french.length)} von ${french.length}`)
    expect(await table.settledShift()).toBeLessThan(0.01)
    expect(await table.main.getByRole('button', { name: 'Filter 2 aktiv' }).isVisible()).toBe(true)
    const sheet = french[0]!
    const size = formatBytes(sheet.size)
    expect(await bodyRows.first().locator('td').allTextContents()).toEqual([
      sheet.productName,
      sheet.articleNumber,
      'Französisch',
      sheet.version,
      formatDate(sheet.revisionDate),
      `${sheet.fileName} (${size})`,
    ])

    // The sheet's link, reached and followed by keyboard, downloads its PDF under its name, as large as it says.
    const link = table.main.getByRole('link', { name: `${sheet.fileName} (${size}), Sicherheitsdatenblatt ${sheet.productName}, Französisch`, exact: true })
    expect(await link.getAttribute('href')).toBe(`/api/safety-data-sheet/download?id=${sheet.id}`)
    const { fileName, bytes } = await table.download(link)
    expect(fileName).toBe(sheet.fileName)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.subarray(-6).toString('latin1').trim()).toBe('%%EOF')
    expect(bytes.byteLength).toBe(sheet.size)
    // The page stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/konto/sicherheitsdatenblaetter')
    expect(log.errors).toEqual([])
  })

  it('sorts by revision date from the keyboard, and Escape closes the filters back onto their toggle', async () => {
    const { page, table } = await openTablePage(browser(), '/konto/sicherheitsdatenblaetter')
    await table.expectSummary(`Einträge 1–20 von ${brunner.length}`)
    const filters = await table.openFilters()
    await tabTo(page, filters.form.getByLabel('Produkt oder Artikelnummer'), 6)
    await table.expectEscapeClosesFilters(filters)

    const byDate = table.sortButton('Überarbeitet am')
    await table.press(byDate, 40)
    const oldest = [...brunner].sort((a, b) => a.revisionDate.localeCompare(b.revisionDate) || naturally(a, b))[0]!
    await expect.poll(() => table.main.getByRole('table', { name: 'Sicherheitsdatenblätter Ihrer Produkte' }).locator('tbody tr').first().locator('td').nth(4).textContent()).toBe(formatDate(oldest.revisionDate))
    expect(await table.ariaSortOf(byDate)).toBe('ascending')
    expect(table.stored()).toEqual({ sortField: 'revisionDate', sortOrder: 'asc' })
  })

  it('says an unknown error occurred when an answer lacks its data (its exact failure in the console), axe clean, and loads again on request', async () => {
    const { table, alert } = await openWithDataFailure(browser(), {
      api: '/api/safety-data-sheet',
      path: '/konto/sicherheitsdatenblaetter',
      failure: 'API failure during safetyDataSheets/fetchSafetyDataSheets request.',
    })
    await table.press(alert.getByRole('button', { name: 'Erneut versuchen' }))
    await table.expectSummary(`Einträge 1–20 von ${brunner.length}`)
  })
})

describe('safety data sheets on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('fills in the open filters by keyboard and shows the filtered rows; axe clean, nothing scrolls sideways', async () => {
    const { page, log, table } = await openTablePage(browser(), '/konto/sicherheitsdatenblaetter')
    await table.expectSummary(`Einträge 1–20 von ${brunner.length}`)
    const { form } = await table.openFilters()
    await tabTo(page, form.getByLabel('Sprache'), 10)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await table.typeDateRange(form, { from: '2024-01-01', to: '2025-12-12' })
    expect(await table.fitsWidth()).toBe(true)
    await expectAxeClean(page)
    await table.applyFilters(form)
    await table.expectSummary(`Einträge 1–${Math.min(20, french.length)} von ${french.length}`)
    expect(await table.fitsWidth()).toBe(true)
    expect(log.errors).toEqual([])
  })
})
