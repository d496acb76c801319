/**
 * The news list (spec 1 §3 news response, §4, §7 `GET /api/news/`), over db/news.ts, for anyone (news are public):
 *
 * - what the editor configured the list to show: `folderIds[]`, `categoryIds[]`, `topicIds[]` (any of the given) and
 *   `publicationType` (one of news, press-release, story);
 * - the visitor's filters, `filters[<name>][]=<value>` for category, topic and year: values of one filter are
 *   alternatives, filters combine, and the answer's `filters` (the product lists' multiselect shape, db/facets.ts)
 *   count what each option would show; a known value the configured list does not offer is left out of `selected`;
 * - `limit` (1 to 100, default 20) and `offset` (a multiple of the limit, default 0): the page, with `pagination`
 *   (currentPage, itemsPerPage, totalAmount) so that more exist while currentPage × itemsPerPage < totalAmount;
 * - newest first; the entries in the request's language (X-Locale), German with `isFallback` where an article has
 *   no version in it (db/news.ts newsEntry).
 *
 * Malformed input answers 400 with a German message per problem, as every handler of the mock does: a limit or offset
 * that is no whole number in range, an offset between pages, an id the mock does not know, a `filters` parameter of
 * another form, a filter or filter value that does not exist.
 */
import { http } from 'msw'
import type { Message } from '@/api/envelope'
import type { Selection } from '../db/facets'
import { FILTER_TOKEN } from '@/src/lib/filter-address'
import { NEWS_FILTER_NAMES, newsListPage, type NewsFilterName } from '../db/news'
import { CATEGORY_IDS, FOLDER_IDS, PUBLICATION_TYPES, TOPIC_IDS } from '../db/news-taxonomy'
import { errorMessage, fail, ok } from '../envelope'
import { listWindow, WINDOW_PARAMS } from '../list-window'
import { filterParams, listParam, oneOfParam, optionalParam, withParams } from '../query-params'
import { requestLanguage } from '../request-language'
import { route } from '../route'

/** A text of the request as a message quotes it: at most 60 characters. */
const quoted = (text: string) => `«${text.length > 60 ? `${text.slice(0, 59)}…` : text}»`

const isFilterName = (name: string): name is NewsFilterName => (NEWS_FILTER_NAMES as readonly string[]).includes(name)

/**
 * The visitor's filters of the request, or a message per `filters` parameter that names no filter or is no filter value
 * (a token of letters, digits and - _ .). A well-formed value the list does not offer (a year without articles, an
 * outdated link's topic) is left out of the answer's `selected`, as the product lists do (db/facets.ts), so the front end
 * drops it from its address rather than showing a failure.
 */
export function newsSelection(url: URL): { selection: Selection } | { errors: Message[] } {
  const selection: Record<string, string[]> = {}
  const errors: Message[] = []
  for (const { key, name, value } of filterParams(url)) {
    if (name === undefined) errors.push(errorMessage(`Der Parameter ${quoted(key)} ist kein Filter: erwartet wird filters[name][]=wert.`, key))
    else if (!isFilterName(name)) errors.push(errorMessage(`Den Filter ${quoted(name)} gibt es nicht; es gibt ${NEWS_FILTER_NAMES.map((known) => `«${known}»`).join(', ')}.`, key))
    else if (!FILTER_TOKEN.test(value)) errors.push(errorMessage(`Der Filter «${name}» kennt den Wert ${quoted(value)} nicht.`, key))
    else (selection[name] ??= []).push(value)
  }
  return errors.length > 0 ? { errors } : { selection }
}

export const newsHandlers = [
  http.get(
    route('news'),
    withParams(
      {
        ...WINDOW_PARAMS,
        folderIds: listParam(oneOfParam(FOLDER_IDS)),
        categoryIds: listParam(oneOfParam(CATEGORY_IDS)),
        topicIds: listParam(oneOfParam(TOPIC_IDS)),
        publicationType: optionalParam(oneOfParam(PUBLICATION_TYPES)),
      },
      ({ request, input }) => {
        const window = listWindow(input)
        const filters = newsSelection(new URL(request.url))
        const errors = [...('errors' in window ? window.errors : []), ...('errors' in filters ? filters.errors : [])]
        if ('errors' in window || 'errors' in filters) return fail(400, errors)
        return ok(newsListPage(input, filters.selection, window.window, requestLanguage(request)))
      },
    ),
  ),
]
