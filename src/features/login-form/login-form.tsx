import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { PasswordInput } from '@/src/ui/form/password-input'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { TextField } from '@/src/ui/text-field/text-field'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectIsRunning } from '@/store/running'
import { selectSession } from '@/store/session'
import { login } from '@/store/user'
import styles from './login-form.module.css'

type Credentials = { username: string; password: string }
const FIELDS = ['username', 'password'] as const

/** Props of {@link LoginForm}. */
export type LoginFormProps = {
  /** Where to go after signing in; the session's loginRedirectUrl (usually the page itself) when left out. */
  redirectUrl?: string | undefined
  /** Added to the form element, e.g. to reserve the room a widget's fallback box took. */
  className?: string | undefined
}

/**
 * The sign-in form (spec 1 §2 Login, §5; spec 2 §5) shared by the login-form widget and the header's
 * login menu (spec 2 §2.4): submit is disabled and does nothing while the username or the password is
 * empty; the password can be shown. A failed sign-in says why in the form, at the field a message names
 * and in the error summary, and keeps what the user typed. Its strings are in `common` (loginForm.*), so
 * any area's island can show it.
 */
export function LoginForm({ redirectUrl, className }: LoginFormProps) {
  const { t } = useTranslation('common')
  const dispatch = useAppDispatch()
  const session = useAppSelector(selectSession)
  const running = useAppSelector((state) => selectIsRunning(state, 'user'))
  const { form, problems, failures, submitWith } = useServerForm<Credentials>({ fields: FIELDS, defaultValues: { username: '', password: '' } })
  const [showPassword, setShowPassword] = useState(false)
  const id = useId()
  const inputIdOf = (field: string) => `${id}-${field}`
  const [username, password] = form.watch(FIELDS)
  const complete = username.trim() !== '' && password !== ''
  const { errors } = form.formState

  const submit = submitWith(async (values) => {
    // spec 1 §5: submit does nothing while username or password is empty (Enter in a field included).
    if (!complete) return
    await dispatch(login({ username: values.username.trim(), password: values.password, loginRedirectUrl: redirectUrl ?? session.loginRedirectUrl })).unwrap()
  })

  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      <TextField id={inputIdOf('username')} label={t('loginForm.username')} error={errors.username?.message}>
        {(control) => <input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />}
      </TextField>
      <TextField id={inputIdOf('password')} label={t('loginForm.password')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            shown={showPassword}
            toggle={{
              label: t(showPassword ? 'loginForm.hidePassword' : 'loginForm.showPassword'),
              controls: inputIdOf('password'),
              onToggle: () => setShowPassword((shown) => !shown),
            }}
            {...form.register('password')}
          />
        )}
      </TextField>
      <p id={`${id}-hint`} className={styles.note} hidden={complete}>
        {t('loginForm.hint')}
      </p>
      <Button type="submit" disabled={!complete} busy={running} aria-describedby={complete ? undefined : `${id}-hint`}>
        {t('loginForm.submit')}
      </Button>
      <p className={styles.links}>
        {session.urls.forgotPasswordUrl ? <SafeLink href={session.urls.forgotPasswordUrl}>{t('loginForm.forgotPassword')}</SafeLink> : null}
        {session.urls.registerUrl ? <SafeLink href={session.urls.registerUrl}>{t('loginForm.register')}</SafeLink> : null}
      </p>
    </form>
  )
}
