import { useCallback, useEffect, useState } from 'react'
import * as v from 'valibot'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

/** The checkout's three steps, in order (spec 1 §2 "B2B checkout (cart, delivery and invoice, overview)"). */
export const CHECKOUT_STEPS = ['cart', 'delivery', 'overview'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The query parameter that holds the step: `/warenkorb?step=delivery` (each step has its own URL, so Back and Forward walk through them). */
export const STEP_PARAM = 'step'

// The address bar is user input, checked at the edge like any outside data.
const stepCheck = schemaCheck(v.picklist(CHECKOUT_STEPS), `address.${STEP_PARAM}`)

type ReadStep = { step: CheckoutStep; problem?: string }

/** The step of an address; without the parameter the first. An unknown value is the first step, with what is wrong. */
export function readStep(search: string = window.location.search): ReadStep {
  const raw = new URLSearchParams(search).get(STEP_PARAM)
  if (raw === null) return { step: 'cart' }
  const checked = stepCheck.parse(raw)
  return checked.ok ? { step: checked.value } : { step: 'cart', problem: checked.problems.join('; ') }
}

/** The address of `step` on this page: the parameter set (or, for `null`, removed), every other part kept. */
export function stepUrl(step: CheckoutStep | null, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const params = new URLSearchParams(location.search)
  if (step === null) params.delete(STEP_PARAM)
  else params.set(STEP_PARAM, step)
  const query = params.toString()
  return `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`
}

/** The step and the ways to another; `moved` counts the buyer's changes of step since mounting (focus follows them). */
export type CheckoutStepState = {
  step: CheckoutStep
  moved: number
  /** Goes to a step: a new history entry. */
  goTo(step: CheckoutStep): void
  /** Puts the step the page shows into the address instead of the one there (no history entry, no move). */
  correct(step: CheckoutStep): void
}

/**
 * The step the address says, kept in step with the browser's history: going to a step adds a history
 * entry (pushState), so Back and Forward walk through the steps and a reload restores the step. An unknown
 * value is dropped with a warning and an error report, and the address corrected (replaceState).
 */
export function useCheckoutStep(): CheckoutStepState {
  const [state, setState] = useState(() => ({ step: readStep().step, moved: 0 }))

  useEffect(() => {
    const { problem } = readStep()
    if (problem !== undefined) {
      reportDropped(`Dropped ${problem}`)
      window.history.replaceState(window.history.state, '', stepUrl(null))
    }
    const onPopState = () => {
      const next = readStep().step
      setState((current) => (current.step === next ? current : { step: next, moved: current.moved + 1 }))
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  const goTo = useCallback((step: CheckoutStep) => {
    window.history.pushState(window.history.state, '', stepUrl(step))
    setState((current) => ({ step, moved: current.moved + 1 }))
  }, [])

  const correct = useCallback((step: CheckoutStep) => {
    window.history.replaceState(window.history.state, '', stepUrl(step))
    setState((current) => ({ ...current, step }))
  }, [])

  return { ...state, goTo, correct }
}
