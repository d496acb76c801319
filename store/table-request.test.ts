import { http, HttpResponse } from 'msw'
import { emptyQuery } from '@/src/lib/table-query'
import { server } from '@/test/mocks/node'
import { makeStore } from './index'
import { fetchOrders } from './orders'

const results = {
  entries: [],
  tableFilterFields: [],
  tableSortColumns: ['date'],
  tableSortOrder: null,
}

describe('a table request (store/table-request.ts)', () => {
  it('fails an answer that lacks the table’s data with the exact text of spec 1 §8, reported and warned', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/api/orders/', () => HttpResponse.json({ data: { results: { entries: [] } } })))
    const outcome = await makeStore().dispatch(fetchOrders(emptyQuery(20)))
    expect(outcome.payload).toEqual({ status: undefined, messages: [], reason: 'API failure during orders/fetchOrders request.' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during orders/fetchOrders request.'))
  })

  it('sends the query in the wire format', async () => {
    let asked: URLSearchParams | undefined
    server.use(
      http.get('*/api/orders/', ({ request }) => {
        asked = new URL(request.url).searchParams
        return HttpResponse.json({ data: { results: results } })
      }),
    )
    await makeStore().dispatch(fetchOrders({ sort: { field: 'date', order: 'desc' }, filters: { status: 'shipped' }, dateFrom: '2025-01-01', dateTo: '2025-12-31', page: 3, limit: 20 }))
    expect(Object.fromEntries(asked!)).toEqual({ limit: '20', offset: '40', page: '3', sortField: 'date', sortOrder: 'desc', dateFrom: '2025-01-01', dateTo: '2025-12-31', status: 'shipped' })
  })
})
