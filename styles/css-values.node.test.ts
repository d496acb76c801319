import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * Every colour, space, radius, font size and shadow in the bundle's stylesheets comes from a token
 * (styles/tokens), which load with the entry (styles/base.css), so a `var()` needs no fallback: a fallback
 * is a second copy of the value that drifts from the token and is never seen.
 *
 * What may stay literal, and why:
 * - `0`, and `1px`/`-1px` hairlines in spacing: a hairline is a border's width, not a step of the scale.
 * - Percentages, and `em`, `ch` and viewport units: they are proportions of the text or the box (`margin-top:
 *   -0.25em` sets an icon on the text's first line at any size; `font-size: 1.25em` is 125 %).
 * - Layout sizes: widths, heights, insets, scroll margins and the custom properties a widget declares for
 *   them (a column's width, a 44 px touch target, the height a fallback box keeps). No rule here reads them.
 * - `inset` box shadows: they draw a border or a bar inside a box, and border widths are not tokens; their
 *   colour still is. Drop shadows are `var(--shadow)`.
 * - `transparent`, `currentColor`, `inherit` and the other keywords; system colours (`CanvasText`, `LinkText`
 *   …) only inside `@media (forced-colors: active)`, where they are the user's colours.
 * - styles/tokens itself, where the values are written once.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const TOKENS_DIR = join(ROOT, 'styles/tokens')

const NAMED_COLOURS = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
  'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
  'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
  'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
  'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
  'rebeccapurple red rosybrown saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue ' +
  'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
  'yellow yellowgreen'
).split(' ')
const SYSTEM_COLOURS = (
  'accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas canvastext field fieldtext ' +
  'graytext highlight highlighttext linktext mark marktext selecteditem selecteditemtext visitedtext'
).split(' ')
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/i
const HEX = /#[\da-f]{3,8}\b/i
const word = (words: string[]) => new RegExp(`(?<![\\w-])(?:${words.join('|')})(?![\\w-])`, 'i')
const NAMED = word(NAMED_COLOURS)
const SYSTEM = word(SYSTEM_COLOURS)

// A length in an absolute or root-relative unit; `em`, `ch`, `%` and viewport units are proportions (above).
const LENGTH = /(?<![\w.-])-?(\d*\.?\d+)(px|rem|pt|pc|cm|mm|in|q)\b/gi
const SPACING = /^(?:margin|padding)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?$|^(?:row-|column-)?gap$/
const RADIUS = /^border(?:-(?:top|bottom|start|end)-(?:left|right|start|end))?-radius$/
const SHADOW = /^(?:box|text)-shadow$/

export type Finding = { line: number; message: string }

/** The value without its `var()`s (each becomes `var`), so their names and fallbacks are not read as values. */
function withoutVars(value: string): string {
  let previous
  do {
    previous = value
    value = value.replace(/var\([^()]*\)/g, 'var')
  } while (value !== previous)
  return value
}

/** Every `var()` in a text, with its name and its fallback (null when it has none); nested ones too. */
function varsIn(text: string): { name: string; fallback: string | null }[] {
  const found: { name: string; fallback: string | null }[] = []
  for (let at = text.indexOf('var('); at !== -1; at = text.indexOf('var(', at + 4)) {
    let depth = 0
    let end = at + 3
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++
      else if (text[end] === ')' && --depth === 0) break
    }
    const inner = text.slice(at + 4, end)
    const comma = inner.indexOf(',')
    found.push({ name: (comma === -1 ? inner : inner.slice(0, comma)).trim(), fallback: comma === -1 ? null : inner.slice(comma + 1).trim() })
  }
  return found
}

