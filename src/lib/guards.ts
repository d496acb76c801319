/** Small type guards for untrusted JSON (page data, props, responses). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value from a fixed list, or the fallback: how CMS enum props (width, ratio, theme) are read. */
export const oneOf = <const T extends readonly string[]>(allowed: T, value: unknown, fallback: T[number]): T[number] =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? value : fallback
