import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './parallax-image.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="parallax-image">` with the picture in its band (`data-ratio`, `srcset` and `sizes` across the column). The stylesheet drifts it where the browser has scroll-driven animations, before any script; the island adds the drift for the others.',
  render: ({ image, ratio = '25-9', loading, first }, { t }) => `<div data-block="parallax-image">${blockPictureHtml({ image, sizes: FULL_WIDTH_SIZES, ratio, loading, first }, t)}</div>`,
})
