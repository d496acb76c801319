import { contentIconPartHtml } from '@/src/ui/content-icons/content-icons'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { categoryIconHtml } from '../parts/category-icons'
import { categoryHref } from './category-choices'
import type declaration from './oil-finder-tile.widget'

/**
 * The tile as the island renders it: with the categories the CMS gave, the island's very markup; without, the tile as
 * it waits for its call, grey boxes in the categories' place, as many as the editor expects (oil-finder-tile.css gives
 * them the links' height).
 */
export default defineFallback<InputOf<typeof declaration>, { oilFinderUrl?: string }>({
  description:
    'The tile as the island renders it: `<div data-block="oil-finder-tile" data-look="symbol-panel">` with the drop on its disc, the title at its `level`, the text, the `categories` as a list of links to the finder\'s brand step (`?kategorie=<id>`) with their symbols, and the button to the finder. Without `categories`, where the island asks getCategories itself, `<ul data-part="categories" data-fallback="categories" aria-hidden="true">` with one grey `<li data-part="skeleton">` per expected category (`expectedCategories`, sized like the category links by oil-finder-tile.css) in their place. The finder\'s page is the `href`, else session.urls.oilFinderUrl (`oilFinderUrl`). Nothing without either, as the island shows nothing then (spec 2 §2.5).',
  render: ({ title, level = 2, text, linkText, href, categories = [], expectedCategories = 6, iconColor = 'default' }, { t, oilFinderUrl }) => {
    const target = href ?? oilFinderUrl
    if (target === undefined || target === '') return ''
    const choices =
      categories.length > 0
        ? `<ul data-part="categories" aria-label="${escapeHtml(t('oilFinder.steps.category'))}">${categories
            .map(
              ({ id, name, icon }) =>
                `<li><a data-part="category" href="${escapeHtml(categoryHref(target, id))}"><span data-part="symbol">${categoryIconHtml(icon)}</span><span data-part="name">${escapeHtml(name)}</span></a></li>`,
            )
            .join('')}</ul>`
        : `<ul data-part="categories" data-fallback="categories" aria-hidden="true">${'<li data-part="skeleton"></li>'.repeat(expectedCategories)}</ul>`
    return `<div data-block="oil-finder-tile" data-look="symbol-panel">${contentIconPartHtml('drop', iconColor)}<div data-part="body"><h${level} data-part="title">${escapeHtml(title)}</h${level}>${
      text === undefined ? '' : `<p data-part="text">${escapeHtml(text)}</p>`
    }${choices}${blockActionHtml({ href: target }, linkText, t)}</div></div>`
  },
})
