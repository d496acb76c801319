// DOMPurify (about 11 KB) is imported only here, and this module only by widgets that render HTML,
// so it loads with them and never with the entry chunk.
import createDOMPurify from 'dompurify'

/** Elements CMS rich text must never carry, on top of everything DOMPurify drops by default. */
export const FORBIDDEN_RICH_TEXT_TAGS = ['form', 'style', 'input', 'button', 'select', 'textarea']
const LINK_TARGETS = new Set(['_blank', '_self', '_parent', '_top'])

let purifier: ReturnType<typeof createDOMPurify> | undefined

// Our own instance, so the link hook never changes how another library's DOMPurify behaves. Made on
// first use, not on import: the build reads widget declarations in Node, where there is no window.
function createPurifier() {
  const instance = createDOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return
    const target = node.getAttribute('target') ?? ''
    if (!LINK_TARGETS.has(target)) node.removeAttribute('target')
    // A link opening a new tab must not hand the new page a handle on ours (spec 2 §5).
    else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer')
  })
  return instance
}

/** Sanitises HTML from the CMS or the API for rendering. Links keep their target, made safe. */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier()
  return purifier.sanitize(html, {
    FORBID_TAGS: FORBIDDEN_RICH_TEXT_TAGS,
    ADD_ATTR: ['target'],
  })
}

/**
 * Sanitises an SVG file for inline display (spec 2 §7: icons are fetched as SVG files): SVG elements
 * only, no scripts, event handlers, foreign objects or outside references. Returns undefined when no
 * `<svg>` is left, so a 404 page or an HTML error document never lands in the markup.
 */
export function sanitizeSvg(svg: string): string | undefined {
  purifier ??= createPurifier()
  // No outside references (use, image, href) and no styles: an inline icon's CSS would reach the whole page.
  const clean = purifier.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['use', 'image', 'style', 'a'], FORBID_ATTR: ['href', 'xlink:href', 'style'] })
  return /^\s*<svg[\s>]/i.test(clean) ? clean : undefined
}
