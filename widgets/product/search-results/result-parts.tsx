import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { ResultError as ListError } from '@/src/ui/result-list/result-error'
import styles from './search-results.module.css'

/**
 * A failed search: what was shown stays (spec 1 §8), this says so and offers the same request again. Not
 * an alert: the client has announced the failure already, as a notification (spec 1 §8).
 */
export function ResultError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('product')
  return <ListError text={t('searchResults.failed')} retry={t('searchResults.retry')} onRetry={onRetry} />
}

/** Placeholder rows of the content result list. */
export function SkeletonRows({ count }: { count: number }) {
  return (
    <ul className={styles.documents} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonRow}>
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  )
}
