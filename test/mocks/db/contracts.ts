/**
 * The framework contracts of the mock shop (spec 1 §3, §7): Rahmenverträge of the demo's
 * business customers, from 2024 to 2028, each either on a quantity (litres or kilograms over all its
 * positions: a Mengenkontrakt) or on a value (CHF: a Wertkontrakt), active, expired, cancelled or not yet
 * begun on the demo's «today» (2026-11-24). Each position is a pack of the catalogue (catalogue.ts) at a
 * contract price a few per cent below the customer's net price (prices.ts), with the packs agreed, called off
 * so far and the day of the last call-off. Brunner Transporte AG (kunde@example.ch) has 25 of them, so its
 * list has two pages; its fleet contract of 2026 has 28 positions, two pages as well.
 *
 * Per shop (a copy made on first use, so a test may change one shop's contracts), seeded from plain data and
 * a seeded generator: the same on every run; no Node or browser APIs.
 */
import type { Db } from '../shops'
import { PRODUCTS, type CatalogueProduct, type PackVariant } from './catalogue'
import { unitPriceRappen, variantByArticle } from './prices'
import { hashText, seeded } from './seeded'
import { seedAccounts, type Account } from './users'
import { DEMO_TODAY, dayNumber, isoOf } from './demo-day'

/** The demo's «today» for the contracts: what is called off, and which contracts have begun or ended. */
export const CONTRACTS_TODAY = DEMO_TODAY
/** The first contract number (SAP numbers outline agreements from 46…). */
export const FIRST_CONTRACT_NUMBER = 4_600_001_001

export type ContractKind = 'quantity' | 'value'
export type ContractStatus = 'active' | 'upcoming' | 'expired' | 'cancelled'

/** One position of a contract: a pack, how many were agreed and called off, at which contract price. */
export type ContractPositionRecord = {
  /** «10», «20» …: SAP counts positions in tens. */
  positionNumber: string
  /** The pack's article number (catalogue.ts). */
  articleNumber: string
  agreedQuantity: number
  calledOffQuantity: number
  /** The day of the last call-off, YYYY-MM-DD; null before the first. */
  lastCallOff: string | null
  /** The contract price of one pack, net, in whole Rappen. */
  unitRappen: number
}

/** One framework contract of a customer. */
export type ContractRecord = {
  contractNumber: string
  customerId: string
  title: string
  description: string
  /** First and last day of validity; a cancelled contract ends on the day its cancellation takes effect. */
  validFrom: string
  validTo: string
  cancelled: boolean
  kind: ContractKind
  /** A value contract's agreed value, net, in whole Rappen; 0 for a quantity contract. */
  targetRappen: number
  positions: ContractPositionRecord[]
}

type Seed = {
  customerId: string
  title: string
  description: string
  validFrom: string
  validTo: string
  kind: ContractKind
  /** The categories its packs come from (categories.ts). */
  buys: readonly string[]
  positions: number
  /** Cancelled: the contract ends on `validTo`, earlier than agreed (or at the end of a running year). */
  cancelled?: boolean
}

const BRUNNER = '0001004711'
const FLEET = ['c-motor-nfz', 'c-gear-vehicle', 'c-grease', 'c-coolant', 'c-hydraulic']

