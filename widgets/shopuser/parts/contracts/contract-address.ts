import { contractNumberSchema } from '@/api/contracts'
import { readParam, withParam } from '@/src/lib/address-param'

/** The query parameter of the contract's page that names the contract: `/konto/vertrag?contract=4600001025`. */
export const CONTRACT_PARAM = 'contract'

/**
 * The address of a contract's positions page (session.urls.contractDetailUrl, spec 1 §3 "contract detail",
 * or the list's prop): that address with the contract number as `contract`, its own parameters and hash kept.
 */
export const contractDetailHref = (detailUrl: string, contractNumber: string): string => withParam(detailUrl, CONTRACT_PARAM, contractNumber)

/**
 * The contract number of the current address. The address is user input: a value that is no contract number
 * (a typo, an injected value) is dropped with a console warning and an error report, and the page says that
 * no contract is chosen.
 */
export function readContractNumber(search: string = window.location.search): string | undefined {
  const read = readParam(CONTRACT_PARAM, contractNumberSchema, search)
  return read.ok ? read.value : undefined
}
