import { useTranslation } from 'react-i18next'
import { RESULTS_PAGE_SIZE } from '@/api/search'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import type { ProductResults as Results } from '@/store/search-results'
import type { CategoryIndex } from './category-selection'
import { CategoryFilter } from './category-filter'
import { useFavoriteActions } from '../parts/favorite-button/use-favorite-actions'
import { ProductGrid, SkeletonGrid } from '../parts/product-tile/product-grid'
import { LoadMore } from '@/src/ui/result-list/load-more'
import { useLoadMoreFocus } from '@/src/ui/result-list/use-load-more-focus'
import { ResultError } from './result-parts'
import styles from './search-results.module.css'

type ProductResultsProps = {
  products: Results
  index: CategoryIndex
  selected: string[]
  /** The level of each product's title. */
  level: 2 | 3 | 4
  onToggle(id: string): void
  onClear(): void
  onLoadMore(): void
  onRetry(): void
}

/**
 * The Products tab (spec 1 §2): the category filter beside the product list, load more, the empty text,
 * and for anonymous visitors the prompt to sign in for prices and availability (spec 1 §6).
 */
export function ProductResults({ products, index, selected, level, onToggle, onClear, onLoadMore, onRetry }: ProductResultsProps) {
  const { t } = useTranslation('product')
  const signedOut = useAppSelector(selectUser) === null
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const actionsFor = useFavoriteActions()
  const { listRef, expectMore } = useLoadMoreFocus(products.items.length)
  const running = products.status === 'loading' || products.status === 'more'
  const remaining = Math.max(0, products.total - products.items.length)

  if (!products.answered) {
    return (
      <div className={styles.productLayout}>
        <Skeleton as="div" className={styles.filterSkeleton} />
        <div className={styles.productMain}>
          {products.status === 'failed' ? (
            <ResultError onRetry={onRetry} />
          ) : (
            <>
              {/* Shown at once: its line is above the tiles, which would move down if it came with them. */}
              {signedOut && <p className={styles.loginPrompt}>{t('searchResults.loginPrompt')}</p>}
              <SkeletonGrid count={RESULTS_PAGE_SIZE} lastOrdered={shopUser} />
            </>
          )}
        </div>
      </div>
    )
  }

  return (
    <div className={styles.productLayout}>
      {products.categories.length > 0 && (
        <CategoryFilter tree={products.categories} index={index} selected={selected} busy={running} onToggle={onToggle} onClear={onClear} />
      )}
      <div className={styles.productMain} aria-busy={products.status === 'loading' || undefined}>
        {signedOut && products.items.length > 0 && <p className={styles.loginPrompt}>{t('searchResults.loginPrompt')}</p>}
        {products.status === 'failed' && <ResultError onRetry={onRetry} />}
        {products.items.length === 0 ? (
          products.status !== 'failed' && <p className={styles.empty}>{t('searchResults.noProducts')}</p>
        ) : (
          <ProductGrid products={products.items} headingLevel={level} actionsFor={actionsFor} stale={products.status === 'loading'} listRef={listRef} />
        )}
        {remaining > 0 && products.status !== 'loading' && (
          <LoadMore
            label={t('searchResults.moreProducts', { count: remaining })}
            busy={products.status === 'more'}
            onClick={() => {
              expectMore()
              onLoadMore()
            }}
          />
        )}
      </div>
    </div>
  )
}