// Whose contracts the seed holds: Brunner Transporte AG (kunde@example.ch) and the customers the employee acts for.
const SEEDS: readonly Seed[] = [
  // Brunner Transporte AG, Winterthur: a fleet of trucks and buses with its own workshop.
  { customerId: BRUNNER, title: 'Rahmenvertrag Motorenöle Nutzfahrzeuge 2024', description: 'Motorenöle für Lastwagen und Sattelschlepper, Abruf in Fässern und Kanistern.', validFrom: '2024-01-01', validTo: '2024-12-31', kind: 'quantity', buys: ['c-motor-nfz'], positions: 6 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Motorenöle Nutzfahrzeuge 2025', description: 'Motorenöle für Lastwagen und Sattelschlepper, Abruf in Fässern und Kanistern.', validFrom: '2025-01-01', validTo: '2025-12-31', kind: 'quantity', buys: ['c-motor-nfz'], positions: 7 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Motorenöle Nutzfahrzeuge 2026', description: 'Motorenöle für Lastwagen und Sattelschlepper, Abruf in Fässern und Kanistern.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-motor-nfz'], positions: 8 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Motorenöle Nutzfahrzeuge 2027', description: 'Motorenöle für Lastwagen und Sattelschlepper, Abruf in Fässern und Kanistern.', validFrom: '2027-01-01', validTo: '2027-12-31', kind: 'quantity', buys: ['c-motor-nfz'], positions: 8 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Getriebe- und Achsöle Flotte 2024', description: 'Getriebe- und Achsöle für Schalt- und Automatikgetriebe der Flotte.', validFrom: '2024-01-01', validTo: '2024-12-31', kind: 'quantity', buys: ['c-gear-vehicle'], positions: 5 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Getriebe- und Achsöle Flotte 2025–2026', description: 'Getriebe- und Achsöle für Schalt- und Automatikgetriebe der Flotte, zwei Jahre.', validFrom: '2025-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-gear-vehicle'], positions: 6 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Schmierfette Werkstatt 2024', description: 'Mehrzweck- und Hochtemperaturfette für die Werkstatt, in Kartuschen und Eimern.', validFrom: '2024-02-01', validTo: '2025-01-31', kind: 'quantity', buys: ['c-grease'], positions: 5 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Schmierfette Werkstatt 2025', description: 'Mehrzweck- und Hochtemperaturfette für die Werkstatt, in Kartuschen und Eimern.', validFrom: '2025-02-01', validTo: '2026-01-31', kind: 'quantity', buys: ['c-grease'], positions: 6 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Schmierfette Werkstatt 2026', description: 'Mehrzweck- und Hochtemperaturfette für die Werkstatt, in Kartuschen und Eimern.', validFrom: '2026-02-01', validTo: '2027-01-31', kind: 'quantity', buys: ['c-grease'], positions: 6 },
  { customerId: BRUNNER, title: 'Kühlerschutz Wintersaison 2024/25', description: 'Kühlerschutz-Konzentrate und gebrauchsfertige Kühlmittel für den Winter.', validFrom: '2024-09-01', validTo: '2025-03-31', kind: 'quantity', buys: ['c-coolant'], positions: 4 },
  { customerId: BRUNNER, title: 'Kühlerschutz Wintersaison 2025/26', description: 'Kühlerschutz-Konzentrate und gebrauchsfertige Kühlmittel für den Winter.', validFrom: '2025-09-01', validTo: '2026-03-31', kind: 'quantity', buys: ['c-coolant'], positions: 4 },
  { customerId: BRUNNER, title: 'Kühlerschutz Wintersaison 2026/27', description: 'Kühlerschutz-Konzentrate und gebrauchsfertige Kühlmittel für den Winter.', validFrom: '2026-09-01', validTo: '2027-03-31', kind: 'quantity', buys: ['c-coolant'], positions: 5 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Hydrauliköle Kipper und Ladekrane 2024–2025', description: 'Hydrauliköle HLP und HVLP für Kipper, Ladekrane und Hebebühnen.', validFrom: '2024-01-01', validTo: '2025-12-31', kind: 'quantity', buys: ['c-hydraulic'], positions: 6 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Hydrauliköle Kipper und Ladekrane 2026–2027', description: 'Hydrauliköle HLP und HVLP für Kipper, Ladekrane und Hebebühnen.', validFrom: '2026-01-01', validTo: '2027-12-31', kind: 'quantity', buys: ['c-hydraulic'], positions: 7 },
  { customerId: BRUNNER, title: 'Hydrauliköle Hebebühnen Werkstatt Winterthur', description: 'Gekündigt auf Ende Oktober 2024 nach dem Umbau der Werkstatt.', validFrom: '2024-04-01', validTo: '2024-10-31', kind: 'quantity', buys: ['c-hydraulic'], positions: 3, cancelled: true },
  { customerId: BRUNNER, title: 'Wertkontrakt Gesamtsortiment Flotte 2024', description: 'Motoren-, Getriebe- und Hydrauliköle, Fette und Kühlmittel für die ganze Flotte.', validFrom: '2024-01-01', validTo: '2024-12-31', kind: 'value', buys: FLEET, positions: 14 },
  { customerId: BRUNNER, title: 'Wertkontrakt Gesamtsortiment Flotte 2025', description: 'Motoren-, Getriebe- und Hydrauliköle, Fette und Kühlmittel für die ganze Flotte.', validFrom: '2025-01-01', validTo: '2025-12-31', kind: 'value', buys: FLEET, positions: 18 },
  { customerId: BRUNNER, title: 'Wertkontrakt Gesamtsortiment Flotte 2026', description: 'Motoren-, Getriebe- und Hydrauliköle, Fette und Kühlmittel für die ganze Flotte.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'value', buys: FLEET, positions: 28 },
  { customerId: BRUNNER, title: 'Rahmenvertrag PKW-Motorenöle Servicefahrzeuge 2025', description: 'Motorenöle für die Service- und Personenwagen des Betriebs.', validFrom: '2025-01-01', validTo: '2025-12-31', kind: 'quantity', buys: ['c-motor-pkw'], positions: 4 },
  { customerId: BRUNNER, title: 'Rahmenvertrag PKW-Motorenöle Servicefahrzeuge 2026–2027', description: 'Motorenöle für die Service- und Personenwagen des Betriebs.', validFrom: '2026-01-01', validTo: '2027-12-31', kind: 'quantity', buys: ['c-motor-pkw'], positions: 5 },
  { customerId: BRUNNER, title: 'Wertkontrakt Kompressoren- und Industrieöle 2025/26', description: 'Kompressoren-, Getriebe- und Umlauföle für die Werkstatt.', validFrom: '2025-07-01', validTo: '2026-06-30', kind: 'value', buys: ['c-industry'], positions: 5 },
  { customerId: BRUNNER, title: 'Wertkontrakt Kompressoren- und Industrieöle 2026/27', description: 'Kompressoren-, Getriebe- und Umlauföle für die Werkstatt.', validFrom: '2026-07-01', validTo: '2027-06-30', kind: 'value', buys: ['c-industry'], positions: 5 },
  { customerId: BRUNNER, title: 'Biologisch abbaubare Hydrauliköle Kommunalfahrzeuge', description: 'Bio-Hydrauliköle für die Kehrmaschinen und Winterdienstfahrzeuge im Auftrag der Gemeinden.', validFrom: '2027-01-01', validTo: '2028-12-31', kind: 'quantity', buys: ['c-hydraulic-bio'], positions: 4 },
  { customerId: BRUNNER, title: 'Rahmenvertrag Motorenöle Busse Regionalverkehr', description: 'Gekündigt auf Ende 2026: die Buslinien gehen an einen anderen Betreiber.', validFrom: '2025-04-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-motor-nfz'], positions: 6, cancelled: true },
  { customerId: BRUNNER, title: 'Rahmenvertrag Getriebeöle Busse 2027', description: 'Automatikgetriebeöle für die Stadtbusse.', validFrom: '2027-01-01', validTo: '2027-12-31', kind: 'quantity', buys: ['c-gear-vehicle'], positions: 4 },
  // Garage Huber GmbH, Thun.
  { customerId: '0001004712', title: 'Rahmenvertrag PKW-Motorenöle 2025', description: 'Motorenöle für den Werkstattservice, vor allem in 60-l-Fässern.', validFrom: '2025-01-01', validTo: '2025-12-31', kind: 'quantity', buys: ['c-motor-pkw'], positions: 5 },
  { customerId: '0001004712', title: 'Rahmenvertrag PKW-Motorenöle 2026', description: 'Motorenöle für den Werkstattservice, vor allem in 60-l-Fässern.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-motor-pkw'], positions: 6 },
  { customerId: '0001004712', title: 'Kühlerschutz Wintersaison 2025/26', description: 'Kühlerschutz für den Winterservice der Kundenfahrzeuge.', validFrom: '2025-09-01', validTo: '2026-03-31', kind: 'quantity', buys: ['c-coolant'], positions: 3 },
  // Landmaschinen Zürcher AG, Langenthal.
  { customerId: '0001004738', title: 'Rahmenvertrag Motorenöle Landmaschinen 2025–2026', description: 'Motorenöle für Traktoren und Erntemaschinen.', validFrom: '2025-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-motor-nfz'], positions: 6 },
  { customerId: '0001004738', title: 'Rahmenvertrag Hydrauliköle 2026', description: 'Hydrauliköle für Frontlader und Anbaugeräte.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-hydraulic'], positions: 5 },
  { customerId: '0001004738', title: 'Schmierfette Erntesaison 2026', description: 'Fette für Mähdrescher und Ballenpressen während der Ernte.', validFrom: '2026-03-01', validTo: '2026-10-31', kind: 'quantity', buys: ['c-grease'], positions: 4 },
  { customerId: '0001004738', title: 'Wertkontrakt Werkstattbedarf 2027', description: 'Öle und Fette für die eigene Werkstatt.', validFrom: '2027-01-01', validTo: '2027-12-31', kind: 'value', buys: ['c-motor-nfz', 'c-gear-vehicle', 'c-grease'], positions: 8 },
  // Wyss Bau AG, Chur.
  { customerId: '0001004756', title: 'Rahmenvertrag Hydrauliköle Baumaschinen 2025–2027', description: 'Hydrauliköle für Bagger, Radlader und Krane.', validFrom: '2025-01-01', validTo: '2027-12-31', kind: 'quantity', buys: ['c-hydraulic'], positions: 6 },
  { customerId: '0001004756', title: 'Bio-Hydrauliköle Gewässerschutzzone 2026', description: 'Gekündigt auf Ende Juni 2026 nach Abschluss der Baustelle.', validFrom: '2026-01-01', validTo: '2026-06-30', kind: 'quantity', buys: ['c-hydraulic-bio'], positions: 3, cancelled: true },
  { customerId: '0001004756', title: 'Rahmenvertrag Schmierfette 2026', description: 'Mehrzweckfette für den Maschinenpark.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-grease'], positions: 4 },
  // Metallbau Steiner AG, St. Gallen.
  { customerId: '0001004790', title: 'Rahmenvertrag Kühlschmierstoffe 2024–2025', description: 'Wassermischbare Kühlschmierstoffe und Schneidöle für die CNC-Fertigung.', validFrom: '2024-01-01', validTo: '2025-12-31', kind: 'quantity', buys: ['c-metal'], positions: 5 },
  { customerId: '0001004790', title: 'Rahmenvertrag Kühlschmierstoffe 2026', description: 'Wassermischbare Kühlschmierstoffe und Schneidöle für die CNC-Fertigung.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-metal'], positions: 6 },
  { customerId: '0001004790', title: 'Wertkontrakt Industrie- und Getriebeöle 2025–2026', description: 'Kompressoren-, Getriebe- und Gleitbahnöle für die Produktion.', validFrom: '2025-01-01', validTo: '2026-12-31', kind: 'value', buys: ['c-industry', 'c-gear-industry'], positions: 7 },
  // Fahrzeugtechnik Gerber GmbH, Luzern.
  { customerId: '0001004815', title: 'Rahmenvertrag Motorenöle Werkstatt 2026', description: 'Motorenöle für Personenwagen und Lieferwagen.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-motor-pkw'], positions: 6 },
  { customerId: '0001004815', title: 'Rahmenvertrag Getriebeöle 2026', description: 'Getriebeöle für Schalt- und Automatikgetriebe.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'quantity', buys: ['c-gear-vehicle'], positions: 3 },
  // Autoteile Fankhauser AG, Bern (haendler@example.ch): a retailer's stock.
  { customerId: '0001005120', title: 'Wertkontrakt Handelssortiment 2026', description: 'Motoren- und Motorradöle und Kühlerschutz in Ladengrössen.', validFrom: '2026-01-01', validTo: '2026-12-31', kind: 'value', buys: ['c-motor-pkw', 'c-motor-moto', 'c-coolant'], positions: 12 },
  { customerId: '0001005120', title: 'Rahmenvertrag Motorradöle Saison 2026', description: 'Motorradöle für die Saison von März bis Oktober.', validFrom: '2026-03-01', validTo: '2026-10-31', kind: 'quantity', buys: ['c-motor-moto'], positions: 5 },
  { customerId: '0001005120', title: 'Wertkontrakt Handelssortiment 2027', description: 'Motoren- und Motorradöle und Kühlerschutz in Ladengrössen.', validFrom: '2027-01-01', validTo: '2027-12-31', kind: 'value', buys: ['c-motor-pkw', 'c-motor-moto', 'c-coolant'], positions: 10 },
]

