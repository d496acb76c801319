import { answerTable, containsWords, readTableQuery, type MockTableQuery, type TableSpec } from './table-query'

type Row = { id: number; name: string; kind: 'oil' | 'grease'; day: string; price: number }

const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: index % 3 === 0 ? `Motorenöl ${index + 1}` : `Fett ${index + 1}`,
  kind: index % 3 === 0 ? 'oil' : 'grease',
  day: `2025-01-${String((index % 28) + 1).padStart(2, '0')}`,
  price: (index * 37) % 100,
}))

const spec: TableSpec<Row, { id: number; name: string }> = {
  sortColumns: { name: (a, b) => a.name.localeCompare(b.name), price: (a, b) => a.price - b.price },
  naturalOrder: (a, b) => b.id - a.id,
  filters: [
    { type: 'text', name: 'name', label: 'Name', matches: (row, value) => containsWords(row.name, value) },
    { type: 'select', name: 'kind', label: 'Art', options: [{ value: 'oil', label: 'Öl' }, { value: 'grease', label: 'Fett' }], matches: (row, value) => row.kind === value },
  ],
  datepicker: { field: 'day', label: 'Tag', dayOf: (row) => row.day, min: '2025-01-01', max: '2025-12-31' },
  entry: ({ id, name }) => ({ id, name }),
}

const read = (query: string): MockTableQuery => {
  const result = readTableQuery(new URL(`http://localhost/api/x?${query}`))
  if ('errors' in result) throw new Error(result.errors.map((error) => error.message).join(' '))
  return result.query
}
const problems = (query: string) => {
  const result = readTableQuery(new URL(`http://localhost/api/x?${query}`))
  return 'errors' in result ? result.errors.map((error) => [error.source?.field, error.message]) : []
}
const answer = (query: string) => answerTable(rows, read(query), spec).results

describe('readTableQuery', () => {
  it('reads the wire format: sort, limit, page or offset, dates and the other parameters as filter candidates', () => {
    expect(read('sortField=name&sortOrder=desc&limit=10&page=3&dateFrom=2025-01-05&dateTo=2025-01-09&kind=oil&name=%20Fett%20')).toEqual({
      sort: { field: 'name', order: 'desc' },
      limit: 10,
      page: 3,
      dateFrom: '2025-01-05',
      dateTo: '2025-01-09',
      params: new Map([
        ['kind', 'oil'],
        ['name', 'Fett'],
      ]),
    })
  })

  it('defaults to the first page of 20 (spec 1 §9) and reads an offset as its page', () => {
    expect(read('')).toMatchObject({ sort: null, limit: 20, page: 1, dateFrom: '', dateTo: '' })
    expect(read('limit=10&offset=20')).toMatchObject({ page: 3 })
    expect(read('limit=10&offset=20&page=3')).toMatchObject({ page: 3 })
  })

  it.each([
    ['sortOrder=up', 'sortOrder', 'Das Feld «sortOrder» muss asc oder desc sein.'],
    ['sortField=name', 'sortOrder', 'Das Feld «sortOrder» fehlt.'],
    ['limit=0', 'limit', 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.'],
    ['limit=101', 'limit', 'Das Feld «limit» darf höchstens 100 sein.'],
    ['page=-1', 'page', 'Das Feld «page» muss eine ganze Zahl grösser als 0 sein.'],
    ['offset=x', 'offset', 'Das Feld «offset» muss eine ganze Zahl ab 0 sein.'],
    ['page=2&offset=0', 'offset', 'Die Felder «page» und «offset» passen nicht zusammen.'],
    ['dateFrom=2025-02-30', 'dateFrom', 'Das Feld «dateFrom» muss ein Datum im Format JJJJ-MM-TT sein.'],
    ['dateFrom=2025-03-02&dateTo=2025-03-01', 'dateTo', 'Das Feld «dateTo» darf nicht vor «dateFrom» liegen.'],
    [`name=${'x'.repeat(101)}`, 'name', 'Das Feld «name» darf höchstens 100 Zeichen lang sein.'],
  ])('refuses %s with a German message at the parameter', (query, field, message) => {
    expect(problems(query)).toEqual([[field, message]])
  })
})

describe('answerTable', () => {
  it('answers the first page in the natural order with every part of data.results', () => {
    const results = answer('')
    expect(results.entries.map((entry) => entry.id)).toEqual([45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26])
    expect(results).toMatchObject({
      tableFilterFields: [
        { type: 'text', name: 'name', label: 'Name', value: '' },
        { type: 'select', name: 'kind', label: 'Art', value: '', options: [{ value: 'oil', label: 'Öl' }, { value: 'grease', label: 'Fett' }] },
      ],
      tableSortColumns: ['name', 'price'],
      tableSortOrder: null,
      datepicker: { field: 'day', label: 'Tag', min: '2025-01-01', max: '2025-12-31', from: '', to: '' },
      limit: 20,
      offset: 0,
      page: 1,
      pages: 3,
      total: 45,
    })
  })

  it('filters (umlauts folded), narrows to the date range, sorts with ties in the natural order, and pages', () => {
    const results = answer('name=motoren%C3%B6l&kind=oil&dateFrom=2025-01-01&dateTo=2025-01-10&sortField=price&sortOrder=desc&limit=2&page=2')
    const kept = rows.filter((row) => row.kind === 'oil' && row.day <= '2025-01-10').sort((a, b) => b.price - a.price || b.id - a.id)
    expect(results.total).toBe(kept.length)
    expect(results.entries.map((entry) => entry.id)).toEqual(kept.slice(2, 4).map((row) => row.id))
    expect(results).toMatchObject({ tableSortOrder: { sortField: 'price', sortOrder: 'desc' }, page: 2, offset: 2, limit: 2, datepicker: { from: '2025-01-01', to: '2025-01-10' } })
    expect(results.tableFilterFields.map((field) => field.value)).toEqual(['motorenöl', 'oil'])
  })

  it('ignores what it does not offer and says what it applied: an unknown sort field, a select value not among the options, an unknown parameter', () => {
    const results = answer('sortField=colour&sortOrder=asc&kind=water&colour=red')
    expect(results.tableSortOrder).toBeNull()
    expect(results.tableFilterFields.map((field) => field.value)).toEqual(['', ''])
    expect(results.total).toBe(45)
  })

  it('answers the last page for a page after it, and one empty page for no rows', () => {
    expect(answer('page=99')).toMatchObject({ page: 3, pages: 3, offset: 40 })
    expect(answer('page=99').entries).toHaveLength(5)
    expect(answerTable([], read('page=4'), spec).results).toMatchObject({ entries: [], page: 1, pages: 1, total: 0, offset: 0 })
  })
})
