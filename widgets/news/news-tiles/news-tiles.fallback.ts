import { newsCardHtml } from '@/src/ui/news-card/news-card.fallback'
import { blockLinkHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { CHIPS_BY_LAYOUT, FULL_ROW, tileSizesOf } from './news-tiles-layout'
import type declaration from './news-tiles.widget'

export default defineFallback<InputOf<typeof declaration>>({
  sameAsIsland: true,
  description:
    'The tiles as the island renders them: `<div data-block="news-tiles" data-layout="…">` with the head (the title as a heading of `level`, the all-news link beside it under a full row) and `<ul data-part="list">` of news cards (picture with `srcset` and the layout\'s `sizes`, label, title as the link, date, subtitle, 1 to 3 topic chips by the layout); with fewer than three articles `<li data-part="all-tile">` with the all-news link; without articles only the title.',
  render: ({ title, level = 2, allNews, articles = [], layout = 'md', variant = 'news' }, { t }) => {
    const tile = allNews !== undefined && articles.length > 0 && articles.length < FULL_ROW
    const head = `<div data-part="head"><h${level} data-part="heading">${escapeHtml(title)}</h${level}>${allNews !== undefined && articles.length >= FULL_ROW ? blockLinkHtml(allNews, t, ' data-part="all"') : ''}</div>`
    const cards = articles.map(
      (article) =>
        `<li>${newsCardHtml({ article, variant, size: layout === 'mobile' ? 'small' : 'default', level: level + 1, sizes: tileSizesOf(layout), loading: 'lazy', chips: CHIPS_BY_LAYOUT[layout] }, t)}</li>`,
    )
    const all = tile ? `<li data-part="all-tile">${blockLinkHtml(allNews, t, ' data-part="all"')}</li>` : ''
    return `<div data-block="news-tiles" data-layout="${layout}">${head}${articles.length > 0 ? `<ul data-part="list">${cards.join('')}${all}</ul>` : ''}</div>`
  },
})
