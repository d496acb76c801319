import { orderDetailAnswer } from './order-detail'

const line = (itemKey: string, overrides: Record<string, unknown> = {}) => ({
  itemKey,
  productId: `10-4111.00${itemKey}`,
  articleNumber: '10-4111',
  title: 'Motorenöl 5W-30',
  packSize: '4 l Kanister',
  quantity: 2,
  price: 48.5,
  sum: 97,
  ...overrides,
})

const order = (overrides: Record<string, unknown> = {}) => ({
  order: {
    orderNumber: '4500000735',
    date: '2026-11-20T09:15:00Z',
    status: 'delivered',
    requestedDate: '2026-11-27',
    total: 145.5,
    entries: [line('1'), line('2', { quantity: 'zwei' }), line('3', { quantity: 1, sum: 48.5 })],
    ...overrides,
  },
})

describe('orderDetailAnswer', () => {
  it('drops a malformed line on its own with a warning naming it, and keeps the order with its other lines', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const parsed = orderDetailAnswer.parse(order())
    if (!parsed.ok) throw new Error(parsed.problems.join('; '))
    expect(parsed.value.orderNumber).toBe('4500000735')
    expect(parsed.value.entries.map((entry) => entry.itemKey)).toEqual(['1', '3'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.order.entries.1'))
  })

  it('reads the wish date as a real calendar day: 2026-02-28 is one, 2026-02-31 is none', () => {
    expect(orderDetailAnswer.parse(order({ requestedDate: '2026-02-28', entries: [] }))).toMatchObject({ ok: true, value: { requestedDate: '2026-02-28' } })
    expect(orderDetailAnswer.parse(order({ requestedDate: null, entries: [] }))).toMatchObject({ ok: true, value: { requestedDate: undefined } })
    const refused = orderDetailAnswer.parse(order({ requestedDate: '2026-02-31', entries: [] }))
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.problems.join('; ')).toContain('data.order.requestedDate')
  })

  it('is no answer without the order or with lines that are no list', () => {
    expect(orderDetailAnswer.parse({}).ok).toBe(false)
    expect(orderDetailAnswer.parse(order({ entries: 'none' })).ok).toBe(false)
  })
})
