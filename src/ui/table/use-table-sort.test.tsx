import { screen, within } from '@testing-library/react'
import { readStoredParams } from '@/src/lib/stored-params'
import { renderWithProviders } from '@/test/render'
import { Table, type TableColumn } from './table'
import { nextSort, useTableSort } from './use-table-sort'

type Position = { id: string; sku: string; name: string }

const columns: TableColumn<Position>[] = [
  { key: 'sku', label: 'Artikelnummer', sortable: true },
  { key: 'name', label: 'Bezeichnung', sortable: true },
]
const rows: Position[] = [{ id: '1', sku: '100-20', name: 'Motoröl 5W-30' }]

// A table wired the way a widget wires it: the hook owns the sort, the table shows and reports it.
function SortedTable({ storedKey, caption = 'Positionen' }: { storedKey?: string; caption?: string }) {
  const { sort, toggle } = useTableSort(storedKey === undefined ? {} : { storedKey })
  return <Table caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} onSort={toggle} />
}

const header = (label: string, table = 'Positionen') =>
  within(screen.getByRole('table', { name: table })).getByRole('button', { name: `Nach ${label} sortieren` })

const stored = (init: Record<string, string>, key = 'stored') =>
  window.history.replaceState(null, '', `/contracts?${key}=${encodeURIComponent(JSON.stringify(init))}`)

describe('use-table-sort', () => {
  it('cycles a column through ascending, descending and unsorted', async () => {
    const { user } = renderWithProviders(<SortedTable />)
    const th = () => header('Artikelnummer').closest('th')
    expect(th()).not.toHaveAttribute('aria-sort')

    await user.click(header('Artikelnummer'))
    expect(th()).toHaveAttribute('aria-sort', 'ascending')
    await user.click(header('Artikelnummer'))
    expect(th()).toHaveAttribute('aria-sort', 'descending')
    await user.click(header('Artikelnummer'))
    expect(th()).not.toHaveAttribute('aria-sort')
  })

  it('starts a newly chosen column ascending', async () => {
    const { user } = renderWithProviders(<SortedTable />)
    await user.click(header('Artikelnummer'))
    await user.click(header('Artikelnummer'))
    await user.click(header('Bezeichnung'))
    expect(header('Bezeichnung').closest('th')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Artikelnummer').closest('th')).not.toHaveAttribute('aria-sort')
  })

  it('keeps the sort in the address bar with the API values asc and desc', async () => {
    const { user } = renderWithProviders(<SortedTable />)
    await user.click(header('Bezeichnung'))
    expect(readStoredParams()).toEqual({ sortField: 'name', sortOrder: 'asc' })
    await user.click(header('Bezeichnung'))
    expect(readStoredParams()).toEqual({ sortField: 'name', sortOrder: 'desc' })
    await user.click(header('Bezeichnung'))
    expect(readStoredParams()).toEqual({})
  })

  it('restores the sort from the address bar after a reload', () => {
    stored({ sortField: 'name', sortOrder: 'desc' })
    renderWithProviders(<SortedTable />)
    expect(header('Bezeichnung').closest('th')).toHaveAttribute('aria-sort', 'descending')
  })

  it('ignores a stored sort with an order the API does not know', () => {
    stored({ sortField: 'name', sortOrder: 'up' })
    renderWithProviders(<SortedTable />)
    expect(header('Bezeichnung').closest('th')).not.toHaveAttribute('aria-sort')
  })

  it('keeps other stored values when the sort changes', async () => {
    stored({ status: 'open', sortField: 'sku', sortOrder: 'desc' })
    const { user } = renderWithProviders(<SortedTable />)
    await user.click(header('Artikelnummer'))
    expect(readStoredParams()).toEqual({ status: 'open' })
  })

  it('keeps two tables on one page apart by their stored keys', async () => {
    const { user } = renderWithProviders(
      <>
        <SortedTable storedKey="contracts" caption="Verträge" />
        <SortedTable storedKey="positions" caption="Positionen" />
      </>,
    )
    await user.click(header('Bezeichnung', 'Verträge'))
    await user.click(header('Artikelnummer', 'Positionen'))
    expect(readStoredParams('contracts')).toEqual({ sortField: 'name', sortOrder: 'asc' })
    expect(readStoredParams('positions')).toEqual({ sortField: 'sku', sortOrder: 'asc' })
  })

  it('computes the next sort per spec 1 §4', () => {
    expect(nextSort(null, 'sku')).toEqual({ field: 'sku', order: 'asc' })
    expect(nextSort({ field: 'sku', order: 'asc' }, 'sku')).toEqual({ field: 'sku', order: 'desc' })
    expect(nextSort({ field: 'sku', order: 'desc' }, 'sku')).toBeNull()
    expect(nextSort({ field: 'sku', order: 'desc' }, 'name')).toEqual({ field: 'name', order: 'asc' })
  })
})
