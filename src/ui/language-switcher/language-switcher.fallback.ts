/**
 * The switcher's trigger before its island mounts (docs/fallbacks.md): the same markup as language-switcher.tsx
 * draws, so the same stylesheet sizes both and nothing shifts. Shared by tools/language-switcher and the footer.
 */
import { isRecord } from '@/src/lib/guards'
import { languageCode, ownLanguageName } from '@/src/lib/locales'
import { escapeHtml, glyphHtml } from '@/src/widget/fallback'
import { GLOBE_PATHS } from './globe'

/** What the switcher reads of the session (page data): the current language and the countries with their languages' titles. */
export type SwitcherSession = { language?: unknown; locales?: unknown }

/** The current language's name as the island finds it: the title session.locales gives it, else its own name. */
function currentTitle(session: SwitcherSession | undefined, language: string): string {
  const wanted = language.toLowerCase()
  for (const country of Array.isArray(session?.locales) ? session.locales : []) {
    if (!isRecord(country) || !Array.isArray(country.languages)) continue
    for (const item of country.languages) {
      if (isRecord(item) && typeof item.language === 'string' && item.language.toLowerCase() === wanted && typeof item.title === 'string') return item.title.trim()
    }
  }
  return ownLanguageName(language)
}

/**
 * The trigger, a box of its fixed size showing the globe and the name of the session's language (compact: its code
 * on phones, as in the header bar); without a session, `language` (the page's locale) alone.
 */
export function languageSwitcherHtml(session: SwitcherSession | undefined, language: string, { compact = false } = {}): string {
  const current = typeof session?.language === 'string' ? session.language : language
  return `<span data-fallback="language-switcher"${compact ? ' data-compact=""' : ''}>${glyphHtml(GLOBE_PATHS)}<span data-part="code" aria-hidden="true">${escapeHtml(languageCode(current))}</span><span data-part="name" lang="${escapeHtml(current)}">${escapeHtml(currentTitle(session, current))}</span></span>`
}
