/**
 * The contracts and their positions (spec 1 §3, §7: GET /api/contracts/ and
 * /api/contracts/{contractNumber}/positions/ with the table's query, answering data.results): the framework
 * contracts of the customer the user works for (db/contracts.ts), as two server-side tables through the one
 * table helper (../table-query.ts; docs/cms-integration.md "Tables" has the wire format).
 *
 * - whose: a customer's own customer number; for an employee, the customer of the contact acted for (409
 *   with a message while acting for nobody); shop users only (spec 1 §1, §6);
 * - contracts: sort by contractNumber, title, validFrom, validTo or status; without a sort, the latest to
 *   begin first; filters search (number or words of the title and description), status and kind (quantity
 *   or value contract); the date range keeps the contracts valid on any day of it; each entry its agreed and
 *   remaining quantity (l or kg over all positions) or value (CHF);
 * - positions: 404 for a contract that is not the customer's; sort by every column; filters article and
 *   remaining (open or exhausted); the date range on the last call-off, within the contract's validity;
 * - amounts on the user's price basis (spec 1 §6): net, gross including VAT in retailer mode, to 5 Rappen.
 */
import { http } from 'msw'
import { contractNumberSchema, type ContractAmount, type ContractEntry, type contractPositionSchema } from '@/api/contracts'
import * as v from 'valibot'
import {
  contractQuantities,
  contractRemainingRappen,
  contractsOfCustomer,
  contractStatus,
  contractUnitOf,
  type ContractPositionRecord,
  type ContractRecord,
  type ContractStatus,
} from '../db/contracts'
import { chf, variantByArticle } from '../db/prices'
import type { Account } from '../db/users'
import { errorMessage, fail, ok } from '../envelope'
import { withUser, type Access } from '../resolvers'
import { route } from '../route'
import { getShop, shopOf } from '../shops'
import { answerTable, containsWords, withTableQuery, type MockTableQuery, type TableSpec } from '../table-query'
import { basisRappen, NO_CUSTOMER_MESSAGE, orderCustomerOf } from './orders'

export const CONTRACTS_SHOP_USERS_ONLY_MESSAGE = 'Die Verträge stehen nur aktiven Shop-Benutzern zur Verfügung.'
/** The 404 of a contract that is not the customer's (or does not exist: the answer does not say which). */
export const contractNotFoundMessage = (contractNumber: string) => `Der Vertrag «${contractNumber}» wurde nicht gefunden.`

// spec 1 §1, §6: contracts are a tool of the B2B shop.
const shopUsersOnly: Access = { allowed: (account) => account.isActiveShopUser, message: CONTRACTS_SHOP_USERS_ONLY_MESSAGE }

/** The states in the order the status column sorts them, with the labels the server sends. */
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = { active: 'Aktiv', upcoming: 'Zukünftig', expired: 'Abgelaufen', cancelled: 'Gekündigt' }
const STATUS_RANK = Object.keys(CONTRACT_STATUS_LABELS)

/** The kinds of contract, as the filter offers them. */
export const CONTRACT_KIND_LABELS = { quantity: 'Mengenkontrakt', value: 'Wertkontrakt' } as const

/** What a contract agrees on and what is still open, as the answer writes it. */
export function contractAmounts(user: Account, contract: ContractRecord): { agreed: ContractAmount; remaining: ContractAmount } {
  if (contract.kind === 'value') {
    return {
      agreed: { type: 'value', amount: chf(basisRappen(user, contract.targetRappen)) },
      remaining: { type: 'value', amount: chf(basisRappen(user, contractRemainingRappen(contract))) },
    }
  }
  const unit = contractUnitOf(contract)
  const { agreed, remaining } = contractQuantities(contract)
  return { agreed: { type: 'quantity', quantity: agreed, unit }, remaining: { type: 'quantity', quantity: remaining, unit } }
}

const byStart = (a: ContractRecord, b: ContractRecord) => a.validFrom.localeCompare(b.validFrom) || a.contractNumber.localeCompare(b.contractNumber)

