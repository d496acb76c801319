import { useLayoutEffect, useRef } from 'react'
import styles from './filter-option.module.css'

type FilterOptionProps = {
  label: string
  /** How many results choosing it would show. */
  count: number
  checked: boolean
  /** Some of its sub-options are chosen (a category of the search page's tree). */
  mixed?: boolean
  /** A request runs: the box takes no change (spec 1 §5). */
  busy: boolean
  onToggle(): void
}

/**
 * One filter checkbox with its name and count, the whole row its label (44 px on phones): the product
 * list's filters and the search page's category tree. spec 1 §5: disabled at count 0 (a chosen one stays
 * enabled, so it can be taken out again) and while a request runs; then `aria-disabled` rather than
 * `disabled`, which would drop the keyboard focus of the user who has just pressed Space on it.
 */
export function FilterOption({ label, count, checked, mixed = false, busy, onToggle }: FilterOptionProps) {
  const input = useRef<HTMLInputElement>(null)
  // A native checkbox shows and announces "mixed" only through its indeterminate property.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = mixed
  }, [mixed])
  return (
    <label className={styles.option}>
      <input
        ref={input}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={count === 0 && !checked && !mixed}
        aria-disabled={busy || undefined}
        onChange={() => {
          if (!busy) onToggle()
        }}
      />
      <span className={styles.text}>
        {label} <span className={styles.count}>({count})</span>
      </span>
    </label>
  )
}
