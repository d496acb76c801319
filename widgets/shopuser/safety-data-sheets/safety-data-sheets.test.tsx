import { screen, waitFor, within } from '@testing-library/react'
import { formatBytes } from '@/src/lib/bytes'
import { formatDate } from '@/src/lib/dates'
import { readStoredParams } from '@/src/lib/stored-params'
import { gate, injectFault } from '@/test/mocks/faults'
import { orderHistoryOf } from '@/test/mocks/db/orders'
import { safetyDataSheetsOfCustomer, type SafetyDataSheet } from '@/test/mocks/db/safety-data-sheets'
import { getShop } from '@/test/mocks/shops'
import { ACCOUNT_URLS, catchDownloads, CUSTOMER, dataTable, EMPLOYEE, employeeActsFor, expectNotesInsteadOfTable, failWithoutDataThenRetry, visitWithStored, widgetRenderer } from '@/test/tables'

const renderSheets = widgetRenderer('shopuser/safety-data-sheets', { user: CUSTOMER, urls: ACCOUNT_URLS, props: {} })
const visitWith = (stored: Record<string, string>) => visitWithStored('/konto/sicherheitsdatenblaetter', stored)

const LANGUAGES: Record<string, string> = { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' }
const RANK = Object.keys(LANGUAGES)
const naturally = (a: SafetyDataSheet, b: SafetyDataSheet) =>
  a.productName.localeCompare(b.productName, 'de') || a.articleNumber.localeCompare(b.articleNumber) || RANK.indexOf(a.language) - RANK.indexOf(b.language)
const brunner = () => [...safetyDataSheetsOfCustomer(getShop().db, '0001004711')].sort(naturally)

const table = dataTable('Sicherheitsdatenblätter Ihrer Produkte')
const ids = () => table.rows().map((row) => new URL(within(row).getByRole('link').getAttribute('href')!, 'http://localhost').searchParams.get('id'))
const fileText = (sheet: SafetyDataSheet) => `${sheet.fileName} (${formatBytes(sheet.size)})`

describe('safety-data-sheets', () => {
  it('asks a visitor to sign in, and tells a consumer it is for business customers', async () => {
    await expectNotesInsteadOfTable(renderSheets, [
      [null, 'Bitte melden Sie sich an, um die Sicherheitsdatenblätter Ihrer Produkte zu sehen.'],
      ['konsument@example.ch', 'Die Sicherheitsdatenblätter stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.'],
    ])
  })

  it('sends an employee acting for nobody to the customer overview', async () => {
    await expectNotesInsteadOfTable(renderSheets, [[EMPLOYEE, 'Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um die Sicherheitsdatenblätter seiner Produkte zu sehen.']])
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows skeleton rows while loading, then the first 20 sheets by product, each product’s languages by name', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/safety-data-sheet', until: answer.opened })
    await renderSheets()
    expect(table.summary('Wird geladen …')).toBeInTheDocument()
    expect(table.skeletonRows()).toHaveLength(20)

    const sheets = brunner()
    answer.open()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)
    expect(ids()).toEqual(sheets.slice(0, 20).map((sheet) => sheet.id))
    const first = sheets[0]!
    expect(table.cells(0)).toEqual([
      first.productName,
      first.articleNumber,
      'Deutsch',
      first.version,
      formatDate(first.revisionDate),
      fileText(first),
    ])
    expect(formatDate(first.revisionDate)).toMatch(/^\d\d\.\d\d\.20(22|23|24|25|26)$/)
    expect(new Set(table.column(2))).toEqual(new Set(sheets.slice(0, 20).map((sheet) => LANGUAGES[sheet.language])))
    expect(table.headers().map((header) => header.replace(/[↕▲▼]/g, '').trim())).toEqual([
      'Produkt',
      'Artikelnummer',
      'Sprache',
      'Version',
      'Überarbeitet am',
      'Datei',
    ])
    expect(table.pageButton(Math.ceil(sheets.length / 20))).toBeInTheDocument()
  })

  it('downloads each sheet by a same-origin link that names file, size, product and language', async () => {
    await renderSheets()
    const sheets = brunner()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)
    const sheet = sheets.find((item, index) => index < 20 && item.language === 'fr')!
    const link = screen.getByRole('link', { name: `${fileText(sheet)}, Sicherheitsdatenblatt ${sheet.productName}, Französisch` })
    expect(link).toHaveAttribute('href', `/api/safety-data-sheet/download?id=${sheet.id}`)
    expect(link).toHaveAttribute('download', sheet.fileName)
    expect(link).not.toHaveAttribute('target')
    // spec 2 §2.6: 1024 steps, at most two decimals.
    expect(fileText(sheet)).toMatch(/^SDB_[\d-]+_FR\.pdf \(\d{3}(\.\d{1,2})? KB\)$/)
  })

  it('downloads from the address the page data names, its own parameters kept', async () => {
    await renderSheets({}, { user: CUSTOMER, pageData: { api: { safetyDataSheetDownload: '/de-ch/api/sdb/download?format=pdf' } } })
    const sheets = brunner()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)
    expect(within(table.rows()[0]!).getByRole('link')).toHaveAttribute('href', `/de-ch/api/sdb/download?format=pdf&id=${sheets[0]!.id}`)
  })

  it('filters by language and revision date, back to page 1, and keeps both in the address', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)
    await user.click(table.pageButton(2))
    await table.expectSummary(`Einträge 21–40 von ${sheets.length}`)

    const form = await table.openFilters(user)
    const language = within(form).getByLabelText('Sprache')
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle', 'Deutsch', 'Französisch', 'Italienisch', 'Englisch'])
    await user.selectOptions(language, 'Italienisch')
    table.enterDateRange(form, 'Überarbeitet am', { from: '2023-01-01', to: '2025-06-30' })
    await table.applyFilters(user, form)

    const expected = sheets.filter((sheet) => sheet.language === 'it' && sheet.revisionDate >= '2023-01-01' && sheet.revisionDate <= '2025-06-30')
    expect(expected.length).toBeGreaterThan(0)
    await table.expectSummary(`Einträge 1–${Math.min(20, expected.length)} von ${expected.length}`)
    expect(ids()).toEqual(expected.slice(0, 20).map((sheet) => sheet.id))
    expect(new Set(table.column(2))).toEqual(new Set(['Italienisch']))
    expect(readStoredParams()).toEqual({ language: 'it', dateFrom: '2023-01-01', dateTo: '2025-06-30' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 2 aktiv')
  })

  it('finds the sheets of a product by its article number', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)
    const wanted = sheets.at(-1)!
    const form = await table.openFilters(user)
    await user.type(within(form).getByLabelText('Produkt oder Artikelnummer'), wanted.articleNumber)
    await table.applyFilters(user, form)
    const expected = sheets.filter((sheet) => sheet.articleNumber === wanted.articleNumber)
    await table.expectSummary(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(ids()).toEqual(expected.map((sheet) => sheet.id))
    expect(readStoredParams()).toEqual({ product: wanted.articleNumber })
  })

  it('sorts by revision date ascending, descending, then not at all (spec 1 §4), and keeps the sort in the address', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)

    await user.click(table.sortButton('Überarbeitet am'))
    const ascending = [...sheets].sort((a, b) => a.revisionDate.localeCompare(b.revisionDate) || naturally(a, b))
    await waitFor(() => expect(ids()).toEqual(ascending.slice(0, 20).map((sheet) => sheet.id)))
    expect(table.columnHeader('Überarbeitet am')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'revisionDate', sortOrder: 'asc' })

    await user.click(table.sortButton('Überarbeitet am'))
    const descending = [...sheets].sort((a, b) => b.revisionDate.localeCompare(a.revisionDate) || naturally(a, b))
    await waitFor(() => expect(ids()).toEqual(descending.slice(0, 20).map((sheet) => sheet.id)))
    expect(readStoredParams()).toEqual({ sortField: 'revisionDate', sortOrder: 'desc' })

    await user.click(table.sortButton('Überarbeitet am'))
    await waitFor(() => expect(ids()).toEqual(sheets.slice(0, 20).map((sheet) => sheet.id)))
    expect(table.columnHeader('Überarbeitet am')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})
  })

  it('shows the view of the address on load, and drops what does not fit', async () => {
    visitWith({ sortField: 'revisionDate', sortOrder: 'desc', language: 'de', page: '2', size: 'gross', dateFrom: '2023-01-01', dateTo: 'morgen' })
    await renderSheets({ pageSize: 10 })
    const german = brunner()
      .filter((sheet) => sheet.language === 'de' && sheet.revisionDate >= '2023-01-01')
      .sort((a, b) => b.revisionDate.localeCompare(a.revisionDate) || naturally(a, b))
    expect(german.length).toBeGreaterThan(10)
    await table.expectSummary(`Einträge 11–${Math.min(20, german.length)} von ${german.length}`)
    expect(ids()).toEqual(german.slice(10, 20).map((sheet) => sheet.id))
    expect(table.columnHeader('Überarbeitet am')).toHaveAttribute('aria-sort', 'descending')
    expect(table.pageButton(2)).toHaveAttribute('aria-current', 'page')
    // `size` is no filter of this table: the server does not offer it, so the address loses it.
    expect(readStoredParams()).toEqual({ sortField: 'revisionDate', sortOrder: 'desc', language: 'de', dateFrom: '2023-01-01', page: '2' })
  })

  it('says no sheet was found when the filters leave none, and that there are none when there are none', async () => {
    visitWith({ product: 'Gibt es nicht' })
    const first = await renderSheets()
    expect(await screen.findByText('Zu Ihren Filtern wurde kein Sicherheitsdatenblatt gefunden.')).toBeInTheDocument()
    first.runtime.destroy()

    // A customer without orders has no products, so no sheets.
    orderHistoryOf(getShop().db).length = 0
    window.history.replaceState(null, '', '/')
    await renderSheets()
    expect(await screen.findByText('Zu Ihren bestellten Produkten gibt es noch keine Sicherheitsdatenblätter.')).toBeInTheDocument()
    expect(table.summary('Keine Einträge')).toBeInTheDocument()
  })

  it('keeps the page shown when a request fails, and shows the server’s message or the unknown-error text', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await table.expectSummary(`Einträge 1–20 von ${sheets.length}`)
    injectFault({ method: 'GET', path: '/api/safety-data-sheet', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.click(table.sortButton('Produkt'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
    expect(ids()).toEqual(sheets.slice(0, 20).map((sheet) => sheet.id))
    expect(readStoredParams()).toEqual({})

    injectFault({ method: 'GET', path: '/api/safety-data-sheet', status: 500 })
    await user.click(table.pageButton(2))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    expect(table.pageButton(1)).toHaveAttribute('aria-current', 'page')
  })

  it('says an unknown error occurred, spec 1 §8’s text going to the console, when the answer lacks its data, and loads again on request', async () => {
    await failWithoutDataThenRetry('/api/safety-data-sheet', renderSheets, 'API failure during safetyDataSheets/fetchSafetyDataSheets request.')
    await table.expectSummary(`Einträge 1–20 von ${brunner().length}`)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the sheets of the customer an employee acts for', async () => {
    await employeeActsFor('0001004738', '0000310005')
    await renderSheets({}, { user: EMPLOYEE })
    const theirs = [...safetyDataSheetsOfCustomer(getShop().db, '0001004738')].sort(naturally)
    await table.expectSummary(`Einträge 1–20 von ${theirs.length}`)
    expect(ids()).toEqual(theirs.slice(0, 20).map((sheet) => sheet.id))
  })

  describe('CSV export', () => {
    it('exports every sheet of the filtered list, UTF-8 with byte order mark and ;', async () => {
      const downloads = catchDownloads()
      visitWith({ language: 'de' })
      const { user } = await renderSheets()
      const german = brunner().filter((sheet) => sheet.language === 'de')
      await table.expectSummary(`Einträge 1–20 von ${german.length}`)
      await table.exportCsv(user)
      expect(await screen.findByText(`Als CSV exportierte Zeilen: ${german.length}`)).toBeInTheDocument()
      const { text, lines } = await downloads.csv()
      expect(text.charCodeAt(0)).toBe(0xfeff)
      expect(lines[0]).toBe('Produkt;Artikelnummer;Sprache;Version;Überarbeitet am;Datei')
      expect(lines.slice(1, -1)).toEqual(german.map((sheet) => `${sheet.productName};${sheet.articleNumber};Deutsch;${sheet.version};${formatDate(sheet.revisionDate)};${fileText(sheet)}`))
    })
  })
})
