import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { langOf } from '@/store/oilfinder'
import { rememberViewed } from '../parts/vehicle-memory'
import { stepOf, useFinderAddress, type FinderPath } from './finder-address'
import { CategoryStep, MakeStep, ModelStep, TypeStep } from './finder-steps'
import { FinderTrail } from './finder-trail'
import type { OilFinderProps } from './oil-finder.widget'
import { PlateLookup } from './plate-lookup'
import { QuickAccess } from './quick-access'
import { useFinderData } from './use-finder-data'
import { VehicleSearch } from './vehicle-search'
import styles from './oil-finder.module.css'

// The recommendation (its products, prices and cart) is a chunk of its own: most visits start at the first step.
const OilRecommendation = lazy(() => import('../parts/recommendation/oil-recommendation').then((module) => ({ default: module.OilRecommendation })))

/**
 * The oil finder (spec 1 §1, §2 "Oil finder (steps brand, model, note, recommendation)", §3, §7): the vehicle category,
 * its make, the model, the type, then the recommendation. Each step has its own address (./finder-address.ts), so
 * Back, a reload and a shared link land on the same step; the choices so far are a trail whose every step can be
 * chosen again; moving to a step puts the focus on its heading, which a screen reader then reads. The first step
 * offers the licence plate lookup and the vehicles saved or looked at lately; the make step the free-text search.
 */
export function OilFinder({ headingLevel, categories: offered, initialCategory, searchShown, plateCountries }: OilFinderProps) {
  const { t, i18n } = useTranslation('oilfinder')
  const lang = langOf(i18n.language)
  const { path, moved, goTo, correct } = useFinderAddress(initialCategory === '' ? undefined : initialCategory)
  const data = useFinderData(lang, path, offered, correct)
  const { chosen } = data
  const step = stepOf(path)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const Heading = `h${headingLevel}` as const
  const subLevel = (headingLevel + 1) as 3 | 4

  // Every change of step puts the focus on its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (moved > 0) headingRef.current?.focus()
  }, [moved])

  // The vehicle whose recommendation shows goes first into the recently viewed (spec 1 §3 quick access).
  const vehicle =
    step === 'recommendation' && chosen.category && chosen.make && chosen.model && chosen.type
      ? { categoryId: chosen.category.id, category: chosen.category.name, makeId: chosen.make.id, make: chosen.make.name, modelId: chosen.model.id, model: chosen.model.name, type: chosen.type }
      : null
  const viewedKey = vehicle ? `${lang}:${vehicle.type.id}` : null
  useEffect(() => {
    if (vehicle) rememberViewed(vehicle)
    // Once per vehicle shown, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewedKey])

  const go = (next: FinderPath) => goTo(next)

  let content
  if (step === 'category') {
    content = (
      <>
        <CategoryStep list={data.categories} onGo={go} />
        <div className={plateCountries.length > 0 ? `${styles.tools} ${styles.toolsHeld}` : styles.tools}>
          {plateCountries.length > 0 ? <PlateLookup lang={lang} countries={plateCountries} headingLevel={subLevel} onGo={go} /> : null}
          <QuickAccess headingLevel={subLevel} stepHeading={headingRef} onGo={go} />
        </div>
      </>
    )
  } else if (step === 'make') {
    content = (
      <>
        {searchShown && chosen.category ? <VehicleSearch lang={lang} category={chosen.category} headingLevel={subLevel} onGo={go} /> : null}
        <MakeStep list={data.makes} path={path} onGo={go} />
      </>
    )
  } else if (step === 'model') content = <ModelStep list={data.models} path={path} onGo={go} />
  else if (step === 'type') content = <TypeStep list={data.types} path={path} onGo={go} />
  else content = <Suspense fallback={<Skeleton as="div" className={styles.recommendationPlace} />}>{path.type ? <OilRecommendation typeId={path.type} headingLevel={subLevel} /> : null}</Suspense>

  return (
    <div className={styles.root} data-step={step}>
      <FinderTrail path={path} names={{ category: chosen.category?.name, make: chosen.make?.name, model: chosen.model?.name, type: chosen.type?.name }} onGo={go} />
      <Heading ref={headingRef} className={styles.heading} tabIndex={-1}>
        {t(`oilFinder.steps.${step}`)}
      </Heading>
      {content}
    </div>
  )
}
