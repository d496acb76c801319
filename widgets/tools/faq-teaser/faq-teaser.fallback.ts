import { contentIconPartHtml } from '@/src/ui/content-icons/content-icons'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { FAQ_TEASER_ICONS } from './faq-teaser-parts'
import type declaration from './faq-teaser.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The block as the island renders it when the CMS gives its `href`: `<div data-block="faq-teaser">` with the tool\'s symbol on its disc, the title at its `level`, the text and the button. Without `href` (the oil finder\'s page from the session) the same without the button, which the island adds from the session, or the island removes the teaser when the session names no page.',
  render: ({ type, title, level = 2, text, buttonText, href, iconColor = 'default' }, { t }) =>
    `<div data-block="faq-teaser" data-type="${type}" data-look="symbol-panel">${contentIconPartHtml(FAQ_TEASER_ICONS[type], iconColor)}<div data-part="body"><h${level} data-part="title">${escapeHtml(title)}</h${level}>${
      text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`
    }${href === undefined ? '' : blockActionHtml({ href }, buttonText, t)}</div></div>`,
})
