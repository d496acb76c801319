/** How long {@link whenIdle} waits at most. */
export type IdleWait = {
  /** The browser runs the work within this many ms even if it never becomes idle (requestIdleCallback's timeout). */
  timeout: number
  /** Where there is no requestIdleCallback (Safari before 18), the work runs after this many ms instead. */
  fallbackMs: number
}

/**
 * Runs `run` once the browser is idle: work the page's first paint and its first interactions must not wait for,
 * such as loading a lazy chunk ahead of its use (the error reporter, the checkout's later steps) or starting an
 * island marked `data-hydrate="idle"`. Returns a function that calls it off.
 */
export function whenIdle(run: () => void, { timeout, fallbackMs }: IdleWait): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => run(), { timeout })
    return () => globalThis.cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, fallbackMs)
  return () => clearTimeout(handle)
}
