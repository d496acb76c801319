import { useEffect, useId, useState, type KeyboardEvent } from 'react'
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
  /**
   * Told whether the field shows the quantity passed on (false while it is empty, no whole number or below
   * the minimum). An owner that passes it must not act on `value` meanwhile (a cart's checkout stops at the
   * field), and such text stays in the field when it is left, marked invalid; without it, leaving the field
   * shows `value` again instead of text that is no number.
   */
  onValidityChange?(valid: boolean): void
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
 * A quantity field with minus and plus buttons (spec 1 §5). A typed value above the maximum is capped there
 * (spec 2 §5) with the spec's warning, so the field never shows a quantity other than the one passed on; one
 * below the minimum shows its warning and is not passed on; the buttons and the arrow keys clamp to the bounds.
 */
export function QuantityInput({
  value,
  onChange,
  onValidityChange,
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

  // The field keeps what the user typed, even below the minimum, so a slip costs one correction rather than
  // retyping (above the maximum it is capped). A new `value` from outside replaces it unless the text says the same.
  const [text, setText] = useState(String(value))
  const [lastValue, setLastValue] = useState(value)
  // The last typed value was above the maximum and the field now shows the maximum: the warning says why.
  const [capped, setCapped] = useState(false)
  // Left while showing no quantity (kept only for an owner that follows the validity).
  const [leftEmpty, setLeftEmpty] = useState(false)
  if (value !== lastValue) {
    setLastValue(value)
    if (parse(text) !== value) setText(String(value))
  }

  const typed = parse(text)
  const warning = capped
    ? t('quantity.tooLarge')
    : typed === null
      ? leftEmpty
        ? t('quantity.missing')
        : null
      : typed < lower
        ? t('quantity.tooSmall')
        : typed > upper
          ? t('quantity.tooLarge')
          : null
  // Empty text is a value being retyped, not an error until the field is left; anything else that is no
  // whole number is invalid. A capped value is valid: it is what the field shows and passes on.
  const invalid = (warning !== null && !capped) || (typed === null && text.trim() !== '')
  const valid = typed !== null && typed >= lower && typed <= upper

  useEffect(() => {
    onValidityChange?.(valid)
  }, [onValidityChange, valid])

  // Step from what the field shows, so minus on a typed 12000 lands on the maximum, not on value − 1.
  const base = typed ?? value
  const canDecrease = !disabled && base > lower
  const canIncrease = !disabled && base < upper

  const commit = (next: number) => {
    setText(String(next))
    setCapped(false)
    setLeftEmpty(false)
    if (next !== value) onChange(next)
  }
  // spec 1 §5: minus and plus clamp to the bounds.
  const step = (delta: number) => commit(Math.min(upper, Math.max(lower, base + delta)))

  const handleType = (next: string) => {
    const number = parse(next)
    setLeftEmpty(false)
    if (number !== null && number > upper) {
      // spec 2 §5: the input is capped at the maximum; spec 1 §5: with the warning. The field shows what is passed on.
      commit(upper)
      setCapped(true)
      return
    }
    setText(next)
    setCapped(false)
    // spec 1 §5: a value below the minimum only warns; the cart must never receive it.
    if (number !== null && number >= lower && number !== value) onChange(number)
  }

  const handleBlur = () => {
    if (typed !== null) return
    // An owner that follows the validity keeps the text and stops what acts on the quantity (a cart's checkout);
    // otherwise text that is no number has nothing worth keeping: the field shows the current quantity again.
    if (onValidityChange) setLeftEmpty(true)
    else setText(String(value))
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
          onBlur={handleBlur}
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
