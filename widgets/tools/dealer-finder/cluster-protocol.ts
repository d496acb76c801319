import type { DealerLocation } from '@/api/dealer-locations'
import type { ListedDealer, Point, ViewAnswer, ViewQuestion } from './dealer-index'

// The messages between the dealer finder and its worker (./cluster.worker.ts). The worker asks for the dealers
// itself, checks them and builds the cluster index, so neither the parsing of ten thousand entries nor the index's
// build is a task of the page's main thread.

/** What the page asks the worker. Every question but `load` carries an id its answer repeats. */
export type WorkerQuestion =
  /** The locations' URL and the headers every call sends (X-Locale, X-Tenant: api/client.ts). */
  | { kind: 'load'; url: string; headers: Record<string, string> }
  | ({ kind: 'view'; id: number } & ViewQuestion)
  | { kind: 'leaves'; id: number; clusterId: number; types: readonly DealerLocation['icon'][]; from: Point }
  /** One dealer, chosen by its marker where the list does not hold it (the list shows the nearest only); answered as `leaves`. */
  | { kind: 'dealer'; id: number; dealerId: string; from: Point }

/** What the worker answers. */
export type WorkerAnswer =
  /**
   * `receivedAt`: when the answer had arrived, in ms since the epoch (a worker's clock and the page's share it). `view`:
   * the answer to the latest view asked while loading, so the first markers come with the data, in one render.
   */
  | { kind: 'loaded'; count: number; receivedAt: number; view: ({ id: number } & ViewAnswer) | null }
  /** The call failed: its status (null: no answer) and the envelope's messages as they came, for the page to check and show. */
  | { kind: 'failed'; status: number | null; messages: unknown }
  | ({ kind: 'view'; id: number } & ViewAnswer)
  | { kind: 'leaves'; id: number; dealers: ListedDealer[] }
  /** A report of the worker's (an entry its check dropped), for the page's error reporting. */
  | { kind: 'report'; name: string; message: string }
