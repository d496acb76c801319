import { contractNumberSchema } from '@/api/contracts'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

/** The query parameter of the contract's page that names the contract: `/konto/vertrag?contract=4600001025`. */
export const CONTRACT_PARAM = 'contract'

const contractCheck = schemaCheck(contractNumberSchema, `address.${CONTRACT_PARAM}`)

/**
 * The address of a contract's positions page (session.urls.contractDetailUrl, spec 1 §3 "contract detail",
 * or the list's prop): that address with the contract number as `contract`, its own parameters and hash kept.
 */
export function contractDetailHref(detailUrl: string, contractNumber: string): string {
  const [path = '', hash] = detailUrl.split('#', 2)
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?'
  return `${path}${separator}${CONTRACT_PARAM}=${encodeURIComponent(contractNumber)}${hash === undefined ? '' : `#${hash}`}`
}

/**
 * The contract number of the current address. The address is user input: a value that is no contract number
 * (a typo, an injected value) is dropped with a console warning and an error report, and the page says that
 * no contract is chosen.
 */
export function readContractNumber(search: string = window.location.search): string | undefined {
  const raw = new URLSearchParams(search).get(CONTRACT_PARAM)
  if (raw === null || raw.trim() === '') return undefined
  const checked = contractCheck.parse(raw.trim())
  if (checked.ok) return checked.value
  reportDropped(`Dropped ${checked.problems.join('; ')}`)
  return undefined
}
