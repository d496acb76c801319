import * as v from 'valibot'
import { describeIssue, type SchemaProblem } from '@/src/lib/schema-problems'

/** One problem with a marker's props, by path, in words a template author can act on. */
export type PropsProblem = SchemaProblem

export type PropsCheck<T> =
  | { ok: true; props: T; unknown: string[] }
  | { ok: false; problems: PropsProblem[]; unknown: string[] }

/**
 * Checks raw marker props against a widget's schema. Defaults are filled in; props the schema does not
 * know are listed (the runtime warns about them in development: a CMS typo like `widht` shows at once).
 */
export function checkProps<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S, raw: Record<string, unknown>): PropsCheck<v.InferOutput<S>> {
  const unknown = Object.keys(raw).filter((key) => !Object.hasOwn(schema.entries, key))
  const result = v.safeParse(schema, raw)
  if (result.success) return { ok: true, props: result.output, unknown }
  return { ok: false, problems: result.issues.map((issue) => describeIssue(issue, 'props')), unknown }
}
