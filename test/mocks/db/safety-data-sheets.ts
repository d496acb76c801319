/**
 * The safety data sheets of the mock catalogue (spec 2 §3, §7): one sheet per product of the
 * catalogue (catalogue.ts) per language. Every product has its sheet in the three national languages
 * German, French and Italian (the Swiss chemicals ordinance asks for the language of the place of use);
 * about two products in three also in English. The German sheet is the original: its revision date lies
 * between 2022 and the demo's «today» (2026-11-24), and the translations of the same version follow within
 * a few weeks. Each file is a PDF of a few hundred KB, its size the same on every run.
 *
 * The sheets a customer's account lists are those of the products the customer has ordered (seeded history
 * and checkout alike, orders.ts ordersOfCustomer): derived on every call, so no per-shop state of its own.
 * Deterministic: a seeded generator per product and per file; no Node or browser APIs.
 */
import type { Db } from '../shops'
import { PRODUCTS, type CatalogueProduct } from './catalogue'
import { ordersOfCustomer } from './orders'
import { variantByArticle } from './prices'
import { hashText, seeded } from './seeded'
import { DEMO_TODAY, dayNumber, isoOf } from './demo-day'

/** The languages sheets are written in, the original first. */
export const SHEET_LANGUAGES = ['de', 'fr', 'it', 'en'] as const
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number]

/** The first day a sheet of the catalogue was revised on, and the demo's «today», the last. */
export const SHEETS_FIRST_DAY = '2022-01-01'
export const SHEETS_LAST_DAY = DEMO_TODAY

/** One safety data sheet: a product's sheet in one language, as one PDF file. */
export type SafetyDataSheet = {
  /** `sdb-<article number>-<language>`, e.g. `sdb-10-4471-de`: what the download asks for. */
  id: string
  productId: string
  productName: string
  /** The product's base article number, e.g. `10-4471`. */
  articleNumber: string
  language: SheetLanguage
  /** The sheet's version, e.g. `3.1`; a translation has the version of its original. */
  version: string
  /** The day it was last revised, YYYY-MM-DD. */
  revisionDate: string
  /** The file's name as it is saved, e.g. `SDB_10-4471_DE.pdf`. */
  fileName: string
  /** The file's size in bytes. */
  size: number
}

const KB = 1024

function sheetsOf(product: CatalogueProduct): SafetyDataSheet[] {
  const random = seeded(hashText(`sdb:${product.id}`))
  const first = dayNumber(SHEETS_FIRST_DAY)
  const last = dayNumber(SHEETS_LAST_DAY) - 1
  // The original's revision, then its translations a few days to six weeks later (never after «today»).
  const original = first + Math.floor(random() * (last - first - 45))
  const version = `${1 + Math.floor(random() * 5)}.${Math.floor(random() * 4)}`
  const languages = SHEET_LANGUAGES.filter((language) => language !== 'en' || random() < 0.66)
  return languages.map((language, index) => {
    const fileName = `SDB_${product.articleNumber}_${language.toUpperCase()}.pdf`
    // The translations run a little longer than the original; all of them between 180 and 720 KB.
    const size = Math.round((180 + seeded(hashText(fileName))() * 540) * KB)
    const revised = index === 0 ? original : Math.min(last, original + 3 + Math.floor(random() * 40))
    return {
      id: `sdb-${product.articleNumber}-${language}`,
      productId: product.id,
      productName: product.title,
      articleNumber: product.articleNumber,
      language,
      version,
      revisionDate: isoOf(revised),
      fileName,
      size,
    }
  })
}

let all: readonly SafetyDataSheet[] | undefined
/** Every sheet of the catalogue, product by product in the catalogue's order (built once). */
export const allSafetyDataSheets = (): readonly SafetyDataSheet[] => (all ??= PRODUCTS.flatMap(sheetsOf))

let byId: Map<string, SafetyDataSheet> | undefined
/** One sheet by its id, if the catalogue has it. */
export const findSafetyDataSheet = (id: string): SafetyDataSheet | undefined => (byId ??= new Map(allSafetyDataSheets().map((sheet) => [sheet.id, sheet]))).get(id)

/** The ids of the products a customer has ordered (any pack), in this shop. */
export function orderedProductIds(db: Db, customerId: string): Set<string> {
  const ids = new Set<string>()
  for (const order of ordersOfCustomer(db, customerId)) {
    for (const line of order.lines) {
      const found = variantByArticle(line.articleNumber)
      if (found) ids.add(found.product.id)
    }
  }
  return ids
}

/** The sheets a customer's account lists: every language of every product the customer has ordered. */
export function safetyDataSheetsOfCustomer(db: Db, customerId: string): SafetyDataSheet[] {
  const products = orderedProductIds(db, customerId)
  return allSafetyDataSheets().filter((sheet) => products.has(sheet.productId))
}
