/** Small type guards for untrusted JSON (page data, props, responses). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isString = (value: unknown): value is string => typeof value === 'string'

export const isArrayOf =
  <T>(guard: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard)

/** A value from a fixed list, or the fallback: how CMS enum props (width, ratio, theme) are read. */
export const oneOf = <const T extends readonly string[]>(allowed: T, value: unknown, fallback: T[number]): T[number] =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? value : fallback
