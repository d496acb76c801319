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

  async function load(url: string, headers: Record<string, string>) {
    const started = performance.now()
    let response: Response
    try {
      response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, credentials: 'same-origin' })
    } catch {
      answer({ kind: 'failed', status: null, messages: [] })
      return
    }
    const body: unknown = await response.json().catch(() => undefined)
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
    index = new DealerIndex(checked.value.locations)
    answer({ kind: 'loaded', count: index.size, ms: Math.round(performance.now() - started) })
  }

  return (question) => {
    if (question.kind === 'load') {
      void load(question.url, question.headers)
      return
    }
    // Questions come after `loaded`: the page asks for a view only once the worker has said so.
    if (!index) return
    if (question.kind === 'view') {
      const { id, bounds, zoom, types, from, limit } = question
      answer({ kind: 'view', id, ...index.view({ bounds, zoom, types, from, limit }) })
    } else {
      answer({ kind: 'leaves', id: question.id, dealers: index.leaves(question.clusterId, question.types, question.from) })
    }
  }
}
