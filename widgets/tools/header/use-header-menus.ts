import { useCallback, useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react'
import { lockScroll } from '@/src/lib/scroll-lock'
import { useMinWidth } from '@/src/lib/use-breakpoint'
import { useOutsidePointer } from '@/src/lib/use-outside-pointer'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { menuClosed, menuOpened, menuOwnerLeft, selectActiveMenu, selectMenuOwner, type MenuName } from '@/store/menus'
import { selectTheme } from '@/store/session'

/** spec 2 §4: the header's menus; spec 2 §2.4 lists them, 'mobile' is the one flyout below md. */
export type HeaderMenuName = Extract<MenuName, 'login' | 'profile' | 'select-contact' | 'contact-person' | 'mobile'>

const HEADER_MENUS: readonly MenuName[] = ['login', 'profile', 'select-contact', 'contact-person', 'mobile']
const isHeaderMenu = (name: MenuName | null): name is HeaderMenuName => name !== null && HEADER_MENUS.includes(name)

/** spec 1 §9, spec 2 §9: a flyout closes 300 ms after the pointer left it. */
export const FLYOUT_CLOSE_DELAY_MS = 300

// A mouse, trackpad or stylus that can hover; touch screens answer no (jsdom has no matchMedia: a desktop).
const canHover = () => typeof window.matchMedia !== 'function' || window.matchMedia('(pointer: fine)').matches

export type HeaderMenus = {
  /** This header's open menu, or null. */
  open: HeaderMenuName | null
  openMenu(name: HeaderMenuName): void
  /** Closes the menu; with `returnFocus` focus goes back to its button (Escape, a choice made in it). */
  closeMenu(name: HeaderMenuName, options?: { returnFocus?: boolean }): void
  /** The id of a menu's panel, for its button's aria-controls. */
  panelId(name: HeaderMenuName): string
  /** Props of a menu's button: the disclosure pattern (aria-expanded, aria-controls) and the click rules. */
  trigger(name: HeaderMenuName): {
    ref(element: HTMLButtonElement | null): void
    'aria-expanded': boolean
    'aria-controls': string
    onPointerDown(event: PointerEvent): void
    onKeyDown(event: KeyboardEvent): void
    onClick(event: MouseEvent): void
  }
  /** Props of the element holding a menu's button and panel: hover and leaving, focus leaving. */
  holder(name: HeaderMenuName): {
    onPointerEnter(event: PointerEvent): void
    onPointerLeave(event: PointerEvent): void
    onBlur(event: FocusEvent<HTMLElement>): void
  }
}

/**
 * The header's menu rules (spec 2 §4): one active menu at a time page-wide (store/menus.ts, shared with the
 * navigation, the language overlay and the search suggestions); hover opens on devices that can hover;
 * leaving closes after 300 ms, except the login menu, below md and for the second brand below xl; a click
 * on the open menu's button closes it on touch or when forced (keyboard, and below md, where nothing
 * opens by hover); Escape closes and returns focus to the button; a click outside closes; focus leaving a
 * menu closes it; the page does not scroll behind an open menu below md.
 */
export function useHeaderMenus(root: RefObject<HTMLElement | null>): HeaderMenus {
  const dispatch = useAppDispatch()
  const active = useAppSelector(selectActiveMenu)
  const theme = useAppSelector(selectTheme)
  const md = useMinWidth('md')
  const xl = useMinWidth('xl')
  const baseId = useId()
  // A page may hold two headers (the block catalogue): the one that opened a menu shows it (store/menus.ts).
  const me = baseId
  const owner = useAppSelector(selectMenuOwner)
  const open = owner === me && isHeaderMenu(active) ? active : null
  const buttons = useRef(new Map<HeaderMenuName, HTMLButtonElement>())
  const closeTimer = useRef<number | undefined>(undefined)
  const pointer = useRef('')
  const keyboard = useRef(false)

  const cancelClose = () => window.clearTimeout(closeTimer.current)

  const openMenu = useCallback(
    (name: HeaderMenuName) => {
      window.clearTimeout(closeTimer.current)
      dispatch(menuOpened(name, me))
    },
    [dispatch, me],
  )

  const closeMenu = useCallback(
    (name: HeaderMenuName, { returnFocus = false }: { returnFocus?: boolean } = {}) => {
      window.clearTimeout(closeTimer.current)
      dispatch(menuClosed(name))
      if (returnFocus) buttons.current.get(name)?.focus()
    },
    [dispatch],
  )

  // A menu opened from outside the header, without an owner (a campaign banner's contact button, store/menus.ts): the
  // page's first header takes it, below md in its mobile panel, and the focus moves to the menu's button, which
  // scrolls the header into view; Tab goes on into the open menu.
  useEffect(() => {
    if (owner !== null || !isHeaderMenu(active) || document.querySelector('[data-widget="header"]') !== root.current?.closest('[data-widget="header"]')) return
    const name = buttons.current.has(active) ? active : 'mobile'
    const button = buttons.current.get(name)
    if (!button) return
    dispatch(menuOpened(name, me))
    button.focus()
  }, [active, owner, dispatch, me, root])

  // spec 2 §4: leaving closes after 300 ms, except for login, on mobile, or for the second brand below xl.
  const closesOnLeave = (name: HeaderMenuName) => name !== 'login' && md && !(theme === '02' && !xl)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const focus = document.activeElement
      // Focus goes back to the button when it was in the header (or nowhere); never pulled from elsewhere.
      closeMenu(open, { returnFocus: !focus || focus === document.body || Boolean(root.current?.contains(focus)) })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, closeMenu, root])
  useOutsidePointer(open !== null, [root], () => open && closeMenu(open), { capture: true })

  // spec 2 §4: body scroll is locked while a menu is open on mobile.
  useEffect(() => (open && !md ? lockScroll() : undefined), [open, md])

  // Below md the panels lie over the page from the bar's lower edge down (header.module.css): measured
  // before paint, through the CSSOM (the Content Security Policy allows no style attributes).
  useLayoutEffect(() => {
    const element = root.current
    if (!open || md || !element) return
    const place = () => element.style.setProperty('--header-panel-top', `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`)
    place()
    // The page is locked, but a script (or focus moving to a field) may still scroll it a little.
    window.addEventListener('scroll', place, { passive: true })
    return () => window.removeEventListener('scroll', place)
  }, [open, md, root])

  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current)
      dispatch(menuOwnerLeft(me))
    },
    [dispatch, me],
  )

  const panelId = (name: HeaderMenuName) => `${baseId}-${name}`

  return {
    open,
    openMenu,
    closeMenu,
    panelId,
    trigger: (name) => ({
      ref: (element) => {
        if (element) buttons.current.set(name, element)
        else buttons.current.delete(name)
      },
      'aria-expanded': open === name,
      'aria-controls': panelId(name),
      onPointerDown: (event) => {
        pointer.current = event.pointerType
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') keyboard.current = true
      },
      onClick: (event) => {
        // Forced: the keyboard (a click without a pointer), and below md, where nothing opens by hover.
        const forced = keyboard.current || event.detail === 0 || !md
        const touch = pointer.current === 'touch' || pointer.current === 'pen' || !canHover()
        keyboard.current = false
        pointer.current = ''
        if (open !== name) openMenu(name)
        // spec 2 §4: clicking the active one again closes it on touch devices or when forced; a mouse
        // that opened it by hovering keeps it open.
        else if (forced || touch) closeMenu(name)
      },
    }),
    holder: (name) => ({
      onPointerEnter: (event) => {
        // spec 2 §4: hover opens on non-touch devices; the mobile flyout below md opens by click only.
        if (event.pointerType !== 'mouse' || !canHover() || !md) return
        cancelClose()
        if (open !== name) openMenu(name)
      },
      onPointerLeave: (event) => {
        if (event.pointerType !== 'mouse' || open !== name || !closesOnLeave(name)) return
        cancelClose()
        closeTimer.current = window.setTimeout(() => closeMenu(name), FLYOUT_CLOSE_DELAY_MS)
      },
      onBlur: (event) => {
        // Tabbing out of a menu closes it (the disclosure navigation pattern); a click elsewhere is handled above.
        const next = event.relatedTarget
        if (open === name && next instanceof Node && !event.currentTarget.contains(next)) closeMenu(name)
      },
    }),
  }
}
