import { inTagOrder } from '@/src/lib/product-tags'
import { escapeHtml } from '@/src/widget/fallback'
import type { TagItem } from './product-tags'

/** The tags as product-tags.tsx renders them, for a fallback; '' without tags. `label` is plain text. */
export const productTagsHtml = (tags: readonly TagItem[], label: string): string =>
  tags.length === 0
    ? ''
    : `<ul data-part="tags" data-look="product-tags" aria-label="${escapeHtml(label)}">${inTagOrder(tags).map((tag) => `<li data-tag="${escapeHtml(tag.type)}">${escapeHtml(tag.label)}</li>`).join('')}</ul>`
