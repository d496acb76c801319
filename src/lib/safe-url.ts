// Control characters, DEL and backslashes: browsers strip or reinterpret them ("\\evil", "java\nscript:"),
// so a URL carrying any of them is never one we write ourselves.
// eslint-disable-next-line no-control-regex
const TRICKY = /[\u0000-\u001F\u007F\\]/
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
const WEB_ABSOLUTE = /^https?:\/\//i

/**
 * The absolute form of `raw` when it leads to the page's own origin, else null. Used before following
 * any redirectUrl (spec 1 §4, §8): refuses other hosts, `//evil.example`, `javascript:`, backslash and
 * control-character tricks, and scheme-only forms like `http:999999999` whose meaning depends on the base.
 */
export function sameOriginUrl(raw: unknown, base: string = window.location.href): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || TRICKY.test(raw)) return null
  if (HAS_SCHEME.test(raw) && !WEB_ABSOLUTE.test(raw)) return null
  try {
    const url = new URL(raw, base)
    return url.origin === new URL(base).origin ? url.href : null
  } catch {
    return null
  }
}

const SAFE_LINK_SCHEME = /^(https?|mailto|tel):/i

/** An href safe to render in a link: web, mail and phone links or relative paths; never `javascript:` or `data:`. */
export function safeHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '' || TRICKY.test(raw.trim())) return undefined
  const value = raw.trim()
  if (HAS_SCHEME.test(value)) return SAFE_LINK_SCHEME.test(value) ? value : undefined
  return value
}
