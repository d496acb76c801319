import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPassword, PASSWORD_RULES } from '@/src/lib/password-rules'
import styles from './password-reset.module.css'

/** How long typing must pause before the checklist's state is announced: a screen reader hears the result, not every keystroke. */
export const ANNOUNCE_PAUSE_MS = 1000

/** Props of {@link PasswordChecklist}. */
export type PasswordChecklistProps = {
  /** The password as typed so far. */
  password: string
  /** The id of the list; the password input names it in `aria-describedby`, so focusing the field reads the rules. */
  id: string
}

/**
 * The rules of spec 1 §5 as a live checklist while typing: each rule with whether it is met, drawn as a mark
 * and spelled out for screen readers. A polite live region says how many are met once typing pauses
 * (ANNOUNCE_PAUSE_MS), and only when that changed, so it never talks over the keys.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { t } = useTranslation('shopuser')
  const met = checkPassword(password)
  const count = PASSWORD_RULES.filter((rule) => met[rule]).length
  const summary = count === PASSWORD_RULES.length ? t('passwordReset.allRulesMet') : t('passwordReset.rulesMet', { met: count, total: PASSWORD_RULES.length })
  const [announced, setAnnounced] = useState('')

  // Each keystroke restarts the pause; an unchanged summary leaves the live region alone, so nothing is repeated.
  useEffect(() => {
    if (password === '') return undefined
    const timer = window.setTimeout(() => setAnnounced(summary), ANNOUNCE_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [password, summary])

  return (
    <div className={styles.checklist}>
      <p id={`${id}-title`} className={styles.checklistTitle}>
        {t('passwordReset.rulesTitle')}
      </p>
      <ul id={id} className={styles.rules} aria-labelledby={`${id}-title`}>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={met[rule] ? styles.met : styles.unmet}>
            <span className={styles.mark} aria-hidden="true" />
            <span>
              {t(`passwordReset.rules.${rule}`)}
              <span className="visually-hidden">: {t(met[rule] ? 'passwordReset.ruleMet' : 'passwordReset.ruleUnmet')}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </div>
  )
}
