import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'

type DetailFailureProps = {
  /** The page's look of the box (its widget's class). */
  className?: string | undefined
  /** What could not be shown, e.g. «Die Bestellung konnte nicht geladen werden.» */
  text: string
  /** The server's messages (the failure's, use-detail-request.ts); none reads as the unknown error. */
  messages: readonly string[]
  retryLabel: string
  /** A retry runs: the button stays, busy. */
  busy: boolean
  /** The button whose focus the retry's answer hands on (use-detail-request.ts `retryButton`). */
  retryButton: RefObject<HTMLButtonElement | null>
  onRetry(): void
}

/** A detail page's failure (spec 1 §8): what failed, the server's messages or the unknown error, and the retry. */
export function DetailFailure({ className, text, messages, retryLabel, busy, retryButton, onRetry }: DetailFailureProps) {
  const { t } = useTranslation('common')
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      {(messages.length > 0 ? messages : [t('errors.unknown')]).map((message, index) => (
        <p key={index}>{message}</p>
      ))}
      <Button ref={retryButton} variant="secondary" size="s" busy={busy} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
