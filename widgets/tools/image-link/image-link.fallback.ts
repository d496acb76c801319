import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { defineFallback, escapeHtml, targetLinkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './image-link.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="image-link">` with one link around the decorative picture (`alt=""`) and the link text under it, which names the link.',
  render: ({ image, ratio = '3-2', link, loading, first }, { t }) => {
    const picture = blockPictureHtml({ image: { ...image, alt: '', caption: undefined }, sizes: FULL_WIDTH_SIZES, ratio, loading, first }, t)
    return `<div data-block="image-link">${targetLinkHtml(link, `${picture}<span data-part="label">${escapeHtml(link.text)}</span>`, t, ' data-part="link"')}</div>`
  },
})
