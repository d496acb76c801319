import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_LIST_PAGE_SIZE, type ProductListSource } from '@/api/products'
import { chosenCount } from '@/src/lib/filter-address'
import { safeHref } from '@/src/lib/safe-url'
import { LoginForPrices } from '@/src/features/price/price'
import { DisclosureButton } from '@/src/ui/disclosure/disclosure-button'
import { ClearFiltersButton, FilterPanel } from '@/src/ui/filter-panel/filter-panel'
import { LoadMore, LoadMoreSkeleton } from '@/src/ui/result-list/load-more'
import { ResultError } from '@/src/ui/result-list/result-error'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectIsActiveShopUser } from '@/store/price-basis'
import { useFavoriteActions } from '../parts/favorite-button/use-favorite-actions'
import { ProductGrid, SkeletonGrid } from '../parts/product-tile/product-grid'
import { EAGER_TILES } from '../parts/product-tile/tile-image'
import type { ProductListProps } from './product-list.widget'
import { useProductList } from './use-product-list'
import styles from './product-list.module.css'

/** A marker that names neither a category nor a product group, or both: the island fails with this (its error boundary reports it). */
export class ProductListSourceError extends Error {
  override name = 'ProductListSourceError'
}

/**
 * The product list of a category or product group (spec 1 §2, §3, §4, §5, §6): the total,
 * multiselect filters kept in the address bar, the product tiles, load more (12 at a time, focus on the
 * first new tile), the empty and failed states, and for anonymous visitors the prompt to log in for prices
 * and availability. Active e-commerce shop users see price labels, last order dates and the favourite button.
 */
export function ProductList({ categoryId, productGroup, ...rest }: ProductListProps) {
  if ((categoryId === undefined) === (productGroup === undefined)) {
    throw new ProductListSourceError('product/product-list: props need exactly one of categoryId and productGroup.')
  }
  return <List source={categoryId === undefined ? { productGroup: productGroup ?? '' } : { categoryId }} {...rest} />
}

type ListProps = Omit<ProductListProps, 'categoryId' | 'productGroup'> & { source: ProductListSource }

function List({ source, headingLevel, loginUrl, initialPage }: ListProps) {
  const { t } = useTranslation('product')
  const { list, selection, running, listRef, toggle, clear, loadMore, retry } = useProductList(source, initialPage)
  const signedOut = useAppSelector(selectUser) === null
  const shopUser = useAppSelector(selectIsActiveShopUser)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const remaining = Math.max(0, list.total - list.entries.length)
  const chosen = chosenCount(selection)

  const collapse = useCallback(() => {
    // Only where the panel collapses at all: the toggle is not rendered (display: none) from md.
    const button = toggleRef.current
    if (!button || button.getClientRects().length === 0) return
    setExpanded(false)
    button.focus()
  }, [])

  // spec 1 §6: the favourite button, for active e-commerce shop users only (it renders nothing for others).
  const actionsFor = useFavoriteActions()

  return (
    <div className={styles.root} data-shop-user={shopUser || undefined}>
      <div className={styles.toolbar}>
        {/* A status: a filter change's new total is announced, politely, once the answer is there. */}
        <p className={styles.count} role="status">
          {list.answered ? (
            list.total === 1 ? t('productList.countOne') : t('productList.count', { count: list.total })
          ) : (
            <>
              <Skeleton className={styles.countSkeleton} />
              <span className="visually-hidden">{t('productList.loading')}</span>
            </>
          )}
        </p>
        <DisclosureButton ref={toggleRef} className={styles.filterToggle} expanded={expanded} controls={panelId} onToggle={() => setExpanded((was) => !was)}>
          <span>{t('productList.filter.toggle', { count: chosen })}</span>
        </DisclosureButton>
      </div>
      {signedOut && (
        <div className={styles.prompt}>
          <LoginForPrices loginUrl={safeHref(loginUrl)} />
        </div>
      )}
      <div className={styles.layout}>
        <FilterPanel
          id={panelId}
          expanded={expanded}
          filters={list.filters}
          selection={selection}
          busy={running}
          onToggle={toggle}
          onClear={clear}
          onCollapse={collapse}
        />
        <div className={styles.main} aria-busy={list.status === 'loading' || undefined}>
          {list.status === 'failed' && <ResultError text={t('productList.failed')} retry={t('productList.retry')} onRetry={retry} />}
          {!list.answered ? (
            list.status !== 'failed' && <SkeletonGrid count={PRODUCT_LIST_PAGE_SIZE} lastOrdered={shopUser} />
          ) : list.entries.length === 0 ? (
            <div className={styles.empty}>
              <p>{chosen > 0 ? t('productList.emptyFiltered') : t('productList.empty')}</p>
              {chosen > 0 && (
                <ClearFiltersButton onClick={clear} />
              )}
            </div>
          ) : (
            <ProductGrid
              products={list.entries}
              headingLevel={headingLevel}
              actionsFor={actionsFor}
              stale={list.status === 'loading'}
              eager={EAGER_TILES}
              listRef={listRef}
            />
          )}
          {!list.answered && list.status !== 'failed' && <LoadMoreSkeleton />}
          {list.answered && remaining > 0 && list.status !== 'loading' && (
            <LoadMore label={t('productList.more', { count: remaining })} busy={list.status === 'more'} onClick={loadMore} />
          )}
        </div>
      </div>
    </div>
  )
}
