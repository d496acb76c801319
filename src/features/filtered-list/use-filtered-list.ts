import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { afterNextPaint } from '@/src/lib/after-paint'
import { readFilterAddress, sameSelection, selectionKey, selectionOf, toggled, writeFilterAddress, type FilterSelection } from '@/src/lib/filter-address'
import { reportDropped, type DataCheck } from '@/src/lib/schema-check'
import { useLoadMoreFocus } from '@/src/ui/result-list/use-load-more-focus'
import { readPlace, writePlace } from './list-place'
import { seededList, type FilteredListFamily, type FilteredListState, type ListRequest } from '@/store/filtered-list'
import { useAppDispatch, useAppSelector } from '@/store/hooks'

type Running = { abort(): void } | null

/** What a filtered list asks its family for: the island's source (a category, a folder…), its filter, its window. */
export type ListQuery = { listId: string; filters: FilterSelection; offset: number; limit: number }

type FilteredListOptions<Arg extends ListRequest, Data, E> = {
  family: FilteredListFamily<Arg, Data, E>
  /** The request for a window of the list: the source the island was placed with, and the query. */
  requestFor: (query: ListQuery) => Arg
  /** What the source is, as a string: another source is another list (the effect's dependency). */
  sourceKey: string
  pageSize: number
  /** The most entries the backend answers at once: a reload asks for the pages it had in one request, at most these. */
  largestPage: number
  /** The CMS's first page for the address's filter, if it rendered one (props `initialPage`), and its schema. */
  initialPage?: { page: unknown; check: DataCheck<Data> }
}

/** The CMS's first page, read through the answer's schema once; null when there is none or it fails. */
function useSeedPage<Data>(initial: { page: unknown; check: DataCheck<Data> } | undefined): Data | null {
  const page = initial?.page
  const check = initial?.check
  return useMemo(() => {
    if (page === undefined || check === undefined) return null
    const checked = check.parse(page)
    if (checked.ok) return checked.value
    reportDropped(`Dropped props.initialPage (the list asks the backend instead): ${checked.problems.slice(0, 5).join('; ')}`)
    return null
  }, [page, check])
}

/**
 * A filtered list's state and actions (spec 1 §3, §4, §5, §7: the product lists, the news list): the filter selection
 * comes from the address bar and goes back into it (src/lib/filter-address.ts); a change fetches the first page again
 * (offset 0 replaces) and cancels the request it supersedes; load more appends the next page and moves the focus to its
 * first entry; Back and Forward restore the filter of their entry. Names and values the list does not know are dropped
 * from the address (replaced, no new entry). The CMS's first page, when it was rendered for this address's filter, is
 * shown at once. Back from an entry's page, or a reload, restores the pages loaded and the place scrolled to
 * (./list-place.ts).
 */
