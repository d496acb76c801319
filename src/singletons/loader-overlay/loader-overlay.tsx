import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/store/hooks'
import { selectIsBusy } from '@/store/running'
import styles from './loader-overlay.module.css'

/** spec 1 §9, spec 2 §4: once shown, the global loader overlay stays at least 1 second. */
export const LOADER_MIN_MS = 1000

/** The page's one loading overlay: shown while any request family runs (spec 1 §4), never flickering shorter than LOADER_MIN_MS. */
export function LoaderOverlay() {
  const { t } = useTranslation()
  const busy = useAppSelector(selectIsBusy)
  const [visible, setVisible] = useState(false)
  const shownAt = useRef(0)

  useEffect(() => {
    if (busy) {
      shownAt.current = Date.now()
      // The overlay follows the store and a clock (LOADER_MIN_MS); an effect is where the two meet.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setVisible(true)
      return undefined
    }
    const left = LOADER_MIN_MS - (Date.now() - shownAt.current)
    if (left <= 0) {
      setVisible(false)
      return undefined
    }
    const timer = window.setTimeout(() => setVisible(false), left)
    return () => window.clearTimeout(timer)
  }, [busy])

  if (!visible) return null
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loader-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}
