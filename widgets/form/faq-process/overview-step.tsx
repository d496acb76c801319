import { createElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import type { StepAnswer } from '../parts/process-memory'
import styles from './faq-process.module.css'

type OverviewStepProps = {
  /** The answers of the steps before the overview, in their order. */
  answers: readonly StepAnswer[]
  hrefOf(stepId: string): string
  onChange(stepId: string): void
  onNext(): void
  level: 3 | 4
}

/**
 * Every answer before sending (spec 2 §4 Overview): each step's question with what was answered and a link to change
 * it, which leads back to that step with its answer kept; «Weiter» goes on to the contact details.
 */
export function OverviewStep({ answers, hrefOf, onChange, onNext, level }: OverviewStepProps) {
  const { t } = useTranslation('form')
  return (
    <div className={styles.overview}>
      {answers.map((answer) => (
        <section key={answer.stepId} className={styles.answer}>
          {createElement(`h${level}`, { className: styles.answerTitle }, answer.title)}
          {answer.choice !== undefined ? (
            <p>{answer.choice}</p>
          ) : (
            <dl>
              {(answer.lines ?? []).map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.text}</dd>
                </div>
              ))}
            </dl>
          )}
          <a
            href={hrefOf(answer.stepId)}
            onClick={(event) => {
              event.preventDefault()
              onChange(answer.stepId)
            }}
          >
            {t('faqProcess.change', { step: answer.title })}
          </a>
        </section>
      ))}
      <div>
        <Button type="button" onClick={onNext}>
          {t('faqProcess.next')}
        </Button>
      </div>
    </div>
  )
}
