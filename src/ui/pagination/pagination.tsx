import { useTranslation } from 'react-i18next'
import { pageItems } from '@/src/lib/pagination'
import styles from './pagination.module.css'

/** Props of {@link Pagination}. */
export type PaginationProps = {
  /** The current page, 1-based. */
  page: number
  /** The number of pages; nothing is shown for one page or fewer. */
  pages: number
  /** Called with the page the user chose; the caller loads it. */
  onChange(page: number): void
  /** What is paged (a table's caption): names the navigation apart from another list's on the same page. */
  of?: string
}

/**
 * A pager for server-paged lists (spec 1 §3, §9): previous and next, the first and last page and the
 * current page with its neighbours, the current one marked with aria-current. Renders nothing when
 * there is only one page.
 */
export function Pagination({ page, pages, onChange, of }: PaginationProps) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const items = pageItems(page, pages)
  const current = Math.min(Math.max(1, page), pages)
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) onChange(target)
  }
  const atStart = current <= 1
  const atEnd = current >= pages

  return (
    <nav className={styles.pagination} aria-label={of === undefined ? t('pagination.label') : t('pagination.labelOf', { name: of })}>
      <ul className={styles.list}>
        <li>
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus to <body> the moment
              "next" reaches the last page; this one keeps focus and is still announced as unavailable. */}
          <button
            type="button"
            className={styles.step}
            aria-disabled={atStart}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span> <span className={styles.stepLabel}>{t('pagination.previous')}</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // The left-out pages need no announcement: every shown page button is named by its number.
            <li key={`gap-after-${String(items[index - 1])}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.step} aria-disabled={atEnd} onClick={() => go(current + 1)}>
            <span className={styles.stepLabel}>{t('pagination.next')}</span> <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
