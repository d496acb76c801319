import type { ComponentPropsWithRef } from 'react'
import styles from './password-input.module.css'

/** The show/hide switch beside a password input. */
export type PasswordToggle = {
  /** The switch's text, e.g. «Passwort anzeigen». */
  label: string
  /** The ids of the inputs it shows and hides, separated by spaces. */
  controls: string
  onToggle(): void
}

/** Props of {@link PasswordInput}: those of an `<input>` but its type, and the ones below. */
export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** The password shows as text. */
  shown: boolean
  /** The switch beside the input; without one the input follows another field's switch (a repeat field). */
  toggle?: PasswordToggle
}

/**
 * A password input (spec 2 §5: a password can be shown or hidden) of the sign-in and the password reset: no
 * capitals or spell-checking forced on it, and its switch, a toggle button whose state is in aria-pressed.
 * Put it in a field of src/ui/text-field, which gives the input its look.
 */
export function PasswordInput({ shown, toggle, ...input }: PasswordInputProps) {
  const field = <input autoCapitalize="none" spellCheck={false} {...input} type={shown ? 'text' : 'password'} />
  if (!toggle) return field
  return (
    <div className={styles.password}>
      {field}
      <button type="button" className={styles.toggle} aria-pressed={shown} aria-controls={toggle.controls} onClick={toggle.onToggle}>
        {toggle.label}
      </button>
    </div>
  )
}
