import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './good-to-know.widget'
import { INFO_GLYPH } from './info-glyph'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The box itself, as the island renders it: `<div data-block="good-to-know">` with the symbol, the title at its `level` (the `title`, else «Gut zu wissen» in the page\'s language) and the text (the CMS writes its own HTML; the island sanitises it again).',
  render: ({ title, level = 3, html }, { t }) =>
    `<div data-block="good-to-know"><span data-part="icon">${INFO_GLYPH}</span><div data-part="body"><h${level} data-part="title">${escapeHtml(title ?? t('goodToKnow.title'))}</h${level}><div data-part="text">${html}</div></div></div>`,
})
