import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { LoginForm as CredentialsForm } from '@/src/ui/login-form/login-form'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectUser } from '@/store/account'
import { selectIsRunning } from '@/store/running'
import { selectHasFeature } from '@/store/session'
import { logout } from '@/store/user'
import type { LoginFormProps } from './login-form.widget'
import styles from './login-form.module.css'

/**
 * The sign-in block (spec 1 §2 Login, §5; spec 2 §5): the shared sign-in form (src/ui/login-form, also
 * in the header's login menu) for a visitor, the signed-in user with a sign-out button otherwise, and a
 * note in its place while the feature disableLogin is active.
 */
export function LoginForm({ redirectUrl }: LoginFormProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)
  const disabled = useAppSelector((state) => selectHasFeature(state, 'disableLogin'))
  const running = useAppSelector((state) => selectIsRunning(state, 'user'))

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

  return <CredentialsForm redirectUrl={redirectUrl} className={styles.form} />
}
