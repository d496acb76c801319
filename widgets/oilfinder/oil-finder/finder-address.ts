import { useCallback, useEffect, useState } from 'react'
import { oilfinderId } from '@/api/oilfinder-names'
import { addressWith, querySegment, writeAddress } from '@/src/lib/address-query'
import { readParam } from '@/src/lib/address-param'
import { reportDropped } from '@/src/lib/schema-check'
import { FINDER_PARAMS } from '../parts/finder-params'

// The finder's steps in the address bar (../parts/finder-params.ts): read, written and followed through the history.

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


/**
 * The path of an address. A value that is no id is dropped with a warning (readParam); so is a level whose level
 * before is missing (`?modell=…` without a make), since its step cannot be reached.
 */
export function readFinderPath(search: string = window.location.search): FinderPath {
  const path: FinderPath = {}
  let gap: Level | null = null
  for (const level of LEVELS) {
    const reading = readParam(FINDER_PARAMS[level], oilfinderId, search)
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

/**
 * The finder that keeps its steps in the address: the page's first. A page with several (the block catalogue shows
 * each example) would otherwise have them all follow one address; the others keep their steps to themselves.
 */
let addressOwner: object | null = null

/**
 * The path of the address, kept in step with the browser's history (Back and Forward); for a finder that does not own
 * the address, its own path from `initialCategory`, which its choices change without a history entry.
 */
export function useFinderAddress(initialCategory: string | undefined): FinderAddress {
  const [owner] = useState(() => {
    if (addressOwner !== null) return null
    addressOwner = {}
    return addressOwner
  })
  const [state, setState] = useState(() => {
    const read = owner ? readFinderPath() : {}
    return { path: read.category === undefined && initialCategory ? { category: initialCategory } : read, moved: 0 }
  })

  useEffect(() => {
    if (!owner) return undefined
    // What was dropped, or the editor's first category, goes into the address too, so a link shared from here is right.
    writeAddress(finderUrl(state.path), 'replace')
    const onPopState = () => {
      const next = readFinderPath()
      setState((current) => (samePath(current.path, next) ? current : { path: next, moved: current.moved + 1 }))
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      if (addressOwner === owner) addressOwner = null
    }
    // Once, as the island mounts: later paths are written by goTo and correct.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const goTo = useCallback(
    (path: FinderPath) => {
      if (owner) writeAddress(finderUrl(path), 'push')
      setState((current) => ({ path, moved: current.moved + 1 }))
    },
    [owner],
  )

  const correct = useCallback(
    (path: FinderPath) => {
      if (owner) writeAddress(finderUrl(path), 'replace')
      setState((current) => ({ ...current, path }))
    },
    [owner],
  )

  return { ...state, goTo, correct }
}
