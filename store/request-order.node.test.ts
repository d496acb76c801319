import { describe, expect, it } from 'vitest'
import {
  changeKeyOf,
  createTurns,
  failureResets,
  initialRequestOrder,
  isFamilyAction,
  isLatest,
  isNewest,
  isWorking,
  startLatest,
  startOrderOf,
  trackRequest,
} from './request-order'

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

/** A promise and the functions that settle it, so a test decides when each answer arrives. */
function answerLater<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('newest wins: only the latest request counts', () => {
  it('drops a slower earlier answer, and takes the latest', () => {
    const list = { requestId: null as string | null, shown: '' }
    const take = (meta: { requestId: string }, answer: string) => {
      if (isLatest(list, meta)) list.shown = answer
    }
    startLatest(list, { requestId: 'older' })
    startLatest(list, { requestId: 'newer' })
    take({ requestId: 'newer' }, 'newer answer')
    take({ requestId: 'older' }, 'older answer, arriving last')
    expect(list.shown).toBe('newer answer')
  })
})

describe('one after another', () => {
  it('starts each task once the earlier one of its key has settled, failed or not, and keeps keys apart', async () => {
    const turns = createTurns<'a' | 'b'>()
    const started: string[] = []
    const first = answerLater<string>()
    const second = answerLater<string>()
    const one = turns.run('a', () => (started.push('a1'), first.promise))
    const two = turns.run('a', () => (started.push('a2'), second.promise))
    const other = turns.run('b', () => (started.push('b1'), Promise.resolve('b')))
    await other
    expect(started).toEqual(['a1', 'b1'])

    first.reject(new Error('refused'))
    await expect(one).rejects.toThrow('refused')
    await new Promise((done) => setTimeout(done, 0))
    expect(started).toEqual(['a1', 'b1', 'a2'])
    second.resolve('second')
    expect(await two).toBe('second')
  })

  it('never lets a slower earlier answer overwrite a newer one', async () => {
    const turns = createTurns<'cart'>()
    let shown = ''
    const slow = answerLater<string>()
    const fast = answerLater<string>()
    // The second answer would arrive first if both were sent at once; in turn it is not even sent before the first settles.
    const earlier = turns.run('cart', () => slow.promise).then((answer) => (shown = answer))
    const later = turns.run('cart', () => fast.promise).then((answer) => (shown = answer))
    fast.resolve('newer')
    slow.resolve('older')
    await Promise.all([earlier, later])
    expect(shown).toBe('newer')
  })

  it('is settled once every task of the key is, those queued while waiting included', async () => {
    const turns = createTurns<'cart'>()
    await turns.settled('cart') // nothing queued: settled at once
    const first = answerLater<void>()
    const second = answerLater<void>()
    let settled = false
    void turns.run('cart', () => first.promise)
    const waiting = turns.settled('cart').then(() => (settled = true))
    // Queued after the wait began: still waited for.
    void turns.run('cart', () => second.promise)
    first.resolve()
    await new Promise((done) => setTimeout(done, 0))
    expect(settled).toBe(false)
    second.resolve()
    await waiting
    expect(settled).toBe(true)
  })
})
