/**
 * A list with multiselect filters and load more (spec 1 §3, §4, §7: the product lists of categories and product groups,
 * the news list): its entries, the filters of its answer and its total, per list island, so two lists on one page do
 * not mix. A request at offset 0 replaces the entries, any other offset appends (spec 1 §4); only the latest request of
 * a list counts, so a slower earlier answer never overwrites a newer one (store/request-order.ts). A family declares
 * its list with `createFilteredList` and injects the slice itself (store/product-list.ts is the model), so the slice
 * and its call load with the first widget that shows such a list.
 */
import { createSlice, type AsyncThunkAction, type Draft, type PayloadAction } from '@reduxjs/toolkit'
import type { MultiselectFilter } from '@/api/list-filters'
import type { DataCheck } from '@/src/lib/schema-check'
import type { Family } from './families'
import type { RootState } from './index'
import { createRequest, type RequestContext, type RequestFailure, type RequestMeta } from './request'
import { isLatest, startLatest } from './request-order'

/**
 * One page of a list as the store keeps it, whatever the answer calls its parts; `nextOffset` where the answer says
 * where the next page starts (the news list's pagination, spec 1 §4), else after the entries it brought.
 */
export type ListPage<E> = { entries: E[]; filters: MultiselectFilter[]; total: number; nextOffset?: number }

/**
 * Where a list stands: `loading` while its first page for the current filter is on its way, `more` while load more
 * runs, `failed` when the latest request failed (what was shown stays, spec 1 §8).
 */
export type FilteredListStatus = 'idle' | 'loading' | 'more' | 'done' | 'failed'

export type FilteredListState<E> = Required<ListPage<E>> & {
  status: FilteredListStatus
  /** The thunk's requestId of the latest request: an older answer never replaces a newer one. */
  requestId: string | null
  /** Whether the last failure was a load more (the retry then loads more again). */
  failedMore: boolean
  /** Whether an answer (or the page's own first page) has arrived: until then the list shows placeholders. */
  answered: boolean
}

const EMPTY = { entries: [], filters: [], total: 0, nextOffset: 0, status: 'idle', requestId: null, failedMore: false, answered: false } as const

/** A list showing `page` as its first, answered page: the CMS's first page, before and after the store holds it. */
export const seededList = <E>(page: ListPage<E>): FilteredListState<E> => ({ ...EMPTY, ...page, entries: page.entries, nextOffset: page.nextOffset ?? page.entries.length, status: 'done', answered: true })

/** What every request of such a list carries: the island's list and where the page starts. */
export type ListRequest = { listId: string; offset?: number }

// spec 1 §4: offset 0 is a new list (replaces), any other offset is load more (appends).
const isMore = (arg: ListRequest) => (arg.offset ?? 0) > 0

/**
 * A filtered list's slice, its request `type` (in the background: the list shows its own progress, and the loader
 * overlay would hide the filter just clicked) and the empty list a selector returns before the first request.
 */
export function createFilteredList<const Name extends string, Arg extends ListRequest, Data, E>(options: {
  name: Name
  type: `${Family}/${string}`
  /** The list id is the store's business: the call sends only what the backend reads. */
  call: (arg: Arg, context: RequestContext) => Promise<unknown>
  check: DataCheck<Data>
  pageOf: (data: Data) => ListPage<E>
}) {
  const fetch = createRequest(options.type, options.call, options.check, { background: true })
  // Immer cannot tell what a draft of an open entry type `E` is; a list or an entry as stored is its own draft.
  const drafted = <T>(value: T) => value as Draft<T>
  const empty: FilteredListState<E> = { ...EMPTY, entries: [], filters: [] }
  const initialState: Record<string, FilteredListState<E>> = {}
  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      /** The first page the CMS rendered into the page (a widget's `initialPage`): shown without a request. */
      seeded: (lists, { payload }: PayloadAction<{ listId: string; page: ListPage<E> }>) => {
        lists[payload.listId] = drafted(seededList(payload.page))
      },
      /** A list island went away. */
      removed: (lists, { payload }: PayloadAction<string>) => {
        delete lists[payload]
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(fetch.pending, (lists, { meta }) => {
          const list = (lists[meta.arg.listId] ??= drafted({ ...empty }))
          startLatest(list, meta)
          list.status = isMore(meta.arg) ? 'more' : 'loading'
        })
        .addCase(fetch.fulfilled, (lists, { payload, meta }) => {
          const list = lists[meta.arg.listId]
          if (!list || !isLatest(list, meta)) return
          const page = options.pageOf(payload)
          const more = isMore(meta.arg)
          list.entries = more ? [...list.entries, ...drafted(page.entries)] : drafted(page.entries)
          // Load more answers the same filters; the first page's stay, so the filter panel does not re-render.
          if (!more) list.filters = page.filters
          list.total = page.total
          list.nextOffset = page.nextOffset ?? (meta.arg.offset ?? 0) + page.entries.length
          list.status = 'done'
          list.failedMore = false
          list.answered = true
        })
        .addCase(fetch.rejected, (lists, { meta }) => {
          const list = lists[meta.arg.listId]
          if (!list || !isLatest(list, meta)) return
          // A request cancelled because its island went away (or superseded: its successor has taken over) leaves
          // the list as it was. A failure keeps what was shown (spec 1 §8).
          if (meta.aborted) {
            list.status = list.answered ? 'done' : 'idle'
            return
          }
          list.status = 'failed'
          list.failedMore = isMore(meta.arg)
        })
    },
  })
  return {
    slice,
    empty,
    pageOf: options.pageOf,
    // RTK types a thunk's call by conditions on its argument, which stay open for a generic one: the family's
    // concrete `Arg` closes them, so this is the same function under the type it has there.
    fetch: fetch as unknown as (arg: Arg) => ListThunk<Arg, Data>,
    isAnswer: (action: unknown): action is { payload: Data } => fetch.fulfilled.match(action),
  }
}

/** A filtered list's request, as `dispatch` takes it. */
export type ListThunk<Arg, Data> = AsyncThunkAction<Data, Arg, { fulfilledMeta: RequestMeta; rejectValue: RequestFailure }>

/** What a widget's hook needs of a family's filtered list (src/features/filtered-list): the family's slice injected. */
export type FilteredListFamily<Arg extends ListRequest, Data, E> = {
  fetch: (arg: Arg) => ListThunk<Arg, Data>
  isAnswer: (action: unknown) => action is { payload: Data }
  pageOf: (data: Data) => ListPage<E>
  seeded: (payload: { listId: string; page: ListPage<E> }) => PayloadAction<unknown>
  removed: (listId: string) => PayloadAction<unknown>
  /** A list's state; an empty list (the same object every time) before its first request. */
  select: (state: RootState, listId: string) => FilteredListState<E>
}
