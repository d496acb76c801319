import { useId, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { removeSaved, removeViewed, useVehicleMemory, type RememberedVehicle } from '../parts/vehicle-memory'
import type { FinderPath } from './finder-address'
import { StepLink } from './finder-steps'
import { vehiclePath } from './plate-lookup'
import { yearsText } from './vehicle-text'
import styles from './oil-finder.module.css'

type QuickAccessProps = {
  headingLevel: 2 | 3 | 4
  /** The step's heading: the focus goes there when the last vehicle of a list is removed. */
  stepHeading: RefObject<HTMLElement | null>
  onGo(path: FinderPath): void
}

/**
 * The quick access of the first step (spec 1 §3 oil finder: quick access): the vehicles saved in this browser and the
 * ones looked at lately, each a link to its recommendation and a button that removes it. Nothing shows while both are
 * empty.
 */
export function QuickAccess({ headingLevel, stepHeading, onGo }: QuickAccessProps) {
  const { saved, viewed } = useVehicleMemory()
  return (
    <>
      <VehicleList kind="saved" vehicles={saved} headingLevel={headingLevel} stepHeading={stepHeading} onGo={onGo} onRemove={removeSaved} />
      <VehicleList kind="viewed" vehicles={viewed} headingLevel={headingLevel} stepHeading={stepHeading} onGo={onGo} onRemove={removeViewed} />
    </>
  )
}

type VehicleListProps = QuickAccessProps & {
  kind: 'saved' | 'viewed'
  vehicles: readonly RememberedVehicle[]
  onRemove(typeId: string): void
}

function VehicleList({ kind, vehicles, headingLevel, stepHeading, onGo, onRemove }: VehicleListProps) {
  const { t } = useTranslation('oilfinder')
  const list = useRef<HTMLUListElement>(null)
  const headingId = useId()
  if (vehicles.length === 0) return null
  const Heading = `h${headingLevel}` as const

  const remove = (index: number, typeId: string) => {
    // The focus goes to the next vehicle's remove button (or the one before), or to the heading when none is left.
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const next = buttons[index + 1] ?? buttons[index - 1]
    onRemove(typeId)
    if (next) next.focus()
    else stepHeading.current?.focus()
  }

  return (
    <section className={styles.tool} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.toolHeading}>
        {t(`oilFinder.quick.${kind}`)}
      </Heading>
      <ul ref={list} className={styles.rows}>
        {vehicles.map((vehicle, index) => {
          const name = `${vehicle.make} ${vehicle.model} ${vehicle.type.name}`
          return (
            <li key={vehicle.type.id} className={styles.quickItem}>
              <StepLink className={styles.row} path={vehiclePath(vehicle)} onGo={onGo}>
                <span className={styles.rowName}>{name}</span>{' '}
                <span className={styles.muted}>{[vehicle.category, vehicle.type.engine, yearsText(t, vehicle.type)].filter(Boolean).join(' · ')}</span>
              </StepLink>
              <Button variant="ghost" size="s" aria-label={t('oilFinder.quick.remove', { vehicle: name })} onClick={() => remove(index, vehicle.type.id)}>
                {t('oilFinder.quick.removeShort')}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
