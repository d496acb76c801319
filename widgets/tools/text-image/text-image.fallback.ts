import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { textMediaHtml } from '@/src/ui/text-media/text-media.fallback'
import { mediaSizes } from '@/src/ui/text-media/text-media-props'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './text-image.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="text-image">` with `data-columns` and `data-media-side`, the title at its `level`, the text (the CMS writes its own HTML; the island sanitises it again), the link with the button\'s look, and the picture with `srcset` and `sizes` for its twelfths of the row.',
  render: ({ image, imageSide, loading, first, ...text }, { t }) =>
    textMediaHtml({ block: 'text-image', side: imageSide, ...text }, blockPictureHtml({ image, sizes: mediaSizes(text.ratio ?? '6-6'), loading, first }, t), t),
})
