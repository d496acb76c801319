import { Button } from '../button/button'
import styles from './result-list.module.css'

type ResultErrorProps = {
  /** What could not be loaded, e.g. 'Die Produkte konnten nicht geladen werden.' */
  text: string
  /** The retry button's text. */
  retry: string
  onRetry(): void
}

/**
 * A failed list request: what was shown stays (spec 1 §8), this says so and offers the same request again.
 * Not an alert: the client has announced the failure already, as a notification (spec 1 §8).
 */
export function ResultError({ text, retry, onRetry }: ResultErrorProps) {
  return (
    <div className={styles.error}>
      <p>{text}</p>
      <Button variant="secondary" size="s" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  )
}
