import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const THEMES = ['01', '02', '03'] as const
type Theme = (typeof THEMES)[number]

/** The selector and custom properties of a token file's one rule. */
function readTokens(name: string) {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'tokens', `${name}.css`)
  const raw = readFileSync(file, 'utf8')
  const css = raw.replace(/\/\*[\s\S]*?\*\//g, '')
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  expect(rules, `${name}.css has exactly one rule`).toHaveLength(1)
  const [, selector = '', body = ''] = rules[0] ?? []
  const tokens = new Map<string, string>()
  for (const [, token = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    expect(tokens.has(token), `${token} is declared once in ${name}.css`).toBe(false)
    tokens.set(token, value.trim())
  }
  return { selector: selector.replace(/\s+/g, ' ').trim(), tokens, css }
}

const themes = Object.fromEntries(THEMES.map((theme) => [theme, readTokens(`theme-${theme}`)])) as Record<
  Theme,
  ReturnType<typeof readTokens>
>
const scale = readTokens('scale')

// WCAG 2.2 relative luminance and contrast ratio, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
function luminance(hex: string): number {
  const match = /^#([\da-f]{6}|[\da-f]{3})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`${hex} is not a #rgb or #rrggbb colour`)
  const digits = match[1].length === 3 ? match[1].replace(/./g, (d) => d + d) : match[1]
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

const colour = (theme: Theme, token: string) => {
  const value = themes[theme].tokens.get(`--color-${token}`)
  if (value === undefined) throw new Error(`theme ${theme} lacks --color-${token}`)
  return value
}

// Pairs used for text: WCAG 1.4.3 AA, 4.5:1. [foreground, background]
const TEXT_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text-muted', 'background'],
  ['text-muted', 'surface'],
  ['primary-contrast', 'primary'],
  ['primary-contrast', 'primary-hover'],
  ['primary-contrast', 'secondary'],
  // Links and headings take the brand colours.
  ['primary', 'background'],
  ['secondary', 'background'],
  // Status colours are used as text colours (form errors, notification titles).
  ['error', 'background'],
  ['success', 'background'],
  ['warning', 'background'],
  ['info', 'background'],
] as const

// Input borders and the focus ring: WCAG 1.4.11 non-text contrast, 3:1.
const UI_PAIRS = [
  ['border', 'background'],
  ['border', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
] as const

const EXPECTED_TOKENS = [
  ...['primary', 'primary-hover', 'primary-contrast', 'secondary', 'text', 'text-muted', 'background']
    .concat(['surface', 'border', 'focus', 'success', 'error', 'warning', 'info', 'overlay'])
    .concat(['backdrop', 'veil', 'wash', 'shade'])
    .map((name) => `--color-${name}`),
  '--font-family',
  '--font-family-heading',
  '--font-family-mono',
  '--radius',
  '--shadow',
].sort()

const SCALE_TOKENS = [
  ...['xs', 's', 'm', 'l', 'xl', 'xxl', 'glyph-s', 'glyph-l'].map((size) => `--font-size-${size}`),
  '--line-height',
  ...['0-5', 1, '1-5', 2, '2-5', 3, 4, 5, 6].map((step) => `--space-${step}`),
  '--list-indent',
  '--content-width',
  '--radius-pill',
  ...['sticky', 'overlay', 'modal', 'notifications'].map((layer) => `--z-${layer}`),
  '--duration-fast',
  '--duration-fade',
].sort()

describe('design tokens', () => {
  it('selects theme 01 by default and each theme by html[data-theme]', () => {
    expect(themes['01'].selector).toBe(':root, html[data-theme="01"]')
    expect(themes['02'].selector).toBe('html[data-theme="02"]')
    expect(themes['03'].selector).toBe('html[data-theme="03"]')
  })

  it.each(THEMES)('theme %s defines exactly the agreed tokens', (theme) => {
    expect([...themes[theme].tokens.keys()].sort()).toEqual(EXPECTED_TOKENS)
  })

  it.each(THEMES)('theme %s gives no token an empty value', (theme) => {
    for (const [name, value] of themes[theme].tokens) expect(value, name).not.toBe('')
  })

  it('keeps the layout scale, stacking order and timings in scale.css, for every theme', () => {
    expect(scale.selector).toBe(':root')
    expect([...scale.tokens.keys()].sort()).toEqual(SCALE_TOKENS)
    const fixed = {
      '--space-0-5': '2px',
      '--space-1': '4px',
      '--space-1-5': '6px',
      '--space-2': '8px',
      '--space-2-5': '10px',
      '--space-3': '12px',
      '--space-4': '16px',
      '--space-5': '24px',
      '--space-6': '32px',
      '--z-sticky': '100',
      '--z-overlay': '1000',
      '--z-modal': '1100',
      '--z-notifications': '1200',
      '--duration-fast': '150ms',
      '--duration-fade': '500ms', // spec 2 §4: 0.5 second notification fade
    }
    for (const [name, value] of Object.entries(fixed)) expect(scale.tokens.get(name), name).toBe(value)
    // A theme that redefined the scale would make one brand's layout differ from the others.
    for (const theme of THEMES) for (const name of SCALE_TOKENS) expect(themes[theme].tokens.has(name), `${name} in theme ${theme}`).toBe(false)
  })

  // System font stacks only: a web font would delay every island's first paint.
  it.each(THEMES)('theme %s downloads nothing', (theme) => {
    expect(themes[theme].css).not.toMatch(/@font-face|@import|url\(/i)
  })

  describe.each(THEMES)('theme %s contrast', (theme) => {
    it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1 (WCAG AA text)', (fg, bg) => {
      expect(contrast(colour(theme, fg), colour(theme, bg))).toBeGreaterThanOrEqual(4.5)
    })

    it.each(UI_PAIRS)('%s on %s reaches 3:1 (WCAG non-text)', (fg, bg) => {
      expect(contrast(colour(theme, fg), colour(theme, bg))).toBeGreaterThanOrEqual(3)
    })
  })

  it('measures contrast the way WCAG defines it', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#fff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})
