/**
 * The raw (still URI-encoded) value of the first cookie called `name` in a Cookie header, or undefined.
 * The first, so a header the caller sent wins over any MSW appends later; commas split too, because
 * `Headers.append` joins a second Cookie header to the first with ', '.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(/[;,]/)) {
    const at = pair.indexOf('=')
    if (at >= 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}
