/**
 * The multiselect filters of a list's answer (spec 1 §3: "A filter has a type (multiselect, with options and selected
 * values)"), as the product list and the news list both answer them, and how a selection travels back to the backend
 * (spec 1 §7: `filters[<name>][]=<value>`).
 */
import * as v from 'valibot'
import { FILTER_TOKEN, type FilterSelection } from '@/src/lib/filter-address'
import { shownText as shown } from '@/src/lib/schema-parts'

const token = v.pipe(v.string(), v.regex(FILTER_TOKEN, 'expected a filter token'))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** An answer's filters and options per filter shown at most (the rest is cut), and selected values per filter. */
const FILTERS_MAX = 20
const OPTIONS_MAX = 200
const SELECTED_MAX = 50

const capped = <S extends v.GenericSchema>(schema: S, max: number) => v.pipe(v.array(schema), v.transform((items) => items.slice(0, max)))

/** One option of a multiselect filter: its value, label and how many entries choosing it would show. */
export const filterOptionSchema = v.object({ value: token, label: shown(200), count })
export type FilterOption = v.InferOutput<typeof filterOptionSchema>

/** spec 1 §3: a multiselect filter, with the values the answer was filtered by (those of the request it knows). */
export const multiselectFilterSchema = v.object({
  name: token,
  label: shown(100),
  type: v.literal('multiselect'),
  options: capped(filterOptionSchema, OPTIONS_MAX),
  selected: v.optional(v.pipe(v.array(token), v.maxLength(SELECTED_MAX)), []),
})
export type MultiselectFilter = v.InferOutput<typeof multiselectFilterSchema>

/** An answer's filters. */
export const multiselectFiltersSchema = v.optional(capped(multiselectFilterSchema, FILTERS_MAX), [])

/**
 * The query parameters of a selection: `filters[<name>]` with a list is sent as `filters[<name>][]=a&filters[<name>][]=b`
 * (a nested object would get indexes, `filters[name][0]`); filters without a choice are left out.
 */
export const filterParams = (selection: FilterSelection): Record<string, string[]> =>
  Object.fromEntries(Object.entries(selection).flatMap(([name, values]) => (values.length > 0 ? [[`filters[${name}]`, [...values]]] : [])))