/** The declarations of a stylesheet with their line and the preludes of the blocks around them. */
function declarationsOf(css: string) {
  // Comments become spaces of the same length, so positions (and lines) stay where they were.
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const declarations: { property: string; value: string; line: number; within: string[] }[] = []
  const blocks: string[] = []
  let start = 0
  for (let at = 0; at < source.length; at++) {
    const char = source[at]
    if (char !== '{' && char !== '}' && char !== ';') continue
    const text = source.slice(start, at)
    if (char === '{') blocks.push(text.trim())
    else {
      const colon = text.indexOf(':')
      if (colon !== -1 && blocks.length > 0 && !/^\s*@/.test(text)) {
        const line = source.slice(0, start + text.length - text.trimStart().length).split('\n').length
        declarations.push({ property: text.slice(0, colon).trim().toLowerCase(), value: text.slice(colon + 1).trim(), line, within: [...blocks] })
      }
      if (char === '}') blocks.pop()
    }
    start = at + 1
  }
  return declarations
}

/**
 * What breaks the token rule in one stylesheet: fallbacks, names nothing defines, literal colours, and literal
 * spaces, radii, font sizes and drop shadows. `tokens` are the names the token files define; `parameters` the
 * custom properties widgets declare or set from their scripts (layout sizes), which may not take a token's
 * family name (`--color-…`), so a typo in a token's name is never taken for a parameter.
 */
export function cssValueFindings(css: string, tokens: ReadonlySet<string>, parameters: ReadonlySet<string>): Finding[] {
  const families = new Set([...tokens].map((name) => name.split('-')[2]))
  const findings: Finding[] = []
  const report = (line: number, message: string) => findings.push({ line, message })
  for (const { property, value, line, within } of declarationsOf(css)) {
    const shown = `${property}: ${value.replace(/\s+/g, ' ')}`
    for (const { name, fallback } of varsIn(value)) {
      if (fallback !== null) report(line, `var(${name}, ${fallback}) has a fallback; the tokens load with the entry: write var(${name})`)
      const known = tokens.has(name) || (parameters.has(name) && !families.has(name.split('-')[2]))
      if (!known) report(line, `${name} is not defined in styles/tokens (nor declared by a stylesheet or a script as a layout parameter)`)
    }
    const plain = withoutVars(value).replace(/url\([^)]*\)/gi, 'url')
    const forcedColours = within.some((prelude) => /forced-colors\s*:\s*active/i.test(prelude))
    if (HEX.test(plain) || COLOUR_FUNCTION.test(plain) || NAMED.test(plain) || (!forcedColours && SYSTEM.test(plain))) {
      report(line, `literal colour in "${shown}": use a --color-… token`)
    }
    if (property.startsWith('--')) continue // a widget's layout parameter: its colours are checked above
    const lengths = [...plain.matchAll(LENGTH)].map(([length, number]) => ({ length, zero: Number(number) === 0 }))
    const fixed = lengths.filter(({ length, zero }) => !zero && !/^-?1px$/i.test(length))
    if (SPACING.test(property) && fixed.length > 0) report(line, `literal space in "${shown}": use a --space-… token`)
    if (RADIUS.test(property) && lengths.some(({ zero }) => !zero)) report(line, `literal radius in "${shown}": use --radius or --radius-pill`)
    if (property === 'font-size' && lengths.length > 0) report(line, `literal font size in "${shown}": use a --font-size-… token`)
    if (property === 'font' && lengths.length > 0) report(line, `literal font size in "${shown}": use a --font-size-… token`)
    if (SHADOW.test(property)) {
      const drop = plain.split(/,(?![^(]*\))/).some((shadow) => !/\binset\b/i.test(shadow) && [...shadow.matchAll(LENGTH)].some(([, number]) => Number(number) !== 0))
      if (drop) report(line, `literal shadow in "${shown}": use var(--shadow)`)
    }
  }
  return findings
}

const cssFiles = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(ROOT, dir, file))
    .filter((file) => !file.startsWith(TOKENS_DIR))

const customPropertiesIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map(([, name = '']) => name)

