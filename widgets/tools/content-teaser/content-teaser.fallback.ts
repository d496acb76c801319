import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './content-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="content-teaser">` with the panel (label, title at its `level`, text, the link with the button\'s look) and then the picture across the column with `srcset` and `sizes`.',
  render: ({ image, label, title, level = 2, text, link, loading, first }, { t }) => {
    const panel = [
      label === undefined ? '' : `<p data-part="eyebrow">${escapeHtml(label)}</p>`,
      `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`,
      text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`,
      blockActionHtml(link, link.text, t),
    ].join('')
    return `<div data-block="content-teaser"><div data-part="panel">${panel}</div><div data-part="media">${blockPictureHtml({ image, sizes: FULL_WIDTH_SIZES, loading, first }, t)}</div></div>`
  },
})
