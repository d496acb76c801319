import type { ReactNode } from 'react'
import { FieldError, fieldAria } from '@/src/ui/form/field-error'
import styles from './text-field.module.css'

/** What a field's control (an input, a textarea, a select, a PasswordInput) takes from {@link TextField}. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/** The id of the hint of the control `id`. */
export const hintIdOf = (id: string): string => `${id}-hint`

/** Props of {@link TextField}. */
export type TextFieldProps = {
  /** The control's id; the hint's and the error's ids derive from it. */
  id: string
  /** The visible label. */
  label: ReactNode
  /** What helps to fill the field in, shown under the label and read as the control's description. */
  hint?: ReactNode
  /** What is wrong with the value; the control is invalid while there is one. */
  error?: string | undefined
  /** Ids of further descriptions elsewhere on the page (a password's checklist), read after the hint. */
  describedBy?: readonly string[]
  className?: string
  /** The control, given its id and accessibility props to spread on it; anything after the control too. */
  children(control: FieldControl): ReactNode
}

/**
 * A labelled form field in GOV.UK's order: label, hint, error, control, so a screen reader meets the problem
 * before the input. The control is the caller's (react-hook-form registers it, a textarea or a select is
 * one too); it is described by the hint, then `describedBy`, then the error, and invalid while there is one.
 */
export function TextField({ id, label, hint, error, describedBy = [], className, children }: TextFieldProps) {
  const hints = hint ? [hintIdOf(id), ...describedBy] : describedBy
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError inputId={id} message={error} />
      {children({ id, ...fieldAria(id, error, ...hints) })}
    </div>
  )
}
