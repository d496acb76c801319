import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { Table, type TableColumn } from './table'

type Order = { id: string; number: string; date: string; total: number }

const rows: Order[] = [
  { id: 'a', number: '4711', date: '03.02.2025', total: 120 },
  { id: 'b', number: '4712', date: '01.02.2025', total: 80 },
]

const columns: TableColumn<Order>[] = [
  { key: 'number', label: 'Bestellnummer' },
  { key: 'date', label: 'Datum', sortable: true },
  { key: 'total', label: 'Summe', sortable: true, align: 'end', render: (row) => `CHF ${row.total}.00` },
]

// A sort button is named by its column's label alone and described, by one hint per table, as sortable.
const sortButton = (column: string) => screen.getByRole('button', { name: column, description: 'Sortierbare Spalte' })
const headerOf = (column: string) => sortButton(column).closest('th') as HTMLElement

describe('table', () => {
  it('shows a table named by its caption with the rows in the order given', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} />)
    const table = screen.getByRole('table', { name: 'Bestellungen' })
    const [header, first, second] = within(table).getAllByRole('row')
    expect(within(header as HTMLElement).getAllByRole('columnheader')).toHaveLength(3)
    expect(within(first as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '4711',
      '03.02.2025',
      'CHF 120.00',
    ])
    expect(second).toHaveTextContent('4712')
  })

  it('makes only sortable columns sort buttons, named after the column', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} />)
    expect(sortButton('Datum')).toBeInTheDocument()
    expect(sortButton('Summe')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Bestellnummer' })).not.toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Bestellnummer' })).toBeInTheDocument()
  })

  it('names a sortable column’s header, and so its cells, by the label alone; the hint is given once', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} />)
    // Screen readers announce a cell with its column header's name: «Datum», never «Nach Datum sortieren».
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Bestellnummer', 'Datum', 'Summe'])
    expect(screen.getByRole('columnheader', { name: 'Datum' })).toBe(sortButton('Datum').closest('th'))
    expect(screen.getByRole('columnheader', { name: 'Summe' })).toBe(sortButton('Summe').closest('th'))
    expect(screen.getAllByText('Sortierbare Spalte')).toHaveLength(1)
  })

  it('gives no sort hint to a table without sortable columns', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns.map((column) => ({ ...column, sortable: false }))} rows={rows} rowKey={(row) => row.id} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText('Sortierbare Spalte')).not.toBeInTheDocument()
  })

  it('marks only the sorted column with aria-sort and announces the order', () => {
    const { rerender } = renderWithProviders(
      <Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ field: 'date', order: 'asc' }} />,
    )
    expect(headerOf('Datum')).toHaveAttribute('aria-sort', 'ascending')
    expect(headerOf('Summe')).not.toHaveAttribute('aria-sort')
    expect(screen.getByRole('columnheader', { name: 'Bestellnummer' })).not.toHaveAttribute('aria-sort')
    expect(screen.getByRole('status')).toHaveTextContent('Datum: aufsteigend sortiert')

    rerender(
      <Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ field: 'total', order: 'desc' }} />,
    )
    expect(headerOf('Summe')).toHaveAttribute('aria-sort', 'descending')
    expect(headerOf('Datum')).not.toHaveAttribute('aria-sort')
    expect(screen.getByRole('status')).toHaveTextContent('Summe: absteigend sortiert')
  })

  it('reports a header press to the caller and leaves the row order to it', async () => {
    const onSort = vi.fn()
    const { user } = renderWithProviders(
      <Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} onSort={onSort} />,
    )
    await user.click(sortButton('Datum'))
    expect(onSort).toHaveBeenCalledWith('date')
    const [, first] = screen.getAllByRole('row')
    expect(first).toHaveTextContent('4711')
  })

  it('can be scrolled and sorted with the keyboard', async () => {
    const onSort = vi.fn()
    const { user } = renderWithProviders(
      <Table caption="Bestellungen" columns={columns} rows={rows} rowKey={(row) => row.id} onSort={onSort} />,
    )
    await user.tab()
    expect(screen.getByRole('region', { name: 'Bestellungen' })).toHaveFocus()
    await user.tab()
    expect(sortButton('Datum')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onSort).toHaveBeenLastCalledWith('date')
    await user.tab()
    expect(sortButton('Summe')).toHaveFocus()
    await user.keyboard(' ')
    expect(onSort).toHaveBeenLastCalledWith('total')
  })

  it('shows the no-entries text when there are no rows', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns} rows={[]} rowKey={(row) => row.id} />)
    const cell = screen.getByRole('cell', { name: 'Keine Einträge vorhanden.' })
    expect(cell).toHaveAttribute('colspan', '3')
  })

  it('shows the caller’s empty content instead when given', () => {
    renderWithProviders(
      <Table caption="Bestellungen" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Noch keine Bestellungen." />,
    )
    expect(screen.getByRole('cell', { name: 'Noch keine Bestellungen.' })).toBeInTheDocument()
    expect(screen.queryByText('Keine Einträge vorhanden.')).not.toBeInTheDocument()
  })

  it('marks the table busy while loading and does not claim it is empty', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns} rows={[]} rowKey={(row) => row.id} busy />)
    expect(screen.getByRole('table', { name: 'Bestellungen' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('cell', { name: 'Wird geladen …' })).toBeInTheDocument()
    expect(screen.queryByText('Keine Einträge vorhanden.')).not.toBeInTheDocument()
  })

  it('holds the first page’s room with skeleton rows hidden from assistive technology while it loads', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={columns} rows={[]} rowKey={(row) => row.id} busy placeholderRows={4} />)
    const table = screen.getByRole('table', { name: 'Bestellungen' })
    expect(within(table).getAllByRole('row')).toHaveLength(1)
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(5)
    expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument()
  })

  it('marks the cells of a column of long text, which may wrap', () => {
    renderWithProviders(<Table caption="Bestellungen" columns={[{ key: 'id', label: 'Nummer' }, { key: 'note', label: 'Bemerkung', wrap: true }]} rows={[{ id: '1', note: 'Lang' }]} rowKey={(row) => row.id} />)
    const [number, note] = screen.getAllByRole('cell')
    expect(number).not.toHaveAttribute('data-wrap')
    expect(note).toHaveAttribute('data-wrap')
  })
})
