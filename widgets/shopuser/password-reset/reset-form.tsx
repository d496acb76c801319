import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { unmetPasswordRules } from '@/src/lib/password-rules'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { PasswordInput, type PasswordToggle } from '@/src/ui/form/password-input'
import { TextField } from '@/src/ui/text-field/text-field'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { resetPassword } from '@/store/password'
import { selectIsRunning } from '@/store/running'
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

  const passwordInput = form.register('password', {
    // A repeat checked before (a failed submit) is checked again as the first field changes, so its
    // «stimmen nicht überein» goes as soon as the two match.
    deps: ['repeat'],
    validate: (value) => {
      if (value === '') return t('passwordReset.passwordRequired')
      const unmet = unmetPasswordRules(value)
      // «einen Grossbuchstaben und eine Ziffer»: a list in the page's language, as a sentence says it.
      const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unmet.map((rule) => t(`passwordReset.rules.${rule}`)))
      return unmet.length === 0 || t('passwordReset.weak', { rules: list })
    },
  })
  const repeatInput = form.register('repeat', {
    validate: (value, values) => (value === '' ? t('passwordReset.repeatRequired') : value === values.password || t('passwordReset.mismatch')),
  })
  // spec 2 §5: a password can be shown or hidden; one switch beside the first field for both.
  const toggle: PasswordToggle = { label: t('passwordReset.show'), controls: `${inputIdOf('password')} ${inputIdOf('repeat')}`, onToggle: () => setShown((value) => !value) }

  /** One of the two fields (src/ui/text-field), described by `hints` and then its error. */
  const field = (name: Field, label: string, registered: UseFormRegisterReturn<Field>, more: { hints?: string[]; toggle?: PasswordToggle } = {}) => (
    <TextField id={inputIdOf(name)} label={label} error={errors[name]?.message} describedBy={more.hints}>
      {(control) => (
        <PasswordInput {...control} autoComplete="new-password" required shown={shown} toggle={more.toggle} {...registered} />
      )}
    </TextField>
  )

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      <p className={styles.intro}>{t('passwordReset.intro')}</p>
      {field('password', t('passwordReset.password'), passwordInput, { hints: [`${rulesId}-title`, rulesId], toggle })}
      <PasswordChecklist password={password} id={rulesId} />
      {field('repeat', t('passwordReset.repeat'), repeatInput)}
      <div className={styles.actions}>
        <Button type="submit" busy={running}>
          {t('passwordReset.submit')}
        </Button>
      </div>
    </form>
  )
}
