/** A piece of a title: plain, or matching the search term. */
export type Segment = { text: string; match: boolean }

// The search matches case-insensitively and folds umlauts (docs/simulated-cms.md "The mock catalogue": ö = oe), so the
// highlight does too.
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/** Words shorter than this are not marked on their own: a lone letter would light up half a title. */
const MIN_WORD = 2
/** At most this many words of a term are marked. */
const MAX_WORDS = 8

type Folded = { text: string; start: number[]; end: number[] }

/** `text` folded, with the span of the original text each folded character came from. */
function fold(text: string): Folded {
  const folded: Folded = { text: '', start: [], end: [] }
  let index = 0
  for (const char of text) {
    const lower = char.toLocaleLowerCase('de')
    // Other accents are dropped, as the search drops them (é = e).
    const spelled = SPELLED[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    // Per UTF-16 unit, so positions found with indexOf line up with the spans.
    for (let unit = 0; unit < spelled.length; unit++) {
      folded.start.push(index)
      folded.end.push(index + char.length)
    }
    folded.text += spelled
    index += char.length
  }
  return folded
}

/**
 * `title` cut into segments, those matching a word of `term` marked: "Motoröl 5W-30" for "motoroel"
 * gives [Motoröl]·[ 5W-30]. Text only, never markup; titles are capped at the edge (api/search.ts).
 */
export function highlight(title: string, term: string): Segment[] {
  const words = [...new Set(term.split(/\s+/).filter((word) => word.length >= MIN_WORD || word === term.trim()))].slice(0, MAX_WORDS)
  const haystack = fold(title)
  const ranges: [number, number][] = []
  for (const word of words) {
    const needle = fold(word).text
    if (needle === '') continue
    for (let at = haystack.text.indexOf(needle); at >= 0; at = haystack.text.indexOf(needle, at + needle.length)) {
      const from = haystack.start[at]
      const to = haystack.end[at + needle.length - 1]
      if (from !== undefined && to !== undefined) ranges.push([from, to])
    }
  }
  if (ranges.length === 0) return [{ text: title, match: false }]
  ranges.sort((a, b) => a[0] - b[0])
  const segments: Segment[] = []
  let cursor = 0
  for (const [from, to] of ranges) {
    if (to <= cursor) continue
    const start = Math.max(from, cursor)
    const last = segments.at(-1)
    if (start > cursor) segments.push({ text: title.slice(cursor, start), match: false })
    // Overlapping words ("öl", "motoröl") make one mark.
    if (start === cursor && last?.match) last.text += title.slice(start, to)
    else segments.push({ text: title.slice(start, to), match: true })
    cursor = to
  }
  if (cursor < title.length) segments.push({ text: title.slice(cursor), match: false })
  return segments
}
