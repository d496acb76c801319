import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { currentCountry, isCurrentLanguage, offeredCountries } from '@/src/lib/locales'
import { useBreakpoint } from '@/src/lib/use-breakpoint'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { Check, ChevronDown } from './glyphs'
import styles from './main-navigation.module.css'

/**
 * The menu's language dropdown (spec 2 §2.2): the languages of the current country as links, the current
 * one marked. Only when the country has more than one, and not on md (1024–1199 px), where the header
 * shows the language switcher instead.
 */
export function LanguageDropdown({ onKeyDown }: { onKeyDown(event: KeyboardEvent<HTMLElement>): void }) {
  const { t } = useTranslation('tools')
  const session = useAppSelector(selectSession)
  const breakpoint = useBreakpoint()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Checked, and only languages whose page is on this site: choosing one navigates to its url (spec 2 §2.3).
  const languages = useMemo(() => currentCountry(offeredCountries(session.locales), session.language)?.languages ?? [], [session.locales, session.language])

  if (languages.length < 2 || breakpoint === 'md') return null
  const current = languages.find((language) => isCurrentLanguage(language.language, session.language))

  // Escape closes the open list first; everything else is the menu's keyboard model.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setExpanded(false)
      toggleRef.current?.focus()
      return
    }
    onKeyDown(event)
  }

  return (
    <div className={styles.languages}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.languageToggle}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => setExpanded((open) => !open)}
        onKeyDown={handleKeyDown}
      >
        <span className={styles.languageLabel}>{t('mainNavigation.language')}</span>{' '}
        <span className={styles.label} lang={current?.tag}>
          {current?.title ?? session.language}
        </span>
        <ChevronDown className={styles.chevron} />
      </button>
      {expanded && (
        <ul id={listId} className={styles.languageList}>
          {languages.map((language) => (
            <li key={language.language}>
              <SafeLink
                href={language.url}
                hrefLang={language.tag}
                lang={language.tag}
                className={styles.entry}
                aria-current={language === current ? 'true' : undefined}
                onKeyDown={handleKeyDown}
              >
                <span className={styles.label}>{language.title}</span>
                {language === current && <Check className={styles.chevron} />}
              </SafeLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
