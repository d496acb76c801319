import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { selectUser } from '@/store/account'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { menuClosed, menuOpened, menuOwnerLeft, selectActiveMenu, selectMenuOwner } from '@/store/menus'
import { selectHasFeature, selectSession } from '@/store/session'
import { MenuGlyph } from './glyphs'
import type { MainNavigationProps } from './main-navigation.widget'
import { NavigationOverlay, type Column } from './navigation-overlay'
import { readNavigation, readProductLines, type NavigationItem } from './navigation-items'
import styles from './main-navigation.module.css'

/**
 * The main navigation (spec 2 §2.2, §4): a menu button in the header bar that opens an overlay of up to
 * three levels, product lines and CMS pages. Hidden entirely for signed-out visitors when the feature
 * hideMenuWhenLoggedOut is active (spec 2 §2.2, §6).
 */
export function MainNavigation(props: MainNavigationProps) {
  const user = useAppSelector(selectUser)
  // page-data.ts reads the flag's other spelling, HIDE_MENU_WHEN_LOGGED_OUT (spec 2 §1), as this one.
  const hideWhenSignedOut = useAppSelector((state) => selectHasFeature(state, 'hideMenuWhenLoggedOut'))
  if (hideWhenSignedOut && !user) return null
  return <NavigationMenu {...props} />
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

// Hidden levels (the parents of the one shown on a phone) stay in the page but cannot take focus.
const isShown = (element: HTMLElement) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true)

/** The levels the overlay shows: level 1, then the sub-level of the selected entry of each level above. */
function columnsOf(level1: NavigationItem[], selected: readonly string[]): Column[] {
  const columns: Column[] = [{ level: 1, items: level1 }]
  let items = level1
  for (const key of selected) {
    const parent = items.find((item) => item.key === key && item.pages.length > 0)
    if (!parent) break
    items = parent.pages
    columns.push({ level: columns.length + 1, parent, items })
  }
  return columns
}

const NO_ITEMS: NavigationItem[] = []

function NavigationMenu(props: MainNavigationProps) {
  const { t } = useTranslation('tools')
  const dispatch = useAppDispatch()
  const session = useAppSelector(selectSession)
  const activeMenu = useAppSelector(selectActiveMenu)
  const id = useId()
  // A page may place several navigations (the block catalogue): the one the visitor opened shows its overlay.
  const owner = useAppSelector(selectMenuOwner)
  // spec 2 §4 and store/menus.ts: one menu page-wide; opening this one closes the header's, and theirs close this.
  const open = activeMenu === 'navigation' && owner === id
  // The keys of the selected entries of level 1 and level 2 (spec 2 §4: they toggle).
  const [selected, setSelected] = useState<readonly string[]>([])
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)

  // The menu's entries are read (checked, their icons parsed) once the visitor reaches for the button, not while the
  // page starts: some 50 ms on a slow phone that the first screen does not need.
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  const lines = useMemo(() => (wanted ? readProductLines(session.productLines) : NO_ITEMS), [wanted, session.productLines])
  const pages = useMemo(() => (wanted ? readNavigation(session.navigation) : NO_ITEMS), [wanted, session.navigation])
  const columns = columnsOf([...lines, ...pages], selected)

  const close = useCallback(() => dispatch(menuClosed('navigation')), [dispatch])
  // An island that goes away (its marker removed) takes its open overlay, and the scroll lock, with it.
  useEffect(
    () => () => {
      dispatch(menuOwnerLeft(id))
    },
    [dispatch, id],
  )
  const closeAndReturn = () => {
    close()
    buttonRef.current?.focus()
  }
  const toggleMenu = () => {
    if (open) {
      close()
      return
    }
    setSelected([])
    want()
    dispatch(menuOpened('navigation', id))
  }

  const columnElement = (level: number) => panelRef.current?.querySelector<HTMLElement>(`[data-level="${level}"]`)
  const itemsOf = (level: number) => Array.from(columnElement(level)?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? [])

  /** An entry with sub-pages opens or closes its level instead of navigating (spec 2 §2.2). */
  const toggleItem = (level: number, key: string) =>
    setSelected((current) => (current[level - 1] === key ? current.slice(0, level - 1) : [...current.slice(0, level - 1), key]))

  /** Opens an entry's level and moves into it: focus on its first entry (the entry's own page). */
  const enter = (level: number, key: string) => {
    flushSync(() => setSelected((current) => [...current.slice(0, level - 1), key]))
    itemsOf(level + 1)[0]?.focus()
  }

  /** Back from `level` to the one above: the level closes and its entry takes focus again. */
  const back = (level: number) => {
    const parentKey = selected[level - 2]
    flushSync(() => setSelected((current) => current.slice(0, level - 2)))
    if (parentKey) panelRef.current?.querySelector<HTMLElement>(`[data-key="${parentKey}"]`)?.focus()
  }

  /** Focus stays inside the open menu: Tab from its last element wraps to the menu button and back. */
  const trapTab = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return
    const focusables = [buttonRef.current, ...Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (element): element is HTMLElement => element !== null && isShown(element),
    )
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  /**
   * The keyboard model of every element of the menu: Up/Down move between the entries of a level, Home/End
   * to its first and last; Right/Enter on an entry with sub-pages opens its level and moves into it;
   * Left/Escape go back a level; Escape on level 1 (or anywhere else in the menu) closes it and returns
   * focus to the menu button.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') {
      trapTab(event)
      return
    }
    const element = event.currentTarget
    if (element === buttonRef.current) {
      if (open && event.key === 'ArrowDown') {
        event.preventDefault()
        itemsOf(1)[0]?.focus()
      } else if (open && event.key === 'Escape') {
        event.preventDefault()
        close()
      }
      return
    }
    const level = Number(element.closest('[data-level]')?.getAttribute('data-level') ?? 0)
    if (level === 0) {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeAndReturn()
      }
      return
    }
    const items = itemsOf(level)
    const at = items.indexOf(element)
    const focusAt = (index: number) => {
      event.preventDefault()
      items[(index + items.length) % items.length]?.focus()
    }
    const key = element.getAttribute('data-key')
    switch (event.key) {
      case 'ArrowDown':
        focusAt(at + 1)
        break
      case 'ArrowUp':
        focusAt(at < 0 ? items.length - 1 : at - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(items.length - 1)
        break
      case 'ArrowRight':
      case 'Enter':
        // Only an entry with sub-pages carries a key; Enter on a link follows it.
        if (key) {
          event.preventDefault()
          enter(level, key)
        }
        break
      case 'ArrowLeft':
      case 'Escape':
        if (level > 1) {
          event.preventDefault()
          back(level)
        } else if (event.key === 'Escape') {
          event.preventDefault()
          closeAndReturn()
        }
        break
    }
  }

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={t('mainNavigation.menu')}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={toggleMenu}
        onKeyDown={onKeyDown}
        onPointerEnter={want}
        onFocus={want}
      >
        <MenuGlyph open={open} className={styles.menuGlyph} />
      </button>
      {open && (
        <NavigationOverlay
          id={`${id}-panel`}
          panelRef={panelRef}
          buttonRef={buttonRef}
          columns={columns}
          onToggle={toggleItem}
          onBack={back}
          onClose={close}
          onKeyDown={onKeyDown}
          teaser={props}
        />
      )}
    </div>
  )
}
