import { contentIconPartHtml } from '@/src/ui/content-icons/content-icons'
import { defineFallback, escapeHtml, targetLinkHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './link-tile.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="link-tile" data-card="">` (a card: styles/base.css `[data-card]`) with the symbol on its disc when it has one, the title at its `level` as the link (stretched over the tile by the stylesheet) and the text.',
  render: ({ title, level = 3, text, icon, iconColor = 'default', link }, { t }) =>
    `<div data-block="link-tile" data-card="">${icon === undefined ? '' : contentIconPartHtml(icon, iconColor)}<h${level} data-part="title">${targetLinkHtml(link, escapeHtml(title), t, ' data-part="link"')}</h${level}>${text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`}</div>`,
})
