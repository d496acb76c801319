/**
 * The customer's contracts and their positions (spec 1 §3 "Contracts and positions: entries, tableFilterFields,
 * tableSortColumns, tableSortOrder, datepicker, pagination (limit, offset, page, pages, total)"; spec 1 §7
 * "GET /api/contracts/ ; /api/contracts/{contractNumber}/positions/ | results"): two server-side tables
 * (api/table-schemas.ts). A contract is a framework agreement over a period, either on a quantity (litres or
 * kilograms over all its positions) or on a value (CHF); a position is one pack of the catalogue with the
 * quantity agreed, called off so far and still open, at its contract price.
 */
import * as v from 'valibot'
import { isoDay } from '@/src/lib/iso-day'
import { address, boundedText, maybe, shownText as shown } from '@/src/lib/schema-parts'
import type { TableQuery } from '@/src/lib/table-query'
import type { CallContext } from './client'
import { getTablePage } from './table-schemas'

/** A contract number as it may travel in an address (`?contract=4600001017`) or a path: a short token, nothing to escape. */
export const contractNumberSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,20}$/, 'expected a contract number'))

/** The states of a contract; the server may send others, which the list shows as they come. */
export const CONTRACT_STATUSES = ['active', 'upcoming', 'expired', 'cancelled'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

const quantity = v.pipe(v.number(), v.finite(), v.minValue(0))

/**
 * What a contract agrees on, and what of it is still open: a quantity in a unit (`l`, `kg`) summed over its
 * positions, or a value in CHF as the server computed it on the user's price basis (spec 1 §6).
 */
export const contractAmountSchema = v.variant('type', [
  v.object({ type: v.literal('quantity'), quantity, unit: boundedText(10) }),
  v.object({ type: v.literal('value'), amount: v.pipe(v.number(), v.finite()) }),
])
export type ContractAmount = v.InferOutput<typeof contractAmountSchema>

/** One contract of the list (spec 1 §3 "Contracts …: entries"). */
export const contractEntrySchema = v.object({
  contractNumber: contractNumberSchema,
  /** What it covers, e.g. «Rahmenvertrag Motorenöle Nutzfahrzeuge 2026». */
  title: shown(120),
  /** First and last day of validity (YYYY-MM-DD, both inclusive). */
  validFrom: isoDay,
  validTo: isoDay,
  /** One of CONTRACT_STATUSES, or a state the front end does not know yet (shown as sent, cut at 40). */
  status: shown(40),
  agreed: contractAmountSchema,
  remaining: contractAmountSchema,
})
export type ContractEntry = v.InferOutput<typeof contractEntrySchema>

/** One position of a contract (spec 1 §3 "… and positions: entries"). */
export const contractPositionSchema = v.object({
  /** The position's number in the contract, e.g. «10», «20» (SAP counts in tens). */
  positionNumber: v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'expected a position number')),
  /** The pack's article number. */
  articleNumber: shown(40),
  /** The product's name. */
  title: shown(200),
  /** The pack, e.g. «208 l Fass». */
  pack: maybe(shown(60)),
  /** The product's page; the name links there when given (same origin only, src/ui/safe-link). */
  url: maybe(address),
  /** Packs agreed, called off so far and still open. */
  agreedQuantity: quantity,
  calledOffQuantity: quantity,
  remainingQuantity: quantity,
  /** The contract price of one pack in CHF, on the user's price basis (spec 1 §6). */
  unitPrice: v.pipe(v.number(), v.finite()),
  /** The day of the last call-off (YYYY-MM-DD); none before the first. */
  lastCallOff: maybe(isoDay),
})
export type ContractPosition = v.InferOutput<typeof contractPositionSchema>

/** spec 1 §7: GET /api/contracts/ with the table's query parameters; answers data.results. */
export const getContracts = (query: TableQuery, context: CallContext) => getTablePage('contracts', query, context)

/** spec 1 §7: GET /api/contracts/{contractNumber}/positions/ with the table's query parameters; answers data.results. */
export const getContractPositions = (contractNumber: string, query: TableQuery, context: CallContext) =>
  getTablePage('contractPositions', query, context, { contractNumber })
