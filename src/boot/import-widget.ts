import { ChunkLoadError } from './errors'
import type { WidgetLoader, WidgetModule } from './types'

/** spec 2 §8: a chunk that has not arrived after 120 s is a chunk-load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** A download tried once more after a failure: a dropped connection on a train should not cost the island. */
export const retryOnce = <T,>(load: () => Promise<T>): Promise<T> => load().catch(() => load())

function withTimeout<T>(load: () => Promise<T>, ms: number, describe: string): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`the widget's code did not load within ${ms / 1000} s (${describe})`)), ms)
    })
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer))
  }
}

const cache = new Map<WidgetLoader, Promise<WidgetModule>>()

/**
 * Loads a widget's code: once per widget however many islands place it, retried once after a failure,
 * then a chunk-load error.
 */
export function importWidget(load: WidgetLoader, describe: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<WidgetModule> {
  let pending = cache.get(load)
  if (!pending) {
    pending = retryOnce(withTimeout(load, timeoutMs, describe)).catch((error: unknown) => {
      // Forget the failure so a later boot() may try again.
      cache.delete(load)
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(`the widget's code failed to load (${describe}): ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    })
    cache.set(load, pending)
  }
  return pending
}
