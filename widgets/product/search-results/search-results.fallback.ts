import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './search-results.widget'

/**
 * Without a term (nor categories) in the address, the no-search-term heading the island shows, in the page's
 * language; with one, a box its stylesheet sizes like the loading view. The CMS knows which from the address.
 */
export default defineFallback<InputOf<typeof declaration>, { searching?: boolean }>({
  description:
    'Without a term or categories in the address, `<div data-fallback="no-term">` with the island\'s heading at the `headingLevel`; with one (`searching`: a term, or categories while product search is on), `<div data-fallback="loading">`, a box at least a screen high.',
  render({ headingLevel: level = 2 }, { t, searching = false }) {
    if (searching) return '<div data-fallback="loading"></div>'
    return `<div data-fallback="no-term"><h${level}>${escapeHtml(t('searchResults.noTerm'))}</h${level}></div>`
  },
})
