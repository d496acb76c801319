import type { FaqEntry } from '@/api/faq'
import { headingsFrom } from '@/src/lib/heading-levels'
import { sanitizeHtml } from '@/src/lib/sanitize'

/** A question as the list shows and searches it: its answer sanitised once, and its words in one searchable text. */
export type ShownEntry = { entry: FaqEntry; html: string; text: string }

/**
 * Text as the search compares it: lower case, without accents or umlauts' dots, so «oel», «Öl» and «ol» meet and
 * «Kühlschmierstoffe» is found by «kuhl» as by «kühl».
 */
export const searchable = (text: string, locale: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase(locale)

// The text of sanitised HTML: an inert template's content runs no script and loads no image.
const textOf = (html: string): string => {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content.textContent
}

/**
 * The entries, each answer sanitised (src/lib/sanitize: DOMPurify), its headings moved below the question's (`top`,
 * WCAG 1.3.1), and its question and answer's text made searchable.
 */
export const shownEntries = (entries: readonly FaqEntry[], locale: string, top: number): ShownEntry[] =>
  entries.map((entry) => {
    const html = headingsFrom(sanitizeHtml(entry.answer), top)
    return { entry, html, text: searchable(`${entry.question} ${textOf(html)}`, locale) }
  })

/** The entries whose question or answer holds every word of `query` (any order, parts of words too); all for none. */
export function matching(entries: readonly ShownEntry[], query: string, locale: string): readonly ShownEntry[] {
  const words = searchable(query, locale).split(/\s+/).filter((word) => word !== '')
  return words.length === 0 ? entries : entries.filter(({ text }) => words.every((word) => text.includes(word)))
}
