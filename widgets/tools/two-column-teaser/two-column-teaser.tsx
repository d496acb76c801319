import { columnSizes } from '@/src/ui/block-picture/sizes'
import { TeaserCard } from '@/src/ui/teaser-card/teaser-card'
import type { TwoColumnTeaserProps } from './two-column-teaser.widget'
import './two-column-teaser.css'

// Half the row each from 768 px up.
const TWO_COLUMN_SIZES = columnSizes(6)

/**
 * Two teasers side by side (spec 2 §2.10 two-column teaser), each a card of src/ui/teaser-card; their date windows do not
 * apply here (the editor places exactly two). The markup is the fallback's (two-column-teaser.fallback.ts).
 */
export function TwoColumnTeaser({ items, level, variant, loading }: TwoColumnTeaserProps) {
  return (
    <div data-block="two-column-teaser">
      <ul data-part="list">
        {items.map((item, index) => (
          <TeaserCard key={index} item={item} variant={variant} level={level} sizes={TWO_COLUMN_SIZES} loading={loading} />
        ))}
      </ul>
    </div>
  )
}
