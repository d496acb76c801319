import { contractEntrySchema, contractPositionSchema, getContractPositions, getContracts, type ContractPosition } from '@/api/contracts'
import { createTableRequest, type TableRequest } from './table-request'

// The contracts family (spec 1 §3, §7, §8): the contract list and a contract's positions are server-side
// tables, so their data lives with the tables that show them (src/features/data-table/use-server-table.ts); the
// family is their requests.

/**
 * spec 1 §7 GET /api/contracts/: one page of the customer's contracts. An answer lacking entries, filter
 * fields, sort columns or sort order fails with 'API failure during contracts/fetchContracts request.' (spec 1 §8).
 */
export const fetchContracts = createTableRequest('contracts/fetchContracts', getContracts, contractEntrySchema)

// One request per contract shown, made once: a table's request must stay the same while it shows that contract.
const positionRequests = new Map<string, TableRequest<ContractPosition>>()

/**
 * spec 1 §7 GET /api/contracts/{contractNumber}/positions/: the page request of one contract's positions
 * (the table's query says which page; the contract is this request's). An answer lacking its table's data
 * fails with 'API failure during contracts/fetchContractPositions request.' (spec 1 §8).
 */
export function fetchContractPositions(contractNumber: string): TableRequest<ContractPosition> {
  let request = positionRequests.get(contractNumber)
  if (!request) {
    request = createTableRequest('contracts/fetchContractPositions', (query, context) => getContractPositions(contractNumber, query, context), contractPositionSchema)
    positionRequests.set(contractNumber, request)
  }
  return request
}
