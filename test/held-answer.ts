import { act } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { gate, injectFault } from './mocks/faults'
import { server } from './mocks/node'

type Lifecycle = { request: Request; requestId: string }

/** A turn of the event loop inside act(): what an arrived answer sets off (the thunk, the store, React) has run. */
const settleAnswer = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/**
 * Watches the next request to `path` (of `method`, any when omitted): `sent` when it has been sent (a debounced filter
 * asks only after its pause), `arrived` when its answer has reached the page and what it sets off has run.
 */
export function watchNextAnswer(path: string, method?: string): { sent: Promise<void>; arrived: Promise<void> } {
  let id: string | undefined
  let sent = () => {}
  let answered = () => {}
  const asked = new Promise<void>((resolve) => (sent = resolve))
  const arrived = new Promise<void>((resolve) => (answered = resolve))
  const onStart = ({ request, requestId }: Lifecycle) => {
    if (id !== undefined || new URL(request.url).pathname !== path || (method !== undefined && request.method !== method.toUpperCase())) return
    id = requestId
    sent()
  }
  // Once the answer has been handed to the page's HTTP client, also when the page had given up waiting for it.
  const onAnswered = ({ requestId }: Lifecycle) => {
    if (requestId === id) answered()
  }
  server.events.on('request:start', onStart)
  server.events.on('response:mocked', onAnswered)
  // The workers run file after file in one module graph: a test that ends early leaves no listener behind.
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart)
    server.events.removeListener('response:mocked', onAnswered)
  })
  return { sent: asked, arrived: arrived.then(settleAnswer) }
}

/**
 * Holds the next answer to `path` until the test releases it; `release()` ends when it has arrived. For «a slower
 * earlier answer never replaces a newer one»: hold the earlier request's answer, let the newer one show, release, and
 * look again. Nothing waits for a time, so a busy machine can neither let the held answer in too soon nor make the test
 * look before it came (these tests slept 0.5–1.6 s for it, and one found the filter's request not yet sent).
 */
export function holdNextAnswer(path: string, method?: string): { sent: Promise<void>; release(): Promise<void> } {
  const held = gate()
  const answer = watchNextAnswer(path, method)
  // Faults take the requests in order: the next one to the path, the one watched.
  injectFault({ method, path, until: held.opened })
  return {
    sent: answer.sent,
    release() {
      held.open()
      return answer.arrived
    },
  }
}
