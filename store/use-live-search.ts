import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH_MIN_LENGTH } from '@/api/search-limits'
import { reportError } from '@/src/reporting/report'
import { useAppDispatch, useAppSelector, useAppStore } from './hooks'
import type { LiveAnswer, LiveSearch } from './search-suggestions'

/**
 * The pause in typing after which the live search runs. The spec leaves it open (spec 1 §9: "debounce
 * delays not shown"). 250 ms is longer than the gap between keystrokes of fluent typing (about 100 to
 * 200 ms), so a word typed in one go costs one request pair, and short enough that the suggestions still
 * follow the typing: they arrive a quarter second plus the round trip after the last key.
 */
export const LIVE_SEARCH_DEBOUNCE_MS = 250

type Engine = typeof import('./search-suggestions')
let engineLoad: Promise<Engine> | undefined

// The requests, their slice and axios with them (most of the search box's weight) load when the visitor
// first turns to the search box, not with every page that carries it in its header.
const loadEngine = () => (engineLoad ??= import('./search-suggestions'))

/** A live search asked for: its term, the pair once sent and settled (null if it never was), and how to cancel it. */
type Asked = { term: string; pair: Promise<number | null>; abort(): void }

/**
 * The search box's live search (spec 1 §4, §5): `schedule(term)` on every change of the term sends
 * one request pair per pause in typing, from 3 characters on; a newer pair cancels the one still on its
 * way, and a term too short cancels both. `answersFor(term)` gives the complete answer for a term,
 * waiting for its pair or sending it at once (a submit does not wait for the pause). `prepare()` fetches
 * the code when the visitor is about to search (focus, the phone's search button).
 */
export function useLiveSearch(withProducts: boolean) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [engine, setEngine] = useState<Engine | null>(null)
  const answer = useAppSelector((state) => engine?.selectLiveAnswer(state) ?? null)
  const loading = useAppSelector((state) => engine?.selectIsLiveSearchLoading(state) ?? false)
  const [scheduled, setScheduled] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const running = useRef<Asked | null>(null)

  const prepare = useCallback(
    () =>
      loadEngine().then(
        (loaded) => {
          setEngine(loaded)
          return loaded
        },
        (error: unknown) => {
          // A chunk that fails to load leaves the search box without suggestions; submit still leads to the search page.
          console.warn('Search: the live search could not be loaded.')
          reportError(error)
          return null
        },
      ),
    [],
  )

  const start = useCallback(
    (term: string): Asked => {
      // The same term again (typed away and back within the pause): its pair stands.
      if (running.current?.term === term) return running.current
      running.current?.abort()
      let sent: LiveSearch | null = null
      let cancelled = false
      const asked: Asked = {
        term,
        pair: prepare().then(async (loaded) => {
          if (!loaded || cancelled) return null
          sent = dispatch(loaded.startLiveSearch(term, withProducts))
          await sent.settled
          return sent.pair
        }),
        abort: () => {
          cancelled = true
          sent?.abort()
        },
      }
      running.current = asked
      return asked
    },
    [dispatch, prepare, withProducts],
  )

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current)
    running.current?.abort()
    running.current = null
    setScheduled(false)
  }, [])

  const schedule = useCallback(
    (term: string) => {
      window.clearTimeout(timer.current)
      if (term.length < SEARCH_MIN_LENGTH) {
        cancel()
        return
      }
      if (running.current?.term === term) {
        setScheduled(false)
        return
      }
      setScheduled(true)
      void prepare()
      timer.current = window.setTimeout(() => {
        setScheduled(false)
        start(term)
      }, LIVE_SEARCH_DEBOUNCE_MS)
    },
    [cancel, prepare, start],
  )

  const answersFor = useCallback(
    async (term: string): Promise<LiveAnswer | null> => {
      window.clearTimeout(timer.current)
      setScheduled(false)
      const pair = await start(term).pair
      const loaded = await prepare()
      const latest = loaded?.selectLiveAnswer(store.getState())
      return pair !== null && latest?.pair === pair ? latest : null
    },
    [prepare, start, store],
  )

  // An island that goes away takes its requests with it.
  useEffect(() => cancel, [cancel])

  return { answer, busy: scheduled || loading, prepare, schedule, cancel, answersFor }
}
