import { useId, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectUser } from '@/store/account'
import { selectIsRunning } from '@/store/running'
import { selectHasFeature, selectSession } from '@/store/session'
import { login, logout } from '@/store/user'
import type { LoginFormProps } from './login-form.widget'
import styles from './login-form.module.css'

/**
 * The sign-in form (spec 1 §2 Login, §5; spec 2 §5): submit is disabled and does nothing while the
 * username or the password is empty; the password can be shown. Server messages appear as
 * notifications, field messages under their field, and what the user typed is kept on failure.
 */
export function LoginForm({ redirectUrl }: LoginFormProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const session = useAppSelector(selectSession)
  const user = useAppSelector(selectUser)
  const disabled = useAppSelector((state) => selectHasFeature(state, 'disableLogin'))
  const running = useAppSelector((state) => selectIsRunning(state, 'user'))
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const id = useId()
  const complete = username.trim() !== '' && password !== ''

  if (disabled) return <p className={styles.note}>{t('loginForm.unavailable')}</p>

  if (user) {
    return (
      <div className={styles.signedIn}>
        <p>{t('loginForm.signedInAs', { name: `${user.firstName} ${user.lastName}`.trim() || user.name })}</p>
        <Button variant="secondary" busy={running} onClick={() => void dispatch(logout())}>
          {t('loginForm.logout')}
        </Button>
      </div>
    )
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    // spec 1 §5: submit does nothing while username or password is empty.
    if (!complete || running) return
    void dispatch(login({ username: username.trim(), password, loginRedirectUrl: redirectUrl ?? session.loginRedirectUrl }))
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-username`}>{t('loginForm.username')}</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <div data-field-messages="username" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('loginForm.password')}</label>
        <div className={styles.password}>
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {/* spec 2 §5: the password can be shown or hidden. */}
          <button type="button" className={styles.toggle} aria-pressed={showPassword} aria-controls={`${id}-password`} onClick={() => setShowPassword((shown) => !shown)}>
            {t(showPassword ? 'loginForm.hidePassword' : 'loginForm.showPassword')}
          </button>
        </div>
        <div data-field-messages="password" />
      </div>
      {!complete ? (
        <p id={`${id}-hint`} className={styles.note}>
          {t('loginForm.hint')}
        </p>
      ) : null}
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
