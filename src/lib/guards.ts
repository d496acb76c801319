/** Small type guards for untrusted JSON (page data, props, responses). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether `value` is one of `allowed`, narrowed to it: e.g. a state the server sent that the front end has words for (it may send others). */
export const isOneOf = <const T extends readonly string[]>(allowed: T, value: string): value is T[number] => (allowed as readonly string[]).includes(value)

/** A value from a fixed list, or the fallback: how CMS enum props (width, ratio, theme) are read. */
export const oneOf = <const T extends readonly string[]>(allowed: T, value: unknown, fallback: T[number]): T[number] =>
  typeof value === 'string' && isOneOf(allowed, value) ? value : fallback
