import { inTagOrder } from '@/src/lib/product-tags'
import './product-tags.css'

/** What a tag needs (api/product-schemas.ts ProductTag, spec 2 §1): its kind, which colours it, and its text. */
export type TagItem = { type: string; label: string }

type ProductTagsProps = { tags: readonly TagItem[]; label: string; className?: string | undefined }

/** A product's tags as pills (./product-tags.css) in spec 2 §1's order, named by `label` for screen readers; nothing without tags. */
export function ProductTags({ tags, label, className }: ProductTagsProps) {
  if (tags.length === 0) return null
  return (
    <ul data-part="tags" data-look="product-tags" className={className} aria-label={label}>
      {inTagOrder(tags).map((tag, index) => (
        <li key={`${tag.type}-${index}`} data-tag={tag.type}>
          {tag.label}
        </li>
      ))}
    </ul>
  )
}
