import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { SKELETON_CARDS } from './distribution-partner-list-skeleton'
import type declaration from './distribution-partner-list.widget'

/**
 * The list needs its call, so the CMS writes the box the island draws while it loads: the bar of the country select
 * and the count, empty, at its height, and grey cards of a partner's height. distribution-partner-list.module.css
 * sizes both alike.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="distribution-partner-list">` with an empty `<div data-part="toolbar">` of the bar\'s height (with `data-filter` on the root the height of the «Land» select, unless `filterShown` is false or `countries` names a single country; else one line for the count) and `<ul data-part="cards" aria-hidden="true">` with four grey `<li data-part="skeleton">`, each of a partner card\'s height. The partners, the select and the count come with the island\'s call.',
  render: ({ filterShown = true, countries = [] }) => {
    const filter = filterShown && countries.length !== 1 ? ' data-filter' : ''
    const cards = '<li data-part="skeleton"></li>'.repeat(SKELETON_CARDS)
    return `<div data-fallback="distribution-partner-list"${filter}><div data-part="toolbar"></div><ul data-part="cards" aria-hidden="true">${cards}</ul></div>`
  },
})
