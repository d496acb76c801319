import { createElement, lazy, Suspense } from 'react'
import { BlockAction } from '@/src/ui/block-action/block-action'
import { ContentIcon } from '@/src/ui/content-icons/content-icon'
import { useAppSelector } from '@/store/hooks'
import { selectSessionUrl } from '@/store/session'
import { CategoryLinks, CategoryPlaces } from './category-links'
import type { OilFinderTileProps } from './oil-finder-tile.widget'
import '@/src/ui/symbol-panel/symbol-panel.css'
import './oil-finder-tile.css'

const AskedCategories = lazy(() => import('./asked-categories'))

/**
 * The oil finder's tile (spec 2 §2.5 home page, §2.10 FAQ teaser of type oilfinder): its title and text, the vehicle
 * categories (spec 1 §7 getCategories) as links straight to the finder's brand step, and the button to the finder.
 * The finder's page is the editor's `href` or else the session's (spec 1 §3 oilFinderUrl); without one the tile is
 * not shown (spec 2 §2.5). The markup is the fallback's (oil-finder-tile.fallback.ts): the categories the CMS gave,
 * or grey boxes in their place until the tile's own call answers; the button leads to the finder all along.
 */
export function OilFinderTile({ title, level, text, linkText, href, categories, expectedCategories, iconColor }: OilFinderTileProps) {
  const oilFinderUrl = useAppSelector((state) => selectSessionUrl(state, 'oilFinderUrl'))
  const target = href ?? oilFinderUrl
  if (target === undefined || target === '') return null
  return (
    <div data-block="oil-finder-tile" data-look="symbol-panel">
      <ContentIcon name="drop" color={iconColor} />
      <div data-part="body">
        {createElement(`h${level}`, { 'data-part': 'title' }, title)}
        {text !== undefined && <p data-part="text">{text}</p>}
        {categories.length > 0 ? (
          <CategoryLinks finderUrl={target} categories={categories} />
        ) : (
          <Suspense fallback={<CategoryPlaces count={expectedCategories} />}>
            <AskedCategories finderUrl={target} expected={expectedCategories} />
          </Suspense>
        )}
        <BlockAction link={{ href: target, target: '_self' }}>{linkText}</BlockAction>
      </div>
    </div>
  )
}
