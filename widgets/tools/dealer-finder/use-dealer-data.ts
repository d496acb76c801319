import { useCallback, useEffect, useRef, useState } from 'react'
import { resolveAddress } from '@/api/addresses'
import { LOCALE_HEADER, TENANT_HEADER } from '@/api/client'
import { apiHooks } from '@/api/connect'
import { checkMessages } from '@/api/messages'
import { reportError } from '@/src/reporting/report'
import type { WorkerAnswer, WorkerQuestion } from './cluster-protocol'
import type { ListedDealer, Point, ViewAnswer, ViewQuestion } from './dealer-index'
import { serveDealerQuestions } from './dealer-service'

/** The page's end of the worker: what it asks, how it hears, and how it stops. */
export type DealerPort = {
  ask(question: WorkerQuestion): void
  listen(listener: (answer: WorkerAnswer) => void): void
  stop(): void
}

/** The dealer finder's worker (./cluster.worker.ts), a chunk of its own with supercluster. */
export function workerPort(): DealerPort {
  const worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module', name: 'dealer-finder' })
  return {
    ask: (question) => worker.postMessage(question),
    listen: (listener) => worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => listener(event.data)),
    stop: () => worker.terminate(),
  }
}

/** The worker's work in the page itself, its answers a task later as a worker's would be: where no Worker exists (tests). */
export function inPlacePort(): DealerPort {
  let listener: (answer: WorkerAnswer) => void = () => undefined
  let stopped = false
  const handle = serveDealerQuestions((answer) => setTimeout(() => stopped || listener(answer)))
  return { ask: (question) => handle(question), listen: (next) => (listener = next), stop: () => (stopped = true) }
}

export type DealerDataStatus = 'loading' | 'ready' | 'failed'

export type DealerData = {
  status: DealerDataStatus
  /** How many dealers with a position the worker holds. */
  count: number
  /** The latest view's markers and list; null until the first view was answered. */
  view: ViewAnswer | null
  /** Asks for a view; a later question's answer replaces it, an earlier answer arriving late is ignored. */
  show(question: ViewQuestion): void
  /** The dealers of a cluster past the last zoom of clustering. */
  leaves(clusterId: number, types: ViewQuestion['types'], from: Point): Promise<ListedDealer[]>
  retry(): void
}

/**
 * The dealers of the map through the worker (./cluster.worker.ts): it loads them as the island mounts, and answers each
 * view. A failed load is told as any failed call is (spec 1 §8: the server's messages, else the unknown-error text),
 * and can be tried again; what the worker's check dropped goes to the error report.
 */
export function useDealerData(makePort: () => DealerPort = typeof Worker === 'undefined' ? inPlacePort : workerPort): DealerData {
  const [status, setStatus] = useState<DealerDataStatus>('loading')
  const [count, setCount] = useState(0)
  const [view, setView] = useState<ViewAnswer | null>(null)
  const port = useRef<DealerPort | null>(null)
  const asked = useRef(0)
  const waiting = useRef(new Map<number, (dealers: ListedDealer[]) => void>())

  const load = useCallback(() => {
    const hooks = apiHooks()
    // Absolute: a worker resolves a relative URL against its script's, not the page's.
    const url = new URL(resolveAddress('dealerLocations'), window.location.href).href
    port.current?.ask({ kind: 'load', url, headers: { [LOCALE_HEADER]: hooks.locale(), [TENANT_HEADER]: hooks.tenant() } })
  }, [])

  useEffect(() => {
    const started = makePort()
    port.current = started
    started.listen((answer) => {
      if (answer.kind === 'loaded') {
        setCount(answer.count)
        setStatus('ready')
      } else if (answer.kind === 'failed') {
        const messages = checkMessages(answer.messages, 'api')
        if (messages.length > 0) apiHooks().notify(messages)
        else apiHooks().unknownError()
        setStatus('failed')
      } else if (answer.kind === 'view') {
        // Newest wins: an answer to an older view than the latest asked is dropped.
        if (answer.id === asked.current) setView({ markers: answer.markers, list: answer.list })
      } else if (answer.kind === 'leaves') {
        waiting.current.get(answer.id)?.(answer.dealers)
        waiting.current.delete(answer.id)
      } else {
        reportError(Object.assign(new Error(answer.message), { name: answer.name }))
      }
    })
    load()
    return () => {
      started.stop()
      port.current = null
    }
    // The port is made once per island.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const show = useCallback((question: ViewQuestion) => {
    asked.current += 1
    port.current?.ask({ kind: 'view', id: asked.current, ...question })
  }, [])

  const leaves = useCallback(
    (clusterId: number, types: ViewQuestion['types'], from: Point) =>
      new Promise<ListedDealer[]>((resolve) => {
        asked.current += 1
        waiting.current.set(asked.current, resolve)
        port.current?.ask({ kind: 'leaves', id: asked.current, clusterId, types, from })
      }),
    [],
  )

  const retry = useCallback(() => {
    setStatus('loading')
    load()
  }, [load])

  return { status, count, view, show, leaves, retry }
}
