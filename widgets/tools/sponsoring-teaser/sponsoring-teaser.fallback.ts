import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { defineFallback, escapeHtml, targetLinkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './sponsoring-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="sponsoring-teaser" data-card="">` with the picture (3:2, `srcset` and `sizes` for a third of the row), the sport, the name at its `level` as the link (stretched over the teaser by the stylesheet) and the text.',
  render: ({ image, category, title, level = 2, text, link, loading }, { t }) =>
    `<div data-block="sponsoring-teaser" data-card=""><div data-part="media">${blockPictureHtml({ image, sizes: columnSizes(4), ratio: '3-2', loading }, t)}</div><div data-part="body">${
      category === undefined ? '' : `<p data-part="eyebrow">${escapeHtml(category)}</p>`
    }<h${level} data-part="title">${targetLinkHtml(link, escapeHtml(title), t, ' data-part="link"')}</h${level}>${text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`}</div></div>`,
})
