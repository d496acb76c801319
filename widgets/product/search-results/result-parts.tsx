import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import styles from './search-results.module.css'

/**
 * Load more's focus rule: once the next page has arrived, focus moves to the first new result's link,
 * so a keyboard or screen-reader user continues where the list grew instead of at the button.
 */
export function useLoadMoreFocus(count: number) {
  const listRef = useRef<HTMLUListElement>(null)
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    const from = firstNew.current
    if (from === null || count <= from) return
    firstNew.current = null
    listRef.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [count])
  return {
    listRef,
    /** Call when load more is pressed. */
    expectMore: () => {
      firstNew.current = count
    },
  }
}

type LoadMoreProps = {
  /** The button's text, with the number of results not yet shown. */
  label: string
  busy: boolean
  onClick(): void
}

/** spec 1 §4, §9: load more adds the next 12; the button says how many remain. */
export function LoadMore({ label, busy, onClick }: LoadMoreProps) {
  return (
    <div className={styles.more}>
      <Button variant="secondary" busy={busy} onClick={onClick}>
        {label}
      </Button>
    </div>
  )
}

/**
 * A failed search: what was shown stays (issue 7 §3), this says so and offers the same request again. Not
 * an alert: the client has announced the failure already, as a notification (spec 1 §8).
 */
export function ResultError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('product')
  return (
    <div className={styles.error}>
      <p>{t('searchResults.failed')}</p>
      <Button variant="secondary" size="s" onClick={onRetry}>
        {t('searchResults.retry')}
      </Button>
    </div>
  )
}

/** Placeholder tiles of the final size while the first answer is on its way, so nothing moves when it comes. */
export function SkeletonTiles({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonTile}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  )
}

/** Placeholder rows of the content result list. */
export function SkeletonRows({ count }: { count: number }) {
  return (
    <ul className={styles.documents} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  )
}
