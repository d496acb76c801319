import { dealerLocationsCheck } from '@/api/dealer-locations'
import { isEnvelope } from '@/api/envelope'
import type { WorkerAnswer, WorkerQuestion } from './cluster-protocol'
import { DealerIndex } from './dealer-index'

/**
 * What the dealer finder's worker does (./cluster.worker.ts wires it to the worker's messages; a test runs it in
 * place): it asks for every dealer with a position, checks the answer and keeps the cluster index (./dealer-index.ts),
 * then answers the page's questions for a view. Off the main thread, ten thousand dealers never make the page wait.
 * Returns the handler of the page's questions.
 */
export function serveDealerQuestions(answer: (message: WorkerAnswer) => void): (question: WorkerQuestion) => void {
  let index: DealerIndex | null = null
  // The latest view asked before the index was there: answered with `loaded`.
  let waitingView: Extract<WorkerQuestion, { kind: 'view' }> | null = null
  const viewOf = ({ id, bounds, zoom, types, from, limit }: Extract<WorkerQuestion, { kind: 'view' }>, built: DealerIndex) => ({ id, ...built.view({ bounds, zoom, types, from, limit }) })

  async function load(url: string, headers: Record<string, string>) {
    let response: Response
    try {
      response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, credentials: 'same-origin' })
    } catch {
      answer({ kind: 'failed', status: null, messages: [] })
      return
    }
    const body: unknown = await response.json().catch(() => undefined)
    const receivedAt = performance.timeOrigin + performance.now()
    if (!response.ok || !isEnvelope(body)) {
      answer({ kind: 'failed', status: response.status, messages: isEnvelope(body) ? body.messages : [] })
      return
    }
    const checked = dealerLocationsCheck.parse(body.data)
    if (!checked.ok) {
      answer({ kind: 'report', name: 'DataCheckError', message: checked.problems.join('; ') })
      answer({ kind: 'failed', status: response.status, messages: [] })
      return
    }
    const built = new DealerIndex(checked.value.locations)
    index = built
    answer({ kind: 'loaded', count: built.size, receivedAt, view: waitingView && viewOf(waitingView, built) })
    waitingView = null
  }

  return (question) => {
    if (question.kind === 'load') {
      void load(question.url, question.headers)
      return
    }
    if (!index) {
      // A view may be asked while the dealers load; the others come from markers and lists, after `loaded`.
      if (question.kind === 'view') waitingView = question
      return
    }
    if (question.kind === 'view') answer({ kind: 'view', ...viewOf(question, index) })
    else if (question.kind === 'leaves') {
      answer({ kind: 'leaves', id: question.id, dealers: index.leaves(question.clusterId, question.types, question.from) })
    } else {
      answer({ kind: 'leaves', id: question.id, dealers: index.dealer(question.dealerId, question.from) })
    }
  }
}
