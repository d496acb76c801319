import { memo, useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterSelection } from '@/src/lib/filter-address'
import { Button } from '../button/button'
import { FilterOption } from '../filter-option/filter-option'
import styles from './filter-panel.module.css'

/** A filter shows this many options until the user asks for all (the chosen ones always show). */
export const OPTIONS_SHOWN = 8

/** A multiselect filter as the panel shows it (spec 1 §3): its options with what choosing each would show. */
export type PanelFilter = { name: string; label: string; options: readonly { value: string; label: string; count: number }[] }

type FilterPanelProps = {
  id: string
  /** On phones and tablets the panel is open (below 1024 px it collapses behind the toolbar's button). */
  expanded: boolean
  filters: readonly PanelFilter[]
  selection: FilterSelection
  /** A request runs: the boxes take no change until it has answered (spec 1 §5). */
  busy: boolean
  onToggle(name: string, value: string): void
  onClear(): void
  /** Escape pressed inside the open panel on a phone or tablet. */
  onCollapse(): void
}

/**
 * A list's filters (spec 1 §3, §5; the product list and the news list): one group of checkboxes per multiselect
 * filter, each option with its count, disabled at count 0 (unless chosen, so it can be taken out again). From md
 * (1024 px, spec 2 §9) the list's sidebar; below it a panel the list's «Filter (n)» button opens and closes.
 */
export function FilterPanel({ id, expanded, filters, selection, busy, onToggle, onClear, onCollapse }: FilterPanelProps) {
  const { t } = useTranslation('common')
  const anyChosen = Object.values(selection).some((values) => values.length > 0)

  const collapseOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return
    event.stopPropagation()
    onCollapse()
  }

  return (
    // The keydown listener catches Escape from the checkboxes and buttons inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div id={id} className={expanded ? styles.filters : `${styles.filters} ${styles.collapsed}`} onKeyDown={collapseOnEscape}>
      {filters.map((filter) => (
        <FilterGroup key={filter.name} filter={filter} chosen={Object.hasOwn(selection, filter.name) ? (selection[filter.name] ?? NONE) : NONE} busy={busy} onToggle={onToggle} />
      ))}
      {anyChosen && (
        <Button variant="ghost" size="s" className={styles.clear} aria-disabled={busy || undefined} onClick={onClear}>
          {t('filters.reset')}
        </Button>
      )}
    </div>
  )
}

type FilterGroupProps = { filter: PanelFilter; chosen: readonly string[]; busy: boolean; onToggle(name: string, value: string): void }

/** No value chosen: the same list every render, so an untouched group's props stay equal. */
const NONE: readonly string[] = []

// Memoised: a click re-renders the group it changed, not every group of the panel (docs/budgets.md: INP of a filter
// click).
const FilterGroup = memo(function FilterGroup({ filter, chosen, busy, onToggle }: FilterGroupProps) {
  const { t } = useTranslation('common')
  const optionsId = useId()
  const [showAll, setShowAll] = useState(false)
  const hidden = filter.options.length - OPTIONS_SHOWN
  // The first options, and any chosen one further down: a choice never hides.
  const shown = showAll || hidden <= 0 ? filter.options : filter.options.filter((option, index) => index < OPTIONS_SHOWN || chosen.includes(option.value))
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{filter.label}</legend>
      <ul id={optionsId} className={styles.options}>
        {shown.map((option) => {
          const checked = chosen.includes(option.value)
          return (
            <li key={option.value}>
              <FilterOption label={option.label} count={option.count} checked={checked} busy={busy} onToggle={() => onToggle(filter.name, option.value)} />
            </li>
          )
        })}
      </ul>
      {hidden > 0 && (
        <button type="button" className={styles.textButton} aria-expanded={showAll} aria-controls={optionsId} onClick={() => setShowAll((was) => !was)}>
          {showAll ? t('filters.showLess') : t('filters.showAll', { count: filter.options.length })}
        </button>
      )}
    </fieldset>
  )
})

/** The empty list's way out of its filters (spec 1 §5): all of them removed at once, a link's look beside the text. */
export function ClearFiltersButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('common')
  return (
    <button type="button" className={styles.textButton} onClick={onClick}>
      {t('filters.reset')}
    </button>
  )
}
