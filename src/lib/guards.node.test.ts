import { isOneOf, oneOf } from './guards'

const STATUSES = ['received', 'shipped'] as const

describe('isOneOf', () => {
  it('says whether a value is one of the list', () => {
    expect(isOneOf(STATUSES, 'shipped')).toBe(true)
    expect(isOneOf(STATUSES, 'returned')).toBe(false)
    expect(isOneOf(STATUSES, 'toString')).toBe(false)
  })
})

describe('oneOf', () => {
  it('keeps a value of the list and gives the fallback for anything else', () => {
    expect(oneOf(STATUSES, 'shipped', 'received')).toBe('shipped')
    expect(oneOf(STATUSES, 'returned', 'received')).toBe('received')
    expect(oneOf(STATUSES, 3, 'received')).toBe('received')
  })
})