/** The demo account whose net prices a customer's contracts start from (a retailer's own; everyone else's as kunde's). */
const PRICED_AS: Record<string, string> = { '0001005120': 'haendler@example.ch' }

const toFiveRappen = (rappen: number) => Math.round(rappen / 5) * 5

/** A contract's state on the demo's «today»: cancelled, ended, not yet begun or running. */
export function contractStatus(contract: Pick<ContractRecord, 'cancelled' | 'validFrom' | 'validTo'>, today = CONTRACTS_TODAY): ContractStatus {
  if (contract.cancelled) return 'cancelled'
  if (contract.validTo < today) return 'expired'
  if (contract.validFrom > today) return 'upcoming'
  return 'active'
}

/** Packs agreed for a position over a year: big drums a few, small packs by the carton. */
function agreedPacks(variant: PackVariant, years: number, random: () => number): number {
  const spread = (min: number, max: number, step: number) => Math.max(step, Math.round(((min + random() * (max - min)) * years) / step) * step)
  if (variant.quantity >= 180) return spread(2, 24, 1)
  if (variant.quantity >= 50) return spread(4, 40, 2)
  if (variant.quantity >= 18) return spread(10, 120, 5)
  if (variant.quantity >= 4) return spread(12, 120, 6)
  return spread(48, 480, 12)
}

