import { useId, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { Recommendation, RecommendationComponent, RecommendationVariant } from '@/api/oilfinder'
import { DetailFailure } from '@/src/features/detail-request/detail-failure'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { Tabs } from '@/src/ui/tabs/tabs'
import { useAppSelector } from '@/store/hooks'
import { selectSessionUrl } from '@/store/session'
import { saveVehicle, useVehicleMemory } from '../vehicle-memory'
import { ProductCard, type HeadingLevel } from './product-card'
import { useDisclaimer, useRecommendation, useRecommendedPacks } from './use-recommendation'
import styles from './oil-recommendation.module.css'

/** Props of {@link OilRecommendation}. */
export type OilRecommendationProps = {
  /** The vehicle type whose recommendation is shown (spec 1 §7 recommendation `type`). */
  typeId: string
  /** The level of the vehicle's heading, one below the widget's own (default 2); components and products follow under it. */
  headingLevel?: 2 | 3 | 4
  /** The login page, linked from the prompt anonymous visitors see instead of prices (spec 1 §6). */
  loginUrl?: string | undefined
  /** Told after the visitor saved the vehicle (the widget may move on, e.g. to its quick access). */
  onSave?: ((vehicle: Recommendation['vehicle']) => void) | undefined
}

/**
 * The oil finder's last steps (spec 1 §2 note, recommendation; §3 recommendation, disclaimer): the vehicle, its notes,
 * then per component (engine, gearbox, axles, …) its code, capacities and change intervals and per usage the
 * recommended products with their packs (spec 1 §6: prices and the cart for active shop users), a component without a
 * product of ours pointing to the contact page; below it the disclaimer. The visitor may save the vehicle and print
 * the recommendation (the stylesheet's print rules show every usage and the links' addresses).
 */
export function OilRecommendation({ typeId, headingLevel = 2, loginUrl, onSave }: OilRecommendationProps) {
  const { t } = useTranslation('oilfinder')
  const { t: tc } = useTranslation('common')
  const { entry, retry } = useRecommendation(typeId)
  const heading = useRef<HTMLHeadingElement>(null)
  const retryButton = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)

  // The retry's answer takes its focused button away: the focus goes on to the vehicle's heading, not the page's start.
  useLayoutEffect(() => {
    if (!refocus.current || entry.asking) return
    refocus.current = false
    if (entry.status === 'done') heading.current?.focus()
  }, [entry.status, entry.asking])

  if (entry.status === 'done' && entry.data) {
    return (
      <div className={styles.root}>
        <RecommendationView recommendation={entry.data} level={headingLevel} headingRef={heading} loginUrl={loginUrl} onSave={onSave} />
      </div>
    )
  }
  if (entry.status === 'failed' || entry.status === 'notFound') {
    return (
      <div className={styles.root}>
        {entry.status === 'notFound' ? (
          <div className={styles.failure} role="alert">
            {(entry.messages.length > 0 ? entry.messages : [t('recommendation.notFound')]).map((message, index) => (
              <p key={index}>{message}</p>
            ))}
          </div>
        ) : (
          <DetailFailure
            className={styles.failure}
            text={t('recommendation.failed')}
            messages={entry.messages}
            retryLabel={tc('dataTable.retry')}
            busy={entry.asking}
            retryButton={retryButton}
            onRetry={() => {
              refocus.current = retryButton.current === document.activeElement
              retry()
            }}
          />
        )}
      </div>
    )
  }
  return (
    <div className={styles.root} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('recommendation.loading')}
      </p>
      <RecommendationSkeleton />
    </div>
  )
}

/** Grey boxes of the heading, the actions, the notes and two components while the recommendation is on its way. */
function RecommendationSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton className={styles.skeletonHeading} />
      <Skeleton className={styles.skeletonLine} />
      <Skeleton className={styles.skeletonActions} />
      <Skeleton className={styles.skeletonComponent} />
      <Skeleton className={styles.skeletonComponent} />
    </div>
  )
}

