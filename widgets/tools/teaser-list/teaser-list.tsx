import { createElement } from 'react'
import { swissToday } from '@/src/lib/swiss-time'
import { tileSizes } from '@/src/ui/block-picture/sizes'
import { TeaserCard } from '@/src/ui/teaser-card/teaser-card'
import { isShownOn } from '@/src/ui/teaser-card/teaser-item'
import type { TeaserListProps } from './teaser-list.widget'
import './teaser-list.css'

/**
 * Teaser cards in a grid (spec 2 §2.10 teaser list), the title above them. Items outside their date window are left out,
 * on the day the island renders as on the day the CMS wrote the fallback; with none left the block shows nothing. The
 * markup is the fallback's (teaser-list.fallback.ts).
 */
export function TeaserList({ title, level, columns, variant, background, items, loading }: TeaserListProps) {
  const today = swissToday()
  const shown = items.filter((item) => isShownOn(item, today))
  if (shown.length === 0) return null
  const sizes = tileSizes(columns)
  return (
    <div data-block="teaser-list" data-columns={columns} data-background={background}>
      {title !== undefined && createElement(`h${level}`, { 'data-part': 'title' }, title)}
      <ul data-part="list">
        {shown.map((item, index) => (
          <TeaserCard key={index} item={item} variant={variant} level={title === undefined ? level : level + 1} sizes={sizes} loading={loading} />
        ))}
      </ul>
    </div>
  )
}