/** The packs a contract of these categories is made of: larger packs for a fleet, shop sizes for a retailer, one unit per contract. */
function packsFor(seed: Seed, random: () => number): { product: CatalogueProduct; variant: PackVariant }[] {
  const products = PRODUCTS.filter((product) => seed.buys.some((category) => product.categoryIds.includes(category)))
  const retailer = seed.customerId in PRICED_AS
  const candidates = products.flatMap((product) =>
    product.variants.filter((variant) => (retailer ? variant.quantity <= 5 : variant.quantity >= 4 || variant.unit === 'kg')).map((variant) => ({ product, variant })),
  )
  // A quantity contract counts in one unit (spec: «agreed quantity»): litres or kilograms, not both.
  const unit = candidates[0]?.variant.unit
  const pool = seed.kind === 'quantity' ? candidates.filter((candidate) => candidate.variant.unit === unit) : candidates
  const chosen: { product: CatalogueProduct; variant: PackVariant }[] = []
  for (let tries = 0; chosen.length < seed.positions && tries < seed.positions * 20; tries++) {
    const pick = pool[Math.floor(random() * pool.length)]!
    // One pack per product and contract, so a position reads as one article.
    if (!chosen.some((item) => item.product.id === pick.product.id)) chosen.push(pick)
  }
  return chosen
}

