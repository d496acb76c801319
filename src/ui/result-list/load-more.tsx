import { Button } from '../button/button'
import { Skeleton } from '../skeleton/skeleton'
import styles from './result-list.module.css'

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
 * Load more's place while the first page is on its way (a list placed without its first page, as the
 * block catalogue does): the CMS's fallback reserves it, so the skeleton keeps it and nothing moves up.
 */
export function LoadMoreSkeleton() {
  return (
    <div className={styles.more} aria-hidden="true">
      <Skeleton className={styles.moreSkeleton} />
    </div>
  )
}
