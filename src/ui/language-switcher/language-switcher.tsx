import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { currentCountry, isCurrentLanguage, languageCode, offeredCountries, ownLanguageName } from '@/src/lib/locales'
import { useMinWidth } from '@/src/lib/use-breakpoint'
import { useOutsidePointer } from '@/src/lib/use-outside-pointer'
import { GlobeGlyph } from './glyphs'
import { LanguageLink } from './language-link'
import styles from './language-switcher.module.css'

// The dialog library comes with the modal, on first use: most visitors never switch country. Warmed up when
// the pointer or focus reaches the trigger, so the modal is there by the time it is clicked.
const loadCountryModal = () => import('./country-modal')
const CountryModal = lazy(loadCountryModal)

/** The overlay keeps this far from the window's edges (px). */
const EDGE = 8

type Open = 'overlay' | 'modal' | null

/** Props of {@link LanguageSwitcherView}. */
export type LanguageSwitcherViewProps = {
  /**
   * Below 768 px the trigger shows the language's code instead of its name (`DE`), to fit the header bar
   * of a phone; the footer has the room for the name. Default false.
   */
  compact?: boolean
  /** The countries and languages offered (page data's `session.locales`, checked here). */
  locales: readonly unknown[]
  /** The page's language (`session.language`). */
  language: string
  /** Whether the switcher is the chrome's one open menu (spec 2 §4): the overlay shows only then. */
  menuActive: boolean
  /** The overlay or the modal opened: the switcher becomes the open menu. Stable across renders. */
  onMenuOpened(): void
  /** The overlay or the modal closed. Stable across renders. */
  onMenuClosed(): void
}

/**
 * The language and country switcher (spec 2 §2.3), shared by the header's `tools/language-switcher` and the
 * footer. The trigger shows the current language's name (its code on phones). If the current country has
 * one language, the trigger opens the country modal; otherwise an overlay with the country's languages
 * (the current one marked) and a switch-country button that opens the modal. Choosing a language follows
 * its link. The overlay closes on Escape (focus back on the trigger), on a click outside, when focus leaves
 * it, and when another menu of the chrome opens (spec 2 §4: when the header's flyout menu is hovered): then
 * `menuActive` turns false. src/features/language-switcher connects it to the session and the page-wide menu slice.
 */
export function LanguageSwitcherView({ compact = false, locales, language, menuActive, onMenuOpened, onMenuClosed }: LanguageSwitcherViewProps) {
  const { t } = useTranslation()
  const countries = useMemo(() => offeredCountries(locales), [locales])
  const country = currentCountry(countries, language)
  const current = country?.languages.find((item) => isCurrentLanguage(item.language, language))
  const [open, setOpen] = useState<Open>(null)
  const [modalLoaded, setModalLoaded] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  const overlayId = useId()
  const wide = useMinWidth('sm')

  // One menu of the chrome at a time: the overlay shows only while it is the active one, so the header's
  // flyout opening (or being hovered) closes it, and it stays closed after that one closes.
  const overlayOpen = open === 'overlay' && menuActive
  const hasOverlay = country !== undefined && country.languages.length > 1

  const closeOverlay = useCallback(
    (returnFocus: boolean) => {
      setOpen(null)
      onMenuClosed()
      if (returnFocus) triggerRef.current?.focus()
    },
    [onMenuClosed],
  )

  useEffect(() => {
    if (!overlayOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      closeOverlay(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [overlayOpen, closeOverlay])
  useOutsidePointer(overlayOpen, [rootRef], () => closeOverlay(false))

  // The overlay hangs below the trigger, or above it where there is no room below (the footer); shifted
  // sideways so it stays inside the window at 320 px. Measured before paint, set through the CSSOM (CSP).
  useLayoutEffect(() => {
    const overlay = overlayRef.current
    const trigger = triggerRef.current
    if (!overlayOpen || !overlay || !trigger) return
    overlay.style.removeProperty('translate')
    const box = overlay.getBoundingClientRect()
    const anchor = trigger.getBoundingClientRect()
    const roomBelow = window.innerHeight - anchor.bottom
    overlay.dataset.placement = roomBelow < box.height + EDGE && anchor.top > roomBelow ? 'above' : 'below'
    const shift = box.left < EDGE ? EDGE - box.left : box.right > window.innerWidth - EDGE ? window.innerWidth - EDGE - box.right : 0
    if (shift !== 0) overlay.style.setProperty('translate', `${Math.round(shift)}px 0`)
  }, [overlayOpen])

  const openModal = () => {
    setModalLoaded(true)
    setOpen('modal')
    onMenuOpened()
  }

  const onTriggerClick = () => {
    if (overlayOpen) closeOverlay(false)
    else if (hasOverlay) {
      setOpen('overlay')
      onMenuOpened()
    } else openModal()
  }

  const onSwitchCountry = () => {
    // The trigger takes focus before the modal opens: the dialog returns focus to what had it, and the
    // switch-country button goes away with the overlay.
    triggerRef.current?.focus()
    openModal()
  }

  const closeModal = () => {
    setOpen(null)
    onMenuClosed()
  }

  // Focus that leaves the switcher (Tab past its last link) closes the overlay; focus stays where it went.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (overlayOpen && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) closeOverlay(false)
  }

  const title = current?.title ?? ownLanguageName(language)
  const code = languageCode(language)
  // Where the code stands for the name, the name still says it (it is in the button's label too).
  const showsCode = compact && !wide
  const face = (
    <>
      <GlobeGlyph className={styles.globe} />
      <span className={styles.code} aria-hidden="true">
        {code}
      </span>
      <span className={styles.name} lang={current?.tag ?? language}>
        {title}
      </span>
    </>
  )

  // Nothing to switch to: the current language, as text.
  if (countries.reduce((count, item) => count + item.languages.length, 0) < 2 && (current || countries.length === 0)) {
    return (
      <div className={styles.switcher}>
        <span className={styles.trigger} data-compact={compact ? '' : undefined}>
          {face}
        </span>
      </div>
    )
  }

  return (
    <div ref={rootRef} className={styles.switcher} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        data-compact={compact ? '' : undefined}
        aria-expanded={hasOverlay ? overlayOpen : undefined}
        aria-controls={hasOverlay && overlayOpen ? overlayId : undefined}
        aria-haspopup={hasOverlay ? undefined : 'dialog'}
        // What it shows, then what it does: a label, because browsers join the visually hidden parts of a
        // name from content with spaces of their own ("Deutsch , Sprache …"). It starts with the visible
        // text, the code where that shows (WCAG 2.5.3, label in name).
        aria-label={`${showsCode ? `${code} ` : ''}${title}, ${t('languageSwitcher.choose')}`}
        onClick={onTriggerClick}
        onPointerEnter={() => void loadCountryModal()}
        onFocus={() => void loadCountryModal()}
      >
        {face}
      </button>
      {overlayOpen && country ? (
        <div ref={overlayRef} id={overlayId} className={styles.overlay}>
          <ul className={styles.languages} aria-label={t('languageSwitcher.languages', { country: country.countryName })}>
            {country.languages.map((item, index) => (
              <li key={index}>
                <LanguageLink language={item} current={item === current} />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.switchCountry} aria-haspopup="dialog" onClick={onSwitchCountry}>
            {t('languageSwitcher.switchCountry')}
          </button>
        </div>
      ) : null}
      {modalLoaded ? (
        <Suspense fallback={null}>
          <CountryModal isOpen={open === 'modal'} onClose={closeModal} countries={countries} language={language} initialCountry={country} />
        </Suspense>
      ) : null}
    </div>
  )
}