function buildContract(seed: Seed, index: number, accounts: Account[]): Omit<ContractRecord, 'contractNumber'> {
  const random = seeded(hashText(`contract:${seed.customerId}:${seed.title}:${index}`))
  const pricing = accounts.find((account) => account.username === (PRICED_AS[seed.customerId] ?? 'kunde@example.ch'))!
  const from = dayNumber(seed.validFrom)
  const to = dayNumber(seed.validTo)
  const today = dayNumber(CONTRACTS_TODAY)
  const years = Math.max(0.5, (to - from + 1) / 365)
  // How far the contract has run, and how much of it the customer uses.
  const lastDay = Math.min(to, today - 1)
  const elapsed = lastDay < from ? 0 : (lastDay - from + 1) / (to - from + 1)
  const usage = 0.6 + random() * 0.45
  // A few per cent below the customer's net price, the same for every position of one contract.
  const discount = 3 + Math.floor(random() * 6)
  const positions = packsFor(seed, random).map(({ variant }, number): ContractPositionRecord => {
    const agreedQuantity = agreedPacks(variant, years, random)
    const roll = random()
    const share = elapsed === 0 ? 0 : roll < 0.1 ? 0 : roll > 0.88 ? 1 : Math.min(1, elapsed * usage * (0.7 + random() * 0.6))
    const calledOffQuantity = Math.min(agreedQuantity, Math.round(agreedQuantity * share))
    const lastCallOff = calledOffQuantity === 0 ? null : isoOf(from + Math.floor((lastDay - from) * (0.75 + random() * 0.25)))
    const net = unitPriceRappen(pricing, variant) ?? Math.round(variant.priceChf * 100)
    return {
      positionNumber: String((number + 1) * 10),
      articleNumber: variant.articleNumber,
      agreedQuantity,
      calledOffQuantity,
      lastCallOff,
      unitRappen: toFiveRappen((net * (100 - discount)) / 100),
    }
  })
  // A value contract agrees on a round sum: what its positions add up to, up to the next CHF 5 000.
  const planned = positions.reduce((sum, position) => sum + position.agreedQuantity * position.unitRappen, 0)
  const targetRappen = seed.kind === 'value' ? Math.ceil(planned / 500_000) * 500_000 : 0
  return {
    customerId: seed.customerId,
    title: seed.title,
    description: seed.description,
    validFrom: seed.validFrom,
    validTo: seed.validTo,
    cancelled: seed.cancelled === true,
    kind: seed.kind,
    targetRappen,
    positions,
  }
}

