const HEADINGS = 'h1, h2, h3, h4, h5, h6'
const levelOf = (heading: Element) => Number(heading.tagName.slice(1))

/**
 * The headings of sanitised HTML moved so that the highest is `top` (1 to 6) and the others keep their depth below it:
 * a job ad's «Ihre Aufgaben» (h3 as the server writes it) under a title of level 1 becomes h2, so the page's outline
 * has no gap (WCAG 1.3.1). Parsed in an inert template: nothing in it loads or runs.
 */
export function headingsFrom(html: string, top: number): string {
  const template = document.createElement('template')
  template.innerHTML = html
  const headings = [...template.content.querySelectorAll(HEADINGS)]
  if (headings.length === 0) return html
  const shift = top - Math.min(...headings.map(levelOf))
  if (shift === 0) return html
  for (const heading of headings) {
    const moved = document.createElement(`h${Math.min(6, Math.max(1, levelOf(heading) + shift))}`)
    for (const { name, value } of [...heading.attributes]) moved.setAttribute(name, value)
    moved.append(...heading.childNodes)
    heading.replaceWith(moved)
  }
  return template.innerHTML
}

