import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type Category, type SearchHit } from '@/api/oilfinder'
import { hintIdOf } from '@/src/ui/text-field/text-field'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { searchVehicleTypes, selectSearch } from '@/store/oilfinder'
import type { FinderPath } from './finder-address'
import { StepLink } from './finder-steps'
import { powerText, yearsOf, yearsText } from './vehicle-text'
import styles from './oil-finder.module.css'

/** The pause after the last keystroke before the search goes out (spec 1 §9 leaves the delay open). */
export const SEARCH_DEBOUNCE_MS = 300

type Group = { makeId: string; make: string; models: { modelId: string; model: string; hits: SearchHit[] }[] }

/** The hits by make, then by model, in the answer's order. */
function grouped(hits: readonly SearchHit[]): Group[] {
  const makes: Group[] = []
  for (const hit of hits) {
    let make = makes.find((group) => group.makeId === hit.makeId)
    if (!make) makes.push((make = { makeId: hit.makeId, make: hit.make, models: [] }))
    let model = make.models.find((group) => group.modelId === hit.modelId)
    if (!model) make.models.push((model = { modelId: hit.modelId, model: hit.model, hits: [] }))
    model.hits.push(hit)
  }
  return makes
}

type VehicleSearchProps = {
  lang: string
  category: Category
  /** The level of the search's heading; the makes' headings are one below. */
  headingLevel: 2 | 3 | 4
  onGo(path: FinderPath): void
}

/**
 * The free-text search across the category's types (spec 1 §7 search; §9: at least 3 characters, at most 100): it goes
 * out once the typing pauses, and a newer text cancels the search still on its way. The hits are grouped by make and
 * model with the years, each type a link to its recommendation.
 */
export function VehicleSearch({ lang, category, headingLevel, onGo }: VehicleSearchProps) {
  const { t } = useTranslation('oilfinder')
  const dispatch = useAppDispatch()
  const inputId = useId()
  const [text, setText] = useState('')
  const [term, setTerm] = useState('')

  useEffect(() => {
    const next = text.trim()
    const timer = window.setTimeout(() => setTerm(next.length >= SEARCH_MIN_LENGTH ? next : ''), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  const question = { lang, catId: category.id, search: term }
  const answer = useAppSelector((state) => selectSearch(state, question))
  const needed = term !== '' && answer.status === 'idle'
  useEffect(() => {
    if (!needed) return
    const request = dispatch(searchVehicleTypes({ lang, search: term, catId: category.id, categoryName: category.name }))
    // A newer text, or the step going away, cancels this search (spec 1 §9: the newest search wins).
    return () => request.abort()
    // The answer's status changes as the search starts: only a new text asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, lang, category.id])

  const Heading = `h${headingLevel}` as const
  const MakeHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5'

  let status = ''
  if (term !== '' && answer.status === 'loading') status = t('oilFinder.search.searching')
  else if (term !== '' && answer.status === 'failed') status = t('oilFinder.search.failed')
  else if (term !== '' && answer.data?.hits.length === 0) status = t('oilFinder.search.none')
  else if (term !== '' && answer.data) status = t('oilFinder.search.count', { count: String(answer.data.total) })

  return (
    <section className={styles.tool} aria-labelledby={`${inputId}-heading`}>
      <Heading id={`${inputId}-heading`} className={styles.toolHeading}>
        {t('oilFinder.search.heading')}
      </Heading>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('oilFinder.search.label')}</label>
        <p id={hintIdOf(inputId)} className={styles.hint}>
          {t('oilFinder.search.hint')}
        </p>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby={hintIdOf(inputId)}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {term !== '' && answer.data && answer.data.hits.length > 0 ? (
        <>
          {answer.data.total > answer.data.hits.length ? <p className={styles.note}>{t('oilFinder.search.more', { shown: String(answer.data.hits.length), total: String(answer.data.total) })}</p> : null}
          <ul className={styles.hits}>
            {grouped(answer.data.hits).map((make) => (
              <li key={make.makeId}>
                <MakeHeading className={styles.hitMake}>{make.make}</MakeHeading>
                <ul className={styles.hitModels}>
                  {make.models.map((model) => (
                    <li key={model.modelId}>
                      <p className={styles.hitModel}>
                        {model.model} <span className={styles.muted}>{yearsText(t, yearsOf(model.hits.map((hit) => hit.type)))}</span>
                      </p>
                      <ul className={styles.rows}>
                        {model.hits.map(({ type }) => (
                          <li key={type.id}>
                            <StepLink className={styles.row} path={{ category: category.id, make: make.makeId, model: model.modelId, type: type.id }} onGo={onGo}>
                              <span className={styles.rowName}>{type.name}</span>{' '}
                              <span className={styles.muted}>{[type.engine, powerText(t, type), yearsText(t, type)].filter(Boolean).join(' · ')}</span>
                            </StepLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
