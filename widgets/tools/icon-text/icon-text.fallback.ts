import { contentIconPartHtml } from '@/src/ui/content-icons/content-icons'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './icon-text.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="icon-text">` with the symbol on its disc (`data-icon-color`), the title at its `level` and the text (the CMS writes its own HTML; the island sanitises it again).',
  render: ({ icon, iconColor = 'default', title, level = 3, html }) =>
    `<div data-block="icon-text">${contentIconPartHtml(icon, iconColor)}<div data-part="body">${title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`}<div data-part="text">${html}</div></div></div>`,
})
