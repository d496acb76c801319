import { describe, expect, it } from 'vitest'
import { changeKeyOf, failureResets, initialRequestOrder, isFamilyAction, isNewest, isWorking, startOrderOf, trackRequest } from './request-order'

const action = (type: string, requestId: string, arg?: unknown) => ({ type, meta: { requestId, arg } })

describe('request order', () => {
  it('lets a newer answer replace an older one, never the other way round', () => {
    const state = { ...initialRequestOrder(), version: 0 }
    trackRequest(state, action('list/fetch/pending', 'first'))
    trackRequest(state, action('list/fetch/pending', 'second'))

    expect(isNewest(state, 'second', state.version)).toBe(true)
    state.version = startOrderOf(state, 'second')
    trackRequest(state, action('list/fetch/fulfilled', 'second'))

    expect(isNewest(state, 'first', state.version)).toBe(false)
    expect(failureResets(state, { requestId: 'first', aborted: false }, state.version)).toBe(false)
  })

  it('resets on the newest failure, but not on a fetch its island abandoned', () => {
    const state = { ...initialRequestOrder(), version: 0 }
    trackRequest(state, action('list/fetch/pending', 'only'))

    expect(failureResets(state, { requestId: 'only', aborted: true }, state.version)).toBe(false)
    expect(failureResets(state, { requestId: 'only', aborted: false }, state.version)).toBe(true)
  })

  it('marks a change to one thing as working until it settles', () => {
    const state = initialRequestOrder()
    const kinds = { deleteThing: 'delete' }
    const pending = action('list/deleteThing/pending', 'r1', { thingId: 7 })
    trackRequest(state, pending, changeKeyOf(pending, kinds, 'thingId'))
    expect(isWorking(state, 'delete', '7')).toBe(true)
    expect(isWorking(state, 'delete', '8')).toBe(false)

    const settled = action('list/deleteThing/rejected', 'r1', { thingId: 7 })
    trackRequest(state, settled, changeKeyOf(settled, kinds, 'thingId'))
    expect(isWorking(state, 'delete', '7')).toBe(false)
    expect(state.started).toEqual({})
  })

  it('knows a family by its prefix, and no change without a kind or an id', () => {
    expect(isFamilyAction('list')({ type: 'list/fetch/pending', meta: {} } as never)).toBe(true)
    expect(isFamilyAction('list')({ type: 'listing/fetch/pending', meta: {} } as never)).toBe(false)
    expect(changeKeyOf(action('list/fetch/pending', 'r', { thingId: 1 }), { deleteThing: 'delete' }, 'thingId')).toBeUndefined()
    expect(changeKeyOf(action('list/deleteThing/pending', 'r', {}), { deleteThing: 'delete' }, 'thingId')).toBeUndefined()
  })
})
