import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
// postcss comes with Vite, which builds the CSS under test; it only parses here.
import postcss, { type Rule } from 'postcss'
import { expect } from 'vitest'

// docs/cms-integration.md "Global styles": the bundle's CSS must not restyle the CMS's own markup. Every
// rule of every built stylesheet either sets custom properties on :root (the tokens), or its selector
// is anchored in what the bundle renders: a CSS-module class, a marker, the page root, a dialog, the
// one utility class.
const DIST = process.env.E2E_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url))
const ANCHORS = [/\._[A-Za-z\d]+_[a-z\d]{5}_\d+/, /\[data-component\b/, /\[data-widget\b/, /#widgets-root\b/, /\.ReactModalPortal\b/, /\.visually-hidden\b/]
const TOKEN_SCOPES = /^(:root|html\[data-theme=(["']?)0[1-3]\2\])$/

const stylesheets = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.css'))

/** Selectors of `css` that could match markup the bundle did not render, with a reason each. */
export function unscopedSelectors(css: string): string[] {
  const problems: string[] = []
  postcss.parse(css).walkRules((rule: Rule) => {
    // Keyframe steps (from, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return
    for (const selector of rule.selectors) {
      if (TOKEN_SCOPES.test(selector.trim())) {
        const plain = rule.nodes.filter((node) => node.type === 'decl' && !node.prop.startsWith('--'))
        if (plain.length > 0) problems.push(`${selector}: sets ${plain.map((node) => (node as { prop: string }).prop).join(', ')} on the document`)
        continue
      }
      if (!ANCHORS.some((anchor) => anchor.test(selector))) problems.push(`${selector}: not scoped to the bundle's markup`)
    }
  })
  return problems
}

describe('global styles of the build', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThan(3)
  })

  it.each(stylesheets)('%s restyles nothing of the CMS', (file) => {
    expect(unscopedSelectors(readFileSync(join(DIST, 'assets', file), 'utf8'))).toEqual([])
  })

  it('would catch a rule on the CMS’s markup', () => {
    expect(unscopedSelectors('body{margin:0}h2{color:red}:root{--x:1;color:red}._a_abcde_1 p{margin:0}@keyframes f{from{opacity:0}}')).toEqual([
      'body: not scoped to the bundle\'s markup',
      'h2: not scoped to the bundle\'s markup',
      ':root: sets color on the document',
    ])
  })
})
