import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { formatBytes } from '@/src/lib/bytes'
import { formatDate } from '@/src/lib/dates'
import { readStoredParams } from '@/src/lib/stored-params'
import { callApi } from '@/test/mocks/call-api'
import { injectFault } from '@/test/mocks/faults'
import { orderHistoryOf } from '@/test/mocks/db/orders'
import { safetyDataSheetsOfCustomer, type SafetyDataSheet } from '@/test/mocks/db/safety-data-sheets'
import { getShop } from '@/test/mocks/shops'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const customer = 'kunde@example.ch'
const renderSheets = (props: WidgetInputs['shopuser/safety-data-sheets'] = {}, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/safety-data-sheets', props, { ...options, pageData: { ...options.pageData, session: { urls: { customerOverviewUrl: '/konto/kunden' }, ...options.pageData?.session } } })

/** The address with these stored parameters, as a reload or a shared link brings them. */
const visitWith = (stored: Record<string, string>) => window.history.replaceState(null, '', `/konto/sicherheitsdatenblaetter?stored=${encodeURIComponent(JSON.stringify(stored))}`)

const LANGUAGES: Record<string, string> = { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' }
const RANK = Object.keys(LANGUAGES)
const naturally = (a: SafetyDataSheet, b: SafetyDataSheet) =>
  a.productName.localeCompare(b.productName, 'de') || a.articleNumber.localeCompare(b.articleNumber) || RANK.indexOf(a.language) - RANK.indexOf(b.language)
const brunner = () => [...safetyDataSheetsOfCustomer(getShop().db, '0001004711')].sort(naturally)

const table = () => screen.getByRole('table', { name: 'Sicherheitsdatenblätter Ihrer Produkte' })
/** The body rows that hold a sheet (skeleton rows aside). */
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-placeholder'))
const ids = () => rows().map((row) => new URL(within(row).getByRole('link').getAttribute('href')!, 'http://localhost').searchParams.get('id'))
const column = (index: number) => rows().map((row) => within(row).getAllByRole('cell')[index]!.textContent)
const loaded = async (summary: string) => expect(await screen.findByText(summary, { selector: '[role="status"]' })).toBeInTheDocument()
const sortButton = (label: string) => within(table()).getByRole('button', { name: `Nach ${label} sortieren` })
const openFilters = async (user: ReturnType<typeof import('@testing-library/user-event').default.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Filter' }))
  return screen.getByRole('form', { name: 'Filter' })
}
const fileText = (sheet: SafetyDataSheet) => `${sheet.fileName} (${formatBytes(sheet.size)})`

describe('safety-data-sheets', () => {
  it('asks a visitor to sign in, and tells a consumer it is for business customers', async () => {
    await renderSheets({}, {})
    expect(screen.getByText('Bitte melden Sie sich an, um die Sicherheitsdatenblätter Ihrer Produkte zu sehen.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await renderSheets({}, { user: 'konsument@example.ch' })
    expect(screen.getByText('Die Sicherheitsdatenblätter stehen nur Geschäftskunden mit Shop-Zugang zur Verfügung.')).toBeInTheDocument()
  })

  it('sends an employee acting for nobody to the customer overview', async () => {
    await renderSheets({}, { user: 'mitarbeiter@example.ch' })
    expect(screen.getByText('Wählen Sie in der Kundenübersicht einen Kunden, für den Sie handeln, um die Sicherheitsdatenblätter seiner Produkte zu sehen.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kundenübersicht' })).toHaveAttribute('href', '/konto/kunden')
  })

  it('shows skeleton rows while loading, then the first 20 sheets by product, each product’s languages by name', async () => {
    injectFault({ method: 'GET', path: '/api/safety-data-sheet', delayMs: 300 })
    await renderSheets()
    expect(screen.getByText('Wird geladen …', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(within(table()).getAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-placeholder'))).toHaveLength(20)

    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)
    expect(ids()).toEqual(sheets.slice(0, 20).map((sheet) => sheet.id))
    const first = sheets[0]!
    expect(within(rows()[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      first.productName,
      first.articleNumber,
      'Deutsch',
      first.version,
      formatDate(first.revisionDate),
      fileText(first),
    ])
    expect(formatDate(first.revisionDate)).toMatch(/^\d\d\.\d\d\.20(22|23|24|25|26)$/)
    expect(new Set(column(2))).toEqual(new Set(sheets.slice(0, 20).map((sheet) => LANGUAGES[sheet.language])))
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent.replace(/[↕▲▼]/g, '').trim())).toEqual([
      'Produkt',
      'Artikelnummer',
      'Sprache',
      'Version',
      'Überarbeitet am',
      'Datei',
    ])
    expect(screen.getByRole('button', { name: `Seite ${Math.ceil(sheets.length / 20)}` })).toBeInTheDocument()
  })

  it('downloads each sheet by a same-origin link that names file, size, product and language', async () => {
    await renderSheets()
    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)
    const sheet = sheets.find((item, index) => index < 20 && item.language === 'fr')!
    const link = screen.getByRole('link', { name: `${fileText(sheet)}, Sicherheitsdatenblatt ${sheet.productName}, Französisch` })
    expect(link).toHaveAttribute('href', `/api/safety-data-sheet/download?id=${sheet.id}`)
    expect(link).toHaveAttribute('download', sheet.fileName)
    expect(link).not.toHaveAttribute('target')
    // spec 2 §2.6: 1024 steps, at most two decimals.
    expect(fileText(sheet)).toMatch(/^SDB_[\d-]+_FR\.pdf \(\d{3}(\.\d{1,2})? KB\)$/)
  })

  it('downloads from the address the page data names, its own parameters kept', async () => {
    await renderSheets({}, { user: customer, pageData: { api: { safetyDataSheetDownload: '/de-ch/api/sdb/download?format=pdf' } } })
    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', `/de-ch/api/sdb/download?format=pdf&id=${sheets[0]!.id}`)
  })

  it('filters by language and revision date, back to page 1, and keeps both in the address', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    await loaded(`Einträge 21–40 von ${sheets.length}`)

    const form = await openFilters(user)
    const language = within(form).getByLabelText('Sprache')
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle', 'Deutsch', 'Französisch', 'Italienisch', 'Englisch'])
    await user.selectOptions(language, 'Italienisch')
    const range = within(form).getByRole('group', { name: 'Überarbeitet am' })
    fireEvent.change(within(range).getByLabelText('Von'), { target: { value: '2023-01-01' } })
    fireEvent.change(within(range).getByLabelText('Bis'), { target: { value: '2025-06-30' } })
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))

    const expected = sheets.filter((sheet) => sheet.language === 'it' && sheet.revisionDate >= '2023-01-01' && sheet.revisionDate <= '2025-06-30')
    expect(expected.length).toBeGreaterThan(0)
    await loaded(`Einträge 1–${Math.min(20, expected.length)} von ${expected.length}`)
    expect(ids()).toEqual(expected.slice(0, 20).map((sheet) => sheet.id))
    expect(new Set(column(2))).toEqual(new Set(['Italienisch']))
    expect(readStoredParams()).toEqual({ language: 'it', dateFrom: '2023-01-01', dateTo: '2025-06-30' })
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Filter 2 aktiv')
  })

  it('finds the sheets of a product by its article number', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)
    const wanted = sheets.at(-1)!
    const form = await openFilters(user)
    await user.type(within(form).getByLabelText('Produkt oder Artikelnummer'), wanted.articleNumber)
    await user.click(within(form).getByRole('button', { name: 'Anwenden' }))
    const expected = sheets.filter((sheet) => sheet.articleNumber === wanted.articleNumber)
    await loaded(`Einträge 1–${expected.length} von ${expected.length}`)
    expect(ids()).toEqual(expected.map((sheet) => sheet.id))
    expect(readStoredParams()).toEqual({ product: wanted.articleNumber })
  })

  it('sorts by revision date ascending, descending, then not at all (spec 1 §4), and keeps the sort in the address', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)

    await user.click(sortButton('Überarbeitet am'))
    const ascending = [...sheets].sort((a, b) => a.revisionDate.localeCompare(b.revisionDate) || naturally(a, b))
    await waitFor(() => expect(ids()).toEqual(ascending.slice(0, 20).map((sheet) => sheet.id)))
    expect(sortButton('Überarbeitet am').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(readStoredParams()).toEqual({ sortField: 'revisionDate', sortOrder: 'asc' })

    await user.click(sortButton('Überarbeitet am'))
    const descending = [...sheets].sort((a, b) => b.revisionDate.localeCompare(a.revisionDate) || naturally(a, b))
    await waitFor(() => expect(ids()).toEqual(descending.slice(0, 20).map((sheet) => sheet.id)))
    expect(readStoredParams()).toEqual({ sortField: 'revisionDate', sortOrder: 'desc' })

    await user.click(sortButton('Überarbeitet am'))
    await waitFor(() => expect(ids()).toEqual(sheets.slice(0, 20).map((sheet) => sheet.id)))
    expect(sortButton('Überarbeitet am').closest('th')).not.toHaveAttribute('aria-sort')
    expect(readStoredParams()).toEqual({})
  })

  it('shows the view of the address on load, and drops what does not fit', async () => {
    visitWith({ sortField: 'revisionDate', sortOrder: 'desc', language: 'de', page: '2', size: 'gross', dateFrom: '2023-01-01', dateTo: 'morgen' })
    await renderSheets({ pageSize: 10 })
    const german = brunner()
      .filter((sheet) => sheet.language === 'de' && sheet.revisionDate >= '2023-01-01')
      .sort((a, b) => b.revisionDate.localeCompare(a.revisionDate) || naturally(a, b))
    expect(german.length).toBeGreaterThan(10)
    await loaded(`Einträge 11–${Math.min(20, german.length)} von ${german.length}`)
    expect(ids()).toEqual(german.slice(10, 20).map((sheet) => sheet.id))
    expect(sortButton('Überarbeitet am').closest('th')).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')
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
    expect(screen.getByText('Keine Einträge', { selector: '[role="status"]' })).toBeInTheDocument()
  })

  it('keeps the page shown when a request fails, and shows the server’s message or the unknown-error text', async () => {
    const { user } = await renderSheets()
    const sheets = brunner()
    await loaded(`Einträge 1–20 von ${sheets.length}`)
    injectFault({ method: 'GET', path: '/api/safety-data-sheet', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await user.click(sortButton('Produkt'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop wird gerade gewartet.')
    expect(ids()).toEqual(sheets.slice(0, 20).map((sheet) => sheet.id))
    expect(readStoredParams()).toEqual({})

    injectFault({ method: 'GET', path: '/api/safety-data-sheet', status: 500 })
    await user.click(screen.getByRole('button', { name: 'Seite 2' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page')
  })

  it('fails with the exact text of spec 1 §8 when the answer lacks its data, and loads again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    injectFault({ method: 'GET', path: '/api/safety-data-sheet', status: 200 })
    const { user } = await renderSheets()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('API failure during safetyDataSheets/fetchSafetyDataSheets request.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await loaded(`Einträge 1–20 von ${brunner().length}`)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the sheets of the customer an employee acts for', async () => {
    await callApi('POST', '/api/contact/select', { as: 'mitarbeiter@example.ch', body: { id: '0001004738', contactId: '0000310005' } })
    await renderSheets({}, { user: 'mitarbeiter@example.ch' })
    const theirs = [...safetyDataSheetsOfCustomer(getShop().db, '0001004738')].sort(naturally)
    await loaded(`Einträge 1–20 von ${theirs.length}`)
    expect(ids()).toEqual(theirs.slice(0, 20).map((sheet) => sheet.id))
  })

  describe('CSV export', () => {
    let saved: Blob[] = []
    beforeEach(() => {
      saved = []
      // jsdom has no object URLs: keep what would be downloaded.
      URL.createObjectURL = (blob: Blob) => {
        saved.push(blob)
        return 'blob:test'
      }
      URL.revokeObjectURL = () => {}
    })

    it('exports every sheet of the filtered list, UTF-8 with byte order mark and ;', async () => {
      visitWith({ language: 'de' })
      const { user } = await renderSheets()
      const german = brunner().filter((sheet) => sheet.language === 'de')
      await loaded(`Einträge 1–20 von ${german.length}`)
      await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }))
      expect(await screen.findByText(`Als CSV exportierte Zeilen: ${german.length}`)).toBeInTheDocument()
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.arrayBuffer())
      expect(csv.charCodeAt(0)).toBe(0xfeff)
      const lines = csv.slice(1).split('\r\n')
      expect(lines[0]).toBe('Produkt;Artikelnummer;Sprache;Version;Überarbeitet am;Datei')
      expect(lines.slice(1, -1)).toEqual(german.map((sheet) => `${sheet.productName};${sheet.articleNumber};Deutsch;${sheet.version};${formatDate(sheet.revisionDate)};${fileText(sheet)}`))
    })
  })
})
