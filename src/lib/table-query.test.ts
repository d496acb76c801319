import { isIsoDay } from './calendar-day'
import { emptyQuery, filterKey, isFiltered, nextSort, queryFromStored, queryParams, storedFromQuery, type TableQuery } from './table-query'

const query = (parts: Partial<TableQuery> = {}): TableQuery => ({ ...emptyQuery(20), ...parts })

describe('table-query', () => {
  it('reads a view from the stored parameters and writes it back the same', () => {
    const stored = { sortField: 'date', sortOrder: 'desc', status: 'shipped', dateFrom: '2025-01-01', dateTo: '2025-12-31', page: '3' }
    const read = queryFromStored(stored, 20)
    expect(read).toEqual({ sort: { field: 'date', order: 'desc' }, filters: { status: 'shipped' }, dateFrom: '2025-01-01', dateTo: '2025-12-31', page: 3, limit: 20 })
    expect(storedFromQuery(read)).toEqual(stored)
  })

  it('stores nothing for the first unsorted, unfiltered page', () => {
    expect(storedFromQuery(emptyQuery(20))).toEqual({})
  })

  it.each([
    ['an order other than asc or desc', { sortField: 'date', sortOrder: 'up' }, {}],
    ['a sort field the table cannot sort by', { sortField: 'colour', sortOrder: 'asc' }, {}],
    ['a page that is no whole number from 1', { page: '0' }, {}],
    ['a page with a fraction', { page: '2.5' }, {}],
    ['a date that is no day', { dateFrom: '2025-02-30' }, {}],
    ['a range that ends before it starts', { dateFrom: '2025-03-02', dateTo: '2025-03-01' }, {}],
    ['a filter name that is no identifier', { 'x y': '1', 'constructor!': '2' }, {}],
    ['a blank or overlong filter value', { status: '  ', article: 'x'.repeat(101) }, {}],
  ])('drops %s from the address', (_, stored, expected) => {
    expect(storedFromQuery(queryFromStored(stored, 20, ['date', 'total']))).toEqual(expected)
  })

  it('keeps a sort field of any name when the table does not say which it can sort by', () => {
    expect(queryFromStored({ sortField: 'colour', sortOrder: 'asc' }, 20).sort).toEqual({ field: 'colour', order: 'asc' })
  })

  it('keeps one end of a range alone', () => {
    expect(queryFromStored({ dateTo: '2025-03-01' }, 20)).toMatchObject({ dateFrom: '', dateTo: '2025-03-01' })
  })

  it('writes the wire format: the page as page and offset, sort, dates and filters only when set', () => {
    expect(queryParams(query())).toEqual({ limit: 20, offset: 0, page: 1 })
    expect(queryParams(query({ sort: { field: 'total', order: 'asc' }, filters: { status: 'received' }, dateFrom: '2026-01-01', page: 2, limit: 50 }))).toEqual({
      limit: 50,
      offset: 50,
      page: 2,
      sortField: 'total',
      sortOrder: 'asc',
      dateFrom: '2026-01-01',
      status: 'received',
    })
  })

  it('keys the filter part of a view whatever the order of its filters', () => {
    expect(filterKey(query({ filters: { a: '1', b: '2' } }))).toBe(filterKey(query({ filters: { b: '2', a: '1' } })))
    expect(filterKey(query({ filters: { a: '1' } }))).not.toBe(filterKey(query({ filters: { a: '2' } })))
    expect(filterKey(query({ dateFrom: '2025-01-01' }))).not.toBe(filterKey(query({ dateTo: '2025-01-01' })))
    // The key is of the filters alone: sort and page are no part of it.
    expect(filterKey(query({ sort: { field: 'a', order: 'asc' }, page: 3 }))).toBe(filterKey(query()))
  })

  it('sorts ascending, descending, then not at all; a new column starts ascending (spec 1 §4)', () => {
    expect(nextSort(null, 'sku')).toEqual({ field: 'sku', order: 'asc' })
    expect(nextSort({ field: 'sku', order: 'asc' }, 'sku')).toEqual({ field: 'sku', order: 'desc' })
    expect(nextSort({ field: 'sku', order: 'desc' }, 'sku')).toBeNull()
    expect(nextSort({ field: 'sku', order: 'desc' }, 'name')).toEqual({ field: 'name', order: 'asc' })
    expect(nextSort({ field: 'sku', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'asc' })
  })

  it('knows a filtered view and a real day', () => {
    expect([isFiltered(query()), isFiltered(query({ dateTo: '2025-01-01' })), isFiltered(query({ filters: { a: '1' } }))]).toEqual([false, true, true])
    expect([isIsoDay('2024-02-29'), isIsoDay('2025-02-29'), isIsoDay('2025-1-01'), isIsoDay('')]).toEqual([true, false, false, false])
  })
})
