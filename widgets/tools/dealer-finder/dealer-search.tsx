import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { GEOCODE_QUERY_MAX_LENGTH, GEOCODE_QUERY_MIN_LENGTH, type Place } from '@/api/dealers'
import { Button } from '@/src/ui/button/button'
import { hintIdOf } from '@/src/ui/text-field/text-field'
import { searchPlaces } from '@/store/dealers'
import { useAppDispatch } from '@/store/hooks'
import { isRequestFailure } from '@/store/request'
import type { Point } from './dealer-index'
import styles from './dealer-finder.module.css'

/** Where the list measures from: a place searched for, or the visitor's own position. */
export type SearchPoint = { point: Point; label: string }

type Outcome = 'idle' | 'busy' | 'tooShort' | 'notFound' | 'failed' | 'locating' | 'denied' | 'unavailable'

/** How long the browser may take to say where the visitor is before the finder gives up. */
const LOCATION_TIMEOUT_MS = 10_000

type DealerSearchProps = { initialQuery: string; onFound(found: SearchPoint, query: string | null): void }

/**
 * The finder's search (spec 1 §2 dealer finder): a postal code or a town (geocoded by the backend, the best place
 * taken), or «near me» with the browser's location, asked only when the visitor presses the button; a refusal is
 * explained, and the search by place offered instead. Each outcome is said beside the form.
 */
export function DealerSearch({ initialQuery, onFound }: DealerSearchProps) {
  const { t } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const id = useId()
  const [query, setQuery] = useState(initialQuery)
  const [outcome, setOutcome] = useState<Outcome>('idle')
  const [asked, setAsked] = useState('')
  const running = useRef<{ abort(): void } | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    const text = query.trim()
    if (text.length < GEOCODE_QUERY_MIN_LENGTH) {
      setOutcome('tooShort')
      return
    }
    running.current?.abort()
    setOutcome('busy')
    setAsked(text)
    const request = dispatch(searchPlaces({ query: text }))
    running.current = request
    try {
      const { places } = await request.unwrap()
      const [best] = places
      if (!best) {
        setOutcome('notFound')
        return
      }
      setOutcome('idle')
      onFound({ point: { lat: best.lat, lng: best.lng }, label: placeLabel(best) }, text)
    } catch (error) {
      if (isRequestFailure(error)) setOutcome('failed')
    }
  }

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setOutcome('unavailable')
      return
    }
    setOutcome('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setOutcome('idle')
        onFound({ point: { lat: coords.latitude, lng: coords.longitude }, label: t('dealerFinder.search.yourLocation') }, null)
      },
      (error) => setOutcome(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    )
  }

  const invalid = outcome === 'tooShort' || outcome === 'notFound'
  const message = outcome === 'idle' || outcome === 'busy' ? '' : t(`dealerFinder.search.${outcome}`, { query: asked })
  return (
    <form className={styles.search} role="search" noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-query`}>{t('dealerFinder.search.label')}</label>
        <p id={hintIdOf(`${id}-query`)} className={styles.hint}>
          {t('dealerFinder.search.hint')}
        </p>
        <input
          id={`${id}-query`}
          type="search"
          autoComplete="postal-code"
          maxLength={GEOCODE_QUERY_MAX_LENGTH}
          aria-describedby={`${hintIdOf(`${id}-query`)} ${id}-outcome`}
          aria-invalid={invalid || undefined}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className={styles.searchButtons}>
        <Button type="submit" busy={outcome === 'busy'}>
          {t('dealerFinder.search.submit')}
        </Button>
        <Button type="button" variant="secondary" busy={outcome === 'locating'} onClick={locate}>
          {t('dealerFinder.search.nearMe')}
        </Button>
      </div>
      <p id={`${id}-outcome`} className={invalid ? styles.error : styles.status} role="status">
        {message}
      </p>
    </form>
  )
}

/** A place as the list names it: «8400 Winterthur». */
const placeLabel = ({ postalCode, name }: Place) => (postalCode ? `${postalCode} ${name}` : name)
