/**
 * The check at the edge for notification messages (spec 1 §3, spec 2 §3), wherever they come from: an
 * API response, `#page-data` or the notifications a page left in localStorage. Each message is checked
 * on its own: a malformed one is dropped with a console warning and an error report, the others still
 * show. Strings are capped here, once, so no screen has to guard against a 100 000-character title.
 */
import * as v from 'valibot'
import { ADDRESS_MAX_LENGTH, boundedText as bounded, maybe, shownText } from '@/src/lib/schema-parts'
import { describeIssue } from '@/src/lib/schema-problems'
import { reportError } from '@/src/reporting/report'

/** A message longer than this is cut with an ellipsis: a notification is a sentence or two. */
export const MESSAGE_MAX_LENGTH = 500
/** Titles (a redirect's link text, a product's name) are cut at this length. */
export const TITLE_MAX_LENGTH = 120
/** At most this many messages of one answer are shown; a notification list is not a log. */
export const MAX_MESSAGES = 10
/** spec 2 §4: `delay` is seconds before an expiring notification closes; a minute is the most that makes sense. */
export const MAX_DELAY_S = 60


export const messageSchema = v.object({
  type: bounded(20),
  message: shownText(MESSAGE_MAX_LENGTH),
  source: maybe(v.object({ selector: maybe(bounded(200)), field: maybe(bounded(100)) })),
  /** Close by itself after `delay` seconds (spec 2 §4). */
  expire: maybe(v.boolean()),
  /** Seconds before an expiring notification closes. */
  delay: maybe(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_DELAY_S))),
  meta: maybe(
    v.object({
      /** Cart-change confirmations: the id is posted to the confirm address (spec 1 §4). */
      confirmationType: maybe(bounded(50)),
      id: maybe(v.union([bounded(100), v.pipe(v.number(), v.finite(), v.transform(String))])),
      /** An add-to-cart notification names the product it is about. */
      product: maybe(
        v.object({
          title: maybe(shownText(TITLE_MAX_LENGTH)),
          url: maybe(bounded(ADDRESS_MAX_LENGTH)),
          image: maybe(v.object({ fallback: maybe(bounded(ADDRESS_MAX_LENGTH)), alt: maybe(shownText(TITLE_MAX_LENGTH)) })),
        }),
      ),
    }),
  ),
  /** A redirect notification navigates to its link (spec 2 §3, §4). */
  redirect: maybe(v.object({ link: bounded(ADDRESS_MAX_LENGTH), title: maybe(shownText(TITLE_MAX_LENGTH)) })),
})

/** A message as the rest of the code sees it: checked, capped, nulls read as absent. */
export type CheckedMessage = v.InferOutput<typeof messageSchema>

/** Where messages came from: only an answer to a call may ask a question in a dialog. */
export type MessageOrigin = 'api' | 'page-data' | 'storage'

const ORIGINS: Record<MessageOrigin, string> = {
  api: 'an API response',
  'page-data': '#page-data',
  storage: 'the stored notifications (localStorage)',
}

export class MessageError extends Error {
  override name = 'MessageError'
}

function drop(origin: MessageOrigin, problems: string[]) {
  const error = new MessageError(`Notification dropped, from ${ORIGINS[origin]}: ${problems.join('; ')}`)
  console.warn(error.message)
  reportError(error)
}

/**
 * The well-formed messages of an untrusted list, in order. Dropped (each with a warning that names the
 * path and what was wrong): anything that fails the schema, a repeated `meta.id`, a dialog
 * (`meta.confirmationType`) that does not answer a call (spec 1 §4: cart-change confirmations), and
 * every message beyond MAX_MESSAGES.
 */
export function checkMessages(raw: unknown, origin: MessageOrigin): CheckedMessage[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    drop(origin, [`messages: expected Array, got ${typeof raw}`])
    return []
  }
  const messages: CheckedMessage[] = []
  const ids = new Set<string>()
  for (const [index, item] of raw.slice(0, MAX_MESSAGES).entries()) {
    const path = `messages.${index}`
    const result = v.safeParse(messageSchema, item)
    if (!result.success) {
      drop(origin, result.issues.map((issue) => describeIssue(issue, path).message))
      continue
    }
    const { meta } = result.output
    if (meta?.confirmationType !== undefined && origin !== 'api') {
      drop(origin, [`${path}.meta.confirmationType: a dialog only answers a call, got "${meta.confirmationType}"`])
      continue
    }
    if (meta?.id !== undefined) {
      if (ids.has(meta.id)) {
        drop(origin, [`${path}.meta.id: expected a unique id, got "${meta.id}" again`])
        continue
      }
      ids.add(meta.id)
    }
    messages.push(result.output)
  }
  if (raw.length > MAX_MESSAGES) drop(origin, [`messages: expected at most ${MAX_MESSAGES}, got ${raw.length}`])
  return messages
}
