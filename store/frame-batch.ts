import { afterNextPaint } from '@/src/lib/after-paint'
import type { AppStore } from './index'

/**
 * One call per frame for what every island of a page asks for: the keys asked (a tile's product number)
 * are collected per store (one per page; one per test) until the next frame has painted, so every island
 * that renders tiles in this frame (each commits its tiles and runs their effects before the browser
 * paints) joins one call; then `send` gets each store's keys (store/number-lookup.ts).
 */
export function frameBatch(send: (store: AppStore, keys: string[]) => void): (store: AppStore, key: string) => void {
  const queued = new Map<AppStore, Set<string>>()
  let scheduled = false
  const flush = () => {
    scheduled = false
    const batches = [...queued]
    queued.clear()
    for (const [store, keys] of batches) send(store, [...keys])
  }
  return (store, key) => {
    let keys = queued.get(store)
    if (!keys) {
      keys = new Set()
      queued.set(store, keys)
    }
    keys.add(key)
    if (scheduled) return
    scheduled = true
    afterNextPaint(flush)
  }
}

/** `keys` in chunks of at most `size`: a page shows far fewer than a call takes, but more are split rather than refused. */
export const chunksOf = (keys: readonly string[], size: number): string[][] =>
  Array.from({ length: Math.ceil(keys.length / size) }, (_, index) => keys.slice(index * size, (index + 1) * size))
