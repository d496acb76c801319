import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react'
import styles from './button.module.css'

/** The look of a button: one `primary` action per view, `secondary` beside it, `ghost` for quiet actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

/** `m` is the default; `s` is for dense rows (still 44px tall on touch screens). */
export type ButtonSize = 'm' | 's'

/** Props of {@link Button}: every native `<button>` prop plus the ones below. */
export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** Visual weight; default `primary`. */
  variant?: ButtonVariant
  /** Default `m`. */
  size?: ButtonSize
  /**
   * A request this button started is running: shows a spinner, sets `aria-busy` and ignores clicks.
   * The button stays focusable so keyboard focus is not thrown to the page start mid-action.
   */
  busy?: boolean
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/**
 * The one button of the bundle. Defaults to `type="button"` so a button inside a CMS form never submits it
 * by accident; pass `type="submit"` where submitting is meant.
 */
export function Button({
  variant = 'primary',
  size = 'm',
  busy = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Busy blocks the action without `disabled`: a disabled button drops focus, and a second click
    // would start the same request twice (spec 1 §4: the running flag is the only guard we have).
    // preventDefault also stops a busy submit button from submitting its form again.
    if (busy) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <button
      {...rest}
      type={type}
      className={join(styles.button, styles[variant], styles[size], busy && styles.busy, className)}
      aria-busy={busy || undefined}
      // Tells assistive technology the button does nothing right now, which `aria-busy` alone does not.
      aria-disabled={busy || ariaDisabled || undefined}
      onClick={handleClick}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}

/** Props of {@link IconButton}: those of {@link Button}, with a required text `label` instead of text children. */
export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> & {
  /** The accessible name, e.g. t('common.close'). Required because the icon carries no text. */
  label: string
  /** The icon (an inline SVG or glyph); hidden from assistive technology, the `label` speaks for it. */
  children: ReactNode
}

/** A square button that shows only an icon; its name comes from `label`. Defaults to the `ghost` variant. */
export function IconButton({ label, children, variant = 'ghost', className, ...rest }: IconButtonProps) {
  return (
    <Button {...rest} variant={variant} aria-label={label} className={join(styles.icon, className)}>
      <span className={styles.glyph} aria-hidden="true">
        {children}
      </span>
    </Button>
  )
}
