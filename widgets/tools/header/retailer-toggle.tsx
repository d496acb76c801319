import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useRetailerModeSwitch } from '@/src/features/retailer-mode/use-retailer-mode-switch'
import styles from './header.module.css'

/**
 * The retailer-mode switch of the account menu (spec 1 §4, §6; spec 2 §2.4, §4; shown only if retailer
 * mode is available). src/features/retailer-mode says what a switch does.
 */
export function RetailerToggle() {
  const { t } = useTranslation('tools')
  const { on, busy, switchTo } = useRetailerModeSwitch()
  const id = useId()

  return (
    <div className={styles.retailer}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={busy || undefined}
        aria-describedby={`${id}-hint`}
        className={styles.switch}
        onClick={() => switchTo(!on)}
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        {t('header.retailerMode')}
      </button>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('header.retailerModeHint')}
      </p>
    </div>
  )
}
