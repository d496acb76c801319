import { LanguageSwitcher as Switcher } from '@/src/features/language-switcher/language-switcher'

/**
 * The header's language and country switcher (spec 2 §2.3, §4): the shared switcher of src/ui (the footer
 * shows the same), fed by the session's locales and language. It has no props of its own.
 */
export function LanguageSwitcher() {
  // The header bar of a phone has room for the language's code only.
  return <Switcher compact />
}
