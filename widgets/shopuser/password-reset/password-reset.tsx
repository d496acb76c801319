import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { checkPasswordResetLink } from '@/store/password'
import { selectSession } from '@/store/session'
import { linkProblemOf, type LinkProblem } from './link-failure'
import type { PasswordResetProps } from './password-reset.widget'
import { readResetToken } from './reset-token'
import { ResetForm } from './reset-form'
import styles from './password-reset.module.css'

/** Where the page stands: checking the link, the form, a link that cannot be used, or done. */
type View = 'checking' | 'form' | LinkProblem | 'done'

/**
 * Password reset (spec 1 §2, §5, §8): the link of the recovery e-mail opens this page with its token
 * (`?token=`). The link is checked first, so nobody types a new password for a link that has expired
 * ('Der Link ist abgelaufen. Bitte fordern sie einen neuen an.') or is invalid ('Der Link ist ungültig…');
 * both offer a new one (session.urls.forgotPasswordUrl). Then the new password, with the rules as a live
 * checklist, and on success a link to sign in.
 */
export function PasswordReset({ loginUrl }: PasswordResetProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const { urls } = useAppSelector(selectSession)
  const [token] = useState(readResetToken)
  const [view, setView] = useState<View>(token === undefined ? 'invalid' : 'checking')
  // Focus follows a change the user caused (a submit), never the page load's check.
  const [focusMessage, setFocusMessage] = useState(false)
  const message = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (token === undefined) return undefined
    let current = true
    const check = dispatch(checkPasswordResetLink({ token }))
    check.unwrap().then(
      () => current && setView('form'),
      // Any other failure (the server unreachable) says nothing about the link: the form is shown, and its submit will tell.
      (failure: unknown) => current && setView(linkProblemOf(failure) ?? 'form'),
    )
    return () => {
      current = false
      check.abort()
    }
  }, [dispatch, token])

  useEffect(() => {
    if (focusMessage) message.current?.focus()
  }, [focusMessage, view])

  const after = (next: View) => {
    setView(next)
    setFocusMessage(true)
  }

  if (view === 'checking') {
    return (
      <div className={styles.root}>
        <p className={styles.checking} role="status">
          {t('passwordReset.checking')}
        </p>
      </div>
    )
  }

  if (view === 'form' && token !== undefined) {
    return (
      <div className={styles.root}>
        <ResetForm token={token} onLinkProblem={after} onDone={() => after('done')} />
      </div>
    )
  }

  const done = view === 'done'
  // Without a sign-in page the home page: its header carries the sign-in (spec 2 §2.4).
  const next = done ? (loginUrl ? { href: loginUrl, text: t('passwordReset.toLogin') } : { href: urls.homepageUrl ?? '/', text: t('passwordReset.toHome') }) : null
  return (
    <div className={styles.root}>
      <div ref={message} tabIndex={-1}>
        {done ? (
          <NotificationBox type="success" actions={next ? <SafeLink href={next.href}>{next.text}</SafeLink> : null}>
            {t('passwordReset.done')}
          </NotificationBox>
        ) : (
          <NotificationBox
            type="error"
            actions={urls.forgotPasswordUrl ? <SafeLink href={urls.forgotPasswordUrl}>{t('passwordReset.requestNew')}</SafeLink> : null}
          >
            {t(view === 'expired' ? 'passwordReset.expired' : 'passwordReset.invalid')}
          </NotificationBox>
        )}
      </div>
    </div>
  )
}
