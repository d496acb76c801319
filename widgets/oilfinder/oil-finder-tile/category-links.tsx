import { useTranslation } from 'react-i18next'
import type { CategoryIcon } from '@/api/oilfinder-names'
import { Skeleton } from '@/src/ui/skeleton/skeleton'
import { categoryIconHtml } from '../parts/category-icons'
import { categoryHref } from './category-choices'

/** A category as the tile offers it. */
export type TileCategory = { id: string; name: string; icon: CategoryIcon }

/** The categories as links to the finder's brand step, as oil-finder-tile.fallback.ts writes them. */
export function CategoryLinks({ finderUrl, categories }: { finderUrl: string; categories: readonly TileCategory[] }) {
  const { t } = useTranslation('oilfinder')
  return (
    <ul data-part="categories" aria-label={t('oilFinder.steps.category')}>
      {categories.map((category) => (
        <li key={category.id}>
          <a data-part="category" href={categoryHref(finderUrl, category.id)}>
            {/* A constant of the finder's module, never data. */}
            <span data-part="symbol" dangerouslySetInnerHTML={{ __html: categoryIconHtml(category.icon) }} />
            <span data-part="name">{category.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Grey boxes in the place of `count` categories, as the fallback writes them. */
export function CategoryPlaces({ count }: { count: number }) {
  const { t } = useTranslation('oilfinder')
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('oilFinder.loading.category')}
      </p>
      <ul data-part="categories" data-fallback="categories" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} as="li" data-part="skeleton" />
        ))}
      </ul>
    </>
  )
}
