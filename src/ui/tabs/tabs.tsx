import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './tabs.module.css'

/** One tab of {@link Tabs}. */
export type TabItem = {
  /** Stable id, unique within the tabs; what `selected` and `onSelect` speak in. */
  id: string
  label: ReactNode
  content: ReactNode
  /** Shown but not selectable; the arrow keys skip it. */
  disabled?: boolean
}

/** Props of {@link Tabs}. Pass `selected` + `onSelect` to control it, or neither (optionally `defaultSelected`). */
export type TabsProps = {
  tabs: TabItem[]
  /** Accessible name of the tab list, e.g. "Produktinformationen". */
  label: string
  /** The selected tab's id when the caller controls the selection. */
  selected?: string
  /** The first selected tab when uncontrolled; default the first enabled tab. */
  defaultSelected?: string
  /** Told whenever the user selects a tab (by click or keyboard). */
  onSelect?(id: string): void
  className?: string
}

const isSelectable = (tab: TabItem | undefined): tab is TabItem => tab !== undefined && !tab.disabled

/**
 * Tabs following the WAI-ARIA tabs pattern with automatic activation: only the selected tab is in the
 * Tab order (roving tabindex); ArrowLeft/ArrowRight move to the previous/next enabled tab and wrap, Home
 * and End go to the first/last enabled one, and moving selects. All panels stay mounted (hidden when
 * not selected) so each tab's aria-controls points at an element and panel state survives switching.
 */
export function Tabs({ tabs, label, selected, defaultSelected, onSelect, className }: TabsProps) {
  const baseId = useId()
  const [own, setOwn] = useState(defaultSelected)
  const buttons = useRef(new Map<string, HTMLButtonElement>())

  // A requested id that is unknown or disabled falls back to the first enabled tab, so there is always
  // exactly one tab in the Tab order.
  const wanted = tabs.find((tab) => tab.id === (selected ?? own))
  const current = isSelectable(wanted) ? wanted : tabs.find(isSelectable)

  const select = (tab: TabItem) => {
    // Harmless while controlled: `selected` wins over `own` above.
    setOwn(tab.id)
    if (tab.id !== current?.id) onSelect?.(tab.id)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = tabs.map((tab, position) => ({ tab, position })).filter(({ tab }) => isSelectable(tab))
    const at = enabled.findIndex(({ position }) => position === index)
    const target =
      event.key === 'ArrowRight'
        ? enabled[(at + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined
    if (!target) return
    // Stops the page from scrolling on Home/End and the arrows.
    event.preventDefault()
    buttons.current.get(target.tab.id)?.focus()
    select(target.tab)
  }

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element)
                else buttons.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              // Index-based ids: CMS ids may hold characters that are not valid in id references.
              id={`${baseId}-tab-${index}`}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          // The panel itself takes focus after the tab list, so Tab reaches text-only content too (APG).
          tabIndex={0}
          className={styles.panel}
          hidden={tab.id !== current?.id}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
