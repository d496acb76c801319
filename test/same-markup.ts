import { expect } from 'vitest'

/**
 * A tree as it reads, one node per line: elements with their attributes sorted, text with its white space collapsed,
 * and white space between elements left out, so two writings of the same markup (React's and a template's) compare equal.
 */
function canonical(node: Node, depth = 0): string[] {
  const indent = '  '.repeat(depth)
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    return text === '' ? [] : [`${indent}"${text}"`]
  }
  if (!(node instanceof Element)) return []
  const attributes = [...node.attributes].map(({ name, value }) => `${name}="${value}"`).sort()
  return [`${indent}<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>`, ...[...node.childNodes].flatMap((child) => canonical(child, depth + 1))]
}

const childrenOf = (node: Node) => [...node.childNodes].flatMap((child) => canonical(child)).join('\n')

/**
 * Expects an island's markup to be the CMS's fallback markup for the same props (docs/fallbacks.md): a block without
 * behaviour then replaces the fallback with the same elements, attributes and texts, and nothing on the page moves.
 */
export function expectSameMarkup(island: Element, fallbackHtml: string): void {
  const template = document.createElement('template')
  template.innerHTML = fallbackHtml
  expect(childrenOf(island)).toBe(childrenOf(template.content))
}
