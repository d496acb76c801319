import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { PRODUCT_LIST_PAGE_SIZE, productListCheck, type ProductListPage, type ProductListSource } from '@/api/products'
import { afterNextPaint } from '@/src/lib/after-paint'
import { readFilterAddress, sameSelection, selectionKey, selectionOf, toggled, writeFilterAddress, type FilterSelection } from '@/src/lib/filter-address'
import { reportDropped } from '@/src/lib/schema-check'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { fetchProductList, productListRemoved, productListSeeded, selectProductList, type ProductListState } from '@/store/product-list'
import { useLoadMoreFocus } from '@/src/ui/result-list/use-load-more-focus'

type Running = { abort(): void } | null

/** The CMS's first page, read through the answer's schema once; null when there is none or it fails. */
function useInitialPage(initialPage: unknown): ProductListPage | null {
  return useMemo(() => {
    if (initialPage === undefined) return null
    const checked = productListCheck.parse(initialPage)
    if (checked.ok) return checked.value
    reportDropped(`Dropped props.initialPage (the list asks the backend instead): ${checked.problems.slice(0, 5).join('; ')}`)
    return null
  }, [initialPage])
}

/**
 * A product list's state and actions (spec 1 §4, §5, §7): the filter selection comes from the
 * address bar and goes back into it; a change fetches the first 12 again (offset 0 replaces) and cancels
 * the request it supersedes; load more appends the next 12; Back and Forward restore the filter of their
 * entry. Names and values the list does not know are dropped from the address (replaced, no new entry).
 * The CMS's first page (`initialPage`, when it was rendered for this address's filter) is shown at once.
 */
export function useProductList(source: ProductListSource, initialPage: unknown) {
  const dispatch = useAppDispatch()
  const listId = useId()
  const seedPage = useInitialPage(initialPage)
  const [selection, setSelection] = useState<FilterSelection>(() => readFilterAddress())
  const stored = useAppSelector((state) => selectProductList(state, listId))
  // Bumped by a retry: the same first page once more.
  const [attempt, setAttempt] = useState(0)
  const more = useRef<Running>(null)
  // The first run uses the CMS's page if it fits; the key of a selection whose answer the store already holds.
  const started = useRef(false)
  const answeredKey = useRef<string | null>(null)
  const { categoryId, productGroup } = source
  const key = selectionKey(selection)
  const seedFits = seedPage !== null && sameSelection(selectionOf(seedPage.filters), selection)

  // Until the store holds the seeded page (the effect below), the first render shows it straight away.
  const list: ProductListState = seedPage && seedFits && !stored.answered && stored.requestId === null ? { ...stored, ...seedPage, status: 'done', answered: true } : stored
  const { listRef, expectMore, forget } = useLoadMoreFocus(list.products.length)

  // Back and forward: the entry's address is the filter to show.
  useEffect(() => {
    const restore = () => setSelection(readFilterAddress())
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [])

  useEffect(() => () => void dispatch(productListRemoved(listId)), [dispatch, listId])

  useEffect(() => {
    more.current?.abort()
    forget()
    const first = !started.current
    started.current = true
    if (first && seedPage && seedFits) {
      dispatch(productListSeeded({ listId, page: seedPage }))
      return
    }
    if (answeredKey.current === key) {
      answeredKey.current = null
      return
    }
    const filters = key === '' ? {} : selection
    let request: ReturnType<typeof startRequest> | undefined
    const startRequest = () => dispatch(fetchProductList({ listId, ...(categoryId === undefined ? { productGroup } : { categoryId }), filters, offset: 0, limit: PRODUCT_LIST_PAGE_SIZE }))
    // After the paint: the filter click shows its checked box first, and the request's work (the thunk, the
    // list's busy render, the HTTP client) stays out of the click's interaction latency (docs/budgets.md, INP).
    const cancel = afterNextPaint(() => {
      request = startRequest()
      void request.then((action) => {
        if (!fetchProductList.fulfilled.match(action)) return
        // The answer says which names and values the list knows: the address follows it, without a new entry,
        // and the selection too, without asking again for what the store now holds.
        const accepted = selectionOf(action.payload.filters)
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
  }, [dispatch, listId, categoryId, productGroup, key, attempt])

  useEffect(() => () => more.current?.abort(), [])

  const running = list.status === 'loading' || list.status === 'more'

  // The latest selection and busy state for the filter callbacks, which stay the same functions across
  // renders: a filter group whose props did not change then skips its render (filter-panel.tsx).
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
    more.current = dispatch(
      fetchProductList({
        listId,
        ...(categoryId === undefined ? { productGroup } : { categoryId }),
        filters: selection,
        offset: list.products.length,
        limit: PRODUCT_LIST_PAGE_SIZE,
      }),
    )
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
