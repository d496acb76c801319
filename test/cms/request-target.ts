/**
 * The URL of a request, read from its target and Host header as RFC 9112 §3.2 defines them. Everything the
 * CMS writes back from it (a redirect's Location, the switchers' form action, the page data's addresses)
 * takes its path from here, so the path is made safe to write back once, at the edge.
 */

// A host name, an IPv4 address or an IPv6 literal, with an optional port: no user info, path, query or
// whitespace, which would move the parsed URL's path or origin away from what the client asked for.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/

/** Whether a Host header names a host (and port) and nothing else. */
export function isHostHeader(host: string): boolean {
  const match = HOST.exec(host)
  return match !== null && Number(match[1] ?? 0) <= 65_535
}

/**
 * A path that can only lead to the origin it is resolved against: one leading slash, never two (`//evil.example`
 * is another host) and no backslash (browsers read `/\evil.example` as `//evil.example`).
 */
export const localPath = (path: string): string => `/${path.replace(/^[/\\]+/, '').replace(/\\/g, '%5C')}`

/**
 * The request's URL, or null when the target is not in origin form (a path and query, as browsers send it)
 * or the Host header is not a host: the caller answers 400. The target is a path, not a relative reference,
 * so `//evil.example/x` is the path `/evil.example/x` here, not the host evil.example (which
 * `new URL(target, base)` would make of it). Without a Host (HTTP/1.0) the server's own address stands in.
 */
export function requestUrl(target: string | undefined, host: string | undefined, ownHost: string): URL | null {
  if (target === undefined || !target.startsWith('/')) return null
  if (host !== undefined && !isHostHeader(host)) return null
  try {
    const url = new URL(`http://${host ?? ownHost}${target}`)
    url.pathname = localPath(url.pathname)
    return url
  } catch {
    return null
  }
}
