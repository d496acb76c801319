import * as v from 'valibot'

/** One problem with a marker's props, by path, in words a template author can act on. */
export type PropsProblem = { path: string; message: string }

export type PropsCheck<T> =
  | { ok: true; props: T; unknown: string[] }
  | { ok: false; problems: PropsProblem[]; unknown: string[] }

// Long values are cut in messages: a 200 000-character html prop must not flood the console.
const MAX_SHOWN = 60
const shorten = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text)
// valibot writes unions as ("a" | "b"); the parentheses say nothing to a reader.
const unwrap = (text: string) => (/^\(.*\)$/.test(text) ? text.slice(1, -1) : text)
// valibot's own messages start "Invalid type: …"; a schema's custom message says it better than a regex.
const isCustom = (message: string) => !message.startsWith('Invalid ')

function describeIssue(issue: v.BaseIssue<unknown>): PropsProblem {
  const path = ['props', ...(issue.path ?? []).map((item) => String(item.key))].join('.')
  // A missing required prop: valibot reports the key as expected and undefined as received.
  const missing = issue.type === 'object' && issue.received === 'undefined' && issue.path !== undefined
  if (missing) return { path, message: `${path}: required, but missing` }
  if (isCustom(issue.message)) return { path, message: `${path}: ${issue.message}, got ${shorten(issue.received)}` }
  // A length check receives the length, not the value: say which is meant.
  const what = issue.type.endsWith('_length') ? 'length ' : ''
  // Format checks (integer, email, url …) name no expected value; their type says what was wanted.
  const expected = `expected ${what}${issue.expected === null ? issue.type.replace(/_/g, ' ') : shorten(unwrap(issue.expected))}`
  return { path, message: `${path}: ${expected}, got ${shorten(issue.received)}` }
}

/**
 * Checks raw marker props against a widget's schema. Defaults are filled in; props the schema does not
 * know are listed (the runtime warns about them in development: a CMS typo like `widht` shows at once).
 */
export function checkProps<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S, raw: Record<string, unknown>): PropsCheck<v.InferOutput<S>> {
  const unknown = Object.keys(raw).filter((key) => !Object.hasOwn(schema.entries, key))
  const result = v.safeParse(schema, raw)
  if (result.success) return { ok: true, props: result.output, unknown }
  return { ok: false, problems: result.issues.map(describeIssue), unknown }
}
