import { useTranslation } from 'react-i18next'
import type { ContentHit } from '@/api/search'
import { formatBytes } from '@/src/lib/bytes'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { DocumentResults } from '@/store/search-results'
import { LoadMore } from '@/src/ui/result-list/load-more'
import { useLoadMoreFocus } from '@/src/ui/result-list/use-load-more-focus'
import { ResultError, SkeletonRows } from './result-parts'
import styles from './search-results.module.css'

type PageResultsProps = {
  documents: DocumentResults
  /** The search has a term; without one the content search does not run (spec 1 §5). */
  hasTerm: boolean
  level: 2 | 3 | 4
  onLoadMore(): void
  onRetry(): void
}

/** The Pages tab (spec 1 §2): pages and assets of the content search, load more, the empty text. */
export function PageResults({ documents, hasTerm, level, onLoadMore, onRetry }: PageResultsProps) {
  const { t } = useTranslation('product')
  const { listRef, expectMore } = useLoadMoreFocus(documents.items.length)
  const remaining = Math.max(0, documents.total - documents.items.length)

  if (!hasTerm) return <p className={styles.empty}>{t('searchResults.noTerm')}</p>
  if (!documents.answered) return documents.status === 'failed' ? <ResultError onRetry={onRetry} /> : <SkeletonRows count={6} />

  return (
    <div aria-busy={documents.status === 'loading' || undefined}>
      {documents.status === 'failed' && <ResultError onRetry={onRetry} />}
      {documents.items.length === 0
        ? documents.status !== 'failed' && <p className={styles.empty}>{t('searchResults.noDocuments')}</p>
        : (
            <ul ref={listRef} className={styles.documents}>
              {documents.items.map((hit, position) => (
                <li key={`${hit.id}-${position}`} className={styles.document}>
                  <ContentResult hit={hit} level={level} />
                </li>
              ))}
            </ul>
          )}
      {remaining > 0 && documents.status !== 'loading' && (
        <LoadMore
          label={t('searchResults.morePages', { count: remaining })}
          busy={documents.status === 'more'}
          onClick={() => {
            expectMore()
            onLoadMore()
          }}
        />
      )}
    </div>
  )
}

/**
 * One content result. An asset is marked with its file type and size (1024 steps, spec 1 §9) and opens in
 * a new tab with rel="noopener noreferrer" (spec 1 §5, spec 2 §5; SafeLink adds the relation and says so).
 */
function ContentResult({ hit, level }: { hit: ContentHit; level: 2 | 3 | 4 }) {
  const { t } = useTranslation('product')
  const Heading = `h${level}` as const
  const asset = hit.type === 'asset'
  return (
    <>
      <Heading className={styles.documentTitle}>
        <SafeLink href={hit.url} target={asset ? '_blank' : undefined}>
          {hit.title}
        </SafeLink>
      </Heading>
      {asset && (
        <p className={styles.assetMeta}>
          <span className={styles.fileType}>{hit.fileType ?? t('searchResults.file')}</span>
          {hit.size !== undefined && <span>{formatBytes(hit.size)}</span>}
        </p>
      )}
      {hit.text && <p className={styles.documentText}>{hit.text}</p>}
    </>
  )
}
