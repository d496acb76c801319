// Build-time: a library's stylesheet scoped to the widget that uses it. The bundle's stylesheets may restyle nothing
// of the CMS's page (test/e2e/global-styles.e2e.ts), and a map library's styles every `.leaflet-*` of a page.
import postcss from 'postcss'
import type { Plugin } from 'vite'

// Declarations that load the library's own images (Leaflet's layer switcher and default marker: the dealer finder
// uses neither) are dropped with their rule, so no request for them can fail.
const LOADS_IMAGES = /url\(/

/** `css` with each rule's selectors inside `scope`, comments and image-loading rules left out. */
export function scopedCss(css: string, scope: string): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.nodes.some((node) => node.type === 'decl' && LOADS_IMAGES.test(node.value))) {
      rule.remove()
      return
    }
    rule.selectors = rule.selectors.map((selector) => `${scope} ${selector}`)
  })
  root.walkComments((comment) => {
    comment.remove()
  })
  return root.toString()
}

/** Vite: each stylesheet of `files` (a node_modules path's end → the scope for it) scoped as it is imported. */
export function scopedLibraryCss(files: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'scoped-library-css',
    enforce: 'pre',
    transform(code, id) {
      const file = Object.keys(files).find((end) => id.endsWith(end))
      return file ? { code: scopedCss(code, files[file] ?? ''), map: null } : undefined
    },
  }
}
