import { safeHref } from '@/src/lib/safe-url'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './search-box.widget'

// public/icons/search.svg, inline as the island draws it (icons.tsx).
const SEARCH_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/></g></svg>'

/** The most of a term the field holds (spec 1 §5; api/search-limits.ts SEARCH_MAX_LENGTH, which the island's field uses: search-box.fallback.test.ts). */
const TERM_MAX_LENGTH = 100

/**
 * A plain GET form to the search page with the field named `search`, which works before the island mounts
 * (progressive enhancement; the island takes over what was typed and the focus), in the island's size: on phones in
 * the header the magnifier, here a link to the search page; otherwise the field (prefilled with the search page's
 * term) and the submit button.
 */
export default defineFallback<InputOf<typeof declaration>, { searchPage?: string; term?: string; hidden?: boolean }>({
  description:
    'A working GET form to the search page (session.urls.searchDetailLink: `searchPage`), `<form data-fallback="header|content" action="/suche" method="get">` with an input named `search`, prefilled with the search page\'s `term`: search works before the island mounts, which takes over what was typed. Nothing (`hidden`) with `disableSearchField`.',
  render({ placement = 'header' }, { t, searchPage, term = '', hidden = false }) {
    if (hidden) return ''
    const text = (key: string) => escapeHtml(t(`searchBox.${key}`))
    const action = escapeHtml(safeHref(searchPage) ?? '')
    const value = escapeHtml(term.slice(0, TERM_MAX_LENGTH))
    const landmark = placement === 'header' ? ` role="search" aria-label="${text('landmark')}"` : ''
    return `<form data-fallback="${placement}"${landmark} action="${action}" method="get">${placement === 'header' ? `<a href="${action}" aria-label="${text('toggle')}">${SEARCH_ICON}</a>` : ''}<input type="text" name="search" value="${value}" maxlength="${TERM_MAX_LENGTH}" aria-label="${text('label')}" placeholder="${text('placeholder')}" autocomplete="off"><button type="submit" aria-label="${text('submit')}">${SEARCH_ICON}</button></form>`
  },
})
