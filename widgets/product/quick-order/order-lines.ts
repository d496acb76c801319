/**
 * Reading a quick order: what a buyer types or pastes, or the rows of an uploaded CSV file,
 * turned into positions (article number and quantity), and positions merged into the list. Pure code:
 * no React, no store, no file API, so every rule is unit-tested on its own (order-lines.node.test.ts).
 *
 * The rules, as B2B buyers write their lists:
 * - one position per line: the article number, then the quantity, separated by spaces, a comma, a
 *   semicolon or a tab (`10-4111.004 3`, `10-4111.004;3`, `10-4111.004,3`, a pasted Excel range);
 *   a line without a quantity means 1; blank lines are skipped; any line ending (Windows, old Mac);
 * - a first line of column names (`Artikelnummer;Menge`, `Art.-Nr. Anzahl`, `articleNumber,quantity`…) is
 *   a header and skipped; in a CSV file it also says which column is which;
 * - values may be quoted (`"10-4111.004";"3"`); a byte-order mark is ignored;
 * - a quantity is a whole number from 1 to 9999 written in digits only: `1,5`, `1.000` or `1 000` are
 *   refused rather than guessed, so a list never orders a quantity the buyer did not write;
 * - the same article number twice (in any case, with spaces around) becomes one position with the
 *   quantities added, and the caller says so.
 */
import { articleKey } from '@/api/product-lookup'
import { MAX_QUANTITY } from '@/src/lib/quantity'

/** A quick order holds at most this many positions (the lookup and the cart take as many in one call). */
export const ORDER_LINES_MAX = 500

/** An uploaded file may be at most this big (1 MB: 500 lines need a few KB; anything near this is not an order). */
export const ORDER_FILE_MAX_BYTES = 1024 * 1024

/** A position as read from text or a file: the article number and the quantity as written. */
export type OrderInput = { articleNumber: string; quantityText: string }

/** What a text or a file holds: its positions in order, and whether a header line was skipped. */
export type OrderRead = { inputs: OrderInput[]; headerSkipped: boolean }

/** Why a quantity cannot be ordered: none given, not a whole number, or outside 1 to 9999. */
export type QuantityProblem = 'missingQuantity' | 'notWhole' | 'tooSmall' | 'tooLarge'

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; problem: QuantityProblem }

// Between the article number and the quantity: spaces (also the no-break space Excel copies), tabs, commas, semicolons.
const SEPARATOR = /[\s,;]/
const SEPARATORS_AT_ENDS = /^[\s,;]+|[\s,;]+$/g
const BOM = /^\uFEFF/

// Column names in the shop's languages and as exports write them, compared without case, spaces and
// punctuation (normaliseHeader): 'Art.-Nr.' is 'artnr', "numéro d'article" is 'numérodarticle'.
const ARTICLE_HEADERS = new Set([
  'artikel', 'artikelnummer', 'artikelnr', 'artnr', 'materialnummer', 'materialnr', 'material', 'produktnummer', 'produkt',
  'article', 'articlenumber', 'articleno', 'articlenr', 'artno', 'sku', 'item', 'itemnumber', 'itemno', 'partnumber', 'product', 'productnumber', 'productid', 'productno',
  'numérodarticle', 'numerodarticle', 'référence', 'reference', 'réf', 'ref', 'codicearticolo', 'articolo', 'codice',
])
const QUANTITY_HEADERS = new Set(['menge', 'anzahl', 'stück', 'stückzahl', 'stk', 'quantity', 'qty', 'pcs', 'pieces', 'quantité', 'quantite', 'qté', 'qte', 'quantità', 'quantita'])

