/**
 * How the mock search reads text (docs/simulated-cms.md "The mock catalogue"): case-insensitive, with umlauts folded
 * both ways (ö = oe, ä = ae, ü = ue, ß = ss, other accents dropped), every word of the query must occur, and a word
 * also matches with its separators left out (`5w30` finds `5W-30`, `104471` finds `10-4471`). Plus the did-you-mean
 * lookup: the closest dictionary terms by edit distance. No Node or browser APIs.
 */

/** Text as the search compares it: lower case, umlauts written out, accents dropped. */
export const fold = (text: string): string =>
  text
    .toLocaleLowerCase('de-CH')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

// Separators a searcher may leave out or write differently: 5W-30, 5w30, 10-4471, 504 00/507 00.
const compact = (folded: string): string => folded.replace(/[\s\-./,:;()°+]+/g, '')

/** One query word, folded, and without its separators. */
export type QueryWord = { folded: string; compact: string }

/** The words of a query; a word of separators only (a lone dash) asks for nothing. */
export function queryWords(query: string): QueryWord[] {
  return fold(query)
    .split(/\s+/)
    .map((word) => ({ folded: word, compact: compact(word) }))
    .filter((word) => word.compact !== '')
}

/** A text prepared once for many queries. */
export type SearchText = { folded: string; compact: string }

/** Prepares the fields of an entry; fields are kept apart so no word is found across two of them. */
export const searchText = (...fields: readonly string[]): SearchText => {
  const folded = fields.map(fold)
  return { folded: folded.join('\n'), compact: folded.map(compact).join('\n') }
}

/** Whether one query word occurs in a prepared text. */
export const hasWord = (text: SearchText, word: QueryWord): boolean => text.folded.includes(word.folded) || text.compact.includes(word.compact)

/** Whether every word occurs in the text (no words: everything matches). */
export const hasEveryWord = (text: SearchText, words: readonly QueryWord[]): boolean => words.every((word) => hasWord(text, word))

/** The edit distance of two texts (Levenshtein), or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/** How far a word of this length may be from a term and still be meant: one typo per four letters, at most three. */
export const allowedDistance = (length: number): number => Math.min(3, Math.max(1, Math.floor(length / 4)))

/** A did-you-mean term: as written in the catalogue, folded, and how many entries carry it. */
export type Term = { text: string; folded: string; weight: number }

/**
 * The dictionary of terms from texts (titles, category names): their words of four or more letters,
 * as first written, weighted by how often they occur.
 */
export function dictionaryOf(texts: readonly string[]): Term[] {
  const terms = new Map<string, Term>()
  for (const text of texts) {
    for (const raw of text.split(/[\s/,()]+/)) {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
      if (!/^[\p{L}-]{4,}$/u.test(word)) continue
      const folded = fold(word)
      const term = terms.get(folded)
      if (term) term.weight++
      else terms.set(folded, { text: word, folded, weight: 1 })
    }
  }
  return [...terms.values()]
}

/** The terms closest to `word` within the allowed distance, nearest and most frequent first. */
export function closestTerms(word: string, dictionary: readonly Term[], count: number): Term[] {
  const folded = fold(word)
  const max = allowedDistance(folded.length)
  return dictionary
    .map((term) => ({ term, distance: editDistance(folded, term.folded, max) }))
    .filter(({ distance, term }) => distance <= max && term.folded !== folded)
    .sort((a, b) => a.distance - b.distance || b.term.weight - a.term.weight || a.term.text.localeCompare(b.term.text, 'de'))
    .slice(0, count)
    .map(({ term }) => term)
}
