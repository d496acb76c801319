import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { isDismissed, rememberDismissed, ribbonKey } from './dismissal'
import type { InfoRibbonProps } from './info-ribbon.widget'
import { shownRibbonText } from './ribbon-text'
import styles from './info-ribbon.module.css'

/**
 * The info ribbon (spec 2 §2.4): the session's ribbon text (or the `text` prop) above the header. A click
 * dismisses it, on the close button (the keyboard's and screen reader's way) or on the text (spec 2 §2.4:
 * "clicking it dismisses it"), and it stays dismissed for that text across page loads (dismissal.ts). The
 * CMS writes the same markup as fallback and leaves the ribbon out once the cookie says it was dismissed.
 */
export function InfoRibbon({ text, link }: InfoRibbonProps) {
  const { t } = useTranslation('tools')
  const session = useAppSelector(selectSession)
  const full = text ?? session.infoRibbon
  // The key is of the text as the CMS wrote it, so the server can compare it with the cookie.
  const key = useMemo(() => ribbonKey(full), [full])
  const [dismissed, setDismissed] = useState(() => isDismissed(key))
  const textId = useId()

  if (full.trim() === '' || dismissed) return null

  const dismiss = () => {
    rememberDismissed(key)
    setDismissed(true)
  }

  return (
    // Its own text names the landmark: a page may hold more than one ribbon (the block catalogue), and
    // landmarks of one kind need distinct names.
    <section className={styles.ribbon} aria-labelledby={textId}>
      <div data-part="inner">
        <span data-part="icon" />
        {/* spec 2 §2.4: clicking the ribbon dismisses it. A pointer shortcut only: the close button beside it
            is the same action for the keyboard and screen readers, so the text needs no key handler or role. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <p id={textId} data-part="text" onClick={dismiss}>
          {shownRibbonText(full)}
          {link ? (
            <>
              {' '}
              <SafeLink href={link.href}>{link.text}</SafeLink>
            </>
          ) : null}
        </p>
        <button type="button" data-part="close" aria-label={t('infoRibbon.close')} onClick={dismiss}>
          <span data-part="close-icon" />
        </button>
      </div>
    </section>
  )
}
