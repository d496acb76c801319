/**
 * The FAQ's questions (spec 1 §1 FAQ, spec 2 §3 "FAQ / communication process: … questions (entries), categories", §7
 * "Get questions | GET | optional categoryId | categories, entries"): GET `/api/faq`, `?categoryId=` to ask for one
 * category's questions only. The answer's shape beyond those two names is ours (docs/cms-integration.md): `categories`
 * `[{ id, name }]`, every category whichever was asked, and `entries` `[{ id, question, answer, categoryId }]`, the
 * answer as HTML, sanitised where it is shown (src/lib/sanitize.ts).
 *
 * Checked at the edge: each category and each question on its own, a malformed one dropped with a console warning and
 * an error report (src/lib/schema-check.ts), the others shown; one sent twice is shown once. Texts are capped.
 */
import * as v from 'valibot'
import { answerId as id } from '@/src/lib/answer-parts'
import { checkList, schemaCheck } from '@/src/lib/schema-check'
import { shownText } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'

/** At most this many questions of one answer are read: a site's FAQ has dozens, not thousands. */
export const ENTRIES_MAX = 500
/** At most this many categories are read: more would not fit a row of chips anyone reads. */
export const CATEGORIES_MAX = 30
/** A question is a sentence; a longer one is cut. */
export const QUESTION_MAX = 300
/** An answer (HTML) is cut at this length before it is sanitised: a few paragraphs, a list, a link. */
export const ANSWER_MAX = 20_000
const CATEGORY_NAME_MAX = 80

/** One category: what its chip says. */
const categorySchema = v.object({ id, name: shownText(CATEGORY_NAME_MAX) })
export type FaqCategory = v.InferOutput<typeof categorySchema>

/** One question with its answer (HTML) and the category it belongs to. */
const entrySchema = v.object({ id, question: shownText(QUESTION_MAX), answer: shownText(ANSWER_MAX), categoryId: id })
export type FaqEntry = v.InferOutput<typeof entrySchema>

/** The questions of one ask: every category, and the entries of the category asked for (all without one). */
export type FaqAnswer = { categories: FaqCategory[]; entries: FaqEntry[] }

/** Items checked one by one, the first of an id kept. */
const listOf = <S extends typeof categorySchema | typeof entrySchema>(schema: S, where: string, max: number) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => {
      const byId = new Map<string, v.InferOutput<S>>()
      for (const item of checkList(items, schema, where, max)) if (!byId.has(item.id)) byId.set(item.id, item)
      return [...byId.values()]
    }),
  )

/**
 * The answer: lacking `categories` or `entries` it is an 'API failure during faq/fetchQuestions request.' (spec 1 §8,
 * spec 2 §8).
 */
export const faqCheck = schemaCheck(
  v.object({
    categories: listOf(categorySchema, 'data.categories', CATEGORIES_MAX),
    entries: listOf(entrySchema, 'data.entries', ENTRIES_MAX),
  }),
)

/** What the questions are asked for: one category, or all of them (undefined). */
export type FaqQuery = { categoryId?: string | undefined }

/** spec 2 §7 Get questions: GET `/api/faq`, with `categoryId` for one category's questions. */
export const getFaq = ({ categoryId }: FaqQuery, context: CallContext) =>
  callData('get', 'faq', { params: categoryId === undefined ? {} : { categoryId }, ...context })
