import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { checkList } from '@/src/lib/schema-check'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectLoginLinks, selectSessionUrls } from '@/store/session'
import styles from './header.module.css'

const loadLoginForm = () => import('@/src/features/login-form/login-form')
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })))

/** Fetches the login form (react-hook-form, the user family, axios) before the menu opens: on hover or focus. */
export const prefetchLoginForm = (): void => void loadLoginForm().catch(() => undefined)

// spec 2 §3: login link (title, url).
const loginLinkSchema = v.object({ title: v.pipe(v.string(), v.maxLength(100)), url: v.pipe(v.string(), v.maxLength(2000)) })

/**
 * The login menu's content (spec 2 §2.4): the shop's login form (src/features/login-form, the same as the
 * login-form widget's) and the session's login links that the form does not show already.
 */
export function LoginPanel() {
  const { t } = useTranslation('tools')
  const { t: common } = useTranslation('common')
  const loginLinks = useAppSelector(selectLoginLinks)
  const urls = useAppSelector(selectSessionUrls)
  const links = checkList(loginLinks, loginLinkSchema, 'session.loginLinks', 10).filter(
    (link) => link.url !== urls.forgotPasswordUrl && link.url !== urls.registerUrl,
  )
  return (
    <div className={styles.stack}>
      <h2 className={styles.panelTitle}>{t('header.loginTitle')}</h2>
      <Suspense fallback={<p className={styles.muted}>{common('common.loading')}</p>}>
        <LoginForm />
      </Suspense>
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.url}>
              <SafeLink href={link.url} className={styles.link}>
                {link.title}
              </SafeLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
