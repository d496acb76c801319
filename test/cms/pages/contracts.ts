/**
 * shopuser/contract-list and shopuser/contract-positions (spec 1 §3, §7, §8) in the simulated CMS:
 * the contract list at the user menu's «Verträge», a contract's positions at session.urls.contractDetailUrl
 * (`/konto/vertrag?contract=4600001025`). Like a real CMS that renders the table's first page on the server,
 * the page knows how many rows that page has for the signed-in user and the view in the address: the fallback
 * shows as many (and the island as many placeholder rows, the `expectedRows` prop), so nothing shifts when the
 * island mounts or its rows arrive, even for a contract of six positions.
 */
import { contractNumberSchema } from '@/api/contracts'
import { contractsOfCustomer } from '@/test/mocks/db/contracts'
import { ACCOUNT_PAGES } from '@/test/mocks/db/users'
import { answerContracts, positionTable } from '@/test/mocks/handlers/contracts'
import { getShop } from '@/test/mocks/shops'
import { answerTable } from '@/test/mocks/table-query'
import * as v from 'valibot'
import { accountTableAccess, accountTableData, storedTableQuery } from '../account-access'
import type { CmsContext } from '../context'
import { fallbackHtml, type FallbackData } from '../widget-markup'
import { marker } from '../html'
import { SHOP_URLS } from '../page-data'
import type { Text } from '../texts'
import type { PageDefinition } from './types'
import { ACCOUNT_CRUMB } from './account-crumb'

const CONTRACTS_TITLE: Text = { de: 'Verträge', fr: 'Contrats', it: 'Contratti', en: 'Contracts' }
/** The query parameter of the contract's page (widgets/shopuser/parts/contracts/contract-address.ts). */
const CONTRACT_PARAM = 'contract'
const PAGE_SIZE = 20

/** How many rows the first page of the user's contract list has for the view in the address; undefined where the island shows no table. */
export function contractListRows(context: Pick<CmsContext, 'username' | 'shop' | 'url'>): number | undefined {
  const access = accountTableAccess(context.username, context.shop)
  if ('note' in access) return undefined
  const query = storedTableQuery(context.url, 'stored', PAGE_SIZE)
  if (!query) return undefined
  return answerContracts(access.account, contractsOfCustomer(getShop(context.shop).db, access.customerId), query).results.entries.length
}

/** The contract named by the address, if it is one of the user's. */
function contractOf(context: Pick<CmsContext, 'username' | 'shop' | 'url'>, access: { customerId: string }) {
  const number = context.url.searchParams.get(CONTRACT_PARAM)?.trim() ?? ''
  if (!v.is(contractNumberSchema, number)) return undefined
  return contractsOfCustomer(getShop(context.shop).db, access.customerId).find((contract) => contract.contractNumber === number)
}

/** How many rows the first page of the contract's positions has for the view in the address; undefined where the island shows no table. */
export function contractPositionRows(context: Pick<CmsContext, 'username' | 'shop' | 'url'>): number | undefined {
  const access = accountTableAccess(context.username, context.shop)
  if ('note' in access) return undefined
  const contract = contractOf(context, access)
  const query = storedTableQuery(context.url, 'stored', PAGE_SIZE)
  if (!contract || !query) return undefined
  return answerTable(contract.positions, query, positionTable(access.account, contract)).results.entries.length
}

/**
 * What the positions' fallback needs to know: the note in the island's place, or the contract the `contractNumber`
 * prop or else the address names (when it reads as one) and whether it is one of the user's (spec 1 §8).
 */
export function contractPositionsData(context: Pick<CmsContext, 'username' | 'shop' | 'url'>, contractNumber?: string): FallbackData<'shopuser/contract-positions'> {
  const access = accountTableAccess(context.username, context.shop)
  if ('note' in access) return accountTableData(context.username, context.shop)
  const number = (contractNumber ?? context.url.searchParams.get(CONTRACT_PARAM))?.trim() ?? ''
  if (!v.is(contractNumberSchema, number)) return {}
  return { contract: { number, found: contractsOfCustomer(getShop(context.shop).db, access.customerId).some((contract) => contract.contractNumber === number) } }
}

