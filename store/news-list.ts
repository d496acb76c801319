import type { WithSlice } from '@reduxjs/toolkit'
import { getNewsPage, newsPageCheck, type NewsArticle, type NewsListInput, type NewsPage } from '@/api/news'
import { createFilteredList, type FilteredListState } from './filtered-list'
import { rootReducer, type RootState } from './index'

// The news lists (spec 1 §3, §4, §7): articles, filters and the total, per list island (store/filtered-list.ts).
// Requests of the family `news`.

export type NewsListRequest = NewsListInput & { listId: string }

/** spec 1 §7: GET a page of the configured list under the visitor's filters. */
const newsLists = createFilteredList({
  name: 'newsList',
  type: 'news/fetchNewsList',
  call: (request: NewsListRequest, context) => getNewsPage(request, context),
  check: newsPageCheck,
  // spec 1 §4: the next page starts after the pages answered, whatever the schema dropped of them.
  pageOf: ({ entries, filters, pagination }: NewsPage) => ({ entries, filters, total: pagination.totalAmount, nextOffset: pagination.currentPage * pagination.itemsPerPage }),
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof newsLists.slice> {}
}

// Injected once, when the first news list loads this module; all its islands share it.
const injected = newsLists.slice.injectInto(rootReducer)

export type NewsListState = FilteredListState<NewsArticle>

/** The news lists as the filtered-list hook uses them (src/features/filtered-list). */
export const newsListFamily = {
  fetch: newsLists.fetch,
  isAnswer: newsLists.isAnswer,
  pageOf: newsLists.pageOf,
  seeded: injected.actions.seeded,
  removed: injected.actions.removed,
  select: (state: RootState, listId: string): NewsListState => injected.selectSlice(state)[listId] ?? newsLists.empty,
}
