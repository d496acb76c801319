/**
 * The unhashed files of public/, which Vite copies into dist/ as they are and the CMS serves under
 * /vue/ (spec 2 §2). Unhashed on purpose: icons are fetched as SVG files by name for inline display
 * (spec 2 §7), and a CMS may link them too, so their address must not change between releases.
 */

/**
 * The address of a file of public/, e.g. `staticUrl('icons/cart.svg')` → `/vue/icons/cart.svg`. Vite's
 * base (`/vue/`) comes from the build, so the bundle and the CMS agree on the prefix.
 */
export const staticUrl = (path: string): string => `${import.meta.env.BASE_URL}${path.replace(/^\/+/, '')}`

/**
 * Every icon in public/icons/ (`<name>.svg`, 24×24, drawn in `currentColor`): the header and menus of
 * spec 2 §2.2 and §2.4, the favourite button of §1, the video and file blocks of §2.10. A test keeps
 * this list and the folder equal.
 */
export const ICONS = [
  'arrow-up', // scroll-to-top button
  'cart',
  'check', // the current language in the switcher
  'chevron-down', // a menu level or dropdown that opens
  'chevron-left',
  'chevron-right',
  'close',
  'company', // order on behalf: the select-contact menu
  'contact', // contact shortcut
  'contact-person', // contact-person menu
  'download',
  'favorite',
  'favorite-filled',
  'globe', // language and country switcher
  'info', // info ribbon
  'logout',
  'menu',
  'minus',
  'notification', // notification centre in the user menu
  'oil-finder', // oil finder shortcut
  'play', // video play button
  'plus',
  'search',
  'user', // login button and profile menu
] as const

/** The name of an icon in public/icons/, e.g. `'cart'`. */
export type IconName = (typeof ICONS)[number]

/**
 * How an icon name is written (`oil-finder`): the names of ICONS, and those a CMS author may give for an
 * icon the CMS adds to the folder later; anything else could leave the folder and is refused.
 */
export const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The address of an icon, e.g. `iconUrl('cart')` → `/vue/icons/cart.svg`. Names outside ICONS are allowed
 * (an author's), but must match ICON_NAME.
 */
export const iconUrl = (name: IconName | (string & {})): string => staticUrl(`icons/${name}.svg`)

/**
 * The address of what a product picture shows when the product has no image (3:4, spec 1 §9). Give it
 * the product's name as alt text, as the real image would have.
 */
export const placeholderImageUrl = (): string => staticUrl('images/placeholder.svg')
