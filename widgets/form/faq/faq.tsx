import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqCategory } from '@/api/faq'
import { answerId } from '@/src/lib/answer-parts'
import { readParam } from '@/src/lib/address-param'
import { addressWith, querySegment, writeAddress } from '@/src/lib/address-query'
import { useAsked } from '@/src/lib/use-asked'
import { useRetryFocus } from '@/src/lib/use-retry-focus'
import { Accordion } from '@/src/ui/accordion/accordion'
import { Button } from '@/src/ui/button/button'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { LoadingRows } from '@/src/ui/skeleton/loading-rows'
import { TextField } from '@/src/ui/text-field/text-field'
import { fetchQuestions, selectFaqCategories, selectQuestions } from '@/store/faq'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { matching, shownEntries } from './faq-search'
import type { FaqProps } from './faq.widget'
import styles from './faq.module.css'

/** The address's parameter that holds the chosen category (`/service/faq?kategorie=schmierfette`). */
export const CATEGORY_PARAM = 'kategorie'

/** The category a shared or reloaded address names, checked: an id a category can have, or none. */
const categoryInAddress = (): string | undefined => {
  const reading = readParam(CATEGORY_PARAM, answerId)
  return reading.ok ? reading.value : undefined
}

// spec 2 §7 Get questions: the chosen category stays in the address, so a reload or a shared link shows it. Replaced,
// not pushed: a category is a view of one page, and Back leaves the page rather than walking through the chips.
const writeCategory = (categoryId: string | undefined) =>
  writeAddress(addressWith((name) => name === CATEGORY_PARAM, categoryId === undefined ? [] : [querySegment(CATEGORY_PARAM, categoryId)]), 'replace')

/**
 * The FAQ (spec 1 §1 FAQ; spec 2 §3 questions and categories, §7 Get questions): a heading, the categories as toggle
 * buttons («Alle» first) that ask the server for one category's questions, a search field that narrows the questions
 * loaded to those whose question or answer holds its words (no call), the number shown announced politely, and the
 * questions as the site's accordion, each answer sanitised (DOMPurify) before it is shown. While the questions load,
 * grey rows hold their place (the CMS's fallback draws the same); a failure offers to ask again.
 */
