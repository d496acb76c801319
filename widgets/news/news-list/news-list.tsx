import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NEWS_LARGEST_PAGE, newsPageCheck } from '@/api/news'
import { useFilteredList } from '@/src/features/filtered-list/use-filtered-list'
import { chosenCount } from '@/src/lib/filter-address'
import { DisclosureButton } from '@/src/ui/disclosure/disclosure-button'
import { ClearFiltersButton, FilterPanel } from '@/src/ui/filter-panel/filter-panel'
import { NewsCard } from '@/src/ui/news-card/news-card'
import { LoadMore, LoadMoreSkeleton } from '@/src/ui/result-list/load-more'
import { ResultError } from '@/src/ui/result-list/result-error'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { newsListFamily } from '@/store/news-list'
import { EAGER_CARDS, NEWS_LIST_SIZES } from './news-list-layout'
import type { NewsListProps } from './news-list.widget'
import styles from './news-list.module.css'

/**
 * The news list of a folder (spec 1 §2, §3, §4, §7): the number of articles, the filters of the answer (category, topic,
 * year) kept in the address bar, the articles as news cards, load more while currentPage × itemsPerPage is below
 * totalAmount (spec 1 §4; the focus goes to the first new article), the empty and failed states. A newer filter cancels
 * the request it supersedes; a failed load keeps what was shown.
 */
export function NewsList({ folderIds, categoryIds, topicIds, publicationType, pageSize, variant, level, initialPage }: NewsListProps) {
  const { t } = useTranslation('news')
  const { list, selection, running, listRef, toggle, clear, loadMore, retry } = useFilteredList({
    family: newsListFamily,
    requestFor: (query) => ({ ...query, folderIds, categoryIds, topicIds, ...(publicationType === undefined ? {} : { publicationType }) }),
    sourceKey: JSON.stringify([folderIds, categoryIds, topicIds, publicationType]),
    pageSize,
    largestPage: NEWS_LARGEST_PAGE,
    initialPage: initialPage === undefined ? undefined : { page: initialPage, check: newsPageCheck },
  })
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const chosen = chosenCount(selection)
  const remaining = Math.max(0, list.total - list.entries.length)

  const collapse = useCallback(() => {
    // Only where the panel collapses at all: the toggle is not rendered (display: none) from md.
    const button = toggleRef.current
    if (!button || button.getClientRects().length === 0) return
    setExpanded(false)
    button.focus()
  }, [])

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {/* A status: a filter change's new number is announced, politely, once the answer is there. */}
        <p className={styles.count} role="status">
          {list.answered ? (
            list.total === 1 ? t('newsList.countOne') : t('newsList.count', { count: list.total })
          ) : (
            <>
              <Skeleton className={styles.countSkeleton} />
              <span className="visually-hidden">{t('newsList.loading')}</span>
            </>
          )}
        </p>
        {list.filters.length > 0 && (
          <DisclosureButton ref={toggleRef} className={styles.filterToggle} expanded={expanded} controls={panelId} onToggle={() => setExpanded((was) => !was)}>
            <span>{t('newsList.filterToggle', { count: chosen })}</span>
          </DisclosureButton>
        )}
      </div>
      {/* Without filters in the answer, the articles take the sidebar's room too. */}
      <div className={styles.layout} data-filters={!list.answered || list.filters.length > 0 || undefined}>
        <FilterPanel id={panelId} expanded={expanded} filters={list.filters} selection={selection} busy={running} onToggle={toggle} onClear={clear} onCollapse={collapse} />
        <div className={styles.main} aria-busy={list.status === 'loading' || undefined}>
          {list.status === 'failed' && <ResultError text={t('newsList.failed')} retry={t('newsList.retry')} onRetry={retry} />}
          {!list.answered ? (
            list.status !== 'failed' && (
              <ul className={styles.grid} aria-hidden="true">
                {Array.from({ length: Math.min(pageSize, 6) }, (_, index) => (
                  <li key={index} className={styles.placeholder} />
                ))}
              </ul>
            )
          ) : list.entries.length === 0 ? (
            <div className={styles.empty}>
              <p>{chosen > 0 ? t('newsList.emptyFiltered') : t('newsList.empty')}</p>
              {chosen > 0 && <ClearFiltersButton onClick={clear} />}
            </div>
          ) : (
            <ul ref={listRef} className={list.status === 'loading' ? `${styles.grid} ${styles.stale}` : styles.grid}>
              {list.entries.map((article, index) => (
                <li key={article.id}>
                  <NewsCard article={article} variant={variant} size="default" level={level} sizes={NEWS_LIST_SIZES} loading={index < EAGER_CARDS ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          )}
          {!list.answered && list.status !== 'failed' && <LoadMoreSkeleton />}
          {/* spec 1 §4: more exist while currentPage × itemsPerPage is below totalAmount (the page after the last answered). */}
          {list.answered && list.nextOffset < list.total && list.status !== 'loading' && (
            <LoadMore label={t('newsList.more', { count: remaining })} busy={list.status === 'more'} onClick={loadMore} />
          )}
        </div>
      </div>
    </div>
  )
}