export function useFilteredList<Arg extends ListRequest, Data, E>({ family, requestFor, sourceKey, pageSize, largestPage, initialPage }: FilteredListOptions<Arg, Data, E>) {
  const dispatch = useAppDispatch()
  const listId = useId()
  const seedData = useSeedPage(initialPage)
  const seedPage = useMemo(() => (seedData === null ? null : family.pageOf(seedData)), [family, seedData])
  const [selection, setSelection] = useState<FilterSelection>(() => readFilterAddress())
  const stored = useAppSelector((state) => family.select(state, listId))
  // Bumped by a retry: the same first page once more.
  const [attempt, setAttempt] = useState(0)
  const more = useRef<Running>(null)
  // Where the page was scrolled when the visitor left it, until the restored pages are shown.
  const pendingScroll = useRef<number | null>(null)
  // The first run uses the CMS's page if it fits; the key of a selection whose answer the store already holds.
  const started = useRef(false)
  const answeredKey = useRef<string | null>(null)
  const key = selectionKey(selection)
  const seedFits = seedPage !== null && sameSelection(selectionOf(seedPage.filters), selection)
  // The request builder of this render, for the effects, which depend on the source's key rather than on it.
  const latestRequest = useRef(requestFor)
  useLayoutEffect(() => {
    latestRequest.current = requestFor
  })

  // Until the store holds the seeded page (the effect below), the first render shows it straight away.
  const list: FilteredListState<E> = seedPage && seedFits && !stored.answered && stored.requestId === null ? seededList(seedPage) : stored
  const { listRef, expectMore, forget } = useLoadMoreFocus(list.entries.length)

  // Back and forward: the entry's address is the filter to show.
  useEffect(() => {
    const restore = () => setSelection(readFilterAddress())
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [])

  useEffect(() => () => void dispatch(family.removed(listId)), [dispatch, family, listId])

  useEffect(() => {
    more.current?.abort()
    forget()
    const first = !started.current
    started.current = true
    // Back from an article or a reload: the pages the visitor had loaded, in one request, then the place scrolled to.
    const place = first ? readPlace(sourceKey, key) : null
    // As many whole pages as the visitor had, as far as one answer holds them.
    const restore = place === null || place.nextOffset % pageSize !== 0 ? 0 : Math.min(place.nextOffset, Math.floor(largestPage / pageSize) * pageSize)
    const restoring = restore > pageSize
    if (first && seedPage && seedFits && !restoring) {
      dispatch(family.seeded({ listId, page: seedPage }))
      return
    }
    if (answeredKey.current === key) {
      answeredKey.current = null
      return
    }
    const filters = key === '' ? {} : selection
    let request: { abort(): void; then: Promise<unknown>['then'] } | undefined
    // After the paint: the filter click shows its checked box first, and the request's work (the thunk, the list's busy
    // render, the HTTP client) stays out of the click's interaction latency (docs/budgets.md, INP).
    const cancel = afterNextPaint(() => {
      const started = dispatch(family.fetch(latestRequest.current({ listId, filters, offset: 0, limit: restoring ? restore : pageSize })))
      if (place !== null) pendingScroll.current = place.scrollY
      request = started
      void started.then((action) => {
        if (!family.isAnswer(action)) return
        // The answer says which names and values the list knows: the address follows it, without a new entry, and the
        // selection too, without asking again for what the store now holds.
        const accepted = selectionOf(family.pageOf(action.payload).filters)
        if (sameSelection(accepted, filters)) return
        writeFilterAddress(accepted, 'replace')
        answeredKey.current = selectionKey(accepted)
        setSelection(accepted)
      })
    })
    // A newer filter (or leaving the page) cancels this one.
    return () => {
      cancel()
      request?.abort()
    }
    // `selection` is read through its key: the same filter in another order is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, family, listId, sourceKey, pageSize, largestPage, key, attempt])

  useEffect(() => () => more.current?.abort(), [])

  // The place in the list goes into the history entry with every answer, and the scroll position when the page is left.
  const { answered, nextOffset, status } = list
  useEffect(() => {
    if (!answered || status !== 'done') return
    if (pendingScroll.current !== null) {
      window.scrollTo(0, pendingScroll.current)
      pendingScroll.current = null
    }
    writePlace(sourceKey, { nextOffset, scrollY: window.scrollY, filter: key })
  }, [answered, status, nextOffset, sourceKey, key])
  useEffect(() => {
    const leave = () => {
      const place = readPlace(sourceKey, key)
      if (place) writePlace(sourceKey, { ...place, scrollY: window.scrollY })
    }
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [sourceKey, key])

  const running = list.status === 'loading' || list.status === 'more'

  // The latest selection and busy state for the filter callbacks, which stay the same functions across renders: a
  // filter group whose props did not change then skips its render (src/ui/filter-panel).
  const latest = useRef({ selection, running })
  useLayoutEffect(() => {
    latest.current = { selection, running }
  })

  /** spec 1 §5: a filter takes no change while a request runs. */
  const setFilter = useCallback((change: (current: FilterSelection) => FilterSelection) => {
    if (latest.current.running) return
    const next = change(latest.current.selection)
    writeFilterAddress(next, 'push')
    setSelection(next)
  }, [])
  const toggle = useCallback((name: string, value: string) => setFilter((current) => toggled(current, name, value)), [setFilter])
  const clear = useCallback(() => setFilter(() => ({})), [setFilter])

  const loadMore = () => {
    expectMore()
    more.current?.abort()
    more.current = dispatch(family.fetch(latestRequest.current({ listId, filters: selection, offset: list.nextOffset, limit: pageSize })))
  }

  return {
    list,
    selection,
    running,
    listRef,
    toggle,
    clear,
    loadMore,
    /** Runs the failed request again: the first page, or the next one when load more failed. */
    retry: () => {
      if (list.failedMore) loadMore()
      else setAttempt((value) => value + 1)
    },
  }
}
