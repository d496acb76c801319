/**
 * Rich text's headings under the heading of the block that shows it (WCAG 1.3.1: an outline without gaps): a job ad's
 * «Ihre Aufgaben» (h3 as the server writes it) under a title of level 1 becomes h2; an article's h2 under a title of
 * level 4 (the block catalogue) becomes h5. The highest heading moves to `top` (1 to 6), the others keep their depth
 * below it, none beyond h6.
 *
 * A pure function of the HTML, so the CMS's fallback and the island write the same: it renames the tags of sanitised
 * HTML (src/lib/sanitize.ts), where a `<` in text is written `&lt;` and `<h2` can only start a tag (or stand in an
 * attribute's text, where renaming it is harmless).
 */

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi

export function headingsFrom(html: string, top: number): string {
  const levels = [...html.matchAll(HEADING_TAG)].filter((match) => match[1] === '').map((match) => Number(match[2]))
  if (levels.length === 0) return html
  const shift = top - Math.min(...levels)
  if (shift === 0) return html
  return html.replace(HEADING_TAG, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`)
}
