/**
 * The news list's call (spec 1 §7 `GET /api/news/`): a page of a configured list under the visitor's filters, its answer
 * checked at the edge by api/news-schemas.ts.
 */
import type { FilterSelection } from '@/src/lib/filter-address'
import { schemaCheck } from '@/src/lib/schema-check'
import { callData, type CallContext } from './client'
import { filterParams } from './list-filters'
import { newsPageSchema, type PublicationType } from './news-schemas'

export { NEWS_LARGEST_PAGE, type NewsArticle, type NewsPage } from './news-schemas'

export const newsPageCheck = schemaCheck(newsPageSchema)

/** What an editor configured a list to show (spec 1 §7): empty lists and no type mean any. */
export type NewsSource = { folderIds: readonly string[]; categoryIds: readonly string[]; topicIds: readonly string[]; publicationType?: PublicationType }

export type NewsListInput = NewsSource & { filters: FilterSelection; offset: number; limit: number }

/** spec 1 §7: GET a page of the list, the configuration as `folderIds[]` …, the visitor's filters as `filters[<name>][]`. */
export const getNewsPage = ({ folderIds, categoryIds, topicIds, publicationType, filters, offset, limit }: NewsListInput, context: CallContext) =>
  callData('get', 'news', {
    params: {
      limit,
      offset,
      // A list is sent as `folderIds[]=a&folderIds[]=b` (the client's serialiser); an empty one is left out.
      ...(folderIds.length > 0 ? { folderIds: [...folderIds] } : {}),
      ...(categoryIds.length > 0 ? { categoryIds: [...categoryIds] } : {}),
      ...(topicIds.length > 0 ? { topicIds: [...topicIds] } : {}),
      ...(publicationType === undefined ? {} : { publicationType }),
      ...filterParams(filters),
    },
    ...context,
  })
