import { useCallback, useEffect, useState } from 'react'
import * as v from 'valibot'
import { addressWith, querySegment, writeAddress } from '@/src/lib/address-query'
import { readParam } from '@/src/lib/address-param'
import { reportDropped } from '@/src/lib/schema-check'

/**
 * The oil finder keeps its step in the address bar (spec 1 §2 "Oil finder (steps brand, model, note,
 * recommendation)"): `/oelfinder?kategorie=pkw&marke=vw&modell=vw-golf-8&typ=vw-golf-8-20tdi`. Each choice is a
 * history entry, so Back and Forward walk through the steps, a reload stays on the step and a shared link opens it.
 */
export const FINDER_PARAMS = { category: 'kategorie', make: 'marke', model: 'modell', type: 'typ' } as const

/** The choices, in the order of the steps: each needs the one before it. */
export const LEVELS = ['category', 'make', 'model', 'type'] as const
export type Level = (typeof LEVELS)[number]

/** What the address has chosen so far; a level is only there when every level before it is. */
export type FinderPath = Partial<Record<Level, string>>

/** The step a path shows: the first level not chosen, or the recommendation once the type is. */
export type Step = Level | 'recommendation'

export const stepOf = (path: FinderPath): Step => LEVELS.find((level) => path[level] === undefined) ?? 'recommendation'

/** The path up to (without) `level`: where the trail's button of `level` leads. */
export const pathBefore = (path: FinderPath, level: Level): FinderPath => {
  const kept: FinderPath = {}
  for (const known of LEVELS) {
    if (known === level) break
    if (path[known] !== undefined) kept[known] = path[known]
  }
  return kept
}

// The address is user input: an id of the answers' form (letters, digits, . - _), nothing else.
const idSchema = v.pipe(v.string(), v.regex(/^[\w.-]{1,80}$/, 'expected an id of letters, digits, ., - and _'))

/**
 * The path of an address. A value that is no id is dropped with a warning (readParam); so is a level whose level
 * before is missing (`?modell=…` without a make), since its step cannot be reached.
 */
export function readFinderPath(search: string = window.location.search): FinderPath {
  const path: FinderPath = {}
  let gap: Level | null = null
  for (const level of LEVELS) {
    const reading = readParam(FINDER_PARAMS[level], idSchema, search)
    if (!reading.ok) {
      gap ??= level
      continue
    }
    if (gap !== null) {
      reportDropped(`Dropped address.${FINDER_PARAMS[level]}: it needs address.${FINDER_PARAMS[gap]} before it`)
      continue
    }
    path[level] = reading.value
  }
  return path
}

const isFinderParam = (name: string) => (Object.values(FINDER_PARAMS) as string[]).includes(name)

/** The address of this page with `path` as the finder's choices, every other part kept byte for byte. */
export const finderUrl = (path: FinderPath, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string =>
  addressWith(
    isFinderParam,
    LEVELS.flatMap((level) => (path[level] === undefined ? [] : [querySegment(FINDER_PARAMS[level], path[level])])),
    location,
  )

const samePath = (a: FinderPath, b: FinderPath) => LEVELS.every((level) => a[level] === b[level])

export type FinderAddress = {
  path: FinderPath
  /** The visitor's changes of step since mounting (Back and Forward included): the step's heading takes the focus on each. */
  moved: number
  /** Goes to `path`: a new history entry. */
  goTo(path: FinderPath): void
  /** Puts `path` into the address instead of what is there (a value the answers do not know): no history entry, no move. */
  correct(path: FinderPath): void
}

/** The path of the address, kept in step with the browser's history (Back and Forward). */
export function useFinderAddress(initialCategory: string | undefined): FinderAddress {
  const [state, setState] = useState(() => {
    const read = readFinderPath()
    return { path: read.category === undefined && initialCategory ? { category: initialCategory } : read, moved: 0 }
  })

  useEffect(() => {
    // What was dropped, or the editor's first category, goes into the address too, so a link shared from here is right.
    writeAddress(finderUrl(state.path), 'replace')
    const onPopState = () => {
      const next = readFinderPath()
      setState((current) => (samePath(current.path, next) ? current : { path: next, moved: current.moved + 1 }))
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
    // Once, as the island mounts: later paths are written by goTo and correct.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const goTo = useCallback((path: FinderPath) => {
    writeAddress(finderUrl(path), 'push')
    setState((current) => ({ path, moved: current.moved + 1 }))
  }, [])

  const correct = useCallback((path: FinderPath) => {
    writeAddress(finderUrl(path), 'replace')
    setState((current) => ({ ...current, path }))
  }, [])

  return { ...state, goTo, correct }
}
