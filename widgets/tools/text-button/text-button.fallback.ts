import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './text-button.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="text-button">` with the title at its `level`, the text (the CMS writes its own HTML; the island sanitises it again) and the link with the button\'s look (`data-look="button"`), which works before the island mounts; with a `modal` it says it opens a dialog (`aria-haspopup`), which the island opens in place of following the link (src/ui/content-modal).',
  render: ({ title, level = 2, html, link, modal }, { t }) =>
    `<div data-block="text-button">${title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`}<div data-part="text">${html}</div>${blockActionHtml(link, link.text, t, modal === undefined ? '' : ' aria-haspopup="dialog"')}</div>`,
})
