import { Fragment, useId, useState, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category, Make, Model, VehicleType } from '@/api/oilfinder'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { categoryIconHtml } from '../parts/category-icons'
import { finderUrl, type FinderPath } from './finder-address'
import type { StepList } from './use-finder-data'
import { powerText, yearsText } from './vehicle-text'
import styles from './oil-finder.module.css'

/** How many grey tiles or rows stand in for a step's list while it loads: the island's and the fallback's. */
export const SKELETON_COUNT = { category: 6, make: 12, model: 6, type: 5 } as const

type Go = (path: FinderPath) => void

type StepLinkProps = { path: FinderPath; onGo: Go; className: string | undefined; children: ReactNode }

/**
 * A choice of a step: a real link to the step it leads to (it opens in a new tab, and is copied, like any link), which
 * a plain click follows in place, with a history entry, so the page does not load again.
 */
export function StepLink({ path, onGo, className, children }: StepLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onGo(path)
  }
  return (
    <a className={className} href={finderUrl(path)} onClick={follow}>
      {children}
    </a>
  )
}

type StepStateProps<T> = {
  list: StepList<T>
  texts: { loading: string; failed: string; empty: string }
  skeleton: ReactNode
  children(items: readonly T[]): ReactNode
}

/** A step's list in its states (spec 1 §8): grey boxes of its size while it loads, its failure with a retry, its empty text, or the list. */
function StepState<T>({ list, texts, skeleton, children }: StepStateProps<T>) {
  if (list.items === null && list.status === 'failed') return <LoadFailed text={texts.failed} busy={list.asking} onRetry={list.retry} />
  if (list.items === null) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {texts.loading}
        </p>
        {skeleton}
      </>
    )
  }
  if (list.items.length === 0) return <p className={styles.note}>{texts.empty}</p>
  return children(list.items)
}

const skeletonList = (className: string | undefined, count: number) => (
  <ul className={className} aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} as="li" className={styles.skeletonItem} />
    ))}
  </ul>
)

/** Step 1: the vehicle categories as large symbol tiles. */
export function CategoryStep({ list, onGo }: { list: StepList<Category>; onGo: Go }) {
  const { t } = useTranslation('oilfinder')
  return (
    <StepState
      list={list}
      texts={{ loading: t('oilFinder.loading.category'), failed: t('oilFinder.failed.category'), empty: t('oilFinder.empty.category') }}
      skeleton={skeletonList(styles.categories, SKELETON_COUNT.category)}
    >
      {(categories) => (
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id}>
              <StepLink className={styles.categoryTile} path={{ category: category.id }} onGo={onGo}>
                {/* A constant of this module, never data. */}
                <span className={styles.categoryIcon} dangerouslySetInnerHTML={{ __html: categoryIconHtml(category.icon) }} />
                <span>{category.name}</span>
              </StepLink>
            </li>
          ))}
        </ul>
      )}
    </StepState>
  )
}

/** Folds a text for a match as you type: case and accents aside (Škoda matches «sko»). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()

/** Step 2: the category's makes as logo tiles, with a box that narrows the forty or so as one types. */
export function MakeStep({ list, path, onGo }: { list: StepList<Make>; path: FinderPath; onGo: Go }) {
  const { t } = useTranslation('oilfinder')
  const [filter, setFilter] = useState('')
  const filterId = useId()
  return (
    <StepState
      list={list}
      texts={{ loading: t('oilFinder.loading.make'), failed: t('oilFinder.failed.make'), empty: t('oilFinder.empty.make') }}
      skeleton={
        <>
          <div className={styles.filterPlace} aria-hidden="true" />
          {skeletonList(styles.makes, SKELETON_COUNT.make)}
        </>
      }
    >
      {(makes) => {
        const shown = filter.trim() === '' ? makes : makes.filter((make) => folded(make.name).includes(folded(filter.trim())))
        return (
          <>
            <div className={styles.filter}>
              <label htmlFor={filterId}>{t('oilFinder.makeFilter.label')}</label>
              <input id={filterId} type="search" autoComplete="off" value={filter} onChange={(event) => setFilter(event.target.value)} />
            </div>
            {shown.length === 0 ? (
              <p className={styles.note} role="status">
                {t('oilFinder.makeFilter.none', { text: filter.trim() })}
              </p>
            ) : (
              <ul className={styles.makes}>
                {shown.map((make) => (
                  <li key={make.id}>
                    <StepLink className={styles.makeTile} path={{ category: path.category, make: make.id }} onGo={onGo}>
                      {make.image ? <img src={make.image} alt="" width={96} height={48} loading="lazy" decoding="async" /> : <span className={styles.logoPlace} />}
                      <span>{make.name}</span>
                    </StepLink>
                  </li>
                ))}
              </ul>
            )}
          </>
        )
      }}
    </StepState>
  )
}

