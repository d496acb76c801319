import { useRef, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { focusPageStart } from './focus-page-start'
import { useNotificationClearance, useScrollState } from './use-scroll-up'
import styles from './scroll-to-top.module.css'

/** spec 2 §9, spec 1 §9: the button shows beyond 1000 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 1000

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The scroll-to-top button (spec 2 §2.4): fixed bottom right, shown once the page is scrolled beyond
 * 1000 px and only while the visitor scrolls upward, the moment they look for the top. It scrolls there
 * (smoothly, unless reduced motion is asked for) and moves keyboard focus to the top of the page too, so
 * the next Tab does not jump back down to where the button was.
 *
 * Keyboard users move down a page by tabbing, which never scrolls upward: beyond 1000 px the button
 * therefore stays in the tab order at the end of the page, invisible until it has focus, like a skip
 * link (WCAG 2.1.1). Up to 1000 px it is not there at all.
 */
export function ScrollToTop() {
  const { t } = useTranslation('tools')
  const scroll = useScrollState(SCROLL_TO_TOP_THRESHOLD_PX)
  const clearance = useNotificationClearance()
  const button = useRef<HTMLButtonElement>(null)

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    focusPageStart(button.current)
  }

  return (
    <button
      ref={button}
      type="button"
      className={styles.button}
      hidden={scroll === 'near-top'}
      data-shown={scroll === 'up' ? '' : undefined}
      // Above the notification stack, never under it (set through the CSSOM, which the CSP allows).
      style={{ '--scroll-to-top-clearance': clearance || '0px' } as CSSProperties}
      onClick={toTop}
    >
      <span className={styles.icon} />
      <span className="visually-hidden">{t('scrollToTop.label')}</span>
    </button>
  )
}
