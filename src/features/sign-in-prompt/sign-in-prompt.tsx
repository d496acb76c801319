import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectHasFeature } from '@/store/session'
import styles from './sign-in-prompt.module.css'

// The form (react-hook-form, the user family, axios) loads when the visitor asks for it, not with the page.
const LoginForm = lazy(() => import('@/src/features/login-form/login-form').then((module) => ({ default: module.LoginForm })))

/** Props of {@link SignInPrompt}: the prompt, and the attributes of its paragraph (the note's own look). */
export type SignInPromptProps = Omit<ComponentPropsWithoutRef<'p'>, 'children'> & {
  /** The prompt, e.g. 'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.' */
  text: string
}

/**
 * A prompt to sign in on an account page that offers the sign-in itself: the prompt is the button (as the
 * prompt for prices is the link, src/features/price) that opens the shop's sign-in form (src/features/login-form, the
 * header's and the login page's) right below it, at every width and whether or not the page has a header.
 * The form sends the session's loginRedirectUrl, which the CMS sets to the page itself, so the user comes
 * back to what the prompt was about. The text keeps its place and size, so the CMS's fallback (the text)
 * is replaced without a shift. Plain text while the feature disableLogin is active (spec 1 §6: login is
 * offered unless it is disabled) and, should it render then, for a signed-in user.
 */
export function SignInPrompt({ text, ...paragraph }: SignInPromptProps) {
  const signedIn = useAppSelector(selectUser) !== null
  const disabled = useAppSelector((state) => selectHasFeature(state, 'disableLogin'))
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const panel = useRef<HTMLDivElement>(null)

  if (signedIn || disabled) return <p {...paragraph}>{text}</p>
  return (
    <>
      <p {...paragraph}>
        <button type="button" className={styles.prompt} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
          {text}
        </button>
      </p>
      <div id={panelId} ref={panel} className={styles.panel} hidden={!open}>
        {open ? (
          <Suspense fallback={<Loading />}>
            <LoginForm />
            <FocusFirstField within={panel} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}

function Loading() {
  const { t } = useTranslation('common')
  return <p>{t('common.loading')}</p>
}

// Rendered with the form in one Suspense boundary, so its effect runs once the form is there: the user who
// asked to sign in types the username next.
function FocusFirstField({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    within.current?.querySelector<HTMLInputElement>('input')?.focus()
  }, [within])
  return null
}
