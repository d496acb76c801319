import * as v from 'valibot'
import { tableAnswer } from './table-schemas'

const entry = v.object({ id: v.string(), name: v.pipe(v.string(), v.maxLength(20)) })
const check = tableAnswer(entry)

const results = (overrides: Record<string, unknown> = {}) => ({
  entries: [{ id: '1', name: 'Motorenöl' }],
  tableFilterFields: [
    { type: 'text', name: 'name', label: 'Name', value: 'öl' },
    { type: 'select', name: 'status', label: 'Status', options: [{ value: 'open', label: 'Offen' }] },
  ],
  tableSortColumns: ['name'],
  tableSortOrder: { sortField: 'name', sortOrder: 'asc' },
  datepicker: { field: 'date', label: 'Datum', min: '2024-01-01', max: '2026-11-24', from: '2025-01-01', to: '' },
  limit: 20,
  offset: 40,
  page: 3,
  pages: 4,
  total: 61,
  ...overrides,
})
const parse = (data: unknown) => check.parse(data)
const value = (data: unknown) => {
  const parsed = parse(data)
  if (!parsed.ok) throw new Error(parsed.problems.join('; '))
  return parsed.value
}

describe('tableAnswer', () => {
  it('reads data.results: entries, filters, sort, date range and pagination', () => {
    expect(value({ results: results() })).toEqual({
      entries: [{ id: '1', name: 'Motorenöl' }],
      tableFilterFields: [
        { type: 'text', name: 'name', label: 'Name', value: 'öl' },
        { type: 'select', name: 'status', label: 'Status', value: undefined, options: [{ value: 'open', label: 'Offen' }] },
      ],
      tableSortColumns: ['name'],
      tableSortOrder: { field: 'name', order: 'asc' },
      datepicker: { field: 'date', label: 'Datum', min: '2024-01-01', max: '2026-11-24', from: '2025-01-01', to: '' },
      pagination: { limit: 20, offset: 40, page: 3, pages: 4, total: 61 },
    })
  })

  it('fills a missing pagination with spec 1 §9’s defaults (limit 20, offset 0, page 1, pages 1), its total at least the entries shown', () => {
    const answer = results({ limit: undefined, offset: undefined, page: undefined, pages: undefined, total: undefined, datepicker: undefined })
    const { pagination, datepicker, listSortSelectField } = value({ results: answer })
    expect(pagination).toEqual({ limit: 20, offset: 0, page: 1, pages: 1, total: answer.entries.length })
    expect(datepicker).toBeUndefined()
    expect(listSortSelectField).toBeUndefined()
  })

  it.each([
    ['no results', {}],
    ['no entries', { results: results({ entries: undefined }) }],
    ['no filter fields', { results: results({ tableFilterFields: undefined }) }],
    ['no sort columns', { results: results({ tableSortColumns: undefined }) }],
    ['no sort order', { results: results({ tableSortOrder: undefined }) }],
    ['entries that are no list', { results: results({ entries: 'none' }) }],
  ])('fails an answer with %s (spec 1 §8)', (_, data) => {
    expect(parse(data).ok).toBe(false)
  })

  it('reads a null or blank sort order as the server’s own order', () => {
    expect(value({ results: results({ tableSortOrder: null }) }).tableSortOrder).toBeNull()
    expect(value({ results: results({ tableSortOrder: { sortField: '', sortOrder: '' } }) }).tableSortOrder).toBeNull()
  })

  it('drops a malformed entry, filter field, sort column or date range on its own, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const read = value({
      results: results({
        entries: [{ id: '1', name: 'Fett' }, { id: 2 }, { id: '3', name: 'Öl' }],
        tableFilterFields: [{ type: 'range', name: 'x', label: 'X' }, { type: 'text', name: 'sortField', label: 'Reserviert' }, { type: 'text', name: 'name', label: 'Name' }],
        tableSortColumns: ['name', 7, ''],
        datepicker: { field: 'date', label: 'Datum', min: '2024-02-30' },
      }),
    })
    expect(read.entries.map((item) => item.id)).toEqual(['1', '3'])
    expect(read.tableFilterFields.map((field) => field.name)).toEqual(['name'])
    expect(read.tableSortColumns).toEqual(['name'])
    expect(read.datepicker).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.results.entries.1'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.results.datepicker'))
  })

  it('cuts long labels and keeps at most 500 entries', () => {
    const read = value({ results: results({ entries: Array.from({ length: 600 }, (_, index) => ({ id: String(index), name: 'x' })), tableFilterFields: [{ type: 'text', name: 'name', label: 'L'.repeat(300) }] }) })
    expect(read.entries).toHaveLength(500)
    expect(read.tableFilterFields[0]!.label).toHaveLength(100)
  })

  it('reads the sort select of ordered products', () => {
    const listSortSelectField = { label: 'Sortieren nach', options: [{ label: 'Zuletzt bestellt', sortField: 'lastOrderDate', sortOrder: 'desc' }] }
    expect(value({ results: results({ listSortSelectField }) }).listSortSelectField).toEqual(listSortSelectField)
  })
})
