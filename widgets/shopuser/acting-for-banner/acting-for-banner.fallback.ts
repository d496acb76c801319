import type { CheckedContact } from '@/store/account-data'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './acting-for-banner.widget'
import { bannerTexts, DETAIL_SEPARATOR } from './banner-texts'

/**
 * The banner itself, its texts from the same function and string files as the island's (banner-texts.ts), the
 * overview link working, the log-out button's box inert; laid out by the island's stylesheet, so nothing moves when
 * it mounts. Empty unless an employee acts for a contact: for everyone else the island takes no room.
 */
export default defineFallback<InputOf<typeof declaration>, { contact?: CheckedContact; employeeName?: string; customerOverviewUrl?: string }>({
  description:
    'Only while an employee acts for a contact (page data\'s `user.selectedContact`, checked as the island reads it: `contact`; the employee\'s name: `employeeName`): `<section data-fallback="acting-for" aria-label="…">` with the banner\'s own parts and texts (`data-part` `inner`, `text`, `label`, `customer`, `employee`, `actions`, the overview link `link` to the `customerOverviewUrl` prop or session.urls.customerOverviewUrl, the log-out button\'s box `<span data-part="button">`); otherwise nothing.',
  render(props, { t, contact, employeeName = '', customerOverviewUrl }) {
    if (!contact) return ''
    const say = (key: string, values?: Record<string, string>) => t(`actingForBanner.${key}`, values)
    const texts = bannerTexts(
      {
        label: say('label'),
        customerNumber: (number) => say('customerNumber', { number }),
        contactPerson: (name) => say('contactPerson', { name }),
        employee: (name) => say('employee', { name }),
        overview: say('overview'),
        logout: say('logout'),
      },
      contact,
      employeeName,
    )
    const overviewUrl = props.customerOverviewUrl ?? customerOverviewUrl
    const link = overviewUrl ? `<a href="${escapeHtml(overviewUrl)}" data-part="link">${escapeHtml(texts.overview)}</a>` : ''
    return `<section data-fallback="acting-for" aria-label="${escapeHtml(texts.label)}"><div data-part="inner"><div data-part="text"><p data-part="label">${escapeHtml(texts.label)}</p><p data-part="customer"><strong>${escapeHtml(texts.company)}</strong>${escapeHtml(texts.details.map((detail) => DETAIL_SEPARATOR + detail).join(''))}</p><p data-part="employee">${escapeHtml(texts.employee)}</p></div><div data-part="actions">${link}<span data-part="button">${escapeHtml(texts.logout)}</span></div></div></section>`
  },
})
