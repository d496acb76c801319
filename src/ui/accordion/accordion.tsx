import { useId, useState, type ReactNode } from 'react'
import { DisclosureButton } from '@/src/ui/disclosure/disclosure-button'
import styles from './accordion.module.css'

/** One section of an {@link Accordion}. */
export type AccordionItem = {
  /** Stable id, unique within the accordion; used by `defaultOpen` and `onToggle`. */
  id: string
  /** The always visible heading text. */
  title: ReactNode
  /** Shown while the section is open. */
  content: ReactNode
}

/** Props of {@link Accordion}. */
export type AccordionProps = {
  items: AccordionItem[]
  /** At most one section open: opening one closes the others (spec 2 §2.4, mobile contact-person flyout). */
  single?: boolean
  /** Ids of the sections open at first; with `single` only the first of them opens. */
  defaultOpen?: string[]
  /** Level of the heading around each toggle, so the accordion fits the page outline; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Told after a section opened or closed, e.g. to scroll it into view. */
  onToggle?(id: string, open: boolean): void
  className?: string
}

/**
 * Sections that open and close (spec 2 §4: accordion open or closed), built on the WAI-ARIA accordion
 * pattern: each title is a button inside a heading, with aria-expanded and aria-controls, and each
 * panel is a region labelled by its button. Closed panels stay mounted but `hidden`, so form input
 * inside them survives closing.
 */
export function Accordion({ items, single = false, defaultOpen = [], headingLevel = 3, onToggle, className }: AccordionProps) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(single ? defaultOpen.slice(0, 1) : defaultOpen))
  const Heading = `h${headingLevel}` as const

  const toggle = (id: string) => {
    const opening = !open.has(id)
    const next = new Set(single ? [] : open)
    if (opening) next.add(id)
    else next.delete(id)
    setOpen(next)
    onToggle?.(id, opening)
  }

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const isOpen = open.has(item.id)
        // Index-based ids: CMS ids may hold spaces or other characters that are not valid in id references.
        const buttonId = `${baseId}-button-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <DisclosureButton id={buttonId} className={styles.trigger} expanded={isOpen} controls={panelId} onToggle={() => toggle(item.id)}>
                <span className={styles.title}>{item.title}</span>
              </DisclosureButton>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