export function Faq({ title, level, categoryId, contactHref, expectedQuestions }: FaqProps) {
  const { t, i18n } = useTranslation('form')
  const locale = i18n.language
  const dispatch = useAppDispatch()
  const [wanted, setWanted] = useState<string | undefined>(() => categoryInAddress() ?? categoryId)
  const categories = useAppSelector(selectFaqCategories)
  // A category the answers do not name (a link to one since removed, an editor's typo) shows all questions instead of
  // none, and leaves the address.
  const unknown = wanted !== undefined && categories !== null && !categories.some((category) => category.id === wanted)
  const chosen = unknown ? undefined : wanted
  const { status, asking, data } = useAppSelector((state) => selectQuestions(state, { categoryId: chosen }))
  const [search, setSearch] = useState('')
  // Typing stays fast with many questions: the list follows the field when the browser has time (React's deferred value).
  const query = useDeferredValue(search).trim()
  const headingId = useId()
  const searchId = useId()
  const body = useRef<HTMLDivElement>(null)
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4'

  useAsked(chosen ?? '', status === 'idle', () => dispatch(fetchQuestions({ categoryId: chosen })))

  useEffect(() => {
    if (unknown) writeCategory(undefined)
  }, [unknown])

  const retried = useRetryFocus(asking, data !== null, body)

  const entries = useMemo(() => (data === null ? [] : shownEntries(data, locale, level + 2)), [data, locale, level])
  const shown = useMemo(() => matching(entries, query, locale), [entries, query, locale])

  const choose = (next: string | undefined) => {
    setWanted(next)
    writeCategory(next)
  }
  const retry = () => {
    retried()
    void dispatch(fetchQuestions({ categoryId: chosen }))
  }

  const answered = data !== null && entries.length > 0
  const count = !answered ? '' : query === '' ? t('faq.count', { count: shown.length }) : t('faq.matches', { count: shown.length, total: entries.length })

  const content = () => {
    if (data === null && status === 'failed') return <LoadFailed text={t('faq.failed')} busy={asking} onRetry={retry} />
    if (data === null) {
      return <LoadingRows label={t('faq.loading')} count={expectedQuestions} className={styles.skeleton} />
    }
    if (entries.length === 0) return <p className={styles.note}>{t('faq.empty')}</p>
    if (shown.length === 0) {
      return (
        <div className={styles.noMatch}>
          <p className={styles.note}>{t('faq.noMatch', { query })}</p>
          <Button variant="secondary" size="s" onClick={() => setSearch('')}>
            {t('faq.clear')}
          </Button>
        </div>
      )
    }
    return (
      <Accordion
        className={styles.questions}
        headingLevel={(level + 1) as 3 | 4 | 5}
        items={shown.map(({ entry, html }) => ({
          id: entry.id,
          title: entry.question,
          // Sanitised in faq-search.ts (DOMPurify): the backend's HTML never reaches the page unchecked.
          content: <div className={styles.answer} data-look="rich-text" dangerouslySetInnerHTML={{ __html: html }} />,
        }))}
      />
    )
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {/* The row keeps its height from the first paint (the fallback's box), so nothing moves when the chips arrive. */}
      <div className={styles.categories}>
        {categories !== null && categories.length > 0 ? <CategoryChips categories={categories} chosen={chosen} onChoose={choose} /> : null}
      </div>
      <div className={styles.toolbar}>
        <TextField id={searchId} label={t('faq.search')} className={styles.search}>
          {(control) => <input {...control} type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />}
        </TextField>
        {/* A status: the number after a change of category or search text is announced politely. */}
        <p className={styles.count} role="status">
          {count}
        </p>
      </div>
      {/* Focusable by script only: where a successful retry leaves the focus. */}
      <div ref={body} tabIndex={-1} className={styles.body} aria-busy={(data === null && asking) || undefined}>
        {content()}
      </div>
      {contactHref === undefined ? null : (
        <p className={styles.contact}>
          {t('faq.notListed')} <SafeLink href={contactHref}>{t('faq.contact')}</SafeLink>
        </p>
      )}
    </section>
  )
}

/**
 * The categories as toggle buttons, «Alle» first; the chosen one pressed (aria-pressed), like radio buttons that each
 * take the Tab key, so a category is one key press away and its name is read with its state.
 */
function CategoryChips({ categories, chosen, onChoose }: { categories: readonly FaqCategory[]; chosen: string | undefined; onChoose(id: string | undefined): void }) {
  const { t } = useTranslation('form')
  const list = useRef<HTMLUListElement>(null)
  // Where the chips scroll sideways (below 1024 px), the chosen one is brought into the row's view: a category named by
  // the address may stand far to the right. Only the row scrolls, never the page.
  useEffect(() => {
    const row = list.current
    const pressed = row?.querySelector('[aria-pressed="true"]')
    if (!row || !pressed || row.scrollWidth <= row.clientWidth) return
    const from = pressed.getBoundingClientRect().left - row.getBoundingClientRect().left
    const to = from + pressed.getBoundingClientRect().width
    if (from < 0) row.scrollLeft += from
    else if (to > row.clientWidth) row.scrollLeft += to - row.clientWidth
  }, [chosen, categories])
  const chip = (id: string | undefined, name: string) => (
    <li key={id ?? ''}>
      <button type="button" className={styles.chip} aria-pressed={chosen === id} onClick={() => onChoose(id)}>
        {name}
      </button>
    </li>
  )
  return (
    <ul ref={list} className={styles.chips} aria-label={t('faq.categories')}>
      {chip(undefined, t('faq.all'))}
      {categories.map((category) => chip(category.id, category.name))}
    </ul>
  )
}