type ViewProps = {
  recommendation: Recommendation
  level: 2 | 3 | 4
  headingRef: RefObject<HTMLHeadingElement | null>
  loginUrl: string | undefined
  onSave: OilRecommendationProps['onSave']
}

function RecommendationView({ recommendation, level, headingRef, loginUrl, onSave }: ViewProps) {
  const { t } = useTranslation('oilfinder')
  const { vehicle, notes, components, disclaimerId } = recommendation
  const Heading = `h${level}` as const
  const Section = `h${level + 1}` as 'h3' | 'h4' | 'h5'
  const packs = useRecommendedPacks(recommendation)
  const saved = useVehicleMemory().saved.some((known) => known.type.id === vehicle.type.id)
  const notesId = useId()

  const save = () => {
    saveVehicle(vehicle)
    onSave?.(vehicle)
  }

  return (
    <>
      <header className={styles.vehicle}>
        {/* Focusable by script only (tabIndex -1): where the focus goes when the answer takes the retry button away. */}
        <Heading ref={headingRef} tabIndex={-1} className={styles.title}>
          {`${vehicle.make} ${vehicle.model} ${vehicle.type.name}`}
        </Heading>
        <VehicleFacts type={vehicle.type} />
        <div className={styles.actions}>
          <Button variant="secondary" size="s" onClick={save}>
            {saved ? t('recommendation.saved') : t('recommendation.save')}
          </Button>
          <Button variant="secondary" size="s" onClick={() => window.print()}>
            {t('recommendation.print')}
          </Button>
          <span className="visually-hidden" role="status">
            {saved ? t('recommendation.savedStatus') : ''}
          </span>
        </div>
      </header>

      {notes.length > 0 ? (
        // spec 1 §2 "note": what the maker says about this vehicle, before its products.
        <section className={styles.notes} aria-labelledby={notesId}>
          <Section id={notesId} className={styles.notesTitle}>
            {t('recommendation.notes')}
          </Section>
          <ul>
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {packs.failed ? (
        <div className={styles.packsFailure} role="alert">
          <p>{t('recommendation.packsFailed')}</p>
          <Button variant="secondary" size="s" onClick={packs.retry}>
            {t('recommendation.retryPacks')}
          </Button>
        </div>
      ) : null}

      {components.map((component) => (
        <ComponentSection key={component.id} component={component} level={(level + 1) as HeadingLevel} packsOf={packs.shopUser ? packs.packsOf : undefined} loginUrl={loginUrl} />
      ))}

      {disclaimerId ? <DisclaimerBox id={disclaimerId} level={(level + 1) as HeadingLevel} /> : null}
    </>
  )
}

/** The type's engine code, displacement, power and years, as one line of facts. */
function VehicleFacts({ type }: { type: Recommendation['vehicle']['type'] }) {
  const { t } = useTranslation('oilfinder')
  const facts = [
    type.engine ? t('recommendation.engine', { code: type.engine }) : undefined,
    type.ccm ? t('recommendation.ccm', { ccm: type.ccm }) : undefined,
    type.powerKw !== undefined && type.powerHp !== undefined
      ? t('recommendation.power', { kw: type.powerKw, hp: type.powerHp })
      : type.powerKw !== undefined
        ? t('recommendation.powerKw', { kw: type.powerKw })
        : undefined,
    type.yearTo === undefined ? t('recommendation.yearsFrom', { from: type.yearFrom }) : t('recommendation.years', { from: type.yearFrom, to: type.yearTo }),
  ].filter((fact): fact is string => fact !== undefined)
  return <p className={styles.facts}>{facts.join(' · ')}</p>
}

type ComponentProps = {
  component: RecommendationComponent
  level: HeadingLevel
  packsOf: ReturnType<typeof useRecommendedPacks>['packsOf'] | undefined
  loginUrl: string | undefined
}

/** One component: its code, capacities and change intervals, and its products per usage (tabs when there are several). */
function ComponentSection({ component, level, packsOf, loginUrl }: ComponentProps) {
  const { t } = useTranslation('oilfinder')
  const Heading = `h${level}` as const
  const headingId = useId()
  const facts = [
    component.code ? { term: t('recommendation.code'), values: [component.code] } : undefined,
    component.capacities.length > 0 ? { term: t('recommendation.capacities'), values: component.capacities } : undefined,
    component.intervals.length > 0 ? { term: t('recommendation.intervals'), values: component.intervals } : undefined,
  ].filter((fact) => fact !== undefined)
  const [only] = component.variants
  const products = (variant: RecommendationVariant) => <ProductList variant={variant} level={(level + 1) as HeadingLevel} packsOf={packsOf} loginUrl={loginUrl} />

  return (
    <section className={styles.component} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.componentTitle}>
        {component.name}
      </Heading>
      {facts.length > 0 ? (
        <dl className={styles.componentFacts}>
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              {fact.values.map((value, index) => (
                <dd key={index}>{value}</dd>
              ))}
            </div>
          ))}
        </dl>
      ) : null}
      {component.variants.length > 1 ? (
        <Tabs
          className={styles.variants}
          label={t('recommendation.usages', { component: component.name })}
          tabs={component.variants.map((variant, index) => ({
            id: `${variant.usage}-${index}`,
            label: variant.label,
            content: (
              <>
                {/* The tab's name above its panel on paper, where every panel shows and no tab does. */}
                <p className={styles.printUsage}>{variant.label}</p>
                {products(variant)}
              </>
            ),
          }))}
        />
      ) : only ? (
        <>
          <p className={styles.usage}>{only.label}</p>
          {products(only)}
        </>
      ) : null}
    </section>
  )
}

