import { useCallback, useState } from 'react'
import { readStoredParams, STORED_PARAMS_KEY, writeStoredParams } from '@/src/lib/stored-params'

/** Spec 1 §9: the API's sort values. */
export type SortOrder = 'asc' | 'desc'

/** The sorted column and its direction; null when the table is unsorted. */
export type TableSort = { field: string; order: SortOrder } | null

/** Options of {@link useTableSort}. */
export type TableSortOptions = {
  /** The query parameter that keeps the sort; give tables on the same page different keys. Default 'stored'. */
  storedKey?: string
}

// Names inside the stored-parameters object; other members (e.g. another helper's filters) are kept.
const FIELD = 'sortField'
const ORDER = 'sortOrder'

const isSortOrder = (value: unknown): value is SortOrder => value === 'asc' || value === 'desc'

function readSort(key: string): TableSort {
  const { [FIELD]: field, [ORDER]: order } = readStoredParams(key)
  return field && isSortOrder(order) ? { field, order } : null
}

/** The sort after a click on `field`. Spec 1 §4: ascending, descending, none; a new column starts ascending. */
export function nextSort(current: TableSort, field: string): TableSort {
  if (current?.field !== field) return { field, order: 'asc' }
  return current.order === 'asc' ? { field, order: 'desc' } : null
}

/**
 * Sort state for a server-sorted table. Starts from the address bar and writes every change back to
 * it (spec 1 §2: tables keep sort field and sort order in a stored-parameters query value), so a
 * reload or a shared link shows the same order. The caller fetches with `sort` and passes it to `Table`.
 */
export function useTableSort({ storedKey = STORED_PARAMS_KEY }: TableSortOptions = {}) {
  const [sort, setSort] = useState<TableSort>(() => readSort(storedKey))

  const toggle = useCallback(
    (field: string) => {
      const next = nextSort(sort, field)
      const stored = readStoredParams(storedKey)
      delete stored[FIELD]
      delete stored[ORDER]
      writeStoredParams(next ? { ...stored, [FIELD]: next.field, [ORDER]: next.order } : stored, storedKey)
      setSort(next)
    },
    [sort, storedKey],
  )

  return { sort, toggle }
}
