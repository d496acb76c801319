import { Fragment, memo, useMemo, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentHit, ProductHit } from '@/api/search'
import { formatBytes } from '@/src/lib/bytes'
import { placeholderImageUrl } from '@/src/lib/static-files'
import { inTagOrder } from '@/src/lib/product-tags'
import { Picture, PRODUCT_IMAGE_RATIO } from '@/src/ui/picture/picture'
import { highlight } from './highlight'
import type { Suggestion, SuggestionList } from './suggestion-options'
import styles from './search-box.module.css'

type Props = {
  /** The listbox's id, which the combobox names in aria-controls; options are `${id}-<index>`. */
  id: string
  list: SuggestionList
  /** The index in `list.flat` of the active option (aria-activedescendant), -1 for none. */
  active: number
  /** The term the answer is for: its words are marked in the titles. */
  term: string
  showProducts: boolean
  hidden: boolean
  onChoose: (suggestion: Suggestion) => void
}

/** The id of option `index` of the listbox `id`. */
export const optionId = (id: string, index: number) => `${id}-${index}`

// Options are chosen with a click, but the input keeps the focus (and so the keyboard and the caret).
const keepFocus = (event: MouseEvent) => event.preventDefault()

function Marked({ title, term }: { title: string; term: string }) {
  const segments = useMemo(() => highlight(title, term), [title, term])
  return (
    <span className={styles.title}>
      {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </span>
  )
}

// The spaces between the parts keep the option's accessible name readable ("… 5W-30 Art.-Nr. 10-4414 Aktion");
// in the grid they take no room.

function ProductOption({ hit, term }: { hit: ProductHit; term: string }) {
  const { t } = useTranslation('tools')
  // The title beside it names the option; the picture is decorative here (alt '').
  const image = hit.image ? { ...hit.image, alt: '', title: undefined } : { fallback: placeholderImageUrl(), alt: '' }
  return (
    <>
      <span className={styles.thumb}>
        <Picture image={image} ratio={PRODUCT_IMAGE_RATIO} sizes="3rem" />
      </span>
      <span className={styles.text}>
        <Marked title={hit.title} term={term} />{' '}
        <span className={styles.meta}>{t('searchBox.articleNumber', { number: hit.articleNumber })}</span>{' '}
        {hit.tags.length > 0 ? (
          <span className={styles.tags}>
            {inTagOrder(hit.tags).map((tag) => (
              <Fragment key={tag.type}>
                <span className={styles.tag} data-tag={tag.type}>
                  {tag.label}
                </span>{' '}
              </Fragment>
            ))}
          </span>
        ) : null}
      </span>
    </>
  )
}

function ContentOption({ hit, term }: { hit: ContentHit; term: string }) {
  const { t } = useTranslation('common')
  const file = hit.type === 'asset'
  const details = [hit.fileType, hit.size === undefined ? undefined : formatBytes(hit.size)].filter(Boolean).join(' · ')
  return (
    <span className={styles.text}>
      <Marked title={hit.title} term={term} />{' '}
      {file && details ? <span className={styles.meta}>{details}</span> : null}{' '}
      {/* spec 1 §5: a file opens in a new tab; say so before it happens (WCAG 3.2.5). */}
      {file ? <span className="visually-hidden">{t('common.opensInNewTab')}</span> : null}
    </span>
  )
}

/**
 * The suggestions listbox of the ARIA 1.2 combobox pattern: the groups «Produkte» and «Inhalte» and the
 * option «Alle Ergebnisse anzeigen (n)». Rendered again only when the answer or the active option
 * changes, never per keystroke (the input's value is not among its props).
 */
export const Suggestions = memo(function Suggestions({ id, list, active, term, showProducts, hidden, onChoose }: Props) {
  const { t } = useTranslation('tools')
  let index = 0
  const option = (suggestion: Suggestion, content: ReactNode, className = styles.option) => {
    const at = index++
    return (
      // The keyboard reaches options through the combobox (aria-activedescendant): focus stays in the field.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={at}
        id={optionId(id, at)}
        role="option"
        aria-selected={at === active}
        className={className}
        onMouseDown={keepFocus}
        onClick={() => onChoose(suggestion)}
      >
        {content}
      </li>
    )
  }
  const group = (name: 'products' | 'contents', suggestions: Suggestion[]) =>
    suggestions.length === 0 ? null : (
      <ul role="group" aria-labelledby={`${id}-${name}`} className={styles.group} data-group={name}>
        <li role="presentation" id={`${id}-${name}`} className={styles.groupLabel}>
          {t(`searchBox.${name}`)}
        </li>
        {suggestions.map((suggestion) =>
          option(
            suggestion,
            suggestion.kind === 'product' ? <ProductOption hit={suggestion.hit} term={term} /> : suggestion.kind === 'content' ? <ContentOption hit={suggestion.hit} term={term} /> : null,
          ),
        )}
      </ul>
    )

  return (
    <div id={id} role="listbox" aria-label={t('searchBox.suggestions')} className={styles.listbox} hidden={hidden}>
      {showProducts ? group('products', list.products) : null}
      {group('contents', list.contents)}
      {list.all?.kind === 'all' ? (
        <ul role="presentation" className={styles.allRow}>
          {option(list.all, t('searchBox.allResults', { count: list.all.count }), `${styles.option} ${styles.all}`)}
        </ul>
      ) : null}
    </div>
  )
})
