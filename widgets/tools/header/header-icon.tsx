import styles from './header.module.css'

/** The icons of public/icons/ the header draws (src/lib/static-files.ts ICONS). */
export type HeaderIconName = 'user' | 'cart' | 'oil-finder' | 'contact' | 'company' | 'contact-person' | 'logout'

const CLASS: Record<HeaderIconName, string | undefined> = {
  user: styles.iconUser,
  cart: styles.iconCart,
  'oil-finder': styles.iconOilFinder,
  contact: styles.iconContact,
  company: styles.iconCompany,
  'contact-person': styles.iconContactPerson,
  logout: styles.iconLogout,
}

/**
 * A 24 px icon in the text colour, decorative (the control around it carries the name). Drawn by the
 * stylesheet as a mask of the icon file, so the header needs no script and no request of its own to show
 * it, and the box is there from the first frame (nothing shifts when the file arrives).
 */
export function HeaderIcon({ name }: { name: HeaderIconName }) {
  return <span className={[styles.icon, CLASS[name]].filter(Boolean).join(' ')} aria-hidden="true" />
}
