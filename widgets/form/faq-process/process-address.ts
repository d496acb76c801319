import { readParam } from '@/src/lib/address-param'
import { answerId } from '@/src/lib/answer-parts'
import { addressWith, querySegment, writeAddress } from '@/src/lib/address-query'

/** The address's parameters of the process: the step shown and the product line chosen (`?schritt=details&linie=industrie`). */
export const STEP_PARAM = 'schritt'
export const LINE_PARAM = 'linie'

/** Where the address says the process stands: a step and a product line, each checked, or none. */
export function readPlace(search: string = window.location.search): { stepId?: string; productLine?: string } {
  const step = readParam(STEP_PARAM, answerId, search)
  const line = readParam(LINE_PARAM, answerId, search)
  return { ...(step.ok ? { stepId: step.value } : {}), ...(line.ok ? { productLine: line.value } : {}) }
}

const owns = (name: string) => name === STEP_PARAM || name === LINE_PARAM

/** The address of a step, the page's other parameters kept. */
export const placeUrl = (stepId: string, productLine: string | undefined) =>
  addressWith(owns, [querySegment(STEP_PARAM, stepId), ...(productLine === undefined ? [] : [querySegment(LINE_PARAM, productLine)])])

/**
 * Each step has its own address (its issue: back and reload keep the place): a step forward is a new history entry,
 * the first step's address replaces the page's own.
 */
export const writePlace = (stepId: string, productLine: string | undefined, mode: 'push' | 'replace') => writeAddress(placeUrl(stepId, productLine), mode)