/** shopuser/contract-list at the address of the user menu's entry «Verträge»: the numbers link to session.urls.contractDetailUrl. */
export const contractListPage: PageDefinition = {
  path: ACCOUNT_PAGES.contracts.link,
  title: CONTRACTS_TITLE,
  description: {
    de: 'shopuser/contract-list: die Rahmenverträge des Kunden als Tabelle mit Sortierung, Filtern, Gültigkeitszeitraum und Seiten in der Adresse und CSV-Export (angemeldet als kunde@example.ch: 25 Verträge von 2024 bis 2028).',
    fr: 'shopuser/contract-list\u00a0: les contrats-cadres du client dans un tableau avec tri, filtres, période de validité et pages dans l’adresse, et export CSV (connecté en tant que kunde@example.ch\u00a0: 25 contrats de 2024 à 2028).',
    it: 'shopuser/contract-list: i contratti quadro del cliente in una tabella con ordinamento, filtri, periodo di validità e pagine nell’indirizzo, ed esportazione CSV (connesso come kunde@example.ch: 25 contratti dal 2024 al 2028).',
    en: 'shopuser/contract-list: the customer’s framework contracts as a table with sorting, filters, validity period and pages kept in the address, and CSV export (signed in as kunde@example.ch: 25 contracts from 2024 to 2028).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB],
  body: (context) => {
    const rows = contractListRows(context)
    const props = rows === undefined ? {} : { expectedRows: Math.min(rows, PAGE_SIZE) }
    const data = { ...accountTableData(context.username, context.shop), ...(rows === undefined ? {} : { rows }) }
    return marker('shopuser/contract-list', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/contract-list', props, context.locale, data) })
  },
}

/** shopuser/contract-positions at session.urls.contractDetailUrl: the contract is the address's `contract` (`?contract=4600001025`). */
export const contractPositionsPage: PageDefinition = {
  path: SHOP_URLS.contractDetailUrl,
  title: { de: 'Vertragspositionen', fr: 'Positions du contrat', it: 'Posizioni del contratto', en: 'Contract positions' },
  description: {
    de: 'shopuser/contract-positions: die Positionen eines Vertrags mit vereinbarter, abgerufener und offener Menge, Vertragspreis und letztem Abruf (?contract=4600001025, 28 Positionen).',
    fr: 'shopuser/contract-positions\u00a0: les positions d’un contrat avec quantités convenue, appelée et restante, prix contractuel et dernier appel (?contract=4600001025, 28 positions).',
    it: 'shopuser/contract-positions: le posizioni di un contratto con quantità concordata, richiamata e residua, prezzo contrattuale e ultimo richiamo (?contract=4600001025, 28 posizioni).',
    en: 'shopuser/contract-positions: a contract’s positions with the quantity agreed, called off and open, the contract price and the last call-off (?contract=4600001025, 28 positions).',
  },
  group: 'widgets',
  breadcrumbs: [ACCOUNT_CRUMB, { label: CONTRACTS_TITLE, path: ACCOUNT_PAGES.contracts.link }],
  body: (context) => {
    const backUrl = ACCOUNT_PAGES.contracts.link
    const rows = contractPositionRows(context)
    const props = rows === undefined ? { backUrl } : { backUrl, expectedRows: Math.min(rows, PAGE_SIZE) }
    const data = contractPositionsData(context)
    // A contract of the user's whose view the server refuses (rows unknown) gets no table: the island shows none either.
    const fallback = fallbackHtml('shopuser/contract-positions', props, context.locale, data.contract?.found === true ? { ...data, rows: rows ?? null } : data)
    return marker('shopuser/contract-positions', props, { hydrate: 'load', fallback })
  },
}
