import type { ComponentPropsWithRef } from 'react'
import styles from './disclosure-button.module.css'

/** Props of {@link DisclosureButton}: those of a `<button>` but its type and click, and the ones below. */
export type DisclosureButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'onClick' | 'aria-expanded' | 'aria-controls'> & {
  /** The region it shows is shown. */
  expanded: boolean
  /** The id of the region it shows and hides; the region stays in the page while hidden (`hidden`). */
  controls: string
  onToggle(): void
}

/**
 * The button that shows and hides a region (the WAI-ARIA disclosure pattern): its state is in aria-expanded,
 * the region it governs in aria-controls, and a chevron at its end points down while the region is hidden
 * and up while it shows. No «Aufklappen»/«Zuklappen» text: the state would be read twice. Its look beyond
 * the chevron (a row, an outlined button, a bare icon) is the caller's class.
 */
export function DisclosureButton({ expanded, controls, onToggle, children, ...button }: DisclosureButtonProps) {
  return (
    <button type="button" {...button} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {children}
      <span className={styles.chevron} aria-hidden="true" />
    </button>
  )
}
