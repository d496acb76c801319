import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CHECKOUT_STEPS, stepUrl, type CheckoutStep } from './checkout-step'
import styles from './step-indicator.module.css'

/** Props of {@link StepIndicator}. */
export type StepIndicatorProps = {
  current: CheckoutStep
  /** Going back to an earlier step (the steps before the current one are links to their addresses). */
  onGo(step: CheckoutStep): void
}

/**
 * Where the buyer is among the three steps: an ordered list, the current step marked with
 * aria-current="step", the earlier ones links back to their own addresses (later steps are reached
 * with Next, which checks and saves the step before).
 */
export function StepIndicator({ current, onGo }: StepIndicatorProps) {
  const { t } = useTranslation('shopuser')
  const index = CHECKOUT_STEPS.indexOf(current)

  const go = (step: CheckoutStep) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the step's address in a new tab, as any link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    onGo(step)
  }

  return (
    <nav className={styles.steps} aria-label={t('b2bCheckout.stepsLabel')} data-part="steps">
      <ol>
        {CHECKOUT_STEPS.map((step, position) => {
          const label = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {position + 1}
              </span>
              <span className="visually-hidden">{t('b2bCheckout.stepOf', { number: position + 1, count: CHECKOUT_STEPS.length })}</span>{' '}
              <span className={styles.stepName}>{t(`b2bCheckout.steps.${step}`)}</span>
            </>
          )
          const state = position < index ? 'done' : position === index ? 'current' : 'next'
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <a href={stepUrl(step)} onClick={go(step)}>
                  {label}
                </a>
              ) : (
                <span>{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
