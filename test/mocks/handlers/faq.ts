/**
 * The FAQ's questions (spec 2 §7 Get questions: GET with an optional categoryId, answering categories and entries), over
 * db/faq.ts, for anyone, in the request's language (German where a question has no English, French or Italian text).
 * Every answer names all categories; `categoryId` narrows the entries to that category. A category that does not exist
 * (a link to one since removed) is not an error: its entries are none, and the categories show the client what there
 * is, as a real server answers a filter by a value it does not know.
 */
import { http } from 'msw'
import { faqCategories, faqEntries } from '../db/faq'
import { ok } from '../envelope'
import { requestLanguage } from '../request-language'
import { route } from '../route'

export const faqHandlers = [
  http.get(route('faq'), ({ request }) => {
    const language = requestLanguage(request)
    const categoryId = new URL(request.url).searchParams.get('categoryId')
    const entries = faqEntries(language)
    return ok({ categories: faqCategories(language), entries: categoryId === null ? entries : entries.filter((entry) => entry.categoryId === categoryId) })
  }),
]
