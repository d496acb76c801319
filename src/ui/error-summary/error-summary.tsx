import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './error-summary.module.css'

/** One entry of a form's error summary; a field's problem links to its input. */
export type FormProblem = { message: string; field?: string }

export type ErrorSummaryProps = {
  problems: readonly FormProblem[]
  /** Changes with every failed submit: the summary then takes focus, so it is read out at once. */
  focusKey: number
  /** The id of a field's input, for the link to it. */
  inputIdOf: (field: string) => string
}

/**
 * The problems of a form at its top (GOV.UK's error summary): announced and focused after a failed
 * submit; each field's problem links to its input, which the link focuses.
 */
export function ErrorSummary({ problems, focusKey, inputIdOf }: ErrorSummaryProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusKey > 0) box.current?.focus()
  }, [focusKey])

  if (problems.length === 0) return null
  return (
    <div ref={box} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('errorSummary.title')}
      </h2>
      <ul className={styles.list}>
        {problems.map(({ message, field }, index) => (
          // Messages may repeat (two fields, one text): the position is the identity.
          <li key={index}>
            {field ? (
              <a
                href={`#${inputIdOf(field)}`}
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(inputIdOf(field))?.focus()
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
