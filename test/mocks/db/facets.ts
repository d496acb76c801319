/**
 * Multiselect filters over a list (spec 1 §3: "A filter has a type (multiselect, with options and selected
 * values)"), written once for the product lists (product-list.ts) and the news list (news.ts). Within one filter
 * the chosen values are alternatives (or), filters combine (and); each option's count is what choosing it would
 * show, given the other filters (so a count of 0 means the option leads nowhere, spec 1 §5). Pure functions;
 * no Node or browser APIs.
 */

/** One value an item has for a filter: what travels in the address (`value`), what is shown, how it sorts. */
export type FacetValue = { value: string; label: string; order: number }

/** A filter a list offers, and how an item's values for it are read. */
export type Facet<T> = { name: string; label: string; valuesOf: (item: T) => FacetValue[]; sortByCount?: boolean }

/** The filter selection of a request: per filter name, the chosen values. */
export type Selection = Readonly<Record<string, readonly string[]>>

/** A filter as a list answers it (api/list-filters.ts multiselectFilterSchema: the product lists and the news list). */
export type ListFilter = {
  name: string
  label: string
  type: 'multiselect'
  options: { value: string; label: string; count: number }[]
  selected: string[]
}

// The values of an item for a filter, read once per item and filter name (the items are constant seed objects).
const valueSets = new WeakMap<object, Map<string, Set<string>>>()

function valueSet<T extends object>(item: T, facet: Facet<T>): Set<string> {
  let byFacet = valueSets.get(item)
  if (!byFacet) {
    byFacet = new Map()
    valueSets.set(item, byFacet)
  }
  let values = byFacet.get(facet.name)
  if (!values) {
    values = new Set(facet.valuesOf(item).map((value) => value.value))
    byFacet.set(facet.name, values)
  }
  return values
}

const matches = <T extends object>(item: T, facet: Facet<T>, chosen: readonly string[]) => chosen.length === 0 || chosen.some((value) => valueSet(item, facet).has(value))

/**
 * `items` under `selection`: the filters that narrow them (a filter whose every item has the same values offers
 * no choice and is left out), each with all its options and their counts and the chosen values it offers; and the
 * items every filter lets through, in their order. Chosen values and filters the list does not offer are ignored
 * (an outdated or hand-edited URL still shows a list).
 */
export function filterByFacets<T extends object>(items: readonly T[], facets: readonly Facet<T>[], selection: Selection): { filters: ListFilter[]; items: T[] } {
  const offered = facets.flatMap((facet) => {
    const options = new Map<string, FacetValue>()
    for (const item of items) for (const value of facet.valuesOf(item)) options.set(value.value, value)
    // A filter whose every option every item has (one viscosity, the same packs throughout) narrows nothing.
    const narrows = [...options.keys()].some((value) => items.some((item) => !valueSet(item, facet).has(value)))
    if (!narrows) return []
    const chosen = (Object.hasOwn(selection, facet.name) ? (selection[facet.name] ?? []) : []).filter((value, index, all) => options.has(value) && all.indexOf(value) === index)
    return [{ facet, options: [...options.values()], chosen }]
  })
  const kept = items.filter((item) => offered.every(({ facet, chosen }) => matches(item, facet, chosen)))
  const filters = offered.map(({ facet, options, chosen }) => {
    // What each option would show: the items the other filters let through that have it.
    const others = items.filter((item) => offered.every((other) => other.facet === facet || matches(item, other.facet, other.chosen)))
    const counted = options.map((option) => ({ ...option, count: others.filter((item) => valueSet(item, facet).has(option.value)).length }))
    counted.sort((a, b) => (facet.sortByCount ? b.count - a.count || a.label.localeCompare(b.label, 'de') : a.order - b.order || a.label.localeCompare(b.label, 'de')))
    return {
      name: facet.name,
      label: facet.label,
      type: 'multiselect' as const,
      options: counted.map(({ value, label, count }) => ({ value, label, count })),
      selected: chosen,
    }
  })
  return { filters, items: kept }
}
