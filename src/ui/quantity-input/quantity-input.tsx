import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_QUANTITY } from '@/src/lib/quantity'
import { IconButton } from '@/src/ui/button/button'
import styles from './quantity-input.module.css'

export { MAX_QUANTITY }

/** Props of {@link QuantityInput}. */
export type QuantityInputProps = {
  /** The current quantity. */
  value: number
  /** Called with each new valid quantity; never with a value outside min…max or a non-number. */
  onChange(value: number): void
  /** Smallest allowed value; default 0 (spec 1 §5). */
  min?: number
  /** Largest allowed value; default and upper limit {@link MAX_QUANTITY}. */
  max?: number
  /** Field label; default "Menge". */
  label?: string
  /** Id of the text field, for a `<label>` or error summary elsewhere on the page. */
  id?: string
  disabled?: boolean
  /** Keep the label for screen readers only, e.g. in a cart row whose column header says "Menge". */
  hideLabel?: boolean
}

// Whole numbers only: "1,5", "1e3" or "abc" are not quantities.
const INTEGER = /^-?\d+$/

function parse(text: string): number | null {
  const trimmed = text.trim()
  return INTEGER.test(trimmed) ? Number(trimmed) : null
}

/**
 * A quantity field with minus and plus buttons (spec 1 §5). Typed values outside the bounds show the
 * spec's warning and are not passed on; the buttons and the arrow keys clamp to the bounds.
 */
export function QuantityInput({
  value,
  onChange,
  min = 0,
  max = MAX_QUANTITY,
  label,
  id,
  disabled = false,
  hideLabel = false,
}: QuantityInputProps) {
  const { t } = useTranslation()
  const generatedId = useId()
  const inputId = id ?? generatedId
  const warningId = `${inputId}-warning`
  // spec 2 §5: the quantity input is capped at 9999, whatever max a caller passes.
  const upper = Math.min(max, MAX_QUANTITY)
  const lower = Math.min(min, upper)

  // The field keeps what the user typed, even when it is out of range, so a slip costs one correction
  // rather than retyping. A new `value` from outside replaces it unless the text already says the same.
  const [text, setText] = useState(String(value))
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    if (parse(text) !== value) setText(String(value))
  }

  const typed = parse(text)
  const warning =
    typed === null ? null : typed < lower ? t('quantity.tooSmall') : typed > upper ? t('quantity.tooLarge') : null
  // Empty text is a value being retyped, not an error; anything else that is no whole number is invalid.
  const invalid = warning !== null || (typed === null && text.trim() !== '')

  // Step from what the field shows, so minus on a typed 12000 lands on the maximum, not on value − 1.
  const base = typed ?? value
  const canDecrease = !disabled && base > lower
  const canIncrease = !disabled && base < upper

  const commit = (next: number) => {
    setText(String(next))
    if (next !== value) onChange(next)
  }
  // spec 1 §5: minus and plus clamp to the bounds.
  const step = (delta: number) => commit(Math.min(upper, Math.max(lower, base + delta)))

  const handleType = (next: string) => {
    setText(next)
    const number = parse(next)
    // spec 1 §5: an out-of-range value only warns; the cart must never receive it.
    if (number !== null && number >= lower && number <= upper && number !== value) onChange(number)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const delta = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
    if (delta === 0) return
    // The arrows would otherwise move the caret; the spinbutton pattern (WAI-ARIA APG) steps instead.
    event.preventDefault()
    if (delta > 0 ? canIncrease : canDecrease) step(delta)
  }

  return (
    <div className={styles.quantity}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label ?? t('quantity.label')}
      </label>
      <div className={styles.controls}>
        <IconButton
          label={t('quantity.decrease')}
          variant="secondary"
          className={styles.step}
          disabled={disabled}
          // spec 1 §5: minus is disabled at the minimum. aria-disabled rather than disabled, so a keyboard
          // user pressing Enter down to the minimum keeps focus on the button instead of losing it.
          aria-disabled={!disabled && !canDecrease}
          onClick={() => canDecrease && step(-1)}
        >
          −
        </IconButton>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          // A text field, not type="number": number fields drop what they cannot parse, so the user's text
          // (and the reason for the warning) would vanish; inputMode still brings up the digit keypad.
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-valuemin={lower}
          aria-valuemax={upper}
          aria-valuenow={typed ?? undefined}
          aria-invalid={invalid}
          aria-describedby={warning ? warningId : undefined}
          value={text}
          disabled={disabled}
          onChange={(event) => handleType(event.target.value)}
          onKeyDown={handleKeyDown}
          // Text that is no number at all has nothing worth keeping: show the current quantity again.
          onBlur={() => typed === null && setText(String(value))}
        />
        <IconButton
          label={t('quantity.increase')}
          variant="secondary"
          className={styles.step}
          disabled={disabled}
          // spec 2 §5: the input is capped at the maximum; same focus reasoning as minus.
          aria-disabled={!disabled && !canIncrease}
          onClick={() => canIncrease && step(1)}
        >
          +
        </IconButton>
      </div>
      {warning && (
        <p id={warningId} className={styles.warning} role="alert">
          {warning}
        </p>
      )}
    </div>
  )
}
