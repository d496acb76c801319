import { useState, type ReactNode } from 'react'
import type { HeaderMenuName, HeaderMenus } from './use-header-menus'
import styles from './header.module.css'

/** Props of {@link HeaderMenu}. */
export type HeaderMenuProps = {
  name: HeaderMenuName
  menus: HeaderMenus
  /** What the button shows: an icon with a visually hidden name, or text (the acting-for state). */
  button: ReactNode
  /** Extra class of the button (the wide acting-for button). */
  buttonClassName?: string | undefined
  /** Extra class of the panel (the login form's width, the mobile flyout). */
  panelClassName?: string | undefined
  /** Told when the pointer or focus comes near the button: the moment to fetch what the panel needs. */
  onIntent?(): void
  /** Keep the panel's content once shown, so what was typed into it survives closing (the login form). */
  keepContent?: boolean
  children: ReactNode
}

/**
 * One header menu: a disclosure button (aria-expanded, aria-controls) and the panel right after it in the
 * reading and tab order, so Tab walks from the button into the open menu. The rules of opening and
 * closing are useHeaderMenus'; the panel's content renders only while it is open (or, with
 * `keepContent`, once it has been).
 */
export function HeaderMenu({ name, menus, button, buttonClassName, panelClassName, onIntent, keepContent = false, children }: HeaderMenuProps) {
  const isOpen = menus.open === name
  const [shown, setShown] = useState(isOpen)
  if (isOpen && !shown) setShown(true)
  const { onPointerEnter, ...holder } = menus.holder(name)
  return (
    <div
      className={styles.menu}
      {...holder}
      onPointerEnter={(event) => {
        onIntent?.()
        onPointerEnter(event)
      }}
      onFocus={onIntent}
    >
      <button type="button" className={[styles.trigger, buttonClassName].filter(Boolean).join(' ')} {...menus.trigger(name)}>
        {button}
      </button>
      <div id={menus.panelId(name)} className={[styles.panel, panelClassName].filter(Boolean).join(' ')} hidden={!isOpen}>
        {isOpen || (keepContent && shown) ? children : null}
      </div>
    </div>
  )
}
