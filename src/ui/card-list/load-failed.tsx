import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import styles from './card-list.module.css'

/** Props of {@link LoadFailed}. */
export type LoadFailedProps = {
  /** What could not be loaded, in the widget's words («Die Adressen konnten nicht geladen werden.»). */
  text: string
  /** Asks again. */
  onRetry(): void
  /** The retry is on its way: the button stays where it is, busy, so keyboard focus stays on it until the answer. */
  busy?: boolean
}

/**
 * A list (or a dialog's content) that could not be loaded: what failed and the button that asks again (spec 1 §8:
 * the server's messages were shown by the request as notifications). Its look is card-list.module.css `.failed`.
 */
export function LoadFailed({ text, onRetry, busy = false }: LoadFailedProps) {
  const { t } = useTranslation('common')
  return (
    <div className={styles.failed}>
      <p>{text}</p>
      <Button variant="secondary" size="s" busy={busy} onClick={onRetry}>
        {t('cardList.retry')}
      </Button>
    </div>
  )
}
