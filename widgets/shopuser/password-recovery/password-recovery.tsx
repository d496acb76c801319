import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message } from '@/api/envelope'
import { EMAIL_MAX_LENGTH, isEmailAddress } from '@/src/lib/email'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { TextField } from '@/src/ui/text-field/text-field'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { requestPasswordRecovery } from '@/store/password'
import { failureMessages } from '@/store/request'
import { selectIsRunning } from '@/store/running'
import type { PasswordRecoveryProps } from './password-recovery.widget'
import styles from './password-recovery.module.css'

type RecoveryValues = { email: string }
const FIELDS = ['email'] as const

/**
 * The failure as the form shows it (spec 1 §8: password recovery failure 'Ups, da ist leider etwas
 * schiefgelaufen…'): the spec's text first, then whatever the server said; only an answer that names the
 * e-mail field alone (a malformed address) is shown as it came, at the field. use-server-form reads `messages`.
 */
class RecoveryFailure extends Error {
  override name = 'RecoveryFailure'
  readonly messages: Message[]
  constructor(failure: unknown, text: string) {
    super(text)
    const messages = failureMessages(failure)
    const atField = messages.length > 0 && messages.every((message) => message.source?.field === 'email')
    this.messages = atField ? messages : [{ type: 'error', message: text }, ...messages]
  }
}

/**
 * Password recovery (spec 1 §2, §8): the e-mail address of the account; on success a neutral message that
 * does not say whether an account has that address, on failure the spec's text. One request at a time;
 * what was typed stays (src/features/server-form/use-server-form.ts).
 */
export function PasswordRecovery({ loginUrl }: PasswordRecoveryProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const running = useAppSelector((state) => selectIsRunning(state, 'user'))
  const { form, problems, failures, submitWith } = useServerForm<RecoveryValues>({
    fields: FIELDS,
    defaultValues: { email: '' },
    // The error summary takes the focus after a failed submit, also for the checks made here (GOV.UK's pattern).
    shouldFocusError: false,
  })
  // null until the user sends: the page load moves no focus. Then each view takes it as it appears.
  const [sent, setSent] = useState<boolean | null>(null)
  const done = useRef<HTMLDivElement>(null)
  const id = useId()
  const inputIdOf = (field: string) => `${id}-${field}`
  const { errors } = form.formState

  // The form gives way to the message: focus follows, so it is read out and the keyboard goes on from there.
  // «Link erneut anfordern» brings the form back, the address typed before still in it: focus goes to it.
  useEffect(() => {
    if (sent === true) done.current?.focus()
    else if (sent === false) form.setFocus('email')
  }, [sent, form])

  const submit = submitWith(async ({ email }) => {
    try {
      await dispatch(requestPasswordRecovery({ email: email.trim() })).unwrap()
    } catch (failure) {
      throw new RecoveryFailure(failure, t('passwordRecovery.failed'))
    }
    setSent(true)
  })

  const backToLogin = loginUrl ? (
    <p className={styles.links}>
      <SafeLink href={loginUrl}>{t('passwordRecovery.backToLogin')}</SafeLink>
    </p>
  ) : null

  if (sent === true) {
    return (
      <div className={styles.root}>
        <div ref={done} className={styles.sent} tabIndex={-1}>
          <NotificationBox type="success">
            <p className={styles.sentText}>{t('passwordRecovery.sent')}</p>
            <p>{t('passwordRecovery.sentHint')}</p>
          </NotificationBox>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setSent(false)}>
            {t('passwordRecovery.again')}
          </Button>
        </div>
        {backToLogin}
      </div>
    )
  }

  return (
    <form className={styles.root} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      <p className={styles.intro}>{t('passwordRecovery.intro')}</p>
      <TextField id={inputIdOf('email')} label={t('passwordRecovery.email')} error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={EMAIL_MAX_LENGTH}
            {...form.register('email', {
              validate: (value) =>
                value.trim() === '' ? t('passwordRecovery.emailRequired') : isEmailAddress(value.trim()) || t('passwordRecovery.emailInvalid'),
            })}
          />
        )}
      </TextField>
      <div className={styles.actions}>
        <Button type="submit" busy={running}>
          {t('passwordRecovery.submit')}
        </Button>
      </div>
      {backToLogin}
    </form>
  )
}
