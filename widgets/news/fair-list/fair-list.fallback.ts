import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { SKELETON_CARDS } from './fair-list-skeleton'
import type declaration from './fair-list.widget'

/**
 * The list needs its call, so the CMS writes the box the island draws while it loads: the heading, grey cards of a
 * fair's height and, below them, the past fairs' heading in the button's place. fair-list.module.css sizes both alike.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="fair-list">` with a `<div data-part="section">` holding the heading «Kommende Messen» at the `headingLevel` and `<ul data-part="cards" aria-hidden="true">` with one grey `<li data-part="skeleton">` per card the island shows while it loads (three, fewer when `upcomingMax` is smaller), sized like a fair\'s card by fair-list.module.css; unless `pastMax` is 0, a second section with the heading «Vergangene Messen» in a `<span data-part="toggle">` of the disclosure button\'s size. The fairs come with the island\'s call.',
  render: ({ headingLevel = 2, upcomingMax = 20, pastMax = 10 }, { t }) => {
    const heading = (inner: string) => `<h${headingLevel}>${inner}</h${headingLevel}>`
    const cards = '<li data-part="skeleton"></li>'.repeat(Math.min(SKELETON_CARDS, upcomingMax))
    const upcoming = `<div data-part="section">${heading(escapeHtml(t('fairList.upcoming')))}<ul data-part="cards" aria-hidden="true">${cards}</ul></div>`
    const past = pastMax > 0 ? `<div data-part="section">${heading(`<span data-part="toggle">${escapeHtml(t('fairList.past'))}</span>`)}</div>` : ''
    return `<div data-fallback="fair-list">${upcoming}${past}</div>`
  },
})