/** The contract list's table for this user (../table-query.ts); the date range is applied before (see below). */
export function contractTable(user: Account, contracts: readonly ContractRecord[]): TableSpec<ContractRecord, ContractEntry> {
  const days = contracts.flatMap((contract) => [contract.validFrom, contract.validTo]).sort()
  return {
    sortColumns: {
      contractNumber: (a, b) => a.contractNumber.localeCompare(b.contractNumber),
      title: (a, b) => a.title.localeCompare(b.title, 'de'),
      validFrom: byStart,
      validTo: (a, b) => a.validTo.localeCompare(b.validTo),
      status: (a, b) => STATUS_RANK.indexOf(contractStatus(a)) - STATUS_RANK.indexOf(contractStatus(b)),
    },
    naturalOrder: (a, b) => byStart(b, a),
    filters: [
      {
        type: 'text',
        name: 'search',
        label: 'Vertragsnummer oder Bezeichnung',
        matches: (contract, value) => contract.contractNumber.includes(value.replace(/\s+/g, '')) || containsWords(`${contract.title} ${contract.description}`, value),
      },
      {
        type: 'select',
        name: 'status',
        label: 'Status',
        options: Object.entries(CONTRACT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        matches: (contract, value) => contractStatus(contract) === value,
      },
      {
        type: 'select',
        name: 'kind',
        label: 'Vertragsart',
        options: Object.entries(CONTRACT_KIND_LABELS).map(([value, label]) => ({ value, label })),
        matches: (contract, value) => contract.kind === value,
      },
    ],
    // The range of days any of the customer's contracts is valid on; the helper's day filter is not used (below).
    datepicker: { field: 'validity', label: 'Gültig im Zeitraum', dayOf: () => '', ...(days.length > 0 ? { min: days[0]!, max: days.at(-1)! } : {}) },
    entry: (contract) => ({
      contractNumber: contract.contractNumber,
      title: contract.title,
      validFrom: contract.validFrom,
      validTo: contract.validTo,
      status: contractStatus(contract),
      ...contractAmounts(user, contract),
    }),
  }
}

/**
 * The list's answer: the date range keeps the contracts whose validity overlaps it (a contract valid on any
 * day of the range), which the table helper, filtering one day per row, cannot say; so the range is applied
 * here and written back into the answer's datepicker as applied.
 */
export function answerContracts(user: Account, contracts: readonly ContractRecord[], query: MockTableQuery) {
  const { dateFrom, dateTo } = query
  const valid = contracts.filter((contract) => (dateFrom === '' || contract.validTo >= dateFrom) && (dateTo === '' || contract.validFrom <= dateTo))
  const answer = answerTable(valid, { ...query, dateFrom: '', dateTo: '' }, contractTable(user, contracts))
  const { datepicker } = answer.results
  return { results: { ...answer.results, ...(datepicker ? { datepicker: { ...datepicker, from: dateFrom, to: dateTo } } : {}) } }
}

const productOf = (position: ContractPositionRecord) => variantByArticle(position.articleNumber)
const remainingOf = (position: ContractPositionRecord) => position.agreedQuantity - position.calledOffQuantity

/** A position as the answer writes it: null where the server has nothing (the front end reads it as absent). */
export type ContractPositionAnswer = v.InferInput<typeof contractPositionSchema>

/** A contract's positions as a table for this user (../table-query.ts). */
export function positionTable(user: Account, contract: ContractRecord): TableSpec<ContractPositionRecord, ContractPositionAnswer> {
  const number = (position: ContractPositionRecord) => Number(position.positionNumber)
  return {
    sortColumns: {
      positionNumber: (a, b) => number(a) - number(b),
      articleNumber: (a, b) => a.articleNumber.localeCompare(b.articleNumber),
      title: (a, b) => (productOf(a)?.product.title ?? '').localeCompare(productOf(b)?.product.title ?? '', 'de'),
      agreedQuantity: (a, b) => a.agreedQuantity - b.agreedQuantity,
      calledOffQuantity: (a, b) => a.calledOffQuantity - b.calledOffQuantity,
      remainingQuantity: (a, b) => remainingOf(a) - remainingOf(b),
      unitPrice: (a, b) => a.unitRappen - b.unitRappen,
      lastCallOff: (a, b) => (a.lastCallOff ?? '').localeCompare(b.lastCallOff ?? ''),
    },
    naturalOrder: (a, b) => number(a) - number(b),
    filters: [
      {
        type: 'text',
        name: 'article',
        label: 'Artikelnummer oder Produkt',
        matches: (position, value) => position.articleNumber.includes(value) || containsWords(productOf(position)?.product.title ?? '', value),
      },
      {
        type: 'select',
        name: 'remaining',
        label: 'Offene Menge',
        options: [
          { value: 'open', label: 'Noch offen' },
          { value: 'exhausted', label: 'Ausgeschöpft' },
        ],
        matches: (position, value) => (value === 'open' ? remainingOf(position) > 0 : remainingOf(position) === 0),
      },
    ],
    // A position never called off has no day, so a range leaves it out.
    datepicker: { field: 'lastCallOff', label: 'Letzter Abruf', dayOf: (position) => position.lastCallOff ?? '', min: contract.validFrom, max: contract.validTo },
    entry: (position) => {
      const found = productOf(position)
      return {
        positionNumber: position.positionNumber,
        articleNumber: position.articleNumber,
        title: found?.product.title ?? position.articleNumber,
        pack: found ? `${found.variant.size} ${found.variant.container}` : null,
        url: found?.product.url ?? null,
        agreedQuantity: position.agreedQuantity,
        calledOffQuantity: position.calledOffQuantity,
        remainingQuantity: remainingOf(position),
        unitPrice: chf(basisRappen(user, position.unitRappen)),
        lastCallOff: position.lastCallOff,
      }
    },
  }
}

export const contractHandlers = [
  http.get(
    route('contracts'),
    withUser(
      withTableQuery(({ request, user, query }) => {
        const customerId = orderCustomerOf(user)
        if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        return ok(answerContracts(user, contractsOfCustomer(getShop(shopOf(request)).db, customerId), query))
      }),
      shopUsersOnly,
    ),
  ),
  http.get(
    route('contractPositions'),
    withUser(
      withTableQuery(({ request, params, user, query }) => {
        const customerId = orderCustomerOf(user)
        if (customerId === '') return fail(409, [errorMessage(NO_CUSTOMER_MESSAGE)])
        const contractNumber = String(params.contractNumber ?? '')
        const contract = v.is(contractNumberSchema, contractNumber)
          ? contractsOfCustomer(getShop(shopOf(request)).db, customerId).find((item) => item.contractNumber === contractNumber)
          : undefined
        if (!contract) return fail(404, [errorMessage(contractNotFoundMessage(contractNumber.slice(0, 40)))])
        return ok(answerTable(contract.positions, query, positionTable(user, contract)))
      }),
      shopUsersOnly,
    ),
  ),
]
