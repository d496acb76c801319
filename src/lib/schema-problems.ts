import type * as v from 'valibot'

/** One problem with outside data, by path, in words a template author or backend developer can act on. */
export type SchemaProblem = { path: string; message: string }

// Long values are cut in messages: a 200 000-character html prop must not flood the console.
const MAX_SHOWN = 60
const shorten = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text)
// valibot writes unions as ("a" | "b"); the parentheses say nothing to a reader.
const unwrap = (text: string) => (/^\(.*\)$/.test(text) ? text.slice(1, -1) : text)
// valibot's own messages start "Invalid type: …"; a schema's custom message says it better than a regex.
const isCustom = (message: string) => !message.startsWith('Invalid ')

/**
 * A valibot issue as `<root>.<path>: expected …, got …`, the one wording of every schema check at the
 * edge (widget props, notification messages): `props.level: expected <=6, got 9`.
 */
export function describeIssue(issue: v.BaseIssue<unknown>, root: string): SchemaProblem {
  const path = [root, ...(issue.path ?? []).map((item) => String(item.key))].join('.')
  // A missing required field: valibot reports the key as expected and undefined as received.
  const missing = issue.type === 'object' && issue.received === 'undefined' && issue.path !== undefined
  if (missing) return { path, message: `${path}: required, but missing` }
  if (isCustom(issue.message)) return { path, message: `${path}: ${issue.message}, got ${shorten(issue.received)}` }
  // A length check receives the length, not the value: say which is meant.
  const what = issue.type.endsWith('_length') ? 'length ' : ''
  // Format checks (integer, email, url …) name no expected value; their type says what was wanted.
  const expected = `expected ${what}${issue.expected === null ? issue.type.replace(/_/g, ' ') : shorten(unwrap(issue.expected))}`
  return { path, message: `${path}: ${expected}, got ${shorten(issue.received)}` }
}
