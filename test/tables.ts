import { fireEvent, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { callApi } from './mocks/call-api'
import { injectFault } from './mocks/faults'
import type { WidgetName } from './cms/html'
import { renderWidget, type RenderWidgetOptions } from './render'
import type { WidgetInputs } from './widget-inputs.gen'

// The steps the component tests of the account tables share (src/features/data-table: order history, ordered products,
// contracts and their positions, safety data sheets, customer list and overview). Most find, press and wait; the
// few that check something check what every table must do, with the texts the test passes in. What a test
// expects of its own widget, and the spec's texts, stay in the test.

/** The demo customer (Brunner Transporte AG, 0001004711) and the demo employee of test/mocks/db/users.ts. */
export const CUSTOMER = 'kunde@example.ch'
export const EMPLOYEE = 'mitarbeiter@example.ch'

/** Where an account page sends an employee acting for nobody: the session's `customerOverviewUrl`. */
export const ACCOUNT_URLS = { customerOverviewUrl: '/konto/kunden' }

/**
 * A render function for one widget as its tests need it: signed in as `user` unless the test passes options of
 * its own (`{}` renders for a visitor), with `urls` in the session unless the test's page data names others.
 * `renderHistory()`, `renderHistory({ orderDetailUrl })`, `renderHistory({}, { user: EMPLOYEE })`.
 */
export function widgetRenderer<N extends WidgetName>(name: N, { user, urls, props: defaults }: { user: string; urls?: Record<string, string>; props: WidgetInputs[N] }) {
  return (props: WidgetInputs[N] = defaults, options: RenderWidgetOptions = { user }) =>
    renderWidget(name, props, urls ? { ...options, pageData: { ...options.pageData, session: { urls, ...options.pageData?.session } } } : options)
}

/**
 * Renders the widget for each user in turn (`null`: a visitor) and expects the note it shows in the table's place
 * (account-access.tsx), and no table. The last rendering stays on the page for the test's further checks.
 */
export async function expectNotesInsteadOfTable(
  render: (props: undefined, options: RenderWidgetOptions) => Promise<{ runtime: { destroy(): void } }>,
  notes: [user: string | null, note: string][],
) {
  let shown: { runtime: { destroy(): void } } | undefined
  for (const [user, note] of notes) {
    shown?.runtime.destroy()
    shown = await render(undefined, user === null ? {} : { user })
    expect(screen.getByText(note)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  }
}

/** Puts the page at `path` with these stored parameters under `key`, as a reload or a shared link brings them. */
export function visitWithStored(path: string, stored: Record<string, string>, key = 'stored') {
  window.history.replaceState(null, '', `${path}?${key}=${encodeURIComponent(JSON.stringify(stored))}`)
}

/** Makes the demo employee act for a customer's contact, as the customer overview does (the server keeps the choice). */
export const employeeActsFor = (customerId: string, contactId: string) => callApi('POST', '/api/contact/select', { as: EMPLOYEE, body: { id: customerId, contactId } })

const STATUS_LINE = { selector: '[role="status"]' }

/**
 * The parts of one data table (src/features/data-table) as a user finds them: the table by its accessible name, each
 * time anew (the island renders it again), and around it the summary, pagination, filter panel and export. Those
 * are looked up in the whole page: the tests render one table at a time.
 */
export function dataTable(name: string) {
  const element = () => screen.getByRole('table', { name })
  // The header row aside, and the skeleton rows (`data-placeholder`) a loading page shows.
  const rows = () =>
    within(element())
      .getAllByRole('row')
      .slice(1)
      .filter((row) => !row.hasAttribute('data-placeholder'))
  const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell')
  // Named by the column's label alone, as its header cell is, and described once per table as sortable (src/ui/table).
  const sortButton = (label: string) => within(element()).getByRole('button', { name: label, description: 'Sortierbare Spalte' })
  const filterToggle = () => screen.getByRole('button', { name: 'Filter' })
  const filterForm = () => screen.getByRole('form', { name: 'Filter' })
  return {
    element,
    /** The body rows that hold entries. */
    rows,
    /** The skeleton rows shown while a page loads (hidden from assistive technology). */
    skeletonRows: () =>
      within(element())
        .getAllByRole('row', { hidden: true })
        .filter((row) => row.hasAttribute('data-placeholder')),
    /** The text of each cell of the body row `index`, left to right. */
    cells: (index: number) => cellsOf(rows()[index]!).map((cell) => cell.textContent),
    /** The text of column `index` (0 is the first) of every body row, top to bottom. */
    column: (index: number) => rows().map((row) => cellsOf(row)[index]!.textContent),
    /** The texts of the column headers. */
    headers: () => within(element()).getAllByRole('columnheader').map((header) => header.textContent),
    /** The header button that sorts by the column `label` (spec 1 §4: ascending, descending, none). */
    sortButton,
    /** The header cell of the column `label`: the one that carries `aria-sort`. */
    columnHeader: (label: string) => sortButton(label).closest('th'),
    /** A button of the pagination, by its page number. */
    pageButton: (page: number) => screen.getByRole('button', { name: `Seite ${page}` }),
    /** The summary line if it says `text` now ('Wird geladen …', 'Keine Einträge'); throws otherwise. */
    summary: (text: string) => screen.getByText(text, STATUS_LINE),
    /** Waits until the summary line says `text`, such as 'Einträge 1–20 von 500'; fails when it does not in time. */
    async expectSummary(text: string) {
      expect(await screen.findByText(text, STATUS_LINE)).toBeInTheDocument()
    },
    /** The filter panel's toggle while no filter is active, and its form while it is open. */
    filterToggle,
    filterForm,
    /** Opens the filter panel with its toggle; returns the panel's form. */
    async openFilters(user: UserEvent) {
      await user.click(filterToggle())
      return filterForm()
    },
    /**
     * The filter panel by keyboard alone: the first Tab reaches its toggle, Enter opens it and the next Tab the
     * field `firstField`; Escape closes it and gives the focus back to the toggle, which says it is closed.
     */
    async expectFilterKeyboardPath(user: UserEvent, firstField: string) {
      await user.tab()
      const toggle = filterToggle()
      expect(toggle).toHaveFocus()
      await user.keyboard('{Enter}')
      const form = filterForm()
      await user.tab()
      expect(within(form).getByLabelText(firstField)).toHaveFocus()
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('form', { name: 'Filter' })).not.toBeInTheDocument()
      expect(toggle).toHaveFocus()
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
    },
    /**
     * Enters a date range into the fieldset `legend` of the filter form, as a date picker's change events would
     * (jsdom's date fields take no typing). Leave out `from` or `to` for an open range.
     */
    enterDateRange(form: HTMLElement, legend: string, { from, to }: { from?: string; to?: string }) {
      const range = within(form).getByRole('group', { name: legend })
      if (from !== undefined) fireEvent.change(within(range).getByLabelText('Von'), { target: { value: from } })
      if (to !== undefined) fireEvent.change(within(range).getByLabelText('Bis'), { target: { value: to } })
    },
    /** Presses the filter form's «Anwenden». */
    applyFilters: (user: UserEvent, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Anwenden' })),
    /** Presses «Als CSV exportieren». */
    exportCsv: (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Als CSV exportieren' })),
  }
}

/** What the user reads when an answer lacks its data: the unknown-error text (DESIGN.md "The runtime"). */
export const UNKNOWN_ERROR = 'Es ist ein unbekannter Fehler aufgetreten.'

/**
 * spec 1 §8: the next answer of `path` comes without its data. Renders with `render`, expects the alert to say
 * the unknown-error text, never the request's `failure` ('API failure during orders/fetchOrders request.', the
 * exact text), which goes to the console (and the error report), and the table to be gone; then presses the
 * alert's «Erneut versuchen»; the test checks what loads then.
 */
export async function failWithoutDataThenRetry(path: string, render: () => Promise<{ user: UserEvent }>, failure: string) {
  // The answer's check warns of what it dropped (src/lib/schema-check.ts): expected here.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  injectFault({ method: 'GET', path, status: 200 })
  const { user } = await render()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(UNKNOWN_ERROR)
  expect(alert).not.toHaveTextContent(failure)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(failure))
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
}

/**
 * Keeps what the page downloads from now on (jsdom has no object URLs). `csv()` reads the first download as
 * text: `text` as saved (a test checks the byte order mark at its start), `lines` its rows after the first
 * character, which is that mark.
 */
export function catchDownloads() {
  const saved: Blob[] = []
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob)
    return 'blob:test'
  }
  URL.revokeObjectURL = () => {}
  return {
    saved,
    async csv() {
      // ignoreBOM keeps the byte order mark in the text, so that a test can see it is there.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.arrayBuffer())
      return { text, lines: text.slice(1).split('\r\n') }
    },
  }
}
