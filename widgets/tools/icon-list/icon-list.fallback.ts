import { contentIconPartHtml } from '@/src/ui/content-icons/content-icons'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './icon-list.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The block itself, as the island renders it: `<div data-block="icon-list">` with the title at its `level` and a list (`data-count`) of items, each the symbol on its disc, a title one level below and the text.',
  render: ({ title, level = 2, iconColor = 'default', items }) => {
    const itemLevel = title === undefined ? level : level + 1
    const entries = items
      .map(
        (item) =>
          `<li data-part="item">${contentIconPartHtml(item.icon, iconColor)}<h${itemLevel} data-part="item-title">${escapeHtml(item.title)}</h${itemLevel}>${item.text === undefined ? '' : `<p data-part="item-text">${escapeHtml(item.text)}</p>`}</li>`,
      )
      .join('')
    return `<div data-block="icon-list">${title === undefined ? '' : `<h${level} data-part="title">${escapeHtml(title)}</h${level}>`}<ul data-part="items" data-count="${items.length}">${entries}</ul></div>`
  },
})
