import type { OfferedLanguage } from '@/src/lib/locales'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { CheckGlyph } from './glyphs'
import styles from './language-switcher.module.css'

/**
 * One language to switch to (spec 2 §2.3: choosing a language navigates to its url): a real link, so it
 * works like any link (open in a new tab, see where it goes). Its name is written in its own language
 * and marked so (`lang`, WCAG 3.1.2); the current language is marked with aria-current and a check.
 */
export function LanguageLink({ language, current }: { language: OfferedLanguage; current: boolean }) {
  return (
    <SafeLink href={language.url} hrefLang={language.tag} className={styles.choice} aria-current={current ? 'true' : undefined}>
      <span className={styles.choiceText} lang={language.tag}>
        {language.title}
      </span>
      {current ? <CheckGlyph className={styles.check} /> : null}
    </SafeLink>
  )
}