function buildSeed(): ContractRecord[] {
  const accounts = seedAccounts()
  // Numbered in the order they begin, as they were signed.
  return SEEDS.map((seed, index) => buildContract(seed, index, accounts))
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.customerId.localeCompare(b.customerId) || a.title.localeCompare(b.title))
    .map((contract, index) => ({ contractNumber: String(FIRST_CONTRACT_NUMBER + index), ...contract }))
}

let seed: ContractRecord[] | undefined
/** The seeded contracts, built once; callers copy them. */
const seedContracts = () => (seed ??= buildSeed())

// Each shop's copy, made on first use: a reset shop is a new Db and starts from the seed again.
const books = new WeakMap<Db, ContractRecord[]>()

/** Every contract of the shop. */
export function contractsOf(db: Db): ContractRecord[] {
  let contracts = books.get(db)
  if (!contracts) {
    contracts = structuredClone(seedContracts())
    books.set(db, contracts)
  }
  return contracts
}

/** The contracts of one customer number. */
export const contractsOfCustomer = (db: Db, customerId: string): ContractRecord[] => contractsOf(db).filter((contract) => contract.customerId === customerId)

/** Quantities in a unit are summed in tenths, so 0.4 kg cartridges add up without binary fractions. */
const tenths = (value: number) => Math.round(value * 10) / 10

/** The unit of a quantity contract's packs ('l' or 'kg'; one per contract). */
export const contractUnitOf = (contract: ContractRecord): string => variantByArticle(contract.positions[0]?.articleNumber ?? '')?.variant.unit ?? 'l'

/** A quantity contract's agreed and open quantity in its unit: the packs of every position times their content. */
export function contractQuantities(contract: ContractRecord): { agreed: number; remaining: number } {
  let agreed = 0
  let remaining = 0
  for (const position of contract.positions) {
    const content = variantByArticle(position.articleNumber)?.variant.quantity ?? 0
    agreed += position.agreedQuantity * content
    remaining += (position.agreedQuantity - position.calledOffQuantity) * content
  }
  return { agreed: tenths(agreed), remaining: tenths(remaining) }
}

/** A value contract's value still open, net, in whole Rappen: the agreed value less what was called off (never below 0). */
export const contractRemainingRappen = (contract: ContractRecord): number =>
  Math.max(0, contract.targetRappen - contract.positions.reduce((sum, position) => sum + position.calledOffQuantity * position.unitRappen, 0))
