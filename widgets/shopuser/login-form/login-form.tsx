import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { LoginForm as CredentialsForm } from '@/src/features/login-form/login-form'
import { useSignOut } from '@/src/features/sign-out/use-sign-out'
import { useAppSelector } from '@/store/hooks'
import { selectUser } from '@/store/account'
import { fullNameOf } from '@/store/account-data'
import { selectHasFeature } from '@/store/session'
import type { LoginFormProps } from './login-form.widget'
import styles from './login-form.module.css'

/**
 * The sign-in block (spec 1 §2 Login, §5; spec 2 §5): the shared sign-in form (src/features/login-form, also
 * in the header's login menu) for a visitor, the signed-in user with a sign-out button otherwise (which
 * reloads the page, src/features/sign-out), and a
 * note in its place while the feature disableLogin is active.
 */
export function LoginForm({ redirectUrl }: LoginFormProps) {
  const { t } = useTranslation('shopuser')
  const user = useAppSelector(selectUser)
  const disabled = useAppSelector((state) => selectHasFeature(state, 'disableLogin'))
  const { signOut, busy } = useSignOut()

  if (disabled) return <p className={styles.note}>{t('loginForm.unavailable')}</p>

  if (user) {
    return (
      <div className={styles.signedIn}>
        <p>{t('loginForm.signedInAs', { name: fullNameOf(user) })}</p>
        <Button variant="secondary" busy={busy} onClick={signOut}>
          {t('loginForm.logout')}
        </Button>
      </div>
    )
  }

  return <CredentialsForm redirectUrl={redirectUrl} className={styles.form} />
}
