import { useCallback, useEffect, useRef, useState } from 'react'
import { resolveAddress } from '@/api/addresses'
import { LOCALE_HEADER, TENANT_HEADER } from '@/api/client'
import { apiHooks } from '@/api/connect'
import { checkMessages } from '@/api/messages'
import { reportError } from '@/src/reporting/report'
import type { WorkerAnswer, WorkerQuestion } from './cluster-protocol'
import type { ListedDealer, Point, ViewAnswer, ViewQuestion } from './dealer-index'
import { serveDealerQuestions } from './dealer-service'
import { DEALER_TIMINGS } from './map-constants'

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
  /**
   * Asks for a view; a later question's answer replaces it, an earlier answer arriving late is ignored. Asked while the
   * dealers load, it is answered with them.
   */
  show(question: ViewQuestion): void
  /** The dealers of a cluster past the last zoom of clustering. */
  leaves(clusterId: number, types: ViewQuestion['types'], from: Point): Promise<ListedDealer[]>
  /** One dealer by its id (chosen by its marker), with its distance from `from`; null when there is none. */
  dealer(dealerId: string, from: Point): Promise<ListedDealer | null>
  retry(): void
}

/**
 * The dealers of the map through the worker (./cluster.worker.ts): it loads them as the island mounts, and answers each
 * view. A failed load is told as any failed call is (spec 1 §8: the server's messages, else the unknown-error text),
 * and can be tried again; what the worker's check dropped goes to the error report.
 */
export function useDealerData(
  /** Hears each newest view as it arrives, before React renders it: the map draws its markers at once, the list follows. */
  onView?: (view: ViewAnswer) => void,
  makePort: () => DealerPort = typeof Worker === 'undefined' ? inPlacePort : workerPort,
): DealerData {
  const [status, setStatus] = useState<DealerDataStatus>('loading')
  const [count, setCount] = useState(0)
  const [view, setView] = useState<ViewAnswer | null>(null)
  const port = useRef<DealerPort | null>(null)
  const asked = useRef(0)
  const waiting = useRef(new Map<number, (dealers: ListedDealer[]) => void>())
  const heard = useRef(onView)
  useEffect(() => {
    heard.current = onView
  })
  const showView = useCallback((answer: ViewAnswer) => {
    heard.current?.(answer)
    setView(answer)
  }, [])

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
        // User timings for the benchmark and field monitoring (docs/budgets.md): the data in, the index built.
        performance.mark(DEALER_TIMINGS.data, { startTime: Math.max(0, answer.receivedAt - performance.timeOrigin) })
        performance.mark(DEALER_TIMINGS.indexed)
        setCount(answer.count)
        setStatus('ready')
        if (answer.view?.id === asked.current) showView({ markers: answer.view.markers, list: answer.view.list })
      } else if (answer.kind === 'failed') {
        const messages = checkMessages(answer.messages, 'api')
        if (messages.length > 0) apiHooks().notify(messages)
        else apiHooks().unknownError()
        setStatus('failed')
      } else if (answer.kind === 'view') {
        // Newest wins: an answer to an older view than the latest asked is dropped.
        if (answer.id === asked.current) showView({ markers: answer.markers, list: answer.list })
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

  // A question whose answer is a list of dealers (`leaves`), matched by its id.
  const listOf = useCallback(
    (question: (id: number) => WorkerQuestion) =>
      new Promise<ListedDealer[]>((resolve) => {
        asked.current += 1
        waiting.current.set(asked.current, resolve)
        port.current?.ask(question(asked.current))
      }),
    [],
  )
  const leaves = useCallback((clusterId: number, types: ViewQuestion['types'], from: Point) => listOf((id) => ({ kind: 'leaves', id, clusterId, types, from })), [listOf])
  const dealer = useCallback((dealerId: string, from: Point) => listOf((id) => ({ kind: 'dealer', id, dealerId, from })).then((found) => found[0] ?? null), [listOf])

  const retry = useCallback(() => {
    setStatus('loading')
    load()
  }, [load])

  return { status, count, view, show, leaves, dealer, retry }
}
