import { languageSwitcherHtml, type SwitcherSession } from '@/src/ui/language-switcher/language-switcher.fallback'
import { defineFallback, escapeHtml, glyphHtml, linkHtml, newTabLinkHtml, type InputOf, type Translate } from '@/src/widget/fallback'
import type declaration from './footer.widget'
import { NETWORKS } from './social-networks'

type Props = InputOf<typeof declaration>
type Link = NonNullable<Props['legalLinks']>[number]

/** A link as SafeLink renders it: unsafe addresses as text, a new tab with its relation and its hint. */
const link = ({ href, label, target }: Link, t: Translate): string =>
  target === '_blank' ? newTabLinkHtml(href, escapeHtml(label), t) : linkHtml(href, escapeHtml(label))

const linkList = (links: Link[], t: Translate, label?: string) =>
  `<ul${label ? ` aria-label="${escapeHtml(label)}"` : ''}>${links.map((item) => `<li>${link(item, t)}</li>`).join('')}</ul>`

const lines = (items: string[]) => items.map(escapeHtml).join('<br>')

/**
 * The footer as its island renders it from the props (footer.tsx) at 1024 px and wider, its links working before it
 * mounts; below that the stylesheet shows the columns as closed rows, the height of the island's accordion.
 */
export default defineFallback<Props, { session?: SwitcherSession }>({
  description:
    '`<div data-fallback="footer">` holding the footer\'s own markup from the props (columns, contact, social links, legal links, the language switcher\'s trigger as in tools/language-switcher but not compact, copyright), so its links work before it mounts. The CMS passes the page data\'s session for the switcher.',
  render(props, { locale, t, session }) {
    const { columns = [], contact, socialTitle, socialLinks = [], legalLinks = [], copyright, languageSwitcher = true } = props
    const s = (key: string, values?: Record<string, string>) => t(`footer.${key}`, values)
    const columnsMarkup =
      columns.length === 0 ? '' : `<div data-part="columns" data-count="${columns.length}">${columns.map((column) => `<div data-part="column"><h2>${escapeHtml(column.title)}</h2>${linkList(column.links, t)}</div>`).join('')}</div>`
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
    const main = columnsMarkup || contactMarkup ? `<div data-part="main"${columnsMarkup && contactMarkup ? ' data-beside' : ''}>${columnsMarkup}${contactMarkup}</div>` : ''
    const social =
      socialLinks.length === 0
        ? ''
        : `<div data-part="social"><h2>${escapeHtml(socialTitle ?? s('social'))}</h2><ul>${socialLinks
            .map(({ network, href }) => {
              const { name, paths } = NETWORKS[network]
              const label = contact ? s('socialLink', { company: contact.company, network: name }) : name
              const hint = t('common:common.opensInNewTab')
              return `<li><a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${glyphHtml(paths)}<span class="visually-hidden">${escapeHtml(label)}</span> <span class="visually-hidden">${escapeHtml(hint)}</span></a></li>`
            })
            .join('')}</ul></div>`
    const legal = legalLinks.length === 0 ? '' : `<div data-part="legal">${linkList(legalLinks, t, s('legal'))}</div>`
    const language = languageSwitcher ? `<div data-part="language">${languageSwitcherHtml(session, locale)}</div>` : ''
    const copyrightMarkup = copyright ? `<p data-part="copyright">${escapeHtml(copyright)}</p>` : ''
    return `<div data-fallback="footer"><div data-part="footer">${main}<div data-part="bottom">${social}${legal}${language}${copyrightMarkup}</div></div></div>`
  },
})