const tokens = new Set(
  readdirSync(TOKENS_DIR)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => customPropertiesIn(readFileSync(join(TOKENS_DIR, file), 'utf8'), /(--[\w-]+)\s*:/g)),
)
const stylesheets = ['src', 'widgets', 'styles'].flatMap(cssFiles).map((file) => ({ file: relative(ROOT, file), css: readFileSync(file, 'utf8') }))
// Parameters a script sets (`style.setProperty('--header-panel-top', …)`, `style={{ '--picture-ratio': … }}`).
const scripts = ['src', 'widgets'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(ROOT, dir, file), 'utf8')),
)
const parameters = new Set([
  ...stylesheets.flatMap(({ css }) => customPropertiesIn(css, /(?<![\w-])(--[\w-]+)\s*:/g)),
  ...scripts.flatMap((source) => customPropertiesIn(source, /['"`](--[\w-]+)['"`]/g)),
])

describe('values in the stylesheets (tokens only)', () => {
  const bad = `
.box {
  color: var(--color-primary, #0b3d91);
  background: #fff;
  border: 1px solid rgb(0 0 0 / 50%);
  outline-color: red;
  margin: var(--space-2) 10px;
  padding: 2px 1px;
  border-radius: 6px;
  font-size: 0.8125rem;
  box-shadow: 0 2px 8px var(--color-shade);
  gap: var(--space-7);
  inset: var(--colour-primary) 0 0;
}
@media (forced-colors: active) {
  .box { color: LinkText; }
}
.other { color: CanvasText; }
`
  const good = `
/* #fff in a comment, var(--x, 1px) too */
.box {
  color: var(--color-primary);
  background: transparent;
  border: 1px solid currentColor;
  margin: 0 -1px calc(-1 * var(--space-2)) -0.25em;
  padding: calc(var(--space-3) - 1px) 50%;
  border-radius: 50%;
  font-size: 1.25em;
  font: inherit;
  box-shadow: inset 4px 0 0 var(--color-primary);
  width: 44px;
  inset: var(--header-panel-top) 0 0;
  --row-height: calc(2 * var(--line-height) * 1rem);
}
.box[data-wide] { width: var(--row-height); }
`
  const sampleTokens = new Set(['--color-primary', '--color-shade', '--space-2', '--space-3', '--line-height'])
  const sampleParameters = new Set(['--header-panel-top', '--row-height', '--space-7'])

  it('finds fallbacks, undefined names, literal colours, spaces, radii, font sizes and drop shadows in a bad sample', () => {
    expect(cssValueFindings(bad, sampleTokens, sampleParameters).map(({ line, message }) => `${line}: ${message.split(' in "')[0]}`)).toEqual([
      '3: var(--color-primary, #0b3d91) has a fallback; the tokens load with the entry: write var(--color-primary)',
      '4: literal colour',
      '5: literal colour',
      '6: literal colour',
      '7: literal space',
      '8: literal space',
      '9: literal radius',
      '10: literal font size',
      '11: literal shadow',
      // A name in a token's family (--space-…) must be a token, even where a stylesheet declares it.
      '12: --space-7 is not defined in styles/tokens (nor declared by a stylesheet or a script as a layout parameter)',
      '13: --colour-primary is not defined in styles/tokens (nor declared by a stylesheet or a script as a layout parameter)',
      '18: literal colour',
    ])
  })

  it('accepts tokens, keywords, hairlines, proportions, layout sizes and inset shadows', () => {
    expect(cssValueFindings(good, sampleTokens, sampleParameters)).toEqual([])
  })

  it('reads the real token files and stylesheets', () => {
    expect(tokens.has('--color-primary')).toBe(true)
    expect(tokens.has('--space-4')).toBe(true)
    expect(stylesheets.map(({ file }) => file)).toEqual(expect.arrayContaining(['styles/base.css', 'src/ui/button/button.module.css']))
    expect(stylesheets.length).toBeGreaterThan(50)
  })

  it.each(stylesheets.map(({ file, css }) => [file, css]))('%s takes its values from the tokens', (file, css) => {
    expect(cssValueFindings(css, tokens, parameters).map(({ line, message }) => `${file}:${line}: ${message}`)).toEqual([])
  })
})
