import { afterNextPaint } from '@/src/lib/after-paint'
import type { AppStore } from './index'

// Every batch's way back to empty, for resetFrameBatches.
const resets = new Set<() => void>()

/**
 * Drops what every batch holds and any flush it waits for, as a new page has it (tests: test/setup.ts after
 * each test; a test's fake timers may have swallowed the flush, which would hold every later batch back).
 */
export const resetFrameBatches = () => resets.forEach((reset) => reset())

/**
 * One call per frame for what every island of a page asks for: the keys asked (a tile's product number)
 * are collected per store (one per page; one per test) until the next frame has painted, so every island
 * that renders tiles in this frame (each commits its tiles and runs their effects before the browser
 * paints) joins one call; then `send` gets each store's keys (store/number-lookup.ts).
 */
export function frameBatch(send: (store: AppStore, keys: string[]) => void): (store: AppStore, key: string) => void {
  const queued = new Map<AppStore, Set<string>>()
  let scheduled = false
  let cancel: () => void = () => undefined
  const flush = () => {
    scheduled = false
    const batches = [...queued]
    queued.clear()
    for (const [store, keys] of batches) send(store, [...keys])
  }
  resets.add(() => {
    cancel()
    queued.clear()
    scheduled = false
  })
  return (store, key) => {
    let keys = queued.get(store)
    if (!keys) {
      keys = new Set()
      queued.set(store, keys)
    }
    keys.add(key)
    if (scheduled) return
    scheduled = true
    cancel = afterNextPaint(flush)
  }
}

/** `keys` in chunks of at most `size`: a page shows far fewer than a call takes, but more are split rather than refused. */
export const chunksOf = (keys: readonly string[], size: number): string[][] =>
  Array.from({ length: Math.ceil(keys.length / size) }, (_, index) => keys.slice(index * size, (index + 1) * size))
