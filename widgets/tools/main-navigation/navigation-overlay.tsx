import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { safeHref } from '@/src/lib/safe-url'
import { lockScroll } from '@/src/lib/scroll-lock'
import { useOutsidePointer } from '@/src/lib/use-outside-pointer'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { ChevronLeft, ChevronRight } from './glyphs'
import { LanguageDropdown } from './language-dropdown'
import type { MainNavigationProps } from './main-navigation.widget'
import type { NavigationItem } from './navigation-items'
import styles from './main-navigation.module.css'

/** spec 2 §4, §9: the menu's own scrolling is enabled this long after it opened. */
export const NAVIGATION_SCROLL_DELAY_MS = 300

/** One level the overlay shows: its entries and, below level 1, the entry that opened it. */
export type Column = { level: number; parent?: NavigationItem; items: NavigationItem[] }

type Handlers = {
  onToggle(level: number, key: string): void
  onBack(level: number): void
  onKeyDown(event: KeyboardEvent<HTMLElement>): void
}

type OverlayProps = Handlers & {
  id: string
  panelRef: RefObject<HTMLElement | null>
  buttonRef: RefObject<HTMLButtonElement | null>
  columns: Column[]
  onClose(): void
  teaser: MainNavigationProps
}

/** The entries of a level in runs: a new run after an `add-separator` entry, and where product lines end and CMS pages begin. */
function runsOf(items: NavigationItem[]): { items: NavigationItem[]; separatorAfter: boolean }[] {
  const runs: { items: NavigationItem[]; separatorAfter: boolean }[] = []
  items.forEach((item, index) => {
    const previous = items[index - 1]
    const run = runs[runs.length - 1]
    if (!run || !previous || previous.separatorAfter || previous.isProductLine !== item.isProductLine) runs.push({ items: [item], separatorAfter: item.separatorAfter })
    else {
      run.items.push(item)
      run.separatorAfter = item.separatorAfter
    }
  })
  return runs
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** An entry: a link, or (with sub-pages) a button that opens and closes its level (spec 2 §2.2). */
function Entry({ item, level, expanded, controls, handlers }: { item: NavigationItem; level: number; expanded: boolean; controls?: string; handlers: Handlers }) {
  const content = (
    <>
      {item.icon && <img className={styles.icon} src={item.icon} alt="" width={28} height={28} />}
      <span className={styles.label}>{item.label}</span>
    </>
  )
  if (item.pages.length === 0) {
    return (
      <SafeLink
        href={item.uri}
        target={item.newTab ? '_blank' : undefined}
        className={styles.entry}
        aria-current={item.active ? 'page' : undefined}
        data-nav-item=""
        onKeyDown={handlers.onKeyDown}
      >
        {content}
      </SafeLink>
    )
  }
  return (
    <button
      type="button"
      className={join(styles.entry, item.inTrail && styles.inTrail)}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      data-nav-item=""
      data-key={item.key}
      onClick={() => handlers.onToggle(level, item.key)}
      onKeyDown={handlers.onKeyDown}
    >
      {content}
      <ChevronRight className={styles.chevron} />
    </button>
  )
}

/** One level: below level 1 with a back button (phones) and the name of the entry that opened it. */
function Level({ column, next, levelId, handlers }: { column: Column; next?: Column; levelId(level: number): string; handlers: Handlers }) {
  const { t } = useTranslation('tools')
  const titleId = useId()
  const { level, parent } = column
  const runs = runsOf(column.items)
  const entries = (items: NavigationItem[]) =>
    items.map((item) => (
      <li key={item.key}>
        <Entry item={item} level={level} expanded={next?.parent?.key === item.key} controls={levelId(level + 1)} handlers={handlers} />
      </li>
    ))
  return (
    <div
      className={styles.level}
      id={levelId(level)}
      data-level={level}
      role={parent ? 'group' : undefined}
      aria-labelledby={parent ? titleId : undefined}
    >
      {parent && (
        <div className={styles.levelHead}>
          <button type="button" className={styles.back} onClick={() => handlers.onBack(level)} onKeyDown={handlers.onKeyDown}>
            <ChevronLeft className={styles.chevron} />
            {t('mainNavigation.back')}
          </button>
          <p id={titleId} className={styles.levelTitle}>
            {parent.label}
          </p>
        </div>
      )}
      {parent && (
        // The level's own page stays reachable: its entry opens the level instead of navigating.
        <ul className={styles.list}>
          <li>
            <SafeLink
              href={parent.uri}
              target={parent.newTab ? '_blank' : undefined}
              className={join(styles.entry, styles.overview)}
              aria-current={parent.active ? 'page' : undefined}
              data-nav-item=""
              onKeyDown={handlers.onKeyDown}
            >
              <span className={styles.label}>{t(parent.isProductLine ? 'mainNavigation.allOf' : 'mainNavigation.overviewOf', { label: parent.label })}</span>
            </SafeLink>
          </li>
        </ul>
      )}
      {runs.map((run) => (
        <Fragment key={run.items[0]?.key}>
          <ul className={styles.list}>{entries(run.items)}</ul>
          {run.separatorAfter && <hr className={styles.separator} />}
        </Fragment>
      ))}
    </div>
  )
}

/**
 * The open menu: a layer under the header bar with the levels (spec 2 §2.2): on a phone one level at a
 * time with a back button, from 1024 px a panel with a column per level; the oil-finder teaser and the
 * language dropdown. While it is open the page does not scroll (spec 2 §4), a click outside closes it,
 * and focus inside it returns to the menu button when it closes.
 */
export function NavigationOverlay({ id, panelRef, buttonRef, columns, onClose, teaser, ...handlers }: OverlayProps) {
  const { t } = useTranslation('tools')
  const session = useAppSelector(selectSession)
  const layerRef = useRef<HTMLDivElement>(null)
  const [scrollable, setScrollable] = useState(false)
  const baseId = useId()
  const levelId = (level: number) => `${baseId}-level-${level}`

  // spec 2 §4: the page behind does not scroll while the navigation is open.
  useEffect(() => lockScroll(), [])

  // spec 2 §4, §9: the menu itself scrolls only 300 ms after opening, so the tap that opened it cannot scroll it.
  useEffect(() => {
    const timer = setTimeout(() => setScrollable(true), NAVIGATION_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  // Under the header bar the button sits in (60 px or 85 px high, and the CMS may put more above it), at
  // the top of the window if the bar has scrolled away. Measured again when the window changes size.
  useLayoutEffect(() => {
    const place = () => {
      const anchor = buttonRef.current?.closest('header') ?? buttonRef.current
      const top = Math.max(0, Math.round(anchor?.getBoundingClientRect().bottom ?? 0))
      layerRef.current?.style.setProperty('--main-navigation-top', `${top}px`)
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [buttonRef])

  // spec 2 §2.2: a click outside closes the menu (the dimmed page under it counts as outside).
  useOutsidePointer(true, [panelRef, buttonRef], onClose)

  // Focus inside the menu when it closes (Escape, a click outside, another menu opening) goes back to the
  // menu button rather than to the start of the page. Runs before the panel leaves the page.
  useLayoutEffect(() => {
    const panel = panelRef.current
    const button = buttonRef.current
    return () => {
      if (panel?.contains(document.activeElement)) button?.focus()
    }
  }, [panelRef, buttonRef])

  // spec 2 §2.2: the oil-finder teaser when its address is known; inside a product line only if that line asks for it.
  const oilFinderUrl = safeHref(session.urls.oilFinderUrl)
  const openLine = columns[1]?.parent
  const showTeaser = oilFinderUrl !== undefined && (!openLine || openLine.showOilFinderTeaser)

  return (
    <div ref={layerRef} className={styles.layer}>
      <div className={styles.backdrop} />
      <nav
        ref={panelRef}
        id={id}
        className={join(styles.panel, scrollable && styles.scrollable)}
        aria-label={t('mainNavigation.label')}
        data-scrollable={scrollable || undefined}
      >
        <div className={styles.body}>
          <div className={styles.levels}>
            {columns.map((column, index) => (
              <Level key={column.parent?.key ?? 'top'} column={column} next={columns[index + 1]} levelId={levelId} handlers={handlers} />
            ))}
          </div>
          {showTeaser && (
            // A paragraph, not a heading: the menu sits above the page's h1 and must not change its outline.
            <div className={styles.teaser}>
              <p className={styles.teaserTitle}>{teaser.teaserTitle?.trim() || t('mainNavigation.oilFinder.title')}</p>
              <p className={styles.teaserText}>{teaser.teaserText?.trim() || t('mainNavigation.oilFinder.text')}</p>
              <SafeLink href={oilFinderUrl} className={styles.teaserLink} onKeyDown={handlers.onKeyDown}>
                {teaser.teaserLinkText?.trim() || t('mainNavigation.oilFinder.link')}
                <ChevronRight className={styles.chevron} />
              </SafeLink>
            </div>
          )}
        </div>
        <LanguageDropdown onKeyDown={handlers.onKeyDown} />
      </nav>
    </div>
  )
}
