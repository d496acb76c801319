import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './error-block.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description: 'The block itself, as the island renders it: `<div data-block="error-block">` with the title at its `level` (default 1: on the error page it names the page) and the subtitle.',
  render: ({ title, subtitle, level = 1 }) =>
    `<div data-block="error-block"><h${level} data-part="title">${escapeHtml(title)}</h${level}>${subtitle === undefined ? '' : `<p data-part="subtitle">${escapeHtml(subtitle)}</p>`}</div>`,
})
