import { failureTexts } from './request'
import { isLatest, startLatest, type Latest } from './request-order'

// Answers kept per question for the page's life (the oil finder's lists and recommendations): going back a step and
// forward again, or a second island asking the same, shows the answer at once without asking again. Each question's
// entry follows only its latest request (./request-order.ts).

/** Where one question stands: not asked, on its way, answered, unknown to the server (404, where asked) or failed. */
export type Answered<T> = Latest & {
  status: 'idle' | 'loading' | 'done' | 'notFound' | 'failed'
  /** A request is on its way: the first (status loading) or a retry, while the failure it retries stays shown. */
  asking: boolean
  /** The latest answer; kept while the question is asked again, null before the first and after a failure (spec 1 §8: reset to empty). */
  data: T | null
  /** The server's messages of the latest failure (none: the unknown error). */
  messages: string[]
}

/** A question never asked. */
export const NOT_ASKED: Answered<never> = { status: 'idle', asking: false, data: null, messages: [], requestId: null }

type Meta = { requestId: string; aborted?: boolean }

/** A request for `key` set out: what was shown stays while it is asked again (a retry keeps the failure until the answer). */
export function started<T>(entries: Record<string, Answered<T>>, key: string, meta: Meta) {
  const entry = (entries[key] ??= { ...NOT_ASKED })
  startLatest(entry, meta)
  entry.asking = true
  if (entry.status === 'idle') entry.status = 'loading'
}

/** The latest request's answer. */
export function answered<T>(entry: Answered<T> | undefined, meta: Meta, data: T) {
  if (!entry || !isLatest(entry, meta)) return
  entry.asking = false
  entry.status = 'done'
  entry.data = data
  entry.messages = []
}

/**
 * The latest request failed: with the server's messages, or unknown for good when `notFoundOn404` (an unknown type or
 * disclaimer stays unknown; a retry would not help). A request cancelled because its island or step went away, or a
 * newer search replaced it, was not asked after all: asked again when needed.
 */
export function rejected<T>(entry: Answered<T> | undefined, { payload, meta }: { payload?: unknown; meta: Meta }, notFoundOn404 = false) {
  if (!entry || !isLatest(entry, meta)) return
  entry.asking = false
  if (meta.aborted) {
    if (entry.data === null) entry.status = 'idle'
    return
  }
  const status = (payload as { status?: number } | undefined)?.status
  entry.status = notFoundOn404 && status === 404 ? 'notFound' : 'failed'
  entry.data = null
  entry.messages = failureTexts(payload)
}
