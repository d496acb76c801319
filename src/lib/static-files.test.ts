import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ICONS, iconUrl, placeholderImageUrl, staticUrl } from '@/src/lib/static-files'

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../public')
const SVG_NS = 'http://www.w3.org/2000/svg'
const iconFiles = readdirSync(join(PUBLIC, 'icons'))

// Plain drawing elements only: no script, no foreignObject (HTML inside SVG), no use/image/a that could
// pull in or point to anything else. The CMS may inline these files into pages, so they must be inert.
const DRAWING = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'title', 'desc'])

/** Everything that makes a public SVG unsafe or heavy to inline, as readable problems; none for a good file. */
function problemsOf(source: string): string[] {
  const problems: string[] = []
  const bytes = Buffer.byteLength(source)
  if (bytes >= 1024) problems.push(`${bytes} bytes, not under 1 KB`)
  if (/<script/i.test(source)) problems.push('contains <script')
  const document = new DOMParser().parseFromString(source, 'image/svg+xml')
  const root = document.documentElement
  if (document.getElementsByTagName('parsererror').length > 0) return [...problems, 'not well-formed XML']
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') problems.push(`root is <${root.localName}> in ${root.namespaceURI ?? 'no namespace'}`)
  if (!root.hasAttribute('viewBox')) problems.push('no viewBox')
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!DRAWING.has(element.localName)) problems.push(`<${element.localName}>`)
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) problems.push(`${name}= on <${element.localName}>`)
      // Only references inside the file itself (#id); anything else would load from another address.
      if (/(^|:)href$/i.test(name) && !value.startsWith('#')) problems.push(`${name}="${value}"`)
      if (/url\(\s*['"]?(?!#)/i.test(value)) problems.push(`${name}="${value}"`)
    }
  }
  return problems
}

const read = (path: string) => readFileSync(join(PUBLIC, path), 'utf8')
const parse = (path: string) => new DOMParser().parseFromString(read(path), 'image/svg+xml').documentElement

describe('public/icons', () => {
  it.each(iconFiles)('%s is a small, well-formed, inert SVG', (file) => {
    expect(problemsOf(read(`icons/${file}`))).toEqual([])
  })

  it.each(iconFiles)('%s is a 24×24 icon in the text colour, hidden from screen readers', (file) => {
    const svg = parse(`icons/${file}`)
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
    // currentColor lets every theme (and a hover or disabled state) colour the icon with CSS alone.
    const paints = [svg, ...svg.querySelectorAll('*')].flatMap((element) => ['fill', 'stroke'].map((name) => element.getAttribute(name))).filter((value) => value !== null)
    expect(paints).toContain('currentColor')
    expect(paints.filter((value) => value !== 'currentColor' && value !== 'none')).toEqual([])
    // Decorative: the button or link around an icon carries the accessible name.
    expect(svg.getAttribute('aria-hidden')).toBe('true')
  })

  it('holds exactly the icons the code names, each once', () => {
    expect(new Set(ICONS).size).toBe(ICONS.length)
    expect(iconFiles.toSorted()).toEqual(ICONS.map((name) => `${name}.svg`).toSorted())
  })
})

describe('public/images/placeholder.svg', () => {
  it('is a small, well-formed, inert SVG', () => {
    expect(problemsOf(read('images/placeholder.svg'))).toEqual([])
  })

  it('has the product image ratio 3:4, so it fills a product picture box exactly', () => {
    const [, , width, height] = (parse('images/placeholder.svg').getAttribute('viewBox') ?? '').split(/\s+/).map(Number)
    expect((width ?? 0) / (height ?? 1)).toBe(3 / 4)
  })
})

describe('the problem check itself', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>alert(1)</script></svg>', 'contains <script'],
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"/>', 'onload= on <svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><image xlink:href="https://evil.example/x.png"/></svg>', 'xlink:href="https://evil.example/x.png"'],
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="url(https://evil.example/#p)"/></svg>', 'fill="url(https://evil.example/#p)"'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><path/></svg>', 'no viewBox'],
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path></svg>', 'not well-formed XML'],
    ['<svg viewBox="0 0 24 24"/>', 'root is <svg> in no namespace'],
    [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><desc>${'x'.repeat(1000)}</desc></svg>`, '1079 bytes, not under 1 KB'],
  ])('finds the problem in %s', (source, problem) => {
    expect(problemsOf(source)).toContain(problem)
  })
})

describe('staticUrl', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('puts a file of public/ under the bundle’s base, /vue/ in the build', () => {
    // Vitest serves from /; the build's base is /vue/ (vite.config.ts), which is what the bundle reads.
    vi.stubEnv('BASE_URL', '/vue/')
    expect(staticUrl('icons/cart.svg')).toBe('/vue/icons/cart.svg')
    expect(staticUrl('/images/placeholder.svg')).toBe('/vue/images/placeholder.svg')
    expect(iconUrl('search')).toBe('/vue/icons/search.svg')
    expect(placeholderImageUrl()).toBe('/vue/images/placeholder.svg')
  })
})
