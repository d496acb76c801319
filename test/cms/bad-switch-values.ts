import type { SwitchName } from './switches'

/**
 * Values each switch must refuse (switches.ts), for the unit tests and the end-to-end ones: near misses
 * (case, separators, spaces), unknown names, prototype keys a lookup with `in` would find, and markup.
 */
export const BAD_SWITCH_VALUES: Record<SwitchName, string[]> = {
  locale: ['', 'xx', 'DE-CH', 'de_CH', 'de-ch', 'de-CH ', 'en-GB', 'constructor', '__proto__', '<b>de</b>'],
  tenant: ['', 'lubricants-fr', 'LUBRICANTS-CH', 'constructor', 'toString', 'lubricants-ch/x'],
  theme: ['', '04', '1', '00', 'theme-01', ' 01', 'constructor'],
  user: ['nobody@example.ch', 'kunde', 'kunde@example', 'constructor', '__proto__', 'kunde@example.ch; admin', '"><script>alert(1)</script>'],
  features: ['disablelogin', 'disableLogin,unknown', 'hideMenu', 'constructor', 'disableLogin;hideMenuWhenLoggedOut', '__proto__'],
  scenario: ['', 'Offline', 'unbekannt', 'constructor', '__proto__', 'hasOwnProperty', 'slow,offline'],
}
