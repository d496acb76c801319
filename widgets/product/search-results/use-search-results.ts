import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { RESULTS_PAGE_SIZE } from '@/api/search'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import {
  documentResultsCleared,
  fetchResultDocuments,
  fetchResultProducts,
  productResultsCleared,
  selectResultDocuments,
  selectResultProducts,
} from '@/store/search-results'
import { selectHasFeature } from '@/store/session'
import { indexCategories, normalizeSelection, toggleCategory } from './category-selection'
import { readSearchAddress, writeSearchAddress, type SearchAddress } from './search-address'

type Running = { abort(): void } | null

/**
 * The search page's state and actions (spec 1 §2, §4, §5): the term and the category filter come from
 * the address bar and go back into it; a change of either fetches again and cancels the request it
 * supersedes; back and forward restore the filter of their entry. The advanced product search is skipped
 * with neither term nor categories, the content search without a term (spec 1 §5).
 */
export function useSearchResults() {
  const dispatch = useAppDispatch()
  const productSearchOff = useAppSelector((state) => selectHasFeature(state, 'disableProductSearch'))
  const products = useAppSelector(selectResultProducts)
  const documents = useAppSelector(selectResultDocuments)
  const [address, setAddress] = useState<SearchAddress>(() => readSearchAddress())
  // Bumped by a retry: the same search once more.
  const [productAttempt, setProductAttempt] = useState(0)
  const [documentAttempt, setDocumentAttempt] = useState(0)
  const moreProducts = useRef<Running>(null)
  const moreDocuments = useRef<Running>(null)

  // Back and forward: the entry's address is the state to show.
  useEffect(() => {
    const restore = () => setAddress(readSearchAddress())
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [])

  const { term } = address
  const index = useMemo(() => indexCategories(products.categories), [products.categories])
  // The tree is the same for any filter of a term (an empty tree too); until it is known, the address's ids are all there is.
  const treeKnown = products.treeTerm === term
  // Only ids the tree knows are sent: the backend refuses others (an outdated or hand-edited link), so an
  // address with categories first asks for the term's tree, then for its products (spec 1 §2 address bar).
  const treeNeeded = !treeKnown && term !== '' && address.categories.length > 0
  const selected = useMemo(() => (treeKnown ? normalizeSelection(address.categories, index) : address.categories), [treeKnown, address.categories, index])
  const selectedKey = selected.join('\n')
  const searchesProducts = !productSearchOff && (term !== '' || address.categories.length > 0)

  useEffect(() => {
    moreProducts.current?.abort()
    if (!searchesProducts) {
      dispatch(productResultsCleared())
      return
    }
    const categories = treeNeeded || selectedKey === '' ? [] : selectedKey.split('\n')
    const request = dispatch(fetchResultProducts({ query: term, categories, offset: 0, limit: RESULTS_PAGE_SIZE, treeOnly: treeNeeded }))
    // A newer search (or leaving the page) cancels this one.
    return () => request.abort()
  }, [dispatch, searchesProducts, term, treeNeeded, selectedKey, productAttempt])

  useEffect(() => {
    moreDocuments.current?.abort()
    if (term === '') {
      dispatch(documentResultsCleared())
      return
    }
    const request = dispatch(fetchResultDocuments({ query: term, limit: RESULTS_PAGE_SIZE, offset: 0 }))
    return () => request.abort()
  }, [dispatch, term, documentAttempt])

  useEffect(
    () => () => {
      moreProducts.current?.abort()
      moreDocuments.current?.abort()
    },
    [],
  )

  // Ids the tree does not know leave the address without a new history entry.
  const categoriesKey = address.categories.join('\n')
  useEffect(() => {
    if (treeKnown && selectedKey !== categoriesKey) writeSearchAddress({ term, categories: selected }, 'replace')
  }, [treeKnown, selected, selectedKey, categoriesKey, term])

  const setCategories = useCallback(
    (categories: string[]) => {
      const next = { term, categories }
      writeSearchAddress(next, 'push')
      setAddress(next)
    },
    [term],
  )

  const loadMoreProducts = () => {
    moreProducts.current?.abort()
    moreProducts.current = dispatch(fetchResultProducts({ query: term, categories: selected, offset: products.items.length, limit: RESULTS_PAGE_SIZE }))
  }
  const loadMoreDocuments = () => {
    moreDocuments.current?.abort()
    moreDocuments.current = dispatch(fetchResultDocuments({ query: term, limit: RESULTS_PAGE_SIZE, offset: documents.items.length }))
  }

  return {
    term,
    productSearchOff,
    searchesProducts,
    products,
    documents,
    index,
    selected,
    toggle: (id: string) => setCategories(toggleCategory(id, selected, index)),
    clearCategories: () => setCategories([]),
    loadMoreProducts,
    loadMoreDocuments,
    /**
     * Runs every failed search again, whichever tab's button was pressed: both tabs' lists belong to one
     * search, and the other tab's failure would otherwise wait for a second click. The first page, or the
     * next one when load more failed; a list that did not fail is left as it is.
     */
    retry: () => {
      if (searchesProducts && products.status === 'failed') {
        if (products.failedMore) loadMoreProducts()
        else setProductAttempt((attempt) => attempt + 1)
      }
      if (term !== '' && documents.status === 'failed') {
        if (documents.failedMore) loadMoreDocuments()
        else setDocumentAttempt((attempt) => attempt + 1)
      }
    },
  }
}
