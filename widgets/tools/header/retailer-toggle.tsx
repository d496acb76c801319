import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportError } from '@/src/reporting/report'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { reloadPage } from './reload-page'
import styles from './header.module.css'

/**
 * The retailer-mode switch (spec 1 §4, §6; spec 2 §2.4, §4; shown only if retailer mode is available):
 * it takes the new value at once as a temporary one, posts it, and reloads the page on success, since
 * every price on it changes (gross incl. VAT); on failure the temporary value is dropped silently
 * (spec 2 §8). The request and axios load with the first use.
 */
export function RetailerToggle() {
  const { t } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const enabled = useAppSelector((state) => state.account.retailerMode.enabled)
  const [pending, setPending] = useState<boolean | null>(null)
  const on = pending ?? enabled
  const id = useId()

  const toggle = () => {
    if (pending !== null) return
    const next = !on
    setPending(next)
    import('@/store/retailer-mode')
      .then(async ({ setRetailerMode }) => {
        const result = await dispatch(setRetailerMode({ enabled: next }))
        if (setRetailerMode.fulfilled.match(result)) reloadPage()
        else setPending(null)
      })
      .catch((error: unknown) => {
        reportError(error)
        setPending(null)
      })
  }

  return (
    <div className={styles.retailer}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-busy={pending !== null || undefined}
        aria-describedby={`${id}-hint`}
        className={styles.switch}
        onClick={toggle}
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
