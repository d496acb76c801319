import { forwardReports } from '@/src/reporting/report'
import type { WorkerAnswer, WorkerQuestion } from './cluster-protocol'
import { serveDealerQuestions } from './dealer-service'

// The dealer finder's worker (./dealer-service.ts does its work). Its global is typed here by what it uses: the
// webworker library's types, referenced in one file, would replace the window's for the whole project.
type WorkerScope = {
  postMessage(message: WorkerAnswer): void
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerQuestion>) => void): void
}
const scope = self as unknown as WorkerScope
// A dropped entry is reported by the page: the worker has no error service of its own. (In the page itself, as in
// tests, the page's reports are its own already.)
forwardReports(({ error }) => scope.postMessage({ kind: 'report', name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) }))
const handle = serveDealerQuestions((message) => scope.postMessage(message))
scope.addEventListener('message', (event) => handle(event.data))
