import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { unmetPasswordRules } from '@/src/lib/password-rules'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { useServerForm } from '@/src/ui/form/use-server-form'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { resetPassword } from '@/store/password'
import { selectIsRunning } from '@/store/running'
import fieldStyles from '@/src/ui/text-field/text-field.module.css'
import { linkProblemOf, type LinkProblem } from './link-failure'
import { PasswordChecklist } from './password-checklist'
import styles from './password-reset.module.css'

type ResetValues = { password: string; repeat: string }
const FIELDS = ['password', 'repeat'] as const
type Field = (typeof FIELDS)[number]

/** Props of {@link ResetForm}. */
export type ResetFormProps = {
  /** The link's token, read from the address. */
  token: string
  /** The server refused the link on submit (it expired or was used meanwhile). */
  onLinkProblem(problem: LinkProblem): void
  /** The new password is set. */
  onDone(): void
}

/**
 * The new password, twice (spec 1 §5): the rules as a live checklist under the first field, the repeat must
 * match, both can be shown. A password that misses a rule or a repeat that differs is refused here with the
 * rules it still needs, before anything is sent; whatever the server refuses is said at its field and in
 * the error summary, and what was typed stays.
 */
export function ResetForm({ token, onLinkProblem, onDone }: ResetFormProps) {
  const { t, i18n } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const running = useAppSelector((state) => selectIsRunning(state, 'user'))
  const { form, problems, failures, submitWith } = useServerForm<ResetValues>({
    fields: FIELDS,
    defaultValues: { password: '', repeat: '' },
    // The error summary takes the focus after a failed submit, also for the checks made here (GOV.UK's pattern).
    shouldFocusError: false,
  })
  const [shown, setShown] = useState(false)
  const id = useId()
  const inputIdOf = (field: string) => `${id}-${field}`
  const rulesId = `${id}-rules`
  const password = form.watch('password')
  const { errors } = form.formState

  const submit = submitWith(async (values) => {
    try {
      await dispatch(resetPassword({ token, password: values.password })).unwrap()
    } catch (failure) {
      const problem = linkProblemOf(failure)
      if (problem === null) throw failure
      onLinkProblem(problem)
      return
    }
    onDone()
  })

  const errorIdOf = (field: Field) => `${inputIdOf(field)}-error`
  const describedBy = (field: Field, ...more: string[]) => [errors[field] ? errorIdOf(field) : '', ...more].filter(Boolean).join(' ') || undefined
  const fieldError = (field: Field) =>
    errors[field]?.message ? (
      <p id={errorIdOf(field)} className={styles.error}>
        {errors[field].message}
      </p>
    ) : null

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      <p className={styles.intro}>{t('passwordReset.intro')}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={inputIdOf('password')}>{t('passwordReset.password')}</label>
        {fieldError('password')}
        <div className={styles.password}>
          <input
            id={inputIdOf('password')}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', `${rulesId}-title`, rulesId)}
            {...form.register('password', {
              validate: (value) => {
                if (value === '') return t('passwordReset.passwordRequired')
                const unmet = unmetPasswordRules(value)
                // «einen Grossbuchstaben und eine Ziffer»: a list in the page's language, as a sentence says it.
                const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unmet.map((rule) => t(`passwordReset.rules.${rule}`)))
                return unmet.length === 0 || t('passwordReset.weak', { rules: list })
              },
            })}
          />
          {/* spec 2 §5: a password can be shown or hidden; one switch for both fields, its state in aria-pressed. */}
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={shown}
            aria-controls={`${inputIdOf('password')} ${inputIdOf('repeat')}`}
            onClick={() => setShown((value) => !value)}
          >
            {t('passwordReset.show')}
          </button>
        </div>
      </div>
      <PasswordChecklist password={password} id={rulesId} />
      <div className={fieldStyles.field}>
        <label htmlFor={inputIdOf('repeat')}>{t('passwordReset.repeat')}</label>
        {fieldError('repeat')}
        <input
          id={inputIdOf('repeat')}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={errors.repeat ? true : undefined}
          aria-describedby={describedBy('repeat')}
          {...form.register('repeat', {
            validate: (value, values) => (value === '' ? t('passwordReset.repeatRequired') : value === values.password || t('passwordReset.mismatch')),
          })}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={running}>
          {t('passwordReset.submit')}
        </Button>
      </div>
    </form>
  )
}
