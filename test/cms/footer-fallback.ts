/**
 * The fallback markup of the language and country switcher and of the footer (README "Fallback markup"):
 * the same markup their islands render (src/ui/language-switcher, widgets/footer/footer/footer.tsx), so
 * the same stylesheets size both and nothing shifts when an island replaces its fallback. The footer's
 * links work before its island mounts.
 */
import type { Locale } from '@/i18n/locales'
import { isRecord } from '@/src/lib/guards'
import { languageCode, ownLanguageName } from '@/src/lib/locales'
import { safeHref } from '@/src/lib/safe-url'
import { GLOBE_PATHS } from '@/src/ui/language-switcher/glyphs'
import { NETWORKS } from '@/widgets/footer/footer/social-networks'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { escapeHtml } from './html'
import { widgetString } from './widget-strings'

const svg = (paths: readonly string[]) =>
  `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths.map((d) => `<path d="${escapeHtml(d)}"></path>`).join('')}</svg>`

/** The current language's name as the island finds it: the title session.locales gives it, else its own name. */
function currentTitle(session: Record<string, unknown> | undefined, language: string): string {
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
 * The switcher's trigger, a box of its fixed size showing the globe and the name of the session's language
 * (compact: its code on phones, as in the header bar); without a session (the block catalogue) `language` alone.
 */
export function languageSwitcherFallback(session: Record<string, unknown> | undefined, language: string, { compact = false } = {}): string {
  const current = typeof session?.language === 'string' ? session.language : language
  return `<span data-fallback="language-switcher"${compact ? ' data-compact=""' : ''}>${svg(GLOBE_PATHS)}<span data-part="code" aria-hidden="true">${escapeHtml(languageCode(current))}</span><span data-part="name" lang="${escapeHtml(current)}">${escapeHtml(currentTitle(session, current))}</span></span>`
}

type FooterInput = WidgetInputs['footer/footer']
type Link = NonNullable<FooterInput['legalLinks']>[number]

/** A link as SafeLink renders it: unsafe addresses as text, a new tab with its relation and its hint. */
function link({ href, label, target }: Link, locale: Locale): string {
  const safe = safeHref(href)
  if (safe === undefined) return `<span>${escapeHtml(label)}</span>`
  const newTab = target === '_blank' ? ` target="_blank" rel="noopener noreferrer"` : ''
  const hint = target === '_blank' ? ` <span class="visually-hidden">${escapeHtml(widgetString(locale, 'common', 'common.opensInNewTab'))}</span>` : ''
  return `<a href="${escapeHtml(safe)}"${newTab}>${escapeHtml(label)}${hint}</a>`
}

const linkList = (links: Link[], locale: Locale, label?: string) =>
  `<ul${label ? ` aria-label="${escapeHtml(label)}"` : ''}>${links.map((item) => `<li>${link(item, locale)}</li>`).join('')}</ul>`

const lines = (items: string[]) => items.map(escapeHtml).join('<br>')

/**
 * The footer as its island renders it from `props` (footer.tsx) at 1024 px and wider; below that the
 * stylesheet shows the columns as closed rows, the height of the island's accordion.
 */
export function footerFallback(props: FooterInput, locale: Locale, session?: Record<string, unknown>): string {
  const { columns = [], contact, socialTitle, socialLinks = [], legalLinks = [], copyright, languageSwitcher = true } = props
  const s = (key: string, values?: Record<string, string>) => widgetString(locale, 'footer', `footer.${key}`, values)
  const columnsMarkup =
    columns.length === 0 ? '' : `<div data-part="columns">${columns.map((column) => `<div data-part="column"><h2>${escapeHtml(column.title)}</h2>${linkList(column.links, locale)}</div>`).join('')}</div>`
  let contactMarkup = ''
  if (contact) {
    const reach = [
      contact.phone ? `<span data-part="label">${escapeHtml(s('phone'))}</span> <a href="tel:${escapeHtml(contact.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(contact.phone)}</a>` : '',
      contact.email ? `<span data-part="label">${escapeHtml(s('email'))}</span> <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>` : '',
    ].filter(Boolean)
    const hours = contact.openingHours ?? []
    contactMarkup = `<address data-part="contact"><h2>${escapeHtml(contact.title ?? s('contact'))}</h2><p>${lines([contact.company, ...(contact.addressLines ?? [])])}</p>${
      reach.length > 0 ? `<p>${reach.join('<br>')}</p>` : ''
    }${hours.length > 0 ? `<p><span data-part="label">${escapeHtml(s('openingHours'))}</span><br>${lines(hours)}</p>` : ''}</address>`
  }
  const main = columnsMarkup || contactMarkup ? `<div data-part="main">${columnsMarkup}${contactMarkup}</div>` : ''
  const social =
    socialLinks.length === 0
      ? ''
      : `<div data-part="social"><h2>${escapeHtml(socialTitle ?? s('social'))}</h2><ul>${socialLinks
          .map(({ network, href }) => {
            const { name, paths } = NETWORKS[network]
            const label = contact ? s('socialLink', { company: contact.company, network: name }) : name
            const hint = widgetString(locale, 'common', 'common.opensInNewTab')
            return `<li><a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${svg(paths)}<span class="visually-hidden">${escapeHtml(label)}</span> <span class="visually-hidden">${escapeHtml(hint)}</span></a></li>`
          })
          .join('')}</ul></div>`
  const legal = legalLinks.length === 0 ? '' : `<div data-part="legal">${linkList(legalLinks, locale, s('legal'))}</div>`
  const language = languageSwitcher ? `<div data-part="language">${languageSwitcherFallback(session, locale)}</div>` : ''
  const copyrightMarkup = copyright ? `<p data-part="copyright">${escapeHtml(copyright)}</p>` : ''
  return `<div data-fallback="footer"><div data-part="footer">${main}<div data-part="bottom">${social}${legal}${language}${copyrightMarkup}</div></div></div>`
}
