import { startTransition, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { PRODUCT_LOOKUP_MAX, type LookupPack } from '@/api/product-lookup'
import { addToCart } from '@/store/cart'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { lookupProducts, lookupRetried, selectLookup } from '@/store/product-lookup'
import { mergeInputs, ORDER_LINES_MAX, type OrderRead, type OrderRow } from './order-lines'
import { checkRows, keysToLookUp, type CheckedRow, type RowCheck } from './row-check'

/** A pause in typing this long looks the edited numbers up: one request per pause, not per keystroke. */
export const LOOKUP_DEBOUNCE_MS = 500

/** What putting the positions in the list did, for the entry's message. */
export type Applied = { ok: true; count: number; merged: number } | { ok: false; problem: 'nothingToApply' | 'tooManyLines'; count: number }

/** A row that goes into the cart: its pack and quantity are known. */
export type ReadyRow = { row: OrderRow; check: RowCheck & { pack: LookupPack; quantity: number } }

/** What one step into the cart did: the rows it added, and those it did not with their check or the cart's reason. */
export type CartResult = {
  added: ReadyRow[]
  notAdded: (CheckedRow & { refused?: string })[]
}

let lastRowId = 0
const newRowId = () => `row-${String(++lastRowId)}`

/**
 * The quick order's state: the list's rows, each checked against the lookup and the rows
 * before it; lookups in batches after a pause in typing (at once for pasted or uploaded lists); and the
 * one step that puts every ready row into the B2B cart.
 */
export function useQuickOrder() {
  const dispatch = useAppDispatch()
  const lookup = useAppSelector(selectLookup)
  // The rows show the lookup's answers in a background render: an answer for 500 rows redraws them all, and
  // that must yield to the buyer typing. What to ask for and what to send is decided on the newest answers.
  const shownLookup = useDeferredValue(lookup)
  const [rows, setRows] = useState<OrderRow[]>([])
  // Set by a pasted or uploaded list: its numbers are looked up as soon as its rows are drawn, without a pause.
  const [lookUpAtOnce, setLookUpAtOnce] = useState(false)
  const [adding, setAdding] = useState(false)
  // The list as the buyer last changed it: every change is made to it first, then drawn (some changes in a
  // transition, which may still be running), so handlers after an await (a file read, the cart's answer) and
  // the next change always start from the newest list, never from a drawn one that is behind.
  const rowsNow = useRef(rows)
  const change = useCallback((next: OrderRow[], inTransition = false) => {
    rowsNow.current = next
    if (inTransition) startTransition(() => setRows(next))
    else setRows(next)
  }, [])
  const lookupNow = useRef(lookup)
  useLayoutEffect(() => {
    lookupNow.current = lookup
  }, [lookup])
  // Guards the cart step within one task too: two clicks before a re-render must send once
  // (docs/simulated-cms.md "The money path in the browser").
  const sending = useRef(false)
  const requests = useRef(new Set<{ abort(): void }>())

  const lookUp = useCallback(
    (keys: readonly string[]) => {
      for (let start = 0; start < keys.length; start += PRODUCT_LOOKUP_MAX) {
        const request = dispatch(lookupProducts({ productIds: keys.slice(start, start + PRODUCT_LOOKUP_MAX) }))
        requests.current.add(request)
        void request.finally(() => requests.current.delete(request))
      }
    },
    [dispatch],
  )

  // Typed numbers are looked up once typing pauses; a newer keystroke restarts the pause. A pasted or uploaded
  // list is looked up once its rows are drawn: an answer arriving while hundreds of rows are still being drawn
  // would make React finish them in one blocking go.
  const waiting = useMemo(() => keysToLookUp(rows, lookup), [rows, lookup])
  const waitingKey = waiting.join('\n')
  useEffect(() => {
    if (waitingKey === '') return
    const timer = setTimeout(() => {
      setLookUpAtOnce(false)
      lookUp(waitingKey.split('\n'))
    }, lookUpAtOnce ? 0 : LOOKUP_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [waitingKey, lookUpAtOnce, lookUp])

  useEffect(() => {
    const running = requests.current
    return () => {
      for (const request of running) request.abort()
    }
  }, [])

  /** Puts read positions into the list (duplicates merged) and looks them up at once; refuses more than 500 rows. */
  const apply = useCallback(
    (read: OrderRead): Applied => {
      if (read.inputs.length === 0) return { ok: false, problem: 'nothingToApply', count: 0 }
      const result = mergeInputs(rowsNow.current, read.inputs, newRowId)
      if (result.rows.length > ORDER_LINES_MAX) return { ok: false, problem: 'tooManyLines', count: result.rows.length }
      // Drawing hundreds of new rows is a transition: it yields to the buyer's input instead of blocking it.
      // Pasted and uploaded lists are complete: no pause before their lookup.
      change(result.rows, true)
      startTransition(() => setLookUpAtOnce(true))
      return { ok: true, count: read.inputs.length, merged: result.merged }
    },
    [change],
  )

  const edit = useCallback(
    (id: string, field: 'articleNumber' | 'quantityText', value: string) => {
      // An edited row is the buyer's own again: no merge note, no earlier refusal. Drawn at once: it is typing.
      change(rowsNow.current.map((row) => (row.id === id ? { id, articleNumber: row.articleNumber, quantityText: row.quantityText, [field]: value, mergedLines: 1 } : row)))
    },
    [change],
  )

  // Every row after the removed one gets a new position (and labels): redrawing them is a transition.
  const remove = useCallback((id: string) => change(rowsNow.current.filter((row) => row.id !== id), true), [change])

  /** Adds an empty row (quantity 1) at the end, if the list has room; answers its id. */
  const addRow = useCallback((): string | undefined => {
    if (rowsNow.current.length >= ORDER_LINES_MAX) return undefined
    const row: OrderRow = { id: newRowId(), articleNumber: '', quantityText: '1', mergedLines: 1 }
    change([...rowsNow.current, row])
    return row.id
  }, [change])

  const retry = useCallback(() => dispatch(lookupRetried()), [dispatch])

  /**
   * Puts every ready row into the B2B cart in one request (store/cart.ts addToCart: the header's count
   * follows). Added rows leave the list; refused ones stay with the cart's reason. Resolves with what
   * happened, or undefined when nothing was sent (nothing ready, still checking, already sending, or the
   * request failed: its messages were shown, and every row is still there).
   */
  const addAll = useCallback(async (): Promise<CartResult | undefined> => {
    // Checked as the list is now, not as it was drawn: an edit may have landed since.
    const current = checkRows(rowsNow.current, lookupNow.current)
    if (sending.current || current.some(({ check }) => check.pending && check.articleProblem === undefined)) return undefined
    const ready = current.filter((item): item is ReadyRow => item.check.ready)
    if (ready.length === 0) return undefined
    sending.current = true
    setAdding(true)
    try {
      const lines = ready.map(({ check }) => ({ productId: check.pack.productId, quantity: check.quantity }))
      const { rejected } = await dispatch(addToCart({ cart: 'b2b', lines, announceRejected: false })).unwrap()
      const refusals = new Map(rejected.map((line) => [line.productId, line.reason]))
      const added = ready.filter(({ check }) => !refusals.has(check.pack.productId))
      const addedIds = new Set(added.map(({ row }) => row.id))
      const refusedIds = new Map(ready.flatMap(({ row, check }) => {
        const reason = refusals.get(check.pack.productId)
        return reason === undefined ? [] : [[row.id, reason] as const]
      }))
      // From the list as it is now: the buyer may have typed on while the cart answered. Drawn with the summary,
      // so the list and the report never disagree.
      change(rowsNow.current.filter((row) => !addedIds.has(row.id)).map((row) => (refusedIds.has(row.id) ? { ...row, refused: refusedIds.get(row.id) } : row)))
      return {
        added,
        // Rows the buyer left empty are no positions: they are not reported.
        notAdded: current.flatMap(({ row, check }) => {
          if (addedIds.has(row.id) || row.articleNumber.trim() === '') return []
          const refused = refusedIds.get(row.id)
          return [{ row, check, ...(refused === undefined ? {} : { refused }) }]
        }),
      }
    } catch {
      return undefined // the request showed its messages; every row stays as it was
    } finally {
      sending.current = false
      setAdding(false)
    }
  }, [change, dispatch])

  const checked = useMemo(() => checkRows(rows, shownLookup), [rows, shownLookup])

  return { rows: checked, adding, apply, edit, remove, addRow, retry, addAll, hasFailed: Object.keys(shownLookup.failed).length > 0 }
}
