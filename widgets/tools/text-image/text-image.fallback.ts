import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './text-image.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="text-image">` with `data-columns` and `data-image-side`, the title at its `level`, the text (the CMS writes its own HTML; the island sanitises it again), the link with the button\'s look, and the picture with `srcset` and `sizes` for its twelfths of the row.',
  render: ({ title, level = 2, html, image, ratio = '6-6', imageSide = 'right', link, loading, first }, { t }) => {
    const heading = title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`
    const action = link === undefined ? '' : blockActionHtml(link, link.text, t)
    const picture = blockPictureHtml({ image, sizes: columnSizes(Number(ratio.split('-')[1])), loading, first }, t)
    return `<div data-block="text-image" data-columns="${ratio}" data-image-side="${imageSide}"><div data-part="body">${heading}<div data-part="text">${html}</div>${action}</div><div data-part="media">${picture}</div></div>`
  },
})
