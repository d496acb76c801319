import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { accountNoteHtml, type AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './address-list.widget'

/**
 * The note the island shows a visitor, a user without shop access or an employee acting for nobody (the account
 * tables' note); otherwise the heading, the new-address button's box, the acting-for line and one card box per
 * address, which address-list.module.css sizes like the island's cards (the island shows as many placeholders while
 * it loads).
 */
export default defineFallback<InputOf<typeof declaration>, AccountTableData & { actingFor?: string }>({
  description:
    'For a user who may manage addresses, `<div data-fallback="address-list">` with `<div data-part="head">` (the heading «Ihre Adressen» at the `headingLevel` and the new-address button\'s text in `<span data-part="button">`), for an employee acting for a contact (`actingFor`: its company) a `<p>` with the acting-for line, and `<ul data-part="cards">` with one empty `<li>` per address of the `addressCount` prop, which keeps as many placeholders while the list loads. Otherwise (`note`) the account tables\' `<div data-fallback="note">` with the island\'s note in a `<p>`, for an employee acting for nobody with the link to the customer overview.',
  render({ headingLevel = 2, addressCount = 2 }, { t, note, customerOverviewUrl, actingFor }) {
    if (note) return accountNoteHtml('addressList', note, t, customerOverviewUrl)
    const text = (key: string, values?: Record<string, string>) => escapeHtml(t(`addressList.${key}`, values))
    const acting = actingFor === undefined ? '' : `<p>${text('actingFor', { company: actingFor })}</p>`
    return `<div data-fallback="address-list"><div data-part="head"><h${headingLevel}>${text('title')}</h${headingLevel}><span data-part="button">${text('newAddress')}</span></div>${acting}<ul data-part="cards">${'<li></li>'.repeat(addressCount)}</ul></div>`
  },
})
