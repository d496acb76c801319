import * as v from 'valibot'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type { AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './billing-partner-selection.widget'
import { isChoosable, partnerRowSchema, type ChoosableRow } from './partner-rows'

/**
 * The content areas and the very table the island renders (the rows with a partnerId, the chosen one marked, the
 * others with a box of the button's size), or the note in its place; billing-partner-selection.module.css styles
 * both alike.
 */
export default defineFallback<InputOf<typeof declaration>, AccountTableData>({
  description:
    '`<div data-fallback="billing-partner-selection">` with the content areas (`<div data-part="content">`) around the very table the island renders (`<div data-part="table"><div data-part="scroll"><table>`, the caption, the four column headers, one row per partner with a partnerId: the name lines in `<span data-part="lines">`, the first with `data-first`, `<span data-part="chosen">` for the chosen partner, the button\'s box `<span data-part="choose">` for the others), or (`note`) `<div data-part="note">` in the table\'s place with the island\'s note in a `<p>`, for an employee acting for nobody with the link to the customer overview.',
  render({ partners = [], selectedPartnerId, contentAbove, contentBelow, caption }, { t, note, customerOverviewUrl }) {
    const text = (key: string) => escapeHtml(t(`billingPartnerSelection.${key}`))
    const content = (html: string | undefined) => (html ? `<div data-part="content">${html}</div>` : '')
    const lines = (items: string[]) => `<span data-part="lines">${items.map((item, index) => `<span${index === 0 ? ' data-first=""' : ''}>${escapeHtml(item)}</span>`).join('')}</span>`
    // The rows the island shows: those that pass its check and have a partnerId.
    const rows = partners.filter((row): row is ChoosableRow => v.is(partnerRowSchema, row) && isChoosable(row))
    const body =
      rows.length === 0
        ? `<tr><td colspan="4">${text('empty')}</td></tr>`
        : rows
            .map((row) => {
              const choice =
                row.partnerId === selectedPartnerId
                  ? `<span data-part="chosen"><span aria-hidden="true">✓ </span>${text('chosen')}</span>`
                  : `<span data-part="choose">${text('choose')}</span>`
              const address = `<span data-part="lines"><span>${escapeHtml(row.street)}</span><span>${escapeHtml(row.postalCode)} ${escapeHtml(row.city)}</span></span>`
              return `<tr><td>${lines(row.companyName)}</td><td>${choice}</td><td>${escapeHtml(row.partnerId)}</td><td>${address}</td></tr>`
            })
            .join('')
    const head = ['company', 'selection', 'partnerId', 'address'].map((key) => `<th scope="col">${text(key)}</th>`).join('')
    const table = `<div data-part="table"><div data-part="scroll"><table><caption>${escapeHtml(caption ?? t('billingPartnerSelection.caption'))}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></div>`
    const link = note === 'noCustomer' && customerOverviewUrl ? `<a href="${escapeHtml(customerOverviewUrl)}">${escapeHtml(t('accountTable.toCustomerOverview'))}</a>` : ''
    const middle = note === undefined ? table : `<div data-part="note"><p>${text(note)}</p>${link}</div>`
    return `<div data-fallback="billing-partner-selection">${content(contentAbove)}${middle}${content(contentBelow)}</div>`
  },
})
