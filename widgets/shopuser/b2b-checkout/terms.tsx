import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getTermsContent } from '@/api/cart'
import { capText } from '@/src/lib/cap'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { Button } from '@/src/ui/button/button'
import { Modal } from '@/src/ui/modal/modal'
import styles from './overview-step.module.css'

/** The most of the terms' HTML that is read: a long legal text fits many times over. */
export const TERMS_MAX_LENGTH = 200_000

type Terms = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; html: string }

/**
 * The terms (spec 2 §3 checkoutConfig.agbContentLink; spec 2 §7 "Terms content: GET on agbContentLink"):
 * a button opens a dialog that loads the CMS's fragment on first opening, sanitised with DOMPurify before
 * it is shown, with its loading and failure states; closing returns focus to the button. Loaded once per page.
 */
export function TermsButton({ link }: { link: string }) {
  const { t } = useTranslation('shopuser')
  const [open, setOpen] = useState(false)
  const [terms, setTerms] = useState<Terms>({ status: 'idle' })
  const request = useRef<AbortController | null>(null)

  const load = () => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setTerms({ status: 'loading' })
    getTermsContent(link, { signal: controller.signal, quiet: true }).then(
      (html) => {
        if (!controller.signal.aborted) setTerms({ status: 'done', html: sanitizeHtml(capText(html, TERMS_MAX_LENGTH)) })
      },
      () => {
        if (!controller.signal.aborted) setTerms({ status: 'failed' })
      },
    )
  }

  useEffect(() => () => request.current?.abort(), [])

  const openTerms = () => {
    setOpen(true)
    if (terms.status === 'idle' || terms.status === 'failed') load()
  }

  let body
  if (terms.status === 'done') body = <div className={styles.terms} dangerouslySetInnerHTML={{ __html: terms.html }} />
  else if (terms.status === 'failed')
    body = (
      <div className={styles.termsProblem}>
        <p role="alert">{t('b2bCheckout.termsFailed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('b2bCheckout.retry')}
        </Button>
      </div>
    )
  else
    body = (
      <p className={styles.termsLoading} role="status" aria-busy="true">
        {t('b2bCheckout.termsLoading')}
      </p>
    )

  return (
    <>
      <Button variant="secondary" onClick={openTerms} aria-haspopup="dialog">
        {t('b2bCheckout.termsOpen')}
      </Button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('b2bCheckout.termsTitle')}
        // A way back in words beside the dialog's ×, easy to reach after reading to the end.
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('b2bCheckout.termsClose')}
          </Button>
        }
      >
        {body}
      </Modal>
    </>
  )
}
