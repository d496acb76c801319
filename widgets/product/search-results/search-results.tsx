import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { Tabs, type TabItem } from '@/src/ui/tabs/tabs'
import { useAppSelector } from '@/store/hooks'
import { selectHasFeature } from '@/store/session'
import { PageResults } from './page-results'
import { ProductResults } from './product-results'
import { suggestionHref } from './search-address'
import type { SearchResultsProps } from './search-results.widget'
import { useSearchResults } from './use-search-results'
import styles from './search-results.module.css'

type TabId = 'products' | 'pages'

/**
 * The search results page (spec 1 §2, §5): a title with the number of results and the term, or the
 * no-search-term text; did-you-mean suggestions (with enableDidYouMeanSuggestion); the tabs Products
 * (category filter and product list) and Pages (content results) with their counts, only Pages when
 * product search is disabled. Term and filter live in the address bar (use-search-results.ts).
 */
export function SearchResults({ headingLevel }: SearchResultsProps) {
  const { t } = useTranslation('product')
  const search = useSearchResults()
  const { term, products, documents, searchesProducts, productSearchOff } = search
  const didYouMean = useAppSelector((state) => selectHasFeature(state, 'enableDidYouMeanSuggestion'))
  const [chosenTab, setChosenTab] = useState<TabId | null>(null)
  const Title = `h${headingLevel}` as const
  const level = (headingLevel + 1) as 2 | 3 | 4

  // Each search has answered, or failed, or does not run (spec 1 §5).
  const productsSettled = !searchesProducts || products.answered || products.status === 'failed'
  const documentsSettled = term === '' || documents.answered || documents.status === 'failed'
  const settled = productsSettled && documentsSettled

  // The first answers pick the tab: Pages when only pages were found; afterwards the user's choice stands.
  // Set while rendering (React's pattern for state that follows other state), so no frame shows the other tab.
  if (settled && chosenTab === null) setChosenTab(products.answered && products.total === 0 && documents.total > 0 ? 'pages' : 'products')

  // spec 1 §2, §5: without a term (nor categories) nothing is searched.
  if (term === '' && !searchesProducts) {
    return (
      <div className={styles.root}>
        <Title className={styles.title}>{t('searchResults.noTerm')}</Title>
      </div>
    )
  }

  // A search failed before its first answer: its count is unknown, so the title names only the term.
  const countUnknown = (searchesProducts && !products.answered) || (term !== '' && !documents.answered)
  const productCount = searchesProducts ? products.total : 0
  const documentCount = term !== '' ? documents.total : 0
  const count = productCount + documentCount
  const anyFailed = (searchesProducts && products.status === 'failed') || (term !== '' && documents.status === 'failed')
  // Nothing at all: no tabs, unless a filter is set (it must stay within reach to be taken out).
  const noResult = settled && !anyFailed && count === 0 && search.selected.length === 0

  const title = !settled ? (
    <>
      <Skeleton className={styles.titleSkeleton} />
      <span className="visually-hidden">{t('searchResults.loading')}</span>
    </>
  ) : countUnknown && term !== '' ? (
    t('searchResults.searchFor', { term })
  ) : countUnknown ? (
    t('searchResults.products')
  ) : term === '' ? (
    t('searchResults.titleWithoutTerm', { count })
  ) : (
    t('searchResults.title', { count, term })
  )

  const tabs: TabItem[] = []
  if (!productSearchOff) {
    tabs.push({
      id: 'products',
      label: products.answered ? t('searchResults.productsCount', { count: productCount }) : t('searchResults.products'),
      content: (
        <ProductResults
          products={products}
          index={search.index}
          selected={search.selected}
          level={level}
          onToggle={search.toggle}
          onClear={search.clearCategories}
          onLoadMore={search.loadMoreProducts}
          onRetry={search.retry}
        />
      ),
    })
  }
  tabs.push({
    id: 'pages',
    label: term !== '' && documents.answered ? t('searchResults.pagesCount', { count: documentCount }) : t('searchResults.pages'),
    content: <PageResults documents={documents} hasTerm={term !== ''} level={level} onLoadMore={search.loadMoreDocuments} onRetry={search.retry} />,
  })

  return (
    <div className={`${styles.root} ${styles.searching}`}>
      {/* The title says how many results a search or filter change found; polite, so it waits for the user. */}
      <div aria-live="polite">
        <Title className={styles.title}>{title}</Title>
      </div>
      {noResult && <p className={styles.empty}>{t('searchResults.noResult')}</p>}
      {didYouMean && products.suggestions.length > 0 && (
        <p className={styles.didYouMean}>
          {t('searchResults.didYouMean')}{' '}
          {products.suggestions.map((suggestion, position) => (
            <span key={`${suggestion}-${position}`}>
              {position > 0 && ', '}
              <SafeLink href={suggestionHref(suggestion)} className={styles.suggestion}>
                {suggestion}
              </SafeLink>
            </span>
          ))}
        </p>
      )}
      {!noResult && (
        <Tabs tabs={tabs} label={t('searchResults.tabs')} selected={chosenTab ?? 'products'} onSelect={(id) => setChosenTab(id as TabId)} className={styles.tabs} />
      )}
    </div>
  )
}