/** Step 3: the make's models of the category, each with its years. */
export function ModelStep({ list, path, onGo }: { list: StepList<Model>; path: FinderPath; onGo: Go }) {
  const { t } = useTranslation('oilfinder')
  return (
    <StepState
      list={list}
      texts={{ loading: t('oilFinder.loading.model'), failed: t('oilFinder.failed.model'), empty: t('oilFinder.empty.model') }}
      skeleton={skeletonList(styles.rows, SKELETON_COUNT.model)}
    >
      {(models) => (
        <ul className={styles.rows}>
          {models.map((model) => (
            <li key={model.id}>
              <StepLink className={styles.row} path={{ category: path.category, make: path.make, model: model.id }} onGo={onGo}>
                <span className={styles.rowName}>{model.name}</span>{' '}
                <span className={styles.muted}>{yearsText(t, model)}</span>
              </StepLink>
            </li>
          ))}
        </ul>
      )}
    </StepState>
  )
}

/** Step 4: the model's types as rows of a table: name, engine code, power in kW and PS, years, fuel. */
export function TypeStep({ list, path, onGo }: { list: StepList<VehicleType>; path: FinderPath; onGo: Go }) {
  const { t } = useTranslation('oilfinder')
  const columns = [t('oilFinder.type.engine'), t('oilFinder.type.power'), t('oilFinder.type.years'), t('oilFinder.type.fuel')]
  return (
    <StepState
      list={list}
      texts={{ loading: t('oilFinder.loading.type'), failed: t('oilFinder.failed.type'), empty: t('oilFinder.empty.type') }}
      skeleton={skeletonList(styles.rows, SKELETON_COUNT.type)}
    >
      {(types) => (
        <>
          {/* The columns' names over the rows from md up; each row names its values for the ear and on phones. */}
          <div className={styles.typeHead} aria-hidden="true">
            <span>{t('oilFinder.type.name')}</span>
            {columns.map((column) => (
              <span key={column}>{column}</span>
            ))}
          </div>
          <ul className={styles.rows}>
            {types.map((type) => {
              const values = [type.engine ?? '', powerText(t, type), yearsText(t, type), t(`oilFinder.fuel.${type.fuel}`)]
              return (
                <li key={type.id}>
                  <StepLink className={`${styles.row} ${styles.typeRow}`} path={{ ...path, type: type.id }} onGo={onGo}>
                    <span className={styles.rowName}>{type.name}</span>
                    {/* The spaces between the cells: the link's name reads «2.0 TDI Motorcode: BKD Leistung: …». */}
                    {values.map((value, index) =>
                      value === '' ? (
                        <span key={index} />
                      ) : (
                        <Fragment key={index}>
                          {' '}
                          <span className={styles.cell}>
                            <span className={styles.cellLabel}>{`${columns[index] ?? ''}:`}</span> {value}
                          </span>
                        </Fragment>
                      ),
                    )}
                  </StepLink>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </StepState>
  )
}
