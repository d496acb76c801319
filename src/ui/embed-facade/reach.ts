/** How long the provider may take to answer before the facade says it cannot be reached. */
export const REACH_TIMEOUT_MS = 8_000

/**
 * Whether the provider answers at all, asked after the visitor's click and before the embed loads: a frame whose
 * host is unreachable fires `load` like any other (on the browser's error page), so only a request of our own can
 * tell. A `HEAD` without cookies, in `no-cors` mode: its answer is opaque, but it arrives, where an unreachable,
 * blocked or silent host rejects it.
 */
export async function reachProvider(url: string, timeoutMs = REACH_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
