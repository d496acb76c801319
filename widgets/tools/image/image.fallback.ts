import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './image.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="image">` with the picture (a source per format, `srcset` and `sizes`, the box cut to `data-ratio`), in a link when it has one and in a figure when it has a caption. The first block of a page loads its image at once with `fetchpriority="high"`.',
  render: ({ image, ratio = '16-9', link, loading, first }, { t }) =>
    `<div data-block="image">${blockPictureHtml({ image, sizes: FULL_WIDTH_SIZES, ratio, loading, first, link }, t)}</div>`,
})
