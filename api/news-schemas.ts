/**
 * A page of the news list (spec 1 §3 "News response: entries, filters, pagination (currentPage, itemsPerPage,
 * totalAmount)", §4): schemas alone, which the list's call (api/news.ts) and the CMS's fallback markup of its first page
 * share. An article that fails its schema is dropped from the page with a warning and an error report; the page still
 * shows the others.
 */
import * as v from 'valibot'
import { newsArticle, type NewsArticle } from '@/src/lib/news-schemas'
import { checkList } from '@/src/lib/schema-check'
import { multiselectFiltersSchema } from './list-filters'

/** spec 1 §7: what an editor may narrow a list to; the backend answers other types with a 400. */
export const PUBLICATION_TYPES = ['news', 'press-release', 'story'] as const
export type PublicationType = (typeof PUBLICATION_TYPES)[number]

/** The most articles the backend answers at once (the tables' largest page, 100): more are no page of ours. */
export const NEWS_LARGEST_PAGE = 100
const ENTRIES_MAX = NEWS_LARGEST_PAGE

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const newsPageSchema = v.object({
  entries: v.pipe(
    v.array(v.unknown()),
    v.maxLength(ENTRIES_MAX),
    v.transform((entries) => checkList(entries, newsArticle, 'data.entries', ENTRIES_MAX)),
  ),
  filters: multiselectFiltersSchema,
  pagination: v.object({ currentPage: v.pipe(count, v.minValue(1)), itemsPerPage: v.pipe(count, v.minValue(1)), totalAmount: count }),
})
export type NewsPage = v.InferOutput<typeof newsPageSchema>

/** spec 1 §4: more news exist while currentPage × itemsPerPage is below totalAmount. */
export const hasMoreNews = ({ currentPage, itemsPerPage, totalAmount }: NewsPage['pagination']): boolean => currentPage * itemsPerPage < totalAmount

export type { NewsArticle }
