import { useEffect, useId, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { hasValue, initialValues, type FormField, type FormValues, type ValueField } from '@/api/form-config'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { ConfigField } from './config-field'
import { useRuleTexts } from './rule-texts'
import styles from './config-form.module.css'

/** Props of {@link ConfigForm}. */
export type ConfigFormProps = {
  /** The fields as the server or the CMS configured them (api/form-config.ts), in order. */
  fields: readonly FormField[]
  /** Sends the values; resolves on success, rejects with the request's failure (its messages go to the fields). */
  onSubmit(values: FormValues): Promise<unknown>
  /** A cancel button beside the submit (a form in a dialog). */
  onCancel?: () => void
  /** Level of the subheaders' headings. */
  subheaderLevel: 2 | 3 | 4
  /** The submit button's text where the configuration has no `button.submit` field. */
  submitLabel?: string
  /** What a failure without the server's messages says (spec 1 §8: the unknown-error text, unless a form has its own). */
  failureText?: string
  /** The first field takes the focus as the form appears (a form in a dialog); not on a page, where the visitor reads first. */
  focusFirst?: boolean
  /** Between the fields and the buttons: what the form's owner adds (a captcha's place, an upload's progress). */
  footer?: ReactNode
  className?: string
}

// What the form sends: texts without the spaces around them (the server trims too), the rest as it is.
const trimmed = (values: FormValues): FormValues => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]))

/**
 * A form built from a configuration (spec 2 §5 field types and server constraints): subheaders, one-line inputs (text,
 * password, email, tel, number, date), text areas, single selects, checkboxes, groups of checkboxes and of radio
 * buttons, files, hidden fields and the bot-protection score (which has no input: the owner fills it as it sends).
 * On react-hook-form through useServerForm: the server's constraints are checked before sending in the server's own
 * words (api/form-constraints.ts), the server's messages show at the fields they name and in the error summary, which
 * takes the focus, and what was typed stays after a failure.
 */
export function ConfigForm({ fields, onSubmit, onCancel, subheaderLevel, submitLabel, failureText, focusFirst = false, footer, className }: ConfigFormProps) {
  const { t } = useTranslation()
  const ruleTexts = useRuleTexts()
  // The fields a server message may point at: those the user sees (a hidden field's message goes to the summary).
  const names = useMemo(() => fields.filter(hasValue).filter((field) => field.type !== 'hidden' && field.type !== 'score').map((field) => field.name), [fields])
  const labels = useMemo(() => new Map(fields.flatMap((field) => ('label' in field && 'name' in field ? [[field.name, field.label] as const] : []))), [fields])
  const { form, problems, failures, submitWith } = useServerForm<FormValues>({
    fields: names,
    defaultValues: initialValues(fields),
    // The error summary takes the focus after a failed submit (GOV.UK's pattern), not the first field.
    shouldFocusError: false,
    ...(failureText ? { failureText } : {}),
  })
  const id = useId()
  const inputIdOf = (name: string) => `${id}-${name}`
  const firstInput = fields.find((field): field is ValueField => hasValue(field) && field.type !== 'hidden' && field.type !== 'score')

  useEffect(() => {
    if (focusFirst && firstInput) form.setFocus(firstInput.name)
  }, [form, firstInput, focusFirst])

  const submit = submitWith((values) => onSubmit(trimmed(values)))
  const label = fields.find((field) => field.type === 'button.submit')?.label ?? submitLabel ?? t('configForm.send')

  return (
    <form className={className ? `${styles.form} ${className}` : styles.form} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      {fields.map((field, index) => (
        <ConfigField
          key={'name' in field ? field.name : `${field.type}-${index}`}
          field={field}
          form={form}
          inputId={'name' in field ? inputIdOf(field.name) : `${id}-${index}`}
          subheaderLevel={subheaderLevel}
          labelOf={(name) => labels.get(name) ?? name}
          ruleTexts={ruleTexts}
        />
      ))}
      {footer}
      <div className={styles.actions}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {label}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('configForm.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
