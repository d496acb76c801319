import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './sponsoring.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="sponsoring">` with the sport, the name at its `level`, the facts as a `<dl>`, the text (the CMS writes its own HTML; the island sanitises it again), the link with the button\'s look, then the picture (16:9, `srcset` and `sizes` for half the row).',
  render: ({ category, title, level = 2, facts, html, image, link, loading }, { t }) => {
    const body = [
      category === undefined ? '' : `<p data-part="eyebrow">${escapeHtml(category)}</p>`,
      `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`,
      facts === undefined || facts.length === 0 ? '' : `<dl data-part="facts">${facts.map(({ term, value }) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>`,
      `<div data-part="text">${html}</div>`,
      link === undefined ? '' : blockActionHtml(link, link.text, t),
    ].join('')
    const media = image === undefined ? '' : `<div data-part="media">${blockPictureHtml({ image, sizes: columnSizes(6), ratio: '16-9', loading }, t)}</div>`
    return `<div data-block="sponsoring"><div data-part="body">${body}</div>${media}</div>`
  },
})
