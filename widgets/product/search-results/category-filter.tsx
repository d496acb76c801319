import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CategoryNode } from '@/api/search'
import { Button } from '@/src/ui/button/button'
import { DisclosureButton } from '@/src/ui/disclosure/disclosure-button'
import { checkStateOf, narrowestCategories, type CategoryIndex, type CheckState } from './category-selection'
import { FilterOption } from '@/src/ui/filter-option/filter-option'
import styles from './search-results.module.css'

type CategoryFilterProps = {
  tree: CategoryNode[]
  index: CategoryIndex
  /** The checked categories, normalised (category-selection.ts). */
  selected: string[]
  /** A product search runs: the checkboxes take no change until it has answered (spec 1 §5). */
  busy: boolean
  onToggle(id: string): void
  onClear(): void
}

type TreeProps = Omit<CategoryFilterProps, 'tree' | 'onClear'> & {
  /** Sub-levels the user opened or closed; by default a level is open while some of it is checked. */
  open: Readonly<Record<string, boolean>>
  onOpen(id: string, open: boolean): void
}

/**
 * The category filter of the search page (spec 1 §2, §3, §4, §5): a tree of checkboxes with each
 * category's count, parents checked, mixed or unchecked by the rules of category-selection.ts, and
 * disabled when their count is 0. From md (1024 px, spec 2 §9) a sidebar; on smaller screens a panel
 * that the button «Filter (n)» opens and closes (Escape closes it too and returns to the button).
 */
export function CategoryFilter({ tree, index, selected, busy, onToggle, onClear }: CategoryFilterProps) {
  const { t } = useTranslation('product')
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [open, setOpen] = useState<Record<string, boolean>>({})

  const closeOnEscape = (event: KeyboardEvent) => {
    // Only where the panel collapses at all: the toggle is not rendered (display: none) from md.
    const toggle = toggleRef.current
    if (event.key !== 'Escape' || !expanded || !toggle || toggle.getClientRects().length === 0) return
    event.stopPropagation()
    setExpanded(false)
    toggle.focus()
  }

  return (
    <div className={styles.filter}>
      <DisclosureButton ref={toggleRef} className={styles.filterToggle} expanded={expanded} controls={panelId} onToggle={() => setExpanded((was) => !was)}>
        {/* Counts what filters: a checked parent of checked children is not a filter of its own. */}
        <span>{t('searchResults.filter.toggle', { count: narrowestCategories(selected, index).length })}</span>
      </DisclosureButton>
      {/* The keydown listener catches Escape from the checkboxes and buttons inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div id={panelId} className={expanded ? styles.filterPanel : `${styles.filterPanel} ${styles.collapsed}`} onKeyDown={closeOnEscape}>
        <fieldset className={styles.fieldset} aria-busy={busy || undefined}>
          <legend className={styles.legend}>{t('searchResults.filter.legend')}</legend>
          <CategoryTree
            nodes={tree}
            index={index}
            selected={selected}
            busy={busy}
            onToggle={onToggle}
            open={open}
            onOpen={(id, isOpen) => setOpen((was) => ({ ...was, [id]: isOpen }))}
          />
        </fieldset>
        {selected.length > 0 && (
          <Button variant="ghost" size="s" className={styles.clear} aria-disabled={busy || undefined} onClick={() => !busy && onClear()}>
            {t('searchResults.filter.reset')}
          </Button>
        )}
      </div>
    </div>
  )
}

function CategoryTree({ nodes, ...rest }: TreeProps & { nodes: CategoryNode[] }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <CategoryItem key={node.id} node={node} {...rest} />
      ))}
    </ul>
  )
}

function CategoryItem({ node, index, selected, busy, onToggle, open, onOpen }: TreeProps & { node: CategoryNode }) {
  const { t } = useTranslation('product')
  const childrenId = useId()
  const state: CheckState = checkStateOf(node.id, selected, index)
  const hasChildren = node.children.length > 0
  const isOpen = open[node.id] ?? state === 'mixed'
  return (
    <li className={styles.treeItem}>
      <div className={styles.treeRow}>
        <FilterOption label={node.name} count={node.count} checked={state === 'checked'} mixed={state === 'mixed'} busy={busy} onToggle={() => onToggle(node.id)} />
        {hasChildren && (
          <DisclosureButton
            className={styles.expand}
            expanded={isOpen}
            controls={childrenId}
            aria-label={t('searchResults.filter.subcategories', { name: node.name })}
            onToggle={() => onOpen(node.id, !isOpen)}
          />
        )}
      </div>
      {hasChildren && (
        <div id={childrenId} hidden={!isOpen}>
          <CategoryTree nodes={node.children} index={index} selected={selected} busy={busy} onToggle={onToggle} open={open} onOpen={onOpen} />
        </div>
      )}
    </li>
  )
}
