import styles from './field-error.module.css'

/** The id of the paragraph that says what is wrong with the input `inputId`. */
export const errorIdOf = (inputId: string): string => `${inputId}-error`

/**
 * The accessibility props of an input: invalid while it has an error, described by what else explains it
 * (`hints`: a help text, a checklist, in their order on the page) and then by its error, GOV.UK's order.
 */
export function fieldAria(inputId: string, error: string | undefined, ...hints: string[]): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = error ? [...hints, errorIdOf(inputId)] : hints
  return { ...(error ? { 'aria-invalid': true } : {}), ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}) }
}

/** Props of {@link FieldError}. */
export type FieldErrorProps = {
  /** The id of the input the error belongs to (its own id derives from it, see {@link errorIdOf}). */
  inputId: string
  /** What is wrong; nothing is shown without it. */
  message: string | undefined
}

/** What is wrong with a field, under its label and above its input (GOV.UK's order: heard before the input). */
export function FieldError({ inputId, message }: FieldErrorProps) {
  return message ? (
    <p id={errorIdOf(inputId)} className={styles.error}>
      {message}
    </p>
  ) : null
}