const normaliseHeader = (cell: string) => cell.toLowerCase().replace(/[\s._\-'’°#/]/g, '')
const isArticleHeader = (cell: string) => ARTICLE_HEADERS.has(normaliseHeader(cell))
const isQuantityHeader = (cell: string) => QUANTITY_HEADERS.has(normaliseHeader(cell))

/** A value without its surrounding quotes (`"3"` → `3`, `""` inside → `"`), and without spaces around. */
function unquote(value: string): string {
  const text = value.trim()
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return text.slice(1, -1).replaceAll('""', '"').trim()
  return text
}

/** A quoted value at the start of `text` (which starts with `"`): its content and where the text goes on. */
function readQuoted(text: string): { value: string; end: number } {
  let value = ''
  let at = 1
  while (at < text.length) {
    const char = text.charAt(at)
    if (char === '"') {
      // A doubled quote is a quote inside the value (RFC 4180); a single one ends it.
      if (text.charAt(at + 1) === '"') {
        value += '"'
        at += 2
        continue
      }
      return { value, end: at + 1 }
    }
    value += char
    at += 1
  }
  return { value, end: at } // an unclosed quote: the rest of the line is the value
}

/** One typed line as [article number, quantity text]; the quantity is '' when the line gives none. */
function splitLine(line: string): [string, string] {
  const text = line.trim()
  let article: string
  let rest: string
  if (text.startsWith('"')) {
    const { value, end } = readQuoted(text)
    article = value
    rest = text.slice(end)
  } else {
    const separator = SEPARATOR.exec(text)
    article = separator ? text.slice(0, separator.index) : text
    rest = separator ? text.slice(separator.index) : ''
  }
  // Trailing separators are empty columns (`10-4111.004;3;;` from Excel), not part of the quantity.
  return [article.trim(), unquote(rest.replace(SEPARATORS_AT_ENDS, ''))]
}

/** A position from an article number and a quantity as written; no quantity means 1. */
const inputOf = (articleNumber: string, quantityText: string): OrderInput => ({ articleNumber, quantityText: quantityText === '' ? '1' : quantityText })

/**
 * Reads what a buyer typed or pasted: one position per line. The first non-blank line is skipped when it
 * holds column names.
 */
export function readOrderText(text: string): OrderRead {
  const lines = text
    .replace(BOM, '')
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
  const headerSkipped = lines[0] !== undefined && isHeaderLine(lines[0])
  return { inputs: lines.slice(headerSkipped ? 1 : 0).map((line) => inputOf(...splitLine(line))), headerSkipped }
}

/**
 * Whether a typed line holds column names: a known name in it (`Art.-Nr. Anzahl`, `Numéro d'article;Quantité`)
 * and no digit. Article numbers hold digits and column names none, so `10-4111.004 Menge` stays a position.
 */
function isHeaderLine(line: string): boolean {
  if (/\d/.test(line)) return false
  const [article, quantity] = splitLine(line)
  const cells = line.split(/[\t;,]/).map(unquote)
  return isArticleHeader(article) || isQuantityHeader(quantity) || cells.some((cell) => isArticleHeader(cell) || isQuantityHeader(cell))
}

/**
 * Reads the rows of a CSV file (as a CSV parser gives them: one array of cells per line, quotes removed).
 * Without a header, the first column is the article number and the second the quantity; a header row
 * names them (`Menge;Artikelnummer` works too) and is skipped. A row whose only value is in its first
 * cell is read like a typed line, so a file of `10-4111.004 3` lines or of bare article numbers works.
 */
export function readOrderRows(rows: readonly (readonly string[])[]): OrderRead {
  const filled = rows.map((row) => row.map((cell, index) => unquote(index === 0 ? cell.replace(BOM, '') : cell))).filter((row) => row.some((cell) => cell !== ''))
  let articleColumn = 0
  let quantityColumn = 1
  const first = filled[0]
  // A row of column names holds no quantity; a data row does (or is a position with a bad one, kept for fixing).
  const headerSkipped = first !== undefined && first.some((cell) => isArticleHeader(cell) || isQuantityHeader(cell)) && !first.some((cell) => /^\+?\d+$/.test(cell))
  if (first && headerSkipped) {
    const article = first.findIndex(isArticleHeader)
    const quantity = first.findIndex(isQuantityHeader)
    articleColumn = article >= 0 ? article : quantity === 0 ? 1 : 0
    quantityColumn = quantity >= 0 ? quantity : articleColumn === 0 ? 1 : 0
  }
  const inputs = filled.slice(headerSkipped ? 1 : 0).map((row) => {
    const onlyFirst = row.every((cell, index) => index === 0 || cell === '')
    if (onlyFirst && !headerSkipped) {
      const [article, quantity] = splitLine(row[0] ?? '')
      return inputOf(article, quantity)
    }
    return inputOf(row[articleColumn] ?? '', row[quantityColumn] ?? '')
  })
  return { inputs, headerSkipped }
}

/** spec 1 §5, spec 2 §9: a quantity is a whole number from 1 (an order line of 0 orders nothing) to 9999. */
export function checkQuantity(text: string): QuantityCheck {
  const value = text.trim()
  if (value === '') return { ok: false, problem: 'missingQuantity' }
  if (/^-\d+$/.test(value)) return { ok: false, problem: 'tooSmall' }
  if (!/^\+?\d+$/.test(value)) return { ok: false, problem: 'notWhole' }
  const quantity = Number(value)
  if (quantity < 1) return { ok: false, problem: 'tooSmall' }
  if (quantity > MAX_QUANTITY) return { ok: false, problem: 'tooLarge' }
  return { ok: true, quantity }
}

/** A position of the quick order's list, as the buyer can edit it. */
export type OrderRow = {
  /** Stable for the row's life: React's key, and what edits name. */
  id: string
  articleNumber: string
  quantityText: string
  /** How many lines of the input were added up into this row (1 for a row read once or typed). */
  mergedLines: number
  /** Why the cart refused the row when it was last sent; gone once the row is edited. */
  refused?: string
}

/** What merging positions into the list did. */
export type MergeResult = {
  rows: OrderRow[]
  /** Positions that became rows of their own. */
  added: number
  /** Positions whose quantity went into a row of the same article number. */
  merged: number
}

/**
 * Adds positions to the list. A position whose article number is already in the list (or earlier among
 * the positions) with a valid quantity has its quantity added to that row instead of becoming a row of its
 * own; a sum above 9999 stays as written, so the row shows it is too large rather than losing a quantity.
 * Positions with a missing or bad quantity stay rows of their own, for the buyer to fix.
 */
export function mergeInputs(rows: readonly OrderRow[], inputs: readonly OrderInput[], newId: () => string): MergeResult {
  const next = rows.slice()
  // For each article key, the row its valid quantities add up in, and their sum.
  const sums = new Map<string, { index: number; sum: number }>()
  next.forEach((row, index) => {
    const key = articleKey(row.articleNumber)
    const quantity = checkQuantity(row.quantityText)
    if (key !== '' && quantity.ok && !sums.has(key)) sums.set(key, { index, sum: quantity.quantity })
  })
  let added = 0
  let merged = 0
  for (const input of inputs) {
    const key = articleKey(input.articleNumber)
    const quantity = checkQuantity(input.quantityText)
    const target = key !== '' && quantity.ok ? sums.get(key) : undefined
    const row = target ? next[target.index] : undefined
    if (target && row && quantity.ok) {
      target.sum += quantity.quantity
      next[target.index] = { id: row.id, articleNumber: row.articleNumber, quantityText: String(target.sum), mergedLines: row.mergedLines + 1 }
      merged += 1
      continue
    }
    next.push({ id: newId(), articleNumber: input.articleNumber.trim(), quantityText: input.quantityText.trim(), mergedLines: 1 })
    added += 1
    if (key !== '' && quantity.ok) sums.set(key, { index: next.length - 1, sum: quantity.quantity })
  }
  return { rows: next, added, merged }
}
