import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCurrentLanguage, type OfferedCountry } from '@/src/lib/locales'
import { DisclosureButton } from '@/src/ui/disclosure/disclosure-button'
import { Modal } from '@/src/ui/modal/modal'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { CheckGlyph } from './glyphs'
import { LanguageLink } from './language-link'
import styles from './language-switcher.module.css'

/** Props of {@link CountryModal}. */
export type CountryModalProps = {
  isOpen: boolean
  onClose(): void
  countries: OfferedCountry[]
  /** The session's language (`de-CH`): its link is marked current. */
  language: string
  /** The country shown with its languages when the modal opens: the current one, if it has several. */
  initialCountry?: OfferedCountry
}

/**
 * The country modal (spec 2 §2.3): the countries by countryName and the languages of the selected one.
 * A country with several languages is a button that shows them (one country at a time, the disclosure
 * pattern); a country with a single language is a link to it, so choosing it navigates at once. Loaded
 * with its dialog library only when first opened (language-switcher.tsx).
 */
export default function CountryModal({ isOpen, onClose, countries, language, initialCountry }: CountryModalProps) {
  const { t } = useTranslation()
  const baseId = useId()
  const [selected, setSelected] = useState(initialCountry && initialCountry.languages.length > 1 ? countries.indexOf(initialCountry) : -1)

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('languageSwitcher.choose')} size={600} closeOnOutsideClick>
      <ul className={styles.countries} aria-label={t('languageSwitcher.countries')}>
        {countries.map((country, index) => {
          const [first] = country.languages
          if (!first) return null
          // The country's name is written in its own language, as its first language says (WCAG 3.1.2).
          const name = <span lang={first.tag}>{country.countryName}</span>
          if (country.languages.length === 1) {
            const current = isCurrentLanguage(first.language, language)
            return (
              <li key={index}>
                <SafeLink href={first.url} hrefLang={first.tag} className={styles.choice} aria-current={current ? 'true' : undefined}>
                  <span className={styles.choiceText}>
                    {name}{' '}
                    <span className={styles.countryLanguage} lang={first.tag}>
                      {first.title}
                    </span>
                  </span>
                  {current ? <CheckGlyph className={styles.check} /> : null}
                </SafeLink>
              </li>
            )
          }
          const expanded = selected === index
          const panelId = `${baseId}-languages-${index}`
          return (
            <li key={index}>
              <DisclosureButton className={styles.choice} expanded={expanded} controls={panelId} onToggle={() => setSelected(expanded ? -1 : index)}>
                <span className={styles.choiceText}>{name}</span>
              </DisclosureButton>
              <ul id={panelId} className={styles.countryLanguages} hidden={!expanded} aria-label={t('languageSwitcher.languages', { country: country.countryName })}>
                {country.languages.map((item, position) => (
                  <li key={position}>
                    <LanguageLink language={item} current={isCurrentLanguage(item.language, language)} />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </Modal>
  )
}
