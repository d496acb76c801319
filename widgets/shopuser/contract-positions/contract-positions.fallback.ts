import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { accountNoteHtml, dataTableHtml, firstPageRows, noteHtml, type AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './contract-positions.widget'

/**
 * What the CMS knows of the contract: the number the address names (`?contract=…`, when it reads as one) and whether
 * it is one of the user's; the rows of its first page for the view in the address (null: a view the server refuses,
 * so no table).
 */
type ContractData = { contract?: { number: string; found: boolean }; rows?: number | null }

/**
 * The note in the island's place, or the way back, then the no-contract note, the note that the contract was not
 * found (another customer's, spec 1 §8), or a table of the first page's rows.
 */
export default defineFallback<InputOf<typeof declaration>, AccountTableData & ContractData>({
  description:
    'The way back, `<p data-fallback="contract-back"><a href="…">Zurück zu den Verträgen</a></p>` (with a `backUrl`), then the table as in shopuser/contract-list (`rows`); `<div data-fallback="note">` instead when neither the `contractNumber` prop nor the address (`contract`) names a contract, or when it is not one of the user\'s (`contract.found`). Otherwise (`note`) the account tables\' note alone.',
  render({ contractNumber, backUrl, expectedRows, pageSize }, { t, note, customerOverviewUrl, contract, rows }) {
    if (note) return accountNoteHtml('contractPositions', note, t, customerOverviewUrl)
    const back = backUrl ? `<p data-fallback="contract-back"><a href="${escapeHtml(backUrl)}">${escapeHtml(t('contractPositions.back'))}</a></p>` : ''
    const number = contractNumber ?? contract?.number
    if (number === undefined) return back + noteHtml(t('contractPositions.noContract'))
    if (contract?.found === false) return back + noteHtml(t('contractPositions.contractNotFound', { contractNumber: number }))
    return rows === null ? back : back + dataTableHtml(firstPageRows(rows, { expectedRows, pageSize }))
  },
})
