/**
 * A product line's icon arrives as base64-encoded SVG (spec 2 §3 "iconImage"). It is shown as an `<img>`,
 * where an SVG runs no script anyway; still, what the CMS sends is outside data, and an icon that carries
 * scripts, foreign HTML, event handlers or references to other files is not an icon: it is refused whole.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object'])
// A document type may declare entities that expand without bound or point elsewhere; an icon needs none.
const DOCUMENT_TYPE = /<!(DOCTYPE|ENTITY)/i

const decodeBase64 = (base64: string): string =>
  new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))

/** Whether an element or attribute of the icon could run code or load something. */
function isHarmless(element: Element): boolean {
  if (FORBIDDEN_ELEMENTS.has(element.localName.toLowerCase())) return false
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.localName.toLowerCase()
    if (name.startsWith('on')) return false
    // Only references inside the icon itself (`href="#gradient"`).
    if (name.endsWith('href') && !attribute.value.trim().startsWith('#')) return false
  }
  return true
}

/**
 * The icon as a `data:image/svg+xml;base64,…` address when `base64` decodes to an SVG document without
 * script, foreignObject, event handler attributes or outside references; otherwise undefined.
 */
export function svgIconUrl(base64: string): string | undefined {
  const compact = base64.replace(/\s+/g, '')
  if (!BASE64.test(compact)) return undefined
  let text: string
  try {
    text = decodeBase64(compact)
  } catch {
    return undefined
  }
  if (DOCUMENT_TYPE.test(text)) return undefined
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml')
  const root = svg.documentElement
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE || svg.getElementsByTagName('parsererror').length > 0) return undefined
  const elements = [root, ...Array.from(root.getElementsByTagName('*'))]
  return elements.every(isHarmless) ? `data:image/svg+xml;base64,${compact}` : undefined
}
