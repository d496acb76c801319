import { readFileSync } from 'node:fs'
import { scopedCss } from './scoped-css.ts'

const SCOPE = ":where([data-widget='dealer-finder'])"

describe('scopedCss', () => {
  it('puts every selector of every rule inside the scope, in media queries too', () => {
    const scoped = scopedCss('.a, .b > svg { top: 0 } @media print { .c { display: none } }', SCOPE)
    expect(scoped).toContain(`${SCOPE} .a, ${SCOPE} .b > svg { top: 0 }`)
    expect(scoped).toContain(`${SCOPE} .c { display: none }`)
  })

  it('leaves out comments and the rules that load images', () => {
    const scoped = scopedCss('/* licence */ .a { top: 0 } .icon { background-image: url(images/x.png); width: 4px }', SCOPE)
    expect(scoped).not.toMatch(/licence|url\(|\.icon/)
  })

  it('scopes Leaflet’s whole stylesheet, so nothing of it styles the CMS’s page', () => {
    const scoped = scopedCss(readFileSync(new URL('../../node_modules/leaflet/dist/leaflet.css', import.meta.url), 'utf8'), SCOPE)
    const selectors = scoped.match(/[^{}]+(?=\{)/g) ?? []
    expect(selectors.length).toBeGreaterThan(100)
    for (const list of selectors) {
      if (list.trim().startsWith('@')) continue
      for (const selector of list.split(',')) expect(selector.trim().startsWith(SCOPE), selector).toBe(true)
    }
  })
})
