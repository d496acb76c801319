import * as v from 'valibot'
import { hasMoreNews, newsPageSchema, type NewsPage } from '@/api/news-schemas'
import { newsCardHtml } from '@/src/ui/news-card/news-card.fallback'
import { defineFallback, escapeHtml, type InputOf, type Translate } from '@/src/widget/fallback'
import { EAGER_CARDS, NEWS_LIST_SIZES } from './news-list-layout'
import type declaration from './news-list.widget'

type Props = InputOf<typeof declaration>

/** The placeholders the island shows before its first answer, at most (news-list.tsx). */
const PLACEHOLDERS_MAX = 6

/** The island's toolbar: the number of articles (its status line); the filter button below md is the island's. */
function toolbarHtml(page: NewsPage | undefined, t: Translate): string {
  if (page === undefined) return '<div data-part="toolbar"></div>'
  const total = page.pagination.totalAmount
  return `<div data-part="toolbar"><p data-part="count">${escapeHtml(total === 1 ? t('news:newsList.countOne') : t('news:newsList.count', { count: String(total) }))}</p></div>`
}

/**
 * The island's first screen where the CMS gives it its first page (the `initialPage` prop, which the island shows
 * without a request): the number of articles, the filters' place from md, the first page's articles as the island's
 * news cards (the first picture loading at once), or the empty state's text; load more's box when more exist (spec 1
 * §4). Without that page (or with one the island would drop) boxes of the final size: the toolbar, the filters' place,
 * up to six cards. The filters' options and counts are the island's.
 */
export default defineFallback<Props>({
  description:
    '`<div data-fallback="news-list">` with the toolbar, the layout (`data-filters` while the filters take the sidebar from md) and the grid. With the `initialPage` prop (which the island shows at once) the final first screen: the number of articles and one news card per article as the island renders it (picture with srcset and sizes in its 3:2 box, the first loading eagerly; label, title as a heading of `level` linking to the article, date, subtitle, at most two topic chips), or the empty text; the load-more box while currentPage × itemsPerPage is below totalAmount. Without it (or if the island would drop it) `aria-hidden` placeholder `<li>`s of a card\'s size, as many as the island shows.',
  render({ initialPage, pageSize = 20, variant = 'news', level = 2 }, { t }) {
    // The first page as the island checks it before it shows it: a page the island would drop gets the boxes.
    const checked = initialPage === undefined ? undefined : v.safeParse(newsPageSchema, initialPage)
    const page = checked?.success ? checked.output : undefined
    const withFilters = page === undefined || page.filters.length > 0
    let list: string
    if (page && page.entries.length === 0) {
      const filtered = page.filters.some((filter) => filter.selected.length > 0)
      list = `<div data-part="empty"><p>${escapeHtml(t(filtered ? 'news:newsList.emptyFiltered' : 'news:newsList.empty'))}</p></div>`
    } else if (page) {
      const cards = page.entries.map(
        (article, index) => `<li>${newsCardHtml({ article, variant, size: 'default', level, sizes: NEWS_LIST_SIZES, loading: index < EAGER_CARDS ? 'eager' : 'lazy' }, t)}</li>`,
      )
      list = `<ul data-part="grid">${cards.join('')}</ul>`
    } else {
      list = `<ul data-part="grid" aria-hidden="true">${'<li></li>'.repeat(Math.min(pageSize, PLACEHOLDERS_MAX))}</ul>`
    }
    const more = page === undefined || hasMoreNews(page.pagination)
    return (
      '<div data-fallback="news-list">' +
      toolbarHtml(page, t) +
      `<div data-part="layout"${withFilters ? ' data-filters=""' : ''}>${withFilters ? '<div data-part="filters" aria-hidden="true"></div>' : ''}<div>${list}${more ? '<div data-part="more" aria-hidden="true"></div>' : ''}</div></div>` +
      '</div>'
    )
  },
})
