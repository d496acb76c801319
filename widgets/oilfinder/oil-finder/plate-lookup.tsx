import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { normalizeLicensePlate, type Recommendation } from '@/api/oilfinder'
import { Button } from '@/src/ui/button/button'
import { hintIdOf } from '@/src/ui/text-field/text-field'
import { useAppDispatch } from '@/store/hooks'
import { fetchPlateTypes } from '@/store/oilfinder'
import { fetchRecommendation } from '@/store/oilfinder-recommendation'
import { isRequestFailure } from '@/store/request'
import type { FinderPath } from './finder-address'
import { StepLink } from './finder-steps'
import { powerText, yearsText } from './vehicle-text'
import styles from './oil-finder.module.css'

/** The countries whose plates the backend knows (the oil finder's data contract: Swiss and German plates). */
export const PLATE_COUNTRIES = ['CH', 'DE'] as const
export type PlateCountry = (typeof PLATE_COUNTRIES)[number]

type Vehicle = Recommendation['vehicle']

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'required' | 'none' | 'malformed' | 'failed' }
  | { kind: 'choice'; vehicles: Vehicle[] }

export const vehiclePath = (vehicle: Vehicle): FinderPath => ({ category: vehicle.categoryId, make: vehicle.makeId, model: vehicle.modelId, type: vehicle.type.id })

type PlateLookupProps = {
  lang: string
  countries: readonly PlateCountry[]
  headingLevel: 2 | 3 | 4
  onGo(path: FinderPath): void
}

/**
 * The licence plate lookup (spec 1 §3 quick access, §7 getLicensePlate2TypeID) for the countries that have it: the
 * plate is sent as the backend reads it (upper case, single separators), the expected format shown as the field's
 * hint. One type goes straight to its recommendation; several are offered as a choice; none, or a plate of another
 * form (400), is said in words.
 */
export function PlateLookup({ lang, countries, headingLevel, onGo }: PlateLookupProps) {
  const { t } = useTranslation('oilfinder')
  const dispatch = useAppDispatch()
  const id = useId()
  const [country, setCountry] = useState<PlateCountry>(countries[0] ?? 'CH')
  const [plate, setPlate] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const running = useRef<{ abort(): void }[]>([])
  const Heading = `h${headingLevel}` as const

  useEffect(
    () => () => {
      for (const request of running.current) request.abort()
    },
    [],
  )

  // The recommendations name each type's vehicle; the recommendation step then shows the chosen one at once.
  const vehiclesOf = async (typeIds: readonly string[]): Promise<Vehicle[]> => {
    const requests = typeIds.map((typeId) => dispatch(fetchRecommendation({ lang, typeId })))
    running.current = requests
    const answers = await Promise.allSettled(requests.map((request) => request.unwrap()))
    return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.recommendation.vehicle] : []))
  }

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    const licensePlate = normalizeLicensePlate(plate)
    if (licensePlate === '') {
      setOutcome({ kind: 'required' })
      return
    }
    setPlate(licensePlate)
    setOutcome({ kind: 'busy' })
    for (const request of running.current) request.abort()
    const request = dispatch(fetchPlateTypes({ licensePlate }))
    running.current = [request]
    try {
      const { typeIds } = await request.unwrap()
      const vehicles = typeIds.length === 0 ? [] : await vehiclesOf(typeIds)
      const [first] = vehicles
      if (typeIds.length === 0) setOutcome({ kind: 'none' })
      else if (!first) setOutcome({ kind: 'failed' })
      else if (vehicles.length === 1) onGo(vehiclePath(first))
      else setOutcome({ kind: 'choice', vehicles })
    } catch (error) {
      if (!isRequestFailure(error)) return // cancelled: a newer lookup, or the step went away
      setOutcome({ kind: error.status === 400 ? 'malformed' : 'failed' })
    }
  }

  const message = outcome.kind === 'busy' ? t('oilFinder.plate.searching') : outcome.kind === 'idle' || outcome.kind === 'choice' ? '' : t(`oilFinder.plate.${outcome.kind}`)
  const invalid = outcome.kind === 'required' || outcome.kind === 'malformed'

  return (
    <section className={styles.tool} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.toolHeading}>
        {t('oilFinder.plate.heading')}
      </Heading>
      <form className={styles.plateForm} noValidate onSubmit={(event) => void submit(event)}>
        {countries.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-country`}>{t('oilFinder.plate.country')}</label>
            <select id={`${id}-country`} value={country} onChange={(event) => setCountry(event.target.value as PlateCountry)}>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {t(`oilFinder.plate.countries.${code}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-plate`}>{t('oilFinder.plate.label')}</label>
          <p id={hintIdOf(`${id}-plate`)} className={styles.hint}>
            {t(`oilFinder.plate.format.${country}`)}
          </p>
          <input
            id={`${id}-plate`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-describedby={`${hintIdOf(`${id}-plate`)} ${id}-outcome`}
            aria-invalid={invalid || undefined}
            value={plate}
            onChange={(event) => setPlate(event.target.value)}
          />
        </div>
        <Button type="submit" busy={outcome.kind === 'busy'}>
          {t('oilFinder.plate.submit')}
        </Button>
      </form>
      <p id={`${id}-outcome`} className={invalid ? styles.error : styles.status} role="status">
        {message}
      </p>
      {outcome.kind === 'choice' ? (
        <>
          <p className={styles.note}>{t('oilFinder.plate.choose')}</p>
          <ul className={styles.rows}>
            {outcome.vehicles.map((vehicle) => (
              <li key={vehicle.type.id}>
                <StepLink className={styles.row} path={vehiclePath(vehicle)} onGo={onGo}>
                  <span className={styles.rowName}>{`${vehicle.make} ${vehicle.model} ${vehicle.type.name}`}</span>{' '}
                  <span className={styles.muted}>{[vehicle.type.engine, powerText(t, vehicle.type), yearsText(t, vehicle.type)].filter(Boolean).join(' · ')}</span>
                </StepLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