type ProductListProps = { variant: RecommendationVariant; level: HeadingLevel; packsOf: ComponentProps['packsOf']; loginUrl: string | undefined }

/** The products of one usage, a card each; the maker's placeholder asks the visitor to ask us. */
function ProductList({ variant, level, packsOf, loginUrl }: ProductListProps) {
  const { t } = useTranslation('oilfinder')
  const contactUrl = useAppSelector((state) => selectSessionUrl(state, 'contactPageUrl'))
  return (
    <ul className={styles.products} aria-label={t('recommendation.productsFor', { usage: variant.label })}>
      {variant.products.map((product, index) => (
        <li key={product.placeholder ? `placeholder-${index}` : `${product.productId}-${index}`}>
          {product.placeholder ? (
            <p className={styles.askUs}>
              {t('recommendation.noProduct')}{' '}
              {contactUrl ? <SafeLink href={contactUrl}>{t('recommendation.askUs')}</SafeLink> : t('recommendation.askUs')}
            </p>
          ) : (
            <ProductCard product={product} level={level} packs={packsOf?.(product.articleNumbers)} loginUrl={loginUrl} />
          )}
        </li>
      ))}
    </ul>
  )
}

/** The disclaimer shown with the recommendation (spec 1 §3), its HTML sanitised; a failure says so and hides nothing else. */
function DisclaimerBox({ id, level }: { id: string; level: HeadingLevel }) {
  const { t } = useTranslation('oilfinder')
  const entry = useDisclaimer(id)
  const Heading = `h${level}` as const
  const headingId = useId()
  const text = entry?.data?.text
  const html = useMemo(() => (text === undefined ? '' : sanitizeHtml(text)), [text])
  if (!entry || entry.status === 'idle' || entry.status === 'loading') return <Skeleton as="div" className={styles.skeletonDisclaimer} />
  if (!entry.data) return <p className={styles.muted}>{t('recommendation.disclaimerFailed')}</p>
  return (
    <aside className={styles.disclaimer} aria-labelledby={headingId} data-block>
      <Heading id={headingId} className={styles.disclaimerTitle}>
        {entry.data.title}
      </Heading>
      <div className={styles.disclaimerText} data-part="text" dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  )
}
