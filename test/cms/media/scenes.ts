/**
 * The demo site's illustrations (docs/simulated-cms.md "Demo media"): flat vector scenes written here as SVG,
 * which make-media.ts renders into the files under files/. Nothing is downloaded: every shape is code, and
 * every "random" placement comes from a fixed seed, so a scene draws the same markup on every run.
 *
 * One palette for all of them (the brand's deep blue, steel greys, amber for oil, greens), soft gradients,
 * no text (the images serve every language; their alt texts say what they show).
 */
import type { Text } from '../texts'

/** What the CMS needs to know of a scene: its name, the shape of its drawing and what it shows. */
export type SceneMeta = {
  /** kebab-case, German: the files are `<name>-<width>.<format>`. */
  readonly name: string
  /** The drawing's own size; only its ratio matters, the files are rendered at 480, 960 and 1440 pixels wide. */
  readonly width: number
  readonly height: number
  readonly alt: Text
}
export type Scene = SceneMeta & {
  /** The drawing's markup, inside an `<svg>` of the scene's viewBox (sceneSvg). */
  readonly draw: () => string
}

// ---------------------------------------------------------------------------------------------
// Palette and small helpers

const C = {
  brand: '#003a70',
  brandDark: '#00264d',
  blue: '#0a5aa8',
  blueLight: '#4f8fcf',
  bluePale: '#a9cbea',
  steel900: '#26313c',
  steel700: '#4a5866',
  steel500: '#7b8a98',
  steel300: '#b6c1cb',
  steel100: '#e3e9ee',
  white: '#ffffff',
  snow: '#f5f8fb',
  amber: '#e8951c',
  amberDark: '#b5610b',
  amberLight: '#ffcf70',
  yellow: '#f4b52a',
  green900: '#2b5e3a',
  green700: '#3f8748',
  green500: '#62a85a',
  green300: '#9ccd7c',
  green100: '#cde6b0',
  soil: '#9a6a3e',
  soilDark: '#7c5230',
  wood: '#b9874f',
  woodDark: '#8a5f35',
} as const

/** A coordinate as the markup writes it: at most one decimal, short and the same on every run. */
const n = (value: number) => String(Math.round(value * 10) / 10)
type Point = readonly [number, number]
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

/** mulberry32: a small seeded generator, so scattered things (crowds, trees, stars) land in the same places every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

type Stop = readonly [offset: number, colour: string, opacity?: number]
const stops = (list: readonly Stop[]) =>
  list.map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`).join('')
const vertical = (id: string, list: readonly Stop[]) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops(list)}</linearGradient>`
const horizontal = (id: string, list: readonly Stop[]) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops(list)}</linearGradient>`
const radial = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`

/**
 * Gradients every scene may use (each scene is its own document, so the ids only need to be unique within it).
 * They are in the shape's own box: one `steel` shades every tank, whatever its size.
 */
const COMMON_DEFS = [
  vertical('sky', [
    [0, '#4f93d6'],
    [0.55, '#9cc8ee'],
    [1, '#e3f0fa'],
  ]),
  horizontal('steel', [
    [0, '#5f6d7a'],
    [0.3, '#c7d0d8'],
    [0.45, '#f1f4f7'],
    [0.75, '#a3afba'],
    [1, '#55626e'],
  ]),
  horizontal('blue-cyl', [
    [0, '#001f40'],
    [0.3, '#14579a'],
    [0.45, '#3c7fc2'],
    [0.75, '#0b4784'],
    [1, '#00203f'],
  ]),
  vertical('oil', [
    [0, C.amberLight],
    [0.35, C.amber],
    [1, C.amberDark],
  ]),
  horizontal('glass', [
    [0, '#ffffff', 0.55],
    [0.2, '#ffffff', 0.15],
    [0.7, '#ffffff', 0.08],
    [0.9, '#ffffff', 0.4],
    [1, '#ffffff', 0.2],
  ]),
  vertical('face', [
    [0, '#0b2239', 0.22],
    [1, '#0b2239', 0],
  ]),
  radial('shadow', [
    [0, '#0b1a2a', 0.35],
    [1, '#0b1a2a', 0],
  ]),
  radial('sun', [
    [0, '#fffbe8'],
    [0.25, '#fff4cf', 0.95],
    [1, '#fff4cf', 0],
  ]),
].join('')

/** The markup of a scene rendered `width` pixels wide: its viewBox scaled to that size (the height rounded). */
export function sceneSvg(scene: Pick<Scene, 'width' | 'height' | 'draw'>, width: number): string {
  const height = Math.round((width * scene.height) / scene.width)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${scene.width} ${scene.height}" preserveAspectRatio="none">${scene.draw()}</svg>`
}

const defs = (...own: string[]) => `<defs>${COMMON_DEFS}${own.join('')}</defs>`
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
const polygon = (points: readonly Point[], fill: string, extra = '') => `<polygon points="${pts(points)}" fill="${fill}"${extra}/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`
/** A soft shadow on the ground under a thing. */
const shadow = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry, 'url(#shadow)')

/** A smooth line through every point (Catmull-Rom as cubic Béziers): hills, stream banks, a road's edge. */
function smooth(points: readonly Point[]): string {
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`
  }
  return d
}
/** A hill: the smooth ridge, closed down to `bottom`. */
const hill = (ridge: readonly Point[], bottom: number, fill: string) => `<path d="${smooth(ridge)} L${n(ridge.at(-1)![0])},${bottom} L${n(ridge[0]![0])},${bottom} Z" fill="${fill}"/>`

/**
 * A mountain range on a base line: `points` alternate valley, peak, valley… Each peak gets snow down to
 * `snow` of its height over the lower valley, and its eastern face a shade that fades towards the base.
 */
function range(width: number, base: number, points: readonly Point[], fill: string, snow = 0.3): string {
  const all: Point[] = [[-40, base], ...points, [width + 40, base]]
  let out = polygon(all, fill)
  for (let i = 1; i < all.length - 1; i++) {
    const [lx, ly] = all[i - 1]!
    const [px, py] = all[i]!
    const [rx, ry] = all[i + 1]!
    if (py >= ly || py >= ry) continue
    const d = (Math.min(ly, ry) - py) * snow
    if (snow > 0 && d > 12) {
      const left: Point = [px + ((lx - px) * d) / (ly - py), py + d]
      const right: Point = [px + ((rx - px) * d) / (ry - py), py + d]
      const lerp = (f: number) => left[0] + (right[0] - left[0]) * f
      out += polygon([[px, py], right, [lerp(0.8), py + d * 0.72], [lerp(0.55), py + d * 1.12], [lerp(0.3), py + d * 0.78], left], C.snow)
    }
    out += polygon(
      [
        [px, py],
        [rx, ry],
        [px + (rx - px) * 0.45, base],
        [px + (rx - px) * 0.1, base],
      ],
      'url(#face)',
    )
  }
  return out
}

/** A spruce: a short trunk under three tiers. */
function pine(x: number, base: number, h: number, fill: string = C.green900): string {
  const w = h * 0.42
  const tiers = [0, 1, 2].map((i) => {
    const top = base - h + i * h * 0.22
    const bottom = top + h * 0.42
    const half = w * (0.55 + i * 0.22)
    return polygon(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      fill,
    )
  })
  return rect(x - h * 0.035, base - h * 0.18, h * 0.07, h * 0.18, C.woodDark) + tiers.join('')
}

/** A round deciduous tree: a trunk under a crown of three circles, lit from the upper left. */
function roundTree(x: number, base: number, h: number, fill: string = C.green700, light: string = C.green500): string {
  const r = h * 0.3
  const cy = base - h + r * 1.1
  return (
    rect(x - h * 0.04, cy, h * 0.08, base - cy, C.woodDark) +
    circle(x - r * 0.55, cy + r * 0.25, r * 0.8, fill) +
    circle(x + r * 0.55, cy + r * 0.3, r * 0.75, fill) +
    circle(x, cy - r * 0.1, r, fill) +
    circle(x - r * 0.3, cy - r * 0.35, r * 0.5, light, ' opacity=".55"')
  )
}

/** A cloud of a few overlapping circles (one group opacity, so the overlaps do not darken). */
const cloud = (x: number, y: number, s: number, opacity = 0.92) =>
  `<g fill="#fff" opacity="${opacity}">${ellipse(x, y, 70 * s, 20 * s, '#fff')}${circle(x - 30 * s, y - 10 * s, 26 * s, '#fff')}${circle(x + 8 * s, y - 22 * s, 34 * s, '#fff')}${circle(x + 44 * s, y - 6 * s, 22 * s, '#fff')}</g>`

const sun = (x: number, y: number, r: number) => circle(x, y, r * 3, 'url(#sun)') + circle(x, y, r, '#fffbea')

/**
 * A standing cylinder seen from slightly above (a tank, a drum): body with its shading, a rounded bottom edge
 * and a lit top. `bands` are [from, to] fractions of the height painted in `bandFill`.
 */
function cylinder(x: number, y: number, w: number, h: number, options: { body?: string; top?: string; bands?: readonly (readonly [number, number])[]; bandFill?: string; ry?: number } = {}): string {
  const { body = 'url(#steel)', top = C.steel100, bands = [], bandFill = 'url(#blue-cyl)' } = options
  const ry = options.ry ?? w * 0.14
  const r = w / 2
  const arcBand = (y1: number, y2: number, fill: string) =>
    `<path d="M${n(x)},${n(y1)} A${n(r)},${n(ry)} 0 0 0 ${n(x + w)},${n(y1)} L${n(x + w)},${n(y2)} A${n(r)},${n(ry)} 0 0 1 ${n(x)},${n(y2)} Z" fill="${fill}"/>`
  return (
    arcBand(y, y + h, body) +
    bands.map(([from, to]) => arcBand(y + h * from, y + h * to, bandFill)).join('') +
    ellipse(x + r, y, r, ry, top) +
    ellipse(x + r, y, r * 0.96, ry * 0.9, '#ffffff', ' opacity=".25"')
  )
}

/** A steel drum of 200 l: brand blue, with the two rolling hoops. */
function drum(x: number, y: number, w: number, h: number): string {
  const ry = w * 0.16
  const hoop = (f: number) =>
    `<path d="M${n(x + w * 0.02)},${n(y + h * f)} A${n(w * 0.48)},${n(ry)} 0 0 0 ${n(x + w * 0.98)},${n(y + h * f)}" fill="none" stroke="#001a35" stroke-width="${n(w * 0.035)}" opacity=".55"/>`
  return cylinder(x, y, w, h, { body: 'url(#blue-cyl)', top: '#2d6aa6', ry }) + hoop(0.33) + hoop(0.66) + circle(x + w * 0.7, y, w * 0.06, '#1b4f84')
}

/** A wooden pallet, `w` wide, its top at y. */
function pallet(x: number, y: number, w: number): string {
  const h = w * 0.1
  return rect(x, y, w, h * 0.35, C.wood) + [0, 0.45, 0.9].map((f) => rect(x + w * f, y + h * 0.35, w * 0.1, h * 0.65, C.woodDark)).join('') + rect(x, y + h * 0.35, w, h * 0.08, '#000', ' opacity=".15"')
}

/** An IBC: a translucent 1000 l container with its fill, in a steel cage, on its pallet. */
function ibc(x: number, y: number, s: number, fill = 'url(#oil)', level = 0.55): string {
  const w = s
  const h = s * 0.92
  const bars = [0.25, 0.5, 0.75].map((f) => line(x + w * f, y, x + w * f, y + h, C.steel500, s * 0.025)).join('')
  const rails = [0.33, 0.66].map((f) => line(x, y + h * f, x + w, y + h * f, C.steel500, s * 0.025)).join('')
  return (
    rect(x + s * 0.03, y + s * 0.03, w - s * 0.06, h - s * 0.03, '#eef3f6', ` rx="${n(s * 0.05)}"`) +
    rect(x + s * 0.03, y + h * (1 - level), w - s * 0.06, h * level, fill, ` rx="${n(s * 0.04)}" opacity=".75"`) +
    rect(x + s * 0.08, y + s * 0.06, w * 0.16, h * 0.8, '#fff', ' opacity=".45"') +
    bars +
    rails +
    rect(x, y, w, h, 'none', ` stroke="${C.steel700}" stroke-width="${n(s * 0.035)}" rx="${n(s * 0.03)}"`) +
    rect(x + w * 0.4, y - s * 0.06, w * 0.2, s * 0.07, C.brand, ` rx="${n(s * 0.015)}"`) +
    pallet(x - s * 0.02, y + h, w * 1.04)
  )
}

/** A wheel: tyre, rim and hub; `rim` in amber for the machines, grey for cars. */
const wheel = (cx: number, cy: number, r: number, rim: string = C.steel300) =>
  circle(cx, cy, r, '#1f2429') + circle(cx, cy, r * 0.62, rim) + circle(cx, cy, r * 0.46, '#000', ' opacity=".18"') + circle(cx, cy, r * 0.2, C.steel700) + circle(cx - r * 0.2, cy - r * 0.25, r * 0.12, '#fff', ' opacity=".35"')

type Outfit = {
  readonly skin: string
  readonly hair: string
  readonly hairStyle: 'short' | 'bun' | 'long' | 'none'
  /** Jacket or shirt, and its shade on the side away from the light. */
  readonly top: string
  readonly topShade: string
  readonly trousers: string
  readonly shoes?: string
  readonly hardHat?: string
  /** A safety vest over the top (with reflective stripes), or a lab coat's white. */
  readonly vest?: string
  readonly coat?: boolean
  /** Reflective stripes across the top and trousers (overalls). */
  readonly stripes?: string
  readonly tablet?: boolean
  /** Where the right hand reaches up to (the mechanic at the oil pan); otherwise both arms hang. */
  readonly reach?: Point
}

/**
 * A standing person in work clothes as simple shapes, without a face (flat illustration style), `h` tall with
 * the feet on `base`. Proportions in heads: 7.5 heads tall.
 */
function person(x: number, base: number, h: number, o: Outfit): string {
  const u = h / 7.5
  const top = base - h
  const headY = top + u * 0.58
  const shoulder = top + u * 1.45
  const hip = top + u * 3.9
  const shoes = o.shoes ?? C.steel900
  const parts: string[] = []
  parts.push(shadow(x, base, u * 1.7, u * 0.28))
  // Long hair falls behind the shoulders: drawn first, the neck and the torso cover it.
  if (o.hairStyle === 'long') parts.push(rect(x - u * 0.66, headY - u * 0.25, u * 1.32, u * 1.6, o.hair, ` rx="${n(u * 0.5)}"`))
  // Legs and shoes.
  for (const side of [-1, 1]) {
    const lx = x + side * u * 0.42
    parts.push(rect(lx - u * 0.36, hip - u * 0.2, u * 0.72, base - hip + u * 0.05, o.trousers, ` rx="${n(u * 0.25)}"`))
    parts.push(ellipse(lx + side * u * 0.08, base - u * 0.05, u * 0.5, u * 0.2, shoes))
  }
  if (o.stripes) for (const side of [-1, 1]) parts.push(rect(x + side * u * 0.42 - u * 0.36, base - u * 1.2, u * 0.72, u * 0.14, o.stripes))
  // Arms behind the body, then the torso.
  for (const side of [-1, 1]) {
    const ax = x + side * u * 1.02
    if (side > 0 && o.reach) {
      const [hx, hy] = o.reach
      const elbow: Point = [ax + u * 0.5, shoulder - u * 0.2]
      parts.push(`<path d="M${n(ax - u * 0.1)},${n(shoulder + u * 0.4)} L${n(elbow[0])},${n(elbow[1])} L${n(hx)},${n(hy)}" fill="none" stroke="${o.topShade}" stroke-width="${n(u * 0.54)}" stroke-linecap="round" stroke-linejoin="round"/>`)
      parts.push(circle(hx, hy, u * 0.26, o.skin))
      continue
    }
    parts.push(rect(ax - u * 0.27, shoulder + u * 0.05, u * 0.54, u * 2.55, side < 0 ? o.top : o.topShade, ` rx="${n(u * 0.27)}"`))
    parts.push(circle(ax, shoulder + u * 2.65, u * 0.26, o.skin))
  }
  const torso = (fill: string, bottom: number, extra = '') =>
    `<path d="M${n(x - u * 1.05)},${n(shoulder + u * 0.35)} Q${n(x - u * 1.05)},${n(shoulder)} ${n(x - u * 0.6)},${n(shoulder)} L${n(x + u * 0.6)},${n(shoulder)} Q${n(x + u * 1.05)},${n(shoulder)} ${n(x + u * 1.05)},${n(shoulder + u * 0.35)} L${n(x + u * 0.92)},${n(bottom)} L${n(x - u * 0.92)},${n(bottom)} Z" fill="${fill}"${extra}/>`
  parts.push(rect(x - u * 0.18, top + u * 0.9, u * 0.36, u * 0.6, o.skin))
  if (o.coat) {
    parts.push(torso('#f4f7fa', hip + u * 1.3))
    parts.push(polygon([[x - u * 0.3, shoulder], [x + u * 0.3, shoulder], [x + u * 0.12, hip - u * 0.3], [x - u * 0.12, hip - u * 0.3]], o.top))
    parts.push(line(x, hip - u * 0.3, x, hip + u * 1.3, C.steel300, u * 0.05))
    parts.push(rect(x + u * 0.35, shoulder + u * 0.9, u * 0.4, u * 0.05, C.steel300))
    parts.push(torso('#0b2239', hip + u * 1.3, ' opacity=".06"'))
  } else {
    parts.push(torso(o.top, hip + u * 0.15))
    parts.push(`<path d="M${n(x + u * 0.2)},${n(shoulder)} L${n(x + u * 0.6)},${n(shoulder)} Q${n(x + u * 1.05)},${n(shoulder)} ${n(x + u * 1.05)},${n(shoulder + u * 0.35)} L${n(x + u * 0.92)},${n(hip + u * 0.15)} L${n(x + u * 0.45)},${n(hip + u * 0.15)} Z" fill="${o.topShade}"/>`)
    parts.push(polygon([[x - u * 0.28, shoulder], [x + u * 0.28, shoulder], [x, shoulder + u * 0.4]], o.skin))
  }
  if (o.vest) {
    parts.push(`<path d="M${n(x - u * 0.95)},${n(shoulder + u * 0.3)} L${n(x - u * 0.3)},${n(shoulder)} L${n(x - u * 0.12)},${n(shoulder + u * 0.7)} L${n(x + u * 0.12)},${n(shoulder + u * 0.7)} L${n(x + u * 0.3)},${n(shoulder)} L${n(x + u * 0.95)},${n(shoulder + u * 0.3)} L${n(x + u * 0.9)},${n(hip + u * 0.1)} L${n(x - u * 0.9)},${n(hip + u * 0.1)} Z" fill="${o.vest}"/>`)
    for (const f of [0.45, 0.75]) parts.push(rect(x - u * 0.93, shoulder + (hip - shoulder) * f, u * 1.86, u * 0.16, '#e9eef2', ' opacity=".9"'))
  }
  if (o.stripes && !o.vest) parts.push(rect(x - u * 1.0, shoulder + (hip - shoulder) * 0.62, u * 2.0, u * 0.15, o.stripes))
  if (o.tablet) {
    parts.push(rect(x - u * 0.2, shoulder + u * 1.3, u * 1.1, u * 1.45, C.steel900, ` rx="${n(u * 0.08)}" transform="rotate(-12 ${n(x + u * 0.35)} ${n(shoulder + u * 2)})"`))
    parts.push(rect(x - u * 0.12, shoulder + u * 1.38, u * 0.94, u * 1.29, C.blueLight, ` rx="${n(u * 0.05)}" transform="rotate(-12 ${n(x + u * 0.35)} ${n(shoulder + u * 2)})"`))
    parts.push(circle(x + u * 0.9, shoulder + u * 2.2, u * 0.26, o.skin))
  }
  // Head and hair.
  parts.push(circle(x, headY, u * 0.56, o.skin))
  if (o.hairStyle === 'short' || o.hairStyle === 'long') parts.push(`<path d="M${n(x - u * 0.58)},${n(headY + u * 0.05)} A${n(u * 0.58)},${n(u * 0.62)} 0 0 1 ${n(x + u * 0.58)},${n(headY + u * 0.05)} Q${n(x + u * 0.2)},${n(headY - u * 0.3)} ${n(x - u * 0.58)},${n(headY + u * 0.05)} Z" fill="${o.hair}"/>`)
  if (o.hairStyle === 'bun') {
    parts.push(circle(x + u * 0.1, headY - u * 0.66, u * 0.3, o.hair))
    parts.push(`<path d="M${n(x - u * 0.58)},${n(headY + u * 0.1)} A${n(u * 0.58)},${n(u * 0.62)} 0 0 1 ${n(x + u * 0.58)},${n(headY + u * 0.1)} Q${n(x)},${n(headY - u * 0.2)} ${n(x - u * 0.58)},${n(headY + u * 0.1)} Z" fill="${o.hair}"/>`)
  }
  if (o.hardHat) {
    parts.push(`<path d="M${n(x - u * 0.62)},${n(headY - u * 0.05)} A${n(u * 0.62)},${n(u * 0.66)} 0 0 1 ${n(x + u * 0.62)},${n(headY - u * 0.05)} Z" fill="${o.hardHat}"/>`)
    parts.push(rect(x - u * 0.78, headY - u * 0.1, u * 1.56, u * 0.14, o.hardHat, ` rx="${n(u * 0.06)}"`))
    parts.push(rect(x - u * 0.09, headY - u * 0.68, u * 0.18, u * 0.6, '#000', ' opacity=".08"'))
  }
  return `<g>${parts.join('')}</g>`
}

// ---------------------------------------------------------------------------------------------
// The scenes

/** The sky, sun and clouds most outdoor scenes share. */
const outdoorSky = (w: number, h: number, sunAt: Point, clouds: readonly (readonly [number, number, number])[]) =>
  rect(0, 0, w, h, 'url(#sky)') + sun(sunAt[0], sunAt[1], 46) + clouds.map(([x, y, s]) => cloud(x, y, s)).join('')

/** The blending plant: tank farm, production hall and office under the Alps. */
function werk(): string {
  const W = 1440
  const tanks = [
    [820, 470, 130, 330],
    [965, 440, 140, 360],
    [1120, 470, 130, 330],
    [1265, 500, 120, 300],
  ] as const
  const office = (() => {
    const x = 110
    const y = 430
    const w = 360
    const h = 380
    const windows: string[] = []
    for (let row = 0; row < 6; row++) for (let col = 0; col < 7; col++) windows.push(rect(x + 22 + col * 47, y + 60 + row * 48, 36, 32, row % 2 === col % 3 ? '#8dbbe6' : '#6fa5da', ' opacity=".9"'))
    return (
      rect(x, y, w, h, 'url(#facade)') +
      rect(x - 8, y - 18, w + 16, 26, C.steel100) +
      rect(x, y + 8, w, 24, C.white, ' opacity=".9"') +
      windows.join('') +
      rect(x + w * 0.4, y + h - 70, w * 0.2, 70, '#bcd8f0') +
      rect(x + w * 0.35, y + h - 82, w * 0.3, 12, C.steel100) +
      rect(x + w, y + 150, 130, h - 150, '#eef2f5') +
      rect(x + w, y + 150, 130, 18, C.brand) +
      [0, 1, 2].map((i) => rect(x + w + 18 + i * 38, y + 200, 26, 60, '#7fb0df')).join('') +
      [0, 1, 2].map((i) => rect(x + w + 18 + i * 38, y + 290, 26, 60, '#7fb0df')).join('')
    )
  })()
  const hall = (() => {
    const x = 600
    const y = 560
    const teeth = [0, 1, 2, 3].map((i) => polygon([[x + i * 60, y], [x + i * 60 + 60, y - 40], [x + i * 60 + 60, y]], i % 2 ? C.steel300 : '#c9d2da')).join('')
    const skylights = [0, 1, 2, 3].map((i) => polygon([[x + i * 60 + 52, y - 34], [x + i * 60 + 60, y - 40], [x + i * 60 + 60, y - 2], [x + i * 60 + 52, y - 2]], '#8dbbe6')).join('')
    return teeth + skylights + rect(x, y, 240, 240, '#e6ebef') + rect(x, y + 20, 240, 16, C.brand) + rect(x + 40, y + 120, 100, 120, C.steel500) + [0, 1, 2, 3, 4, 5].map((i) => line(x + 42, y + 135 + i * 18, x + 138, y + 135 + i * 18, C.steel300, 3)).join('')
  })()
  const pipes = [0, 1, 2]
    .map((i) => {
      const y = 600 + i * 14
      const colours = [C.steel300, C.amber, C.blue]
      return line(720, y, 1300, y, colours[i]!, 8)
    })
    .join('')
  const supports = [760, 900, 1050, 1200].map((x) => rect(x - 5, 590, 10, 210, C.steel700)).join('')
  const tankArt = tanks
    .map(([x, y, w, h], i) => {
      const rungs = Array.from({ length: Math.floor(h / 22) }, (_, k) => line(x + w - 24, y + 14 + k * 22, x + w - 8, y + 14 + k * 22, C.steel700, 2.5)).join('')
      return (
        cylinder(x, y, w, h, { bands: [[0.16, 0.26]], ry: w * 0.12 }) +
        line(x + w - 24, y + 6, x + w - 24, y + h, C.steel700, 3) +
        line(x + w - 8, y + 6, x + w - 8, y + h, C.steel700, 3) +
        rungs +
        line(x + 6, y - 20, x + w - 6, y - 20, C.steel700, 3) +
        [0.15, 0.5, 0.85].map((f) => line(x + w * f, y - 20, x + w * f, y - (i % 2 ? 4 : 6), C.steel700, 3)).join('')
      )
    })
    .join('')
  const truck = (() => {
    const x = 880
    const y = 835
    return (
      shadow(x + 170, y + 60, 220, 18) +
      `<rect x="${x}" y="${y - 46}" width="250" height="72" rx="36" fill="url(#steel)"/>` +
      rect(x + 10, y - 8, 230, 10, C.blue, ' opacity=".85"') +
      rect(x + 256, y - 50, 84, 82, C.brand, ' rx="10"') +
      rect(x + 292, y - 42, 40, 30, '#a9cbea', ' rx="4"') +
      rect(x - 4, y + 24, 348, 14, C.steel700) +
      wheel(x + 40, y + 42, 22) +
      wheel(x + 92, y + 42, 22) +
      wheel(x + 300, y + 42, 22)
    )
  })()
  return (
    defs(
      vertical('facade', [
        [0, '#0f5fae'],
        [1, C.brand],
      ]),
      vertical('road', [
        [0, '#5c6873'],
        [1, '#46515b'],
      ]),
    ) +
    outdoorSky(W, 960, [1180, 160], [
      [250, 150, 1],
      [640, 90, 0.7],
      [1000, 230, 0.85],
    ]) +
    range(
      W,
      640,
      [
        [60, 470],
        [220, 300],
        [380, 430],
        [560, 230],
        [720, 400],
        [880, 270],
        [1040, 420],
        [1220, 250],
        [1380, 380],
      ],
      '#8fb0cf',
      0.34,
    ) +
    range(
      W,
      660,
      [
        [150, 560],
        [330, 440],
        [520, 560],
        [760, 470],
        [960, 570],
        [1140, 450],
        [1330, 560],
      ],
      '#6f92b3',
      0.22,
    ) +
    hill(
      [
        [-20, 610],
        [260, 580],
        [600, 620],
        [980, 590],
        [1460, 615],
      ],
      960,
      C.green300,
    ) +
    [60, 540, 590, 1330, 1390].map((x, i) => pine(x, 650 + (i % 2) * 10, 90 + (i % 3) * 18, C.green700)).join('') +
    rect(0, 640, W, 180, '#d3dae0') +
    office +
    hall +
    supports +
    pipes +
    tankArt +
    rect(0, 800, W, 100, 'url(#road)') +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(40 + i * 190, 846, 90, 6, '#f3f5f7', ' opacity=".85"')).join('') +
    truck +
    rect(0, 890, W, 70, C.green500) +
    [40, 250, 470, 1340].map((x, i) => roundTree(x, 920, 110 + (i % 2) * 30)).join('') +
    rect(0, 940, W, 20, C.green700)
  )
}

/** The laboratory: bench, flasks, a rotational viscometer in amber oil, the sample in front. */
function labor(): string {
  const W = 1440
  const H = 960
  const flask = (x: number, base: number, s: number, fill: string) =>
    `<path d="M${n(x - s * 0.14)},${n(base - s)} L${n(x - s * 0.14)},${n(base - s * 0.62)} L${n(x - s * 0.5)},${n(base - s * 0.04)} Q${n(x - s * 0.52)},${n(base)} ${n(x - s * 0.44)},${n(base)} L${n(x + s * 0.44)},${n(base)} Q${n(x + s * 0.52)},${n(base)} ${n(x + s * 0.5)},${n(base - s * 0.04)} L${n(x + s * 0.14)},${n(base - s * 0.62)} L${n(x + s * 0.14)},${n(base - s)} Z" fill="#e8f1f8" opacity=".85"/>` +
    `<path d="M${n(x - s * 0.33)},${n(base - s * 0.3)} L${n(x + s * 0.33)},${n(base - s * 0.3)} L${n(x + s * 0.5)},${n(base - s * 0.04)} Q${n(x + s * 0.52)},${n(base)} ${n(x + s * 0.44)},${n(base)} L${n(x - s * 0.44)},${n(base)} Q${n(x - s * 0.52)},${n(base)} ${n(x - s * 0.5)},${n(base - s * 0.04)} Z" fill="${fill}"/>` +
    rect(x - s * 0.18, base - s * 1.04, s * 0.36, s * 0.07, C.steel300, ` rx="${n(s * 0.03)}"`) +
    line(x - s * 0.08, base - s * 0.9, x - s * 0.08, base - s * 0.55, '#fff', s * 0.04, ' opacity=".8"')
  const beaker = (x: number, base: number, w: number, h: number, fill: string, level: number) =>
    rect(x, base - h, w, h, '#e8f1f8', ` rx="${n(w * 0.06)}" opacity=".8"`) +
    rect(x + w * 0.04, base - h * level, w * 0.92, h * level - w * 0.04, fill, ` rx="${n(w * 0.05)}"`) +
    ellipse(x + w / 2, base - h * level, w * 0.46, w * 0.06, C.amberLight, ' opacity=".7"') +
    rect(x + w * 0.1, base - h * 0.92, w * 0.1, h * 0.8, '#fff', ' opacity=".55"') +
    [0.3, 0.5, 0.7].map((f) => line(x + w * 0.7, base - h * f, x + w * 0.9, base - h * f, C.steel500, 2)).join('')
  const bottle = (x: number, base: number, s: number, glass: string, cap: string) =>
    rect(x - s * 0.3, base - s, s * 0.6, s, glass, ` rx="${n(s * 0.08)}"`) +
    rect(x - s * 0.13, base - s * 1.2, s * 0.26, s * 0.22, cap, ` rx="${n(s * 0.04)}"`) +
    rect(x - s * 0.22, base - s * 0.62, s * 0.44, s * 0.3, '#f4f7fa', ' opacity=".85"') +
    rect(x - s * 0.24, base - s * 0.94, s * 0.08, s * 0.8, '#fff', ' opacity=".3"')
  const view =
    `<clipPath id="window"><rect x="100" y="120" width="360" height="380"/></clipPath>` +
    `<g clip-path="url(#window)">${rect(100, 120, 360, 380, 'url(#sky)')}${cloud(230, 190, 0.6)}${range(
      560,
      430,
      [
        [120, 330],
        [220, 240],
        [310, 330],
        [400, 260],
        [500, 340],
      ],
      '#86a8c8',
      0.3,
    )}${hill(
      [
        [80, 420],
        [250, 400],
        [480, 415],
      ],
      500,
      C.green300,
    )}</g>`
  const viscometer = (() => {
    const x = 220
    return (
      shadow(x + 120, 642, 150, 14) +
      rect(x, 612, 250, 28, C.steel700, ' rx="8"') +
      rect(x + 196, 300, 18, 316, 'url(#steel)') +
      rect(x + 10, 340, 220, 110, '#eef2f5', ' rx="14"') +
      rect(x + 10, 425, 220, 25, C.steel300, ' rx="8"') +
      rect(x + 30, 358, 120, 60, C.steel900, ' rx="6"') +
      `<polyline points="${pts([
        [x + 40, 405],
        [x + 60, 398],
        [x + 80, 384],
        [x + 100, 378],
        [x + 120, 372],
        [x + 140, 370],
      ])}" fill="none" stroke="${C.amber}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      circle(x + 180, 375, 13, C.brand) +
      circle(x + 180, 410, 9, C.amber) +
      rect(x + 97, 450, 6, 120, C.steel500) +
      rect(x + 90, 560, 20, 26, C.steel300, ' rx="4"') +
      beaker(x + 40, 612, 120, 110, 'url(#oil)', 0.72)
    )
  })()
  const shelfItems =
    bottle(620, 300, 90, '#8a4b12', C.brand) +
    bottle(700, 300, 70, '#8a4b12', C.steel700) +
    bottle(790, 300, 86, '#2f6f8f', C.brand) +
    flask(900, 300, 90, C.green300) +
    bottle(1010, 300, 74, '#8a4b12', C.amber) +
    flask(1110, 300, 80, C.bluePale) +
    bottle(1210, 300, 92, '#2f6f8f', C.steel700) +
    bottle(1300, 300, 66, '#8a4b12', C.brand)
  const rack = (() => {
    const x = 560
    const colours = [C.amber, C.green300, C.amberLight, C.bluePale, C.amber]
    return (
      colours
        .map((c, i) => {
          const tx = x + 20 + i * 34
          return rect(tx, 500, 20, 120, '#e8f1f8', ' rx="10" opacity=".85"') + rect(tx + 2, 560, 16, 58, c, ' rx="8"')
        })
        .join('') +
      rect(x, 540, 190, 18, C.steel300, ' rx="4"') +
      rect(x, 600, 190, 38, C.steel500, ' rx="4"')
    )
  })()
  const sample = (() => {
    const x = 1000
    return (
      circle(x + 110, 520, 180, 'url(#glow)') +
      shadow(x + 110, 645, 150, 14) +
      beaker(x + 20, 640, 180, 220, 'url(#oil)', 0.66) +
      rect(x + 104, 290, 14, 110, '#e8f1f8', ' rx="6" opacity=".9"') +
      rect(x + 100, 260, 22, 40, C.brand, ' rx="8"') +
      `<path d="M${x + 111},${412} q-9,14 0,22 q9,-8 0,-22 Z" fill="${C.amber}"/>` +
      ellipse(x + 111, 425, 4, 5, '#fff', ' opacity=".6"')
    )
  })()
  const monitor = rect(1230, 440, 170, 120, C.steel900, ' rx="8"') + rect(1242, 452, 146, 96, '#15324f', ' rx="4"') +
    `<polyline points="${pts([
      [1252, 530],
      [1280, 512],
      [1305, 520],
      [1330, 490],
      [1355, 480],
      [1378, 466],
    ])}" fill="none" stroke="${C.amberLight}" stroke-width="4" stroke-linejoin="round"/>` +
    rect(1252, 470, 40, 6, C.bluePale, ' opacity=".7"') +
    rect(1300, 560, 30, 44, C.steel700) + rect(1270, 600, 90, 10, C.steel700, ' rx="4"')
  return (
    defs(
      vertical('wall', [
        [0, '#eef3f8'],
        [1, '#d2dde8'],
      ]),
      vertical('bench', [
        [0, '#3a4754'],
        [1, '#26313c'],
      ]),
      radial('glow', [
        [0, C.amberLight, 0.45],
        [1, C.amberLight, 0],
      ]),
    ) +
    rect(0, 0, W, H, 'url(#wall)') +
    '<g transform="translate(0 60)">' +
    view +
    rect(92, 112, 376, 396, 'none', ` stroke="${C.white}" stroke-width="16"`) +
    line(280, 120, 280, 500, C.white, 10) +
    rect(80, 500, 400, 18, C.steel100) +
    rect(560, 300, 820, 16, C.steel300) +
    rect(560, 316, 820, 6, '#000', ' opacity=".08"') +
    shelfItems +
    rect(0, 560, W, 80, '#c6d3df', ' opacity=".5"') +
    viscometer +
    rack +
    flask(850, 640, 150, 'url(#oil)') +
    flask(950, 640, 100, C.green300) +
    sample +
    monitor +
    rect(0, 640, W, 34, 'url(#bench)') +
    rect(0, 674, W, 286, C.brand) +
    [0, 1, 2, 3, 4, 5].map((i) => rect(20 + i * 240, 700, 220, 200, C.blue, ' rx="8" opacity=".55"') + rect(20 + i * 240 + 90, 720, 40, 8, C.steel100, ' rx="4"')).join('') +
    '</g>'
  )
}

/** The warehouse: racks of blue drums and IBCs, a forklift carrying a pallet of drums. */
function lager(): string {
  const W = 1440
  const H = 960
  const rackUnit = (x: number, w: number, levels: readonly number[], rows: readonly ((x: number, y: number) => string)[]) => {
    const uprights = [x, x + w / 2, x + w].map((ux) => rect(ux - 9, 190, 18, 560, C.brand)).join('')
    const beams = levels.map((y) => rect(x - 9, y, w + 18, 16, C.amber)).join('')
    const goods = levels
      .map((y, i) => {
        const fill = rows[i % rows.length]!
        return fill(x, y) + fill(x + w / 2, y)
      })
      .join('')
    return goods + uprights + beams
  }
  const drums = (x: number, y: number) => pallet(x + 16, y - 12, 260) + [0, 1, 2].map((i) => drum(x + 26 + i * 80, y - 132, 74, 118)).join('')
  const ibcs = (x: number, y: number) => ibc(x + 24, y - 138, 112, 'url(#oil)', 0.6) + ibc(x + 148, y - 138, 112, '#dfe8ee', 0.4)
  const mixed = (x: number, y: number) => ibc(x + 24, y - 138, 112, 'url(#oil)', 0.8) + pallet(x + 144, y - 12, 124) + drum(x + 150, y - 132, 54, 118) + drum(x + 210, y - 132, 54, 118)
  // Facing left: mast and forks with a raised pallet of drums, the driver under the overhead guard, the counterweight behind.
  const forklift = (() => {
    const x = 780
    const base = 880
    const palletY = base - 190
    return (
      shadow(x + 130, base + 6, 300, 22) +
      rect(x - 20, base - 420, 16, 420, C.steel700) +
      rect(x + 6, base - 420, 16, 420, C.steel500) +
      rect(x - 40, palletY - 110, 16, 140, C.steel900) +
      [0, 1, 2].map((i) => line(x - 40, palletY - 100 + i * 40, x - 4, palletY - 100 + i * 40, C.steel900, 6)).join('') +
      pallet(x - 200, palletY, 170) +
      rect(x - 210, palletY + 6, 186, 10, C.steel900) +
      drum(x - 192, palletY - 118, 74, 118) +
      drum(x - 112, palletY - 118, 74, 118) +
      person(x + 160, base - 95, 200, { skin: '#e0ac84', hair: '#3b2a20', hairStyle: 'short', top: C.blue, topShade: C.brand, trousers: C.brand, hardHat: C.white }).replace('<g>', '<g clip-path="url(#cab)">') +
      line(x + 110, base - 190, x + 128, base - 250, C.steel900, 8) +
      ellipse(x + 130, base - 252, 22, 6, C.steel900) +
      `<path d="M${x + 30},${base - 50} L${x + 30},${base - 175} Q${x + 30},${base - 190} ${x + 45},${base - 190} L${x + 212},${base - 190} L${x + 230},${base - 238} Q${x + 236},${base - 252} ${x + 252},${base - 252} L${x + 322},${base - 252} Q${x + 352},${base - 252} ${x + 354},${base - 222} L${x + 358},${base - 50} Z" fill="${C.yellow}"/>` +
      rect(x + 200, base - 262, 22, 80, C.steel900, ' rx="8"') +
      rect(x + 30, base - 86, 328, 30, '#d99a1b') +
      line(x + 62, base - 190, x + 92, base - 410, C.steel900, 12, ' stroke-linecap="round"') +
      line(x + 250, base - 252, x + 244, base - 410, C.steel900, 12, ' stroke-linecap="round"') +
      line(x + 80, base - 410, x + 262, base - 410, C.steel900, 14, ' stroke-linecap="round"') +
      circle(x + 236, base - 424, 10, C.amber) +
      wheel(x + 100, base - 48, 48, C.steel300) +
      wheel(x + 292, base - 42, 42, C.steel300)
    )
  })()
  return (
    defs(
      vertical('wall', [
        [0, '#cfd8e0'],
        [1, '#e6ecf1'],
      ]),
      vertical('floor', [
        [0, '#b9c3cc'],
        [1, '#dbe2e8'],
      ]),
      vertical('light', [
        [0, '#ffffff', 0.9],
        [1, '#ffffff', 0],
      ]),
      `<clipPath id="cab"><rect x="850" y="460" width="180" height="230"/></clipPath>`,
    ) +
    rect(0, 0, W, H, 'url(#wall)') +
    rect(0, 0, W, 120, C.steel700) +
    [0, 1, 2, 3].map((i) => rect(90 + i * 360, 28, 220, 60, '#e9f3fb') + polygon([[90 + i * 360, 88], [310 + i * 360, 88], [360 + i * 360, 400], [40 + i * 360, 400]], 'url(#light)', ' opacity=".35"')).join('') +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(i * 190, 110, 16, 20, C.steel900)).join('') +
    rect(0, 120, W, 10, C.steel900) +
    rect(0, 750, W, 210, 'url(#floor)') +
    rackUnit(60, 560, [330, 510, 690], [drums, ibcs, mixed]) +
    rackUnit(880, 540, [330, 510, 690], [ibcs, drums, drums]) +
    rect(0, 744, W, 8, C.steel500) +
    polygon([[0, 840], [W, 800], [W, 812], [0, 852]], C.yellow, ' opacity=".85"') +
    polygon([[0, 930], [W, 890], [W, 902], [0, 942]], C.yellow, ' opacity=".85"') +
    forklift
  )
}

/** Wind turbines and solar panels on green hills. */
function windpark(): string {
  const W = 1440
  const H = 810
  const turbine = (x: number, base: number, h: number, angle: number) => {
    const hubY = base - h
    const blade = (a: number) =>
      `<path d="M0,-4 Q${n(h * 0.08)},${n(-h * 0.18)} ${n(h * 0.015)},${n(-h * 0.58)} L${n(-h * 0.012)},${n(-h * 0.58)} Q${n(-h * 0.02)},${n(-h * 0.2)} 0,-4 Z" fill="#f7f9fb" transform="rotate(${a})"/>`
    return (
      polygon(
        [
          [x - h * 0.02, hubY],
          [x + h * 0.02, hubY],
          [x + h * 0.04, base],
          [x - h * 0.04, base],
        ],
        '#f2f5f8',
      ) +
      polygon(
        [
          [x, hubY],
          [x + h * 0.02, hubY],
          [x + h * 0.04, base],
          [x, base],
        ],
        '#cfd8e0',
      ) +
      rect(x - h * 0.05, hubY - h * 0.035, h * 0.13, h * 0.06, '#e3e9ee', ` rx="${n(h * 0.02)}"`) +
      `<g transform="translate(${n(x - h * 0.05)} ${n(hubY - h * 0.005)})">${[0, 120, 240].map((a) => blade(a + angle)).join('')}${circle(0, 0, h * 0.028, C.steel300)}</g>`
    )
  }
  const panels = (x: number, y: number, count: number, s: number) => {
    const out: string[] = []
    for (let i = 0; i < count; i++) {
      const px = x + i * s * 1.08
      const quad: Point[] = [
        [px, y],
        [px + s, y],
        [px + s * 1.22, y + s * 0.55],
        [px + s * 0.22, y + s * 0.55],
      ]
      out.push(line(px + s * 0.3, y + s * 0.5, px + s * 0.3, y + s * 0.85, C.steel700, s * 0.04))
      out.push(line(px + s * 0.9, y + s * 0.5, px + s * 0.9, y + s * 0.85, C.steel700, s * 0.04))
      out.push(polygon(quad, 'url(#panel)'))
      for (const f of [0.25, 0.5, 0.75]) out.push(line(px + s * f, y, px + s * f + s * 0.22, y + s * 0.55, '#7fb0df', s * 0.012, ' opacity=".7"'))
      for (const f of [0.33, 0.66]) out.push(line(px + s * 0.22 * f, y + s * 0.55 * f, px + s + s * 0.22 * f, y + s * 0.55 * f, '#7fb0df', s * 0.012, ' opacity=".7"'))
      out.push(polygon(quad, 'none', ` stroke="${C.steel300}" stroke-width="${n(s * 0.02)}"`))
    }
    return out.join('')
  }
  return (
    defs(
      vertical('panel', [
        [0, '#1d5fa3'],
        [1, '#0a2f5c'],
      ]),
      vertical('path', [
        [0, '#e9dcc0'],
        [1, '#d8c39b'],
      ]),
    ) +
    outdoorSky(W, H, [260, 140], [
      [520, 120, 0.9],
      [980, 200, 0.7],
      [1280, 90, 0.8],
    ]) +
    range(
      W,
      470,
      [
        [200, 390],
        [420, 330],
        [640, 400],
        [900, 340],
        [1180, 400],
        [1350, 350],
      ],
      '#a6c0d8',
      0.25,
    ) +
    hill(
      [
        [-20, 440],
        [300, 400],
        [700, 450],
        [1050, 410],
        [1460, 445],
      ],
      H,
      C.green100,
    ) +
    turbine(320, 430, 210, 10) +
    turbine(560, 455, 170, 70) +
    turbine(1080, 440, 190, 40) +
    turbine(1280, 450, 150, 95) +
    hill(
      [
        [-20, 520],
        [260, 470],
        [620, 530],
        [980, 490],
        [1460, 540],
      ],
      H,
      C.green300,
    ) +
    turbine(180, 520, 300, 25) +
    turbine(820, 520, 280, 85) +
    [380, 430, 1150, 1200, 1240].map((x, i) => roundTree(x, 540 + (i % 2) * 8, 50 + (i % 3) * 10, C.green700, C.green500)).join('') +
    hill(
      [
        [-20, 640],
        [300, 590],
        [700, 620],
        [1100, 580],
        [1460, 610],
      ],
      H,
      C.green500,
    ) +
    `<path d="M560,${H} C600,720 700,660 760,620 C820,590 900,600 980,585 L990,592 C920,612 850,612 800,635 C730,670 690,740 700,${H} Z" fill="url(#path)"/>` +
    panels(880, 640, 4, 110) +
    panels(40, 650, 4, 100) +
    hill(
      [
        [-20, 760],
        [400, 740],
        [900, 770],
        [1460, 745],
      ],
      H,
      C.green700,
    )
  )
}

/** The workshop: a car on a two-post lift, its oil draining into a collector, tools on the wall. */
function werkstatt(): string {
  const W = 1440
  const H = 960
  const carX = 330
  const carY = 300
  const car =
    `<path d="M${carX},${carY + 150} L${carX + 10},${carY + 95} Q${carX + 20},${carY + 70} ${carX + 70},${carY + 62} L${carX + 170},${carY + 50} L${carX + 250},${carY} Q${carX + 270},${carY - 10} ${carX + 300},${carY - 10} L${carX + 470},${carY - 10} Q${carX + 500},${carY - 10} ${carX + 520},${carY + 10} L${carX + 580},${carY + 58} Q${carX + 630},${carY + 70} ${carX + 630},${carY + 110} L${carX + 630},${carY + 150} Z" fill="url(#car)"/>` +
    `<path d="M${carX + 200},${carY + 56} L${carX + 262},${carY + 14} Q${carX + 275},${carY + 6} ${carX + 300},${carY + 6} L${carX + 375},${carY + 6} L${carX + 375},${carY + 56} Z" fill="#123a61"/>` +
    `<path d="M${carX + 390},${carY + 56} L${carX + 390},${carY + 6} L${carX + 465},${carY + 6} Q${carX + 490},${carY + 6} ${carX + 505},${carY + 20} L${carX + 545},${carY + 56} Z" fill="#123a61"/>` +
    line(carX + 20, carY + 105, carX + 620, carY + 105, '#b9c4ce', 3) +
    rect(carX + 598, carY + 78, 30, 14, C.amberLight, ' rx="5"') +
    rect(carX + 2, carY + 80, 20, 16, '#e05a4a', ' rx="4"') +
    rect(carX + 30, carY + 150, 580, 26, C.steel900, ' rx="10"') +
    rect(carX + 400, carY + 168, 110, 22, C.steel700, ' rx="6"') +
    line(carX + 100, carY + 182, carX + 380, carY + 182, C.steel500, 8, ' stroke-linecap="round"') +
    wheel(carX + 130, carY + 160, 52) +
    wheel(carX + 500, carY + 160, 52)
  const posts = [carX + 40, carX + 560]
    .map((x) => rect(x - 22, 170, 44, 600, 'url(#post)') + rect(x - 30, 160, 60, 20, C.amber, ' rx="4"') + rect(x - 34, 750, 68, 20, C.steel700))
    .join('')
  const arms = rect(carX + 60, carY + 172, 180, 12, C.amber) + rect(carX + 400, carY + 172, 180, 12, C.amber)
  const drainX = carX + 455
  // The used oil runs from the oil pan's drain plug into the collector's funnel.
  const funnel = 590
  const stream = `<path d="M${drainX - 4},${carY + 190} Q${drainX - 9},${carY + 240} ${drainX - 6},${funnel} L${drainX + 6},${funnel} Q${drainX + 6},${carY + 240} ${drainX + 4},${carY + 190} Z" fill="url(#oil)"/>`
  const collector =
    shadow(drainX, 770, 90, 12) +
    rect(drainX - 8, funnel + 50, 16, 30, C.steel500) +
    polygon(
      [
        [drainX - 80, funnel],
        [drainX + 80, funnel],
        [drainX + 14, funnel + 56],
        [drainX - 14, funnel + 56],
      ],
      C.yellow,
    ) +
    ellipse(drainX, funnel, 80, 12, C.amberDark) +
    ellipse(drainX, funnel + 1, 70, 9, C.amber) +
    rect(drainX - 60, funnel + 74, 120, 86, C.brand, ' rx="16"') +
    rect(drainX - 60, funnel + 96, 120, 10, C.blue) +
    wheel(drainX - 40, 756, 13, C.steel300) +
    wheel(drainX + 40, 756, 13, C.steel300)
  const mechanic = person(carX + 320, 768, 250, { skin: '#c98f68', hair: '#2c211b', hairStyle: 'short', top: C.blue, topShade: C.brand, trousers: C.brand, stripes: C.amberLight, reach: [drainX - 40, carY + 198] })
  const toolWall = (() => {
    const x = 60
    const y = 190
    const wrench = (wx: number, wy: number, len: number) =>
      rect(wx - 5, wy, 10, len, C.steel300, ' rx="4"') + circle(wx, wy, 14, C.steel300) + circle(wx, wy - 6, 7, '#3c4a57')
    return (
      rect(x, y, 240, 300, '#3c4a57', ' rx="6"') +
      [0, 1, 2, 3].map((i) => wrench(x + 40 + i * 28, y + 40, 80 + i * 18)).join('') +
      rect(x + 170, y + 40, 12, 70, C.amber, ' rx="5"') +
      rect(x + 173, y + 108, 6, 60, C.steel300) +
      rect(x + 200, y + 40, 14, 80, C.blue, ' rx="5"') +
      rect(x + 204, y + 118, 6, 56, C.steel300) +
      rect(x + 40, y + 200, 90, 22, C.steel500, ' rx="4"') +
      rect(x + 120, y + 195, 12, 70, C.woodDark, ' rx="4"') +
      circle(x + 190, y + 240, 34, 'none', ` stroke="${C.amber}" stroke-width="8"`)
    )
  })()
  const shelf =
    rect(60, 560, 230, 10, C.steel700) +
    rect(60, 660, 230, 10, C.steel700) +
    rect(60, 560, 8, 210, C.steel700) +
    rect(282, 560, 8, 210, C.steel700) +
    [0, 1, 2, 3, 4].map((i) => rect(76 + i * 42, 496, 30, 64, C.brand, ' rx="6"') + rect(83 + i * 42, 486, 16, 12, C.amber, ' rx="3"') + rect(78 + i * 42, 516, 26, 18, '#eef2f5')).join('') +
    [0, 1].map((i) => rect(80 + i * 100, 580, 80, 80, C.blue, ' rx="8"') + rect(88 + i * 100, 604, 64, 26, '#eef2f5') + rect(140 + i * 100, 570, 14, 14, C.amber)).join('')
  const tyres = [0, 1, 2, 3].map((i) => ellipse(1230, 760 - i * 40, 80, 24, i % 2 ? '#2a2f35' : '#1f2429') + ellipse(1230, 752 - i * 40, 36, 10, '#3a4148')).join('')
  return (
    defs(
      vertical('wall', [
        [0, '#e7ecf0'],
        [1, '#d3dbe2'],
      ]),
      vertical('floor', [
        [0, '#8e9ba7'],
        [1, '#b3bec8'],
      ]),
      horizontal('post', [
        [0, C.brandDark],
        [0.4, '#1d5e9f'],
        [1, C.brandDark],
      ]),
      vertical('car', [
        [0, '#f4f7fa'],
        [0.6, '#d2dbe3'],
        [1, '#a9b5c0'],
      ]),
    ) +
    rect(0, 0, W, H, 'url(#wall)') +
    rect(0, 0, W, 60, C.steel700) +
    rect(0, 440, W, 330, '#c3ccd4', ' opacity=".5"') +
    rect(1040, 150, 360, 620, C.steel700) +
    rect(1050, 380, 340, 390, 'url(#sky)') +
    hill(
      [
        [1050, 620],
        [1200, 590],
        [1390, 610],
      ],
      770,
      C.green500,
    ) +
    roundTree(1300, 640, 110) +
    rect(1050, 160, 340, 220, '#9aa7b4') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => line(1050, 180 + i * 20, 1390, 180 + i * 20, C.steel500, 3)).join('') +
    rect(1050, 372, 340, 14, C.steel700) +
    toolWall +
    rect(0, 770, W, 190, 'url(#floor)') +
    `<path d="M0,780 L${W},780" stroke="#fff" stroke-width="2" opacity=".4"/>` +
    polygon([[carX - 40, 770], [carX + 700, 770], [carX + 760, 960], [carX - 100, 960]], '#fff', ' opacity=".06"') +
    shelf +
    tyres +
    shadow(carX + 300, 772, 360, 20) +
    posts +
    arms +
    car +
    stream +
    collector +
    mechanic
  )
}

/** A tractor on a field in the morning: ploughed furrows, a crop field, the Alps behind. */
function traktor(): string {
  const W = 1440
  const H = 960
  const horizon = 600
  const vp: Point = [760, 470]
  const furrows = (() => {
    const out: string[] = []
    for (let i = -30; i < 60; i++) {
      const x0 = -400 + i * 60
      out.push(
        polygon(
          [
            vp,
            [x0, H + 20],
            [x0 + 30, H + 20],
          ],
          i % 2 ? C.soil : C.soilDark,
        ),
      )
    }
    return `<clipPath id="field"><polygon points="${pts([[0, horizon + 30], [900, horizon], [W, horizon + 10], [W, H], [0, H]])}"/></clipPath><g clip-path="url(#field)">${rect(0, horizon, W, H - horizon, C.soil)}${out.join('')}${rect(0, horizon, W, H - horizon, 'url(#haze)')}</g>`
  })()
  const crops = (() => {
    const out: string[] = []
    for (let i = 0; i < 40; i++) {
      const x0 = 1100 + i * 50
      out.push(polygon([vp, [x0, H + 20], [x0 + 22, H + 20]], C.green300))
    }
    return `<clipPath id="crop"><polygon points="${pts([[960, horizon + 3], [W, horizon + 10], [W, H], [1300, H]])}"/></clipPath><g clip-path="url(#crop)">${rect(900, horizon, 600, H, C.green500)}${out.join('')}</g>`
  })()
  // Facing right: cab over the big rear wheel, the bonnet ahead of it, the wheels in front of the body.
  const tractor = (() => {
    const x = 400
    const g = 850
    const rear: Point = [x + 200, g - 128]
    const front: Point = [x + 570, g - 72]
    const lugs = Array.from({ length: 16 }, (_, i) => rect(rear[0] - 7, rear[1] - 140, 14, 18, '#15191d', ` rx="3" transform="rotate(${i * 22.5} ${rear[0]} ${rear[1]})"`)).join('')
    return (
      shadow(x + 370, g + 4, 360, 26) +
      // Cab: roof, pillars, glass with a glint.
      rect(x + 100, g - 452, 250, 20, C.steel900, ' rx="8"') +
      rect(x + 120, g - 434, 210, 180, '#cfe3f4', ' opacity=".85"') +
      polygon(
        [
          [x + 140, g - 430],
          [x + 200, g - 430],
          [x + 140, g - 350],
        ],
        '#fff',
        ' opacity=".7"',
      ) +
      rect(x + 114, g - 436, 14, 190, C.steel900) +
      rect(x + 322, g - 436, 14, 190, C.steel900) +
      rect(x + 226, g - 436, 8, 190, C.steel900, ' opacity=".6"') +
      rect(x + 110, g - 262, 240, 70, 'url(#paint)', ' rx="10"') +
      // Bonnet with its grille, the exhaust pipe on top.
      rect(x + 506, g - 360, 16, 120, C.steel900, ' rx="5"') +
      rect(x + 502, g - 366, 24, 12, C.steel700, ' rx="4"') +
      `<path d="M${x + 330},${g - 250} L${x + 600},${g - 238} Q${x + 650},${g - 236} ${x + 652},${g - 196} L${x + 652},${g - 120} L${x + 330},${g - 120} Z" fill="url(#paint)"/>` +
      rect(x + 340, g - 236, 240, 10, '#fff', ' opacity=".2" rx="5"') +
      [0, 1, 2, 3, 4].map((i) => rect(x + 612, g - 222 + i * 18, 34, 8, C.brandDark, ' rx="3"')).join('') +
      circle(x + 640, g - 246, 10, C.amberLight) +
      rect(x + 300, g - 140, 300, 30, C.steel900, ' rx="8"') +
      // Wheels, then the fenders over them.
      lugs +
      wheel(rear[0], rear[1], 128, C.yellow) +
      wheel(front[0], front[1], 72, C.yellow) +
      `<path d="M${rear[0] - 160},${rear[1] + 10} A160,160 0 0 1 ${rear[0] + 160},${rear[1] + 10} L${rear[0] + 136},${rear[1] + 10} A136,136 0 0 0 ${rear[0] - 136},${rear[1] + 10} Z" fill="${C.brandDark}"/>` +
      `<path d="M${front[0] - 90},${front[1] - 10} A90,90 0 0 1 ${front[0] + 90},${front[1] - 10} L${front[0] + 76},${front[1] - 10} A76,76 0 0 0 ${front[0] - 76},${front[1] - 10} Z" fill="${C.brandDark}"/>`
    )
  })()
  return (
    defs(
      vertical('sky-morning', [
        [0, '#5c9bd8'],
        [0.6, '#b9d9f1'],
        [1, '#fbeed6'],
      ]),
      vertical('haze', [
        [0, '#f2e6cf', 0.55],
        [0.3, '#f2e6cf', 0],
      ]),
      vertical('paint', [
        [0, '#1f64a8'],
        [1, C.brand],
      ]),
    ) +
    rect(0, 0, W, H, 'url(#sky-morning)') +
    sun(250, 300, 50) +
    cloud(520, 140, 0.9) +
    cloud(1100, 110, 1.1) +
    cloud(1330, 250, 0.6) +
    range(
      W,
      horizon - 40,
      [
        [120, 430],
        [300, 330],
        [480, 440],
        [700, 300],
        [900, 430],
        [1100, 310],
        [1300, 420],
      ],
      '#9db8d1',
      0.32,
    ) +
    hill(
      [
        [-20, 560],
        [280, 520],
        [700, 555],
        [1100, 520],
        [1460, 550],
      ],
      H,
      C.green300,
    ) +
    [120, 160, 200, 240, 1180, 1220, 1260].map((x, i) => pine(x, 560 - (i % 2) * 6, 70 + (i % 3) * 14, C.green900)).join('') +
    rect(1010, 505, 90, 50, '#f4f1ea') +
    polygon([[1000, 508], [1055, 470], [1110, 508]], '#9b4b32') +
    rect(1035, 525, 16, 30, C.woodDark) +
    hill(
      [
        [-20, 600],
        [400, 585],
        [900, 598],
        [1460, 592],
      ],
      H,
      C.green500,
    ) +
    furrows +
    crops +
    polygon([[900, horizon], [960, horizon + 3], [1300, H], [1180, H]], '#cdb38a') +
    tractor
  )
}

/** A racing motorcycle at full speed, blank sponsor boards behind: the brand's sponsoring. */
function motorrad(): string {
  const W = 1440
  const H = 810
  const random = seeded(7)
  const crowd = (() => {
    const colours = [C.brand, C.blue, C.amber, C.white, C.steel500, '#d85a46', C.green500, C.amberLight]
    const out: string[] = []
    for (let row = 0; row < 5; row++) for (let i = 0; i < 70; i++) out.push(circle(20 + i * 20 + (row % 2) * 10, 230 + row * 22, 7, colours[Math.floor(random() * colours.length)]!))
    return out.join('')
  })()
  const boards = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = i * 250 - 20
      return rect(x, 362, 230, 48, i % 2 ? C.brand : C.white) + rect(x + 20, 380, 190, 12, i % 2 ? C.amber : C.blue, ' rx="6" opacity=".9"')
    })
    .join('')
  // Side view, wheels 340 apart, the rider tucked behind the screen; the local origin is the rear axle.
  const bike = (() => {
    const r = 64
    const limb = (points: readonly Point[], width: number, colour: string) =>
      `<polyline points="${pts(points)}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
    return `<g transform="translate(560 600) scale(1.15)">${[
      ellipse(170, r + 4, 250, 12, '#000', ' opacity=".28"'),
      wheel(0, 0, r, C.amber),
      wheel(340, 0, r, C.amber),
      circle(340, 0, r * 0.48, 'none', ` stroke="${C.steel300}" stroke-width="6"`),
      line(0, 0, 125, -45, C.steel700, 16, ' stroke-linecap="round"'),
      line(340, 0, 296, -128, C.steel300, 12, ' stroke-linecap="round"'),
      line(332, -6, 290, -126, C.amber, 5, ' stroke-linecap="round"'),
      polygon(
        [
          [110, -70],
          [235, -80],
          [255, -18],
          [140, -12],
        ],
        C.steel900,
      ),
      `<path d="M20,-52 L96,-40 L92,-24 L16,-36 Z" fill="${C.steel300}"/>`,
      `<path d="M70,-100 L-40,-138 L-28,-150 L40,-126 L140,-118 L130,-92 Z" fill="url(#fairing)"/>`,
      `<path d="M-34,-140 L-20,-150 L-6,-142 L-22,-132 Z" fill="${C.amber}"/>`,
      `<path d="M126,-116 L250,-122 L338,-164 Q384,-156 378,-112 L352,-62 L312,-30 L150,-24 Q126,-60 126,-116 Z" fill="url(#fairing)"/>`,
      `<path d="M162,-62 L336,-80 L320,-52 L166,-40 Z" fill="${C.white}"/>`,
      `<path d="M168,-50 L326,-64 L318,-56 L168,-44 Z" fill="${C.amber}"/>`,
      `<path d="M350,-130 L376,-126 L374,-112 L352,-116 Z" fill="${C.amberLight}"/>`,
      limb(
        [
          [110, -128],
          [196, -92],
          [150, -52],
        ],
        30,
        C.brandDark,
      ),
      rect(128, -60, 52, 20, C.steel900, ' rx="8"'),
      limb(
        [
          [100, -140],
          [214, -178],
        ],
        56,
        C.brand,
      ),
      limb(
        [
          [120, -166],
          [200, -190],
        ],
        8,
        C.amber,
      ),
      limb(
        [
          [222, -170],
          [268, -136],
          [302, -146],
        ],
        22,
        C.brand,
      ),
      circle(302, -146, 11, C.steel900),
      circle(262, -196, 36, C.white),
      `<path d="M266,-214 Q298,-212 296,-188 L262,-184 Z" fill="#1a2430"/>`,
      `<path d="M230,-214 Q254,-234 284,-224" fill="none" stroke="${C.blue}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M292,-150 Q318,-196 356,-168 L338,-158 Q322,-176 300,-146 Z" fill="#9cc5ec" opacity=".8"/>`,
    ].join('')}</g>`
  })()
  const speed = [0, 1, 2, 3, 4]
    .map((i) => `<path d="M${150 + i * 40},${470 + i * 36} L${470 + i * 10},${470 + i * 36}" stroke="#fff" stroke-width="${7 - i}" stroke-linecap="round" opacity=".6"/>`)
    .join('')
  const kerb = (() => {
    const out: string[] = []
    for (let i = 0; i < 24; i++) {
      const t0 = i / 24
      const t1 = (i + 1) / 24
      const at = (t: number, off: number): Point => [-60 + t * 1600, 470 + Math.sin(t * Math.PI * 0.9) * 150 + off - t * 80]
      out.push(polygon([at(t0, 0), at(t1, 0), at(t1, 26), at(t0, 26)], i % 2 ? C.white : C.blue))
    }
    return out.join('')
  })()
  return (
    defs(
      vertical('asphalt', [
        [0, '#5a626b'],
        [1, '#3c434b'],
      ]),
      vertical('fairing', [
        [0, '#2a74c0'],
        [1, C.brand],
      ]),
    ) +
    rect(0, 0, W, 260, 'url(#sky)') +
    cloud(300, 90, 0.8) +
    cloud(1100, 70, 1) +
    rect(0, 190, W, 180, C.steel300) +
    polygon([[0, 150], [W, 150], [W, 190], [0, 200]], C.steel700) +
    rect(0, 200, W, 10, C.steel900) +
    crowd +
    rect(0, 340, W, 22, C.steel500) +
    rect(0, 362, W, 48, C.steel700) +
    boards +
    rect(0, 410, W, 400, C.green500) +
    `<path d="M-60,470 ${Array.from({ length: 33 }, (_, i) => {
      const t = i / 32
      return `L${n(-60 + t * 1600)},${n(470 + Math.sin(t * Math.PI * 0.9) * 150 - t * 80)}`
    }).join(' ')} L${W + 100},${H} L-60,${H} Z" fill="url(#asphalt)"/>` +
    kerb +
    `<path d="M-60,760 Q700,690 1500,770" fill="none" stroke="#fff" stroke-width="8" opacity=".8"/>` +
    speed +
    bike
  )
}

/** The team: four colleagues in work clothes in front of the plant's outline. */
function team(): string {
  const W = 1440
  const H = 960
  const skyline =
    [
      [120, 420, 120, 300],
      [260, 380, 140, 340],
      [1060, 400, 130, 320],
      [1200, 430, 120, 290],
    ]
      .map(([x, y, w, h]) => cylinder(x!, y!, w!, h!, { body: '#c3d5e6', top: '#d5e3f0', bands: [[0.2, 0.3]], bandFill: '#b0c7dd' }))
      .join('') +
    rect(440, 320, 560, 400, '#c3d5e6') +
    Array.from({ length: 24 }, (_, i) => rect(470 + (i % 8) * 66, 350 + Math.floor(i / 8) * 70, 44, 40, '#d8e5f1')).join('')
  const people = [
    person(360, 880, 560, { skin: '#f0c4a0', hair: '#6b4a2f', hairStyle: 'short', top: C.blue, topShade: C.brand, trousers: C.brand, hardHat: C.white, stripes: C.amberLight }),
    person(620, 880, 520, { skin: '#8d5a3b', hair: '#1e1612', hairStyle: 'bun', top: C.bluePale, topShade: '#8bb3d8', trousers: C.steel700, coat: true }),
    person(860, 880, 545, { skin: '#e4b18e', hair: '#8a4f2a', hairStyle: 'long', top: C.steel700, topShade: C.steel900, trousers: '#3c4a57', vest: C.amber }),
    person(1100, 880, 575, { skin: '#c48b62', hair: '#2c211b', hairStyle: 'short', top: C.brand, topShade: C.brandDark, trousers: '#34404c', tablet: true }),
  ]
  return (
    defs(
      vertical('backdrop', [
        [0, '#eef4fa'],
        [1, '#d5e2ee'],
      ]),
      vertical('ground', [
        [0, '#c9d6e2'],
        [1, '#e8eef4'],
      ]),
    ) +
    rect(0, 0, W, H, 'url(#backdrop)') +
    circle(720, 360, 420, '#fff', ' opacity=".45"') +
    skyline +
    rect(0, 720, W, 240, 'url(#ground)') +
    people.join('')
  )
}

/** The product range's packs: a 1 l bottle, a 5 l canister and a 60 l drum in the brand's blue with a blank label band. */
function kanister(): string {
  const W = 720
  const H = 960
  const label = (x: number, y: number, w: number, h: number, ry: number) =>
    `<path d="M${x},${y} A${n(w / 2)},${n(ry)} 0 0 0 ${x + w},${y} L${x + w},${y + h} A${n(w / 2)},${n(ry)} 0 0 1 ${x},${y + h} Z" fill="url(#label)"/>` +
    `<path d="M${x},${y + h * 0.78} A${n(w / 2)},${n(ry)} 0 0 0 ${x + w},${y + h * 0.78} L${x + w},${y + h * 0.86} A${n(w / 2)},${n(ry)} 0 0 1 ${x},${y + h * 0.86} Z" fill="${C.amber}"/>`
  const drum60 = (() => {
    const x = 60
    const y = 250
    const w = 330
    const h = 460
    const ry = 44
    // Inset by half the stroke: the arc's ends are vertical, so a stroke from the very edge would stick out.
    const hoop = (f: number) => `<path d="M${x + 5},${y + h * f} A${w / 2 - 5},${ry} 0 0 0 ${x + w - 5},${y + h * f}" fill="none" stroke="#001a35" stroke-width="10" opacity=".45"/>`
    return (
      shadow(x + w / 2, y + h + 30, 230, 40) +
      cylinder(x, y, w, h, { body: 'url(#blue-cyl)', top: '#2b67a3', ry }) +
      ellipse(x + w / 2, y, w / 2 - 14, ry - 6, '#1e5a96') +
      circle(x + w * 0.72, y + 2, 16, C.brandDark) +
      circle(x + w * 0.72, y - 1, 11, C.amber) +
      circle(x + w * 0.3, y - 8, 10, C.brandDark) +
      hoop(0.2) +
      hoop(0.85) +
      label(x, y + h * 0.36, w, h * 0.3, ry) +
      rect(x + w * 0.3, y + ry + 16, w * 0.08, h - ry - 10, '#fff', ' opacity=".12"')
    )
  })()
  // A jerrycan seen a little from the right and above: the side and top faces behind the front, the handle
  // and the spout on the top face.
  const canister = (() => {
    const x = 300
    const y = 470
    const w = 250
    const h = 370
    const [dx, dy] = [46, -26]
    const onTop = (fx: number, fd: number): Point => [x + fx + dx * fd, y + 4 + dy * fd]
    const [hx, hy] = onTop(110, 0.5)
    const [sx, sy] = onTop(22, 0.45)
    return (
      shadow(x + w / 2 + 20, y + h + 8, 190, 26) +
      polygon(
        [
          [x + w - 12, y + 4],
          [x + w - 12 + dx, y + 4 + dy],
          [x + w - 12 + dx, y + h - 20 + dy],
          [x + w - 12, y + h - 20],
        ],
        C.brandDark,
      ) +
      polygon([onTop(16, 0), onTop(16, 1), onTop(w - 12, 1), onTop(w - 12, 0)], '#2b67a3') +
      rect(x, y, w, h, 'url(#can)', ' rx="26"') +
      `<path d="M${hx},${hy} L${hx},${hy - 66} Q${hx},${hy - 86} ${hx + 20},${hy - 86} L${hx + 100},${hy - 86} Q${hx + 120},${hy - 86} ${hx + 120},${hy - 66} L${hx + 120},${hy + 4} L${hx + 86},${hy + 4} L${hx + 86},${hy - 50} L${hx + 34},${hy - 50} L${hx + 34},${hy} Z" fill="${C.brand}"/>` +
      rect(sx, sy - 48, 60, 54, C.brand, ' rx="8"') +
      rect(sx - 6, sy - 76, 72, 34, C.amber, ' rx="8"') +
      [0, 1, 2].map((i) => rect(sx + 2 + i * 22, sy - 72, 10, 26, C.amberDark, ' rx="3"')).join('') +
      rect(x + 22, y + 110, w - 44, 150, 'url(#label)', ' rx="10"') +
      rect(x + 22, y + 226, w - 44, 14, C.amber) +
      rect(x + 16, y + 24, 20, h - 64, '#fff', ' opacity=".18" rx="10"')
    )
  })()
  const bottle = (() => {
    const x = 520
    const base = 900
    const w = 150
    return (
      shadow(x + w / 2, base + 4, 110, 18) +
      `<path d="M${x},${base - 20} L${x},${base - 220} Q${x},${base - 262} ${x + 36},${base - 282} L${x + 52},${base - 300} L${x + 98},${base - 300} L${x + 114},${base - 282} Q${x + w},${base - 262} ${x + w},${base - 220} L${x + w},${base - 20} Q${x + w},${base} ${x + w - 20},${base} L${x + 20},${base} Q${x},${base} ${x},${base - 20} Z" fill="url(#bottle)"/>` +
      rect(x + 46, base - 346, 58, 50, C.amber, ' rx="8"') +
      [0, 1, 2, 3].map((i) => rect(x + 52 + i * 13, base - 340, 6, 38, C.amberDark, ' rx="3"')).join('') +
      rect(x, base - 180, w, 110, 'url(#label)') +
      rect(x, base - 96, w, 10, C.amber) +
      rect(x + 18, base - 250, 14, 220, '#fff', ' opacity=".25" rx="7"')
    )
  })()
  return (
    defs(
      vertical('studio', [
        [0, '#f6f8fb'],
        [0.62, '#dfe7ee'],
        [0.7, '#e9eff4'],
        [1, '#f3f6f9'],
      ]),
      horizontal('can', [
        [0, '#14579a'],
        [0.25, '#3c7fc2'],
        [0.6, '#0b4784'],
        [1, '#002a52'],
      ]),
      horizontal('bottle', [
        [0, '#0b4784'],
        [0.25, '#4a8bcb'],
        [0.55, '#14579a'],
        [1, '#00244a'],
      ]),
      horizontal('label', [
        [0, '#d9e1e8'],
        [0.3, '#ffffff'],
        [0.7, '#f2f5f8'],
        [1, '#c4cfd9'],
      ]),
    ) +
    rect(0, 0, W, H, 'url(#studio)') +
    circle(360, 420, 330, '#fff', ' opacity=".5"') +
    drum60 +
    canister +
    bottle
  )
}

/** The Alps over a lake: ranges in the haze, a mirrored lake, a shore with spruces. */
function alpenPanorama(): string {
  const W = 1500
  const H = 540
  const lake = 380
  const far = range(
    W,
    lake,
    [
      [80, 250],
      [200, 140],
      [320, 230],
      [470, 90],
      [600, 210],
      [740, 120],
      [880, 230],
      [1020, 70],
      [1160, 200],
      [1300, 110],
      [1440, 220],
    ],
    '#9fb9d3',
    0.36,
  )
  const near = range(
    W,
    lake,
    [
      [0, 330],
      [160, 250],
      [330, 340],
      [560, 230],
      [760, 340],
      [1000, 260],
      [1240, 345],
      [1400, 270],
    ],
    '#6f91b2',
    0.18,
  )
  const forest = hill(
    [
      [-20, 350],
      [200, 330],
      [520, 360],
      [900, 345],
      [1200, 360],
      [1520, 335],
    ],
    lake,
    '#3f6f5a',
  )
  const random = seeded(11)
  const spruces = Array.from({ length: 60 }, (_, i) => {
    const x = i * 26 + random() * 12
    return pine(x, lake + 2, 22 + random() * 16, '#2f5a48')
  }).join('')
  const ripples = Array.from({ length: 14 }, (_, i) => {
    const y = lake + 16 + i * 11
    const x = (i * 173) % 1300
    return rect(x, y, 80 + (i % 4) * 30, 2, '#fff', ' opacity=".35"')
  }).join('')
  return (
    defs(
      vertical('sky-alps', [
        [0, '#3f86cf'],
        [0.7, '#a8d0f0'],
        [1, '#eaf4fb'],
      ]),
      vertical('lake', [
        [0, '#5d93c2'],
        [1, '#1f5b8f'],
      ]),
    ) +
    rect(0, 0, W, lake, 'url(#sky-alps)') +
    sun(1220, 80, 34) +
    cloud(380, 70, 0.7, 0.8) +
    cloud(860, 50, 0.55, 0.7) +
    far +
    near +
    forest +
    spruces +
    rect(0, lake, W, H - lake, 'url(#lake)') +
    `<g transform="translate(0 ${lake * 2}) scale(1 -1)" opacity=".28">${far}${near}${forest}</g>` +
    ripples +
    `<g transform="translate(980 430)">${polygon([[0, -70], [0, 0], [48, 0]], '#fff')}${polygon([[-6, -56], [-6, 0], [-40, 0]], '#eef2f5')}<path d="M-50,4 L60,4 L48,18 L-38,18 Z" fill="${C.brand}"/></g>` +
    hill(
      [
        [-20, 470],
        [180, 450],
        [380, 500],
        [520, H + 10],
      ],
      H + 10,
      C.green500,
    ) +
    [30, 80, 130, 210].map((x, i) => pine(x, 480 + i * 8, 90 - i * 8, C.green900)).join('') +
    rect(240, 440, 70, 44, '#f4f1ea') +
    polygon([[230, 444], [275, 414], [320, 444]], '#8a4a2e') +
    rect(262, 458, 14, 26, C.woodDark)
  )
}

export const SCENES: readonly Scene[] = [
  {
    name: 'werk',
    width: 1440,
    height: 960,
    alt: {
      de: 'Schmierstoffwerk mit Tanklager, Produktionshalle und Bürogebäude vor schneebedeckten Alpen unter blauem Himmel',
      fr: 'Usine de lubrifiants avec parc de citernes, halle de production et bâtiment administratif devant les Alpes enneigées sous un ciel bleu',
      it: 'Stabilimento di lubrificanti con serbatoi, capannone di produzione e palazzina uffici davanti alle Alpi innevate sotto un cielo azzurro',
      en: 'Lubricants plant with storage tanks, a production hall and an office building in front of snow-capped Alps under a blue sky',
    },
    draw: werk,
  },
  {
    name: 'labor',
    width: 1440,
    height: 960,
    alt: {
      de: 'Labor mit Kolben und Reagenzgläsern, einem Rotationsviskosimeter und einer bernsteinfarbenen Ölprobe im Becherglas',
      fr: 'Laboratoire avec fioles et éprouvettes, un viscosimètre rotatif et un échantillon d’huile ambré dans un bécher',
      it: 'Laboratorio con beute e provette, un viscosimetro rotazionale e un campione di olio color ambra in un becher',
      en: 'Laboratory with flasks and test tubes, a rotational viscometer and an amber oil sample in a beaker',
    },
    draw: labor,
  },
  {
    name: 'lager',
    width: 1440,
    height: 960,
    alt: {
      de: 'Lagerhalle mit blauen Fässern und IBC-Containern in Regalen und einem Gabelstapler, der eine Palette Fässer trägt',
      fr: 'Entrepôt avec des fûts bleus et des conteneurs IBC sur des rayonnages et un chariot élévateur portant une palette de fûts',
      it: 'Magazzino con fusti blu e cisternette IBC sugli scaffali e un carrello elevatore che trasporta un pallet di fusti',
      en: 'Warehouse with blue drums and IBC containers on racks and a forklift carrying a pallet of drums',
    },
    draw: lager,
  },
  {
    name: 'windpark',
    width: 1440,
    height: 810,
    alt: {
      de: 'Windräder und Solaranlagen auf grünen Hügeln unter blauem Himmel',
      fr: 'Éoliennes et panneaux solaires sur des collines verdoyantes sous un ciel bleu',
      it: 'Pale eoliche e pannelli solari su verdi colline sotto un cielo azzurro',
      en: 'Wind turbines and solar panels on green hills under a blue sky',
    },
    draw: windpark,
  },
  {
    name: 'werkstatt',
    width: 1440,
    height: 960,
    alt: {
      de: 'Werkstatt mit einem Auto auf der Hebebühne beim Ölwechsel: Das Altöl läuft in einen Auffangbehälter',
      fr: 'Atelier avec une voiture sur le pont élévateur pendant une vidange: l’huile usagée s’écoule dans un récupérateur',
      it: 'Officina con un’auto sul ponte sollevatore durante il cambio dell’olio: l’olio esausto scorre in un recuperatore',
      en: 'Workshop with a car on a lift during an oil change: the used oil drains into a collector',
    },
    draw: werkstatt,
  },
  {
    name: 'traktor',
    width: 1440,
    height: 960,
    alt: {
      de: 'Blauer Traktor auf einem gepflügten Feld, dahinter Wiesen, ein Bauernhof und die Alpen',
      fr: 'Tracteur bleu dans un champ labouré, avec des prés, une ferme et les Alpes en arrière-plan',
      it: 'Trattore blu in un campo arato, sullo sfondo prati, una fattoria e le Alpi',
      en: 'Blue tractor on a ploughed field, with meadows, a farm and the Alps behind',
    },
    draw: traktor,
  },
  {
    name: 'motorrad',
    width: 1440,
    height: 810,
    alt: {
      de: 'Rennmotorrad mit Fahrer in voller Fahrt auf der Rennstrecke, dahinter Tribüne mit Publikum und Werbebanden',
      fr: 'Moto de course et son pilote lancés à pleine vitesse sur le circuit, avec la tribune, le public et les panneaux publicitaires en arrière-plan',
      it: 'Moto da corsa con pilota a tutta velocità sul circuito, sullo sfondo la tribuna con il pubblico e i cartelloni pubblicitari',
      en: 'Racing motorcycle and rider at full speed on the track, with the grandstand, spectators and advertising boards behind',
    },
    draw: motorrad,
  },
  {
    name: 'team',
    width: 1440,
    height: 960,
    alt: {
      de: 'Vier Mitarbeitende in Arbeitskleidung: Schutzhelm und Overall, Laborkittel, Warnweste und Jacke mit Tablet',
      fr: 'Quatre collaborateurs en tenue de travail: casque et combinaison, blouse de laboratoire, gilet de sécurité et veste avec tablette',
      it: 'Quattro collaboratori in abiti da lavoro: casco e tuta, camice da laboratorio, gilet ad alta visibilità e giacca con tablet',
      en: 'Four colleagues in work clothes: hard hat and overalls, lab coat, high-visibility vest and a jacket with a tablet',
    },
    draw: team,
  },
  {
    name: 'kanister',
    width: 720,
    height: 960,
    alt: {
      de: 'Gebinde in Markenblau mit leerem Etikettenband: 1-Liter-Flasche, 5-Liter-Kanister und 60-Liter-Fass',
      fr: 'Emballages bleus de la marque avec une bande d’étiquette vierge: bouteille de 1 litre, bidon de 5 litres et fût de 60 litres',
      it: 'Confezioni blu del marchio con fascia dell’etichetta vuota: bottiglia da 1 litro, tanica da 5 litri e fusto da 60 litri',
      en: 'Packs in the brand’s blue with a blank label band: a 1 litre bottle, a 5 litre canister and a 60 litre drum',
    },
    draw: kanister,
  },
  {
    name: 'alpen-panorama',
    width: 1500,
    height: 540,
    alt: {
      de: 'Alpenpanorama mit schneebedeckten Gipfeln, die sich in einem See spiegeln, Segelboot und Tannen am Ufer',
      fr: 'Panorama alpin avec des sommets enneigés qui se reflètent dans un lac, un voilier et des sapins sur la rive',
      it: 'Panorama alpino con cime innevate che si specchiano in un lago, una barca a vela e abeti sulla riva',
      en: 'Alpine panorama with snow-capped peaks reflected in a lake, a sailing boat and spruces on the shore',
    },
    draw: alpenPanorama,
  },
]

// ---------------------------------------------------------------------------------------------
// The video: an oil change as a few seconds of animation (make-media.ts records it in Chromium)

/** What the video shows, its size and length. */
export const VIDEO = {
  name: 'oelwechsel',
  width: 960,
  height: 540,
  seconds: 5,
  alt: {
    de: 'Animation: Bernsteinfarbenes Motoröl fliesst aus einer blauen Flasche in den Einfüllstutzen eines Motors, die Zahnräder drehen sich, der Ölstand im Schauglas steigt',
    fr: 'Animation: de l’huile moteur ambrée coule d’une bouteille bleue dans le goulot de remplissage d’un moteur, les engrenages tournent, le niveau monte dans le voyant',
    it: 'Animazione: olio motore color ambra scorre da una bottiglia blu nel bocchettone di un motore, gli ingranaggi girano, il livello sale nella spia',
    en: 'Animation: amber engine oil pours from a blue bottle into an engine’s filler neck, the gears turn and the level rises in the sight glass',
  } satisfies Text,
} as const

/** A gear's outline around (0, 0) for Path2D: teeth from the root circle out to the tip circle, a hub and four lightening holes (even-odd). */
function gearPath(teeth: number, root: number, tip: number): string {
  const step = (Math.PI * 2) / teeth
  const at = (r: number, a: number) => `${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`
  const outline: string[] = []
  for (let i = 0; i < teeth; i++) {
    const a = i * step
    outline.push(at(root, a), at(root, a + step * 0.12), at(tip, a + step * 0.28), at(tip, a + step * 0.5), at(root, a + step * 0.66))
  }
  const hole = (cx: number, cy: number, r: number) => `M${n(cx + r)},${n(cy)} A${n(r)},${n(r)} 0 1 0 ${n(cx - r)},${n(cy)} A${n(r)},${n(r)} 0 1 0 ${n(cx + r)},${n(cy)} Z`
  const holes = [0, 1, 2, 3].map((k) => hole(Math.cos((k * Math.PI) / 2 + 0.4) * root * 0.58, Math.sin((k * Math.PI) / 2 + 0.4) * root * 0.58, root * 0.2))
  return `M${outline.join(' L')} Z ${hole(0, 0, root * 0.16)} ${holes.join(' ')}`
}

type Gear = { readonly path: string; readonly x: number; readonly y: number; readonly tip: number; readonly phase: number; readonly speed: number }

/** Where the moving parts are: what the backdrop leaves room for and the frames draw (plain data, it travels to the browser). */
export type OelwechselArt = {
  readonly gears: readonly Gear[]
  /** The bottle's mouth and the filler neck's opening: the stream runs between them. */
  readonly mouth: Point
  readonly neck: Point
  /** The sight glass on the block, and where a drop of oil falls from the small gear to the floor. */
  readonly glass: { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
  readonly floor: number
  readonly seconds: number
}

const GEAR_BIG = { x: 250, y: 330, teeth: 27, pitch: 74 }
const GEAR_SMALL = { teeth: 15, angle: (130 * Math.PI) / 180 }
const smallPitch = (GEAR_BIG.pitch * GEAR_SMALL.teeth) / GEAR_BIG.teeth
const smallAt: Point = [GEAR_BIG.x + Math.cos(GEAR_SMALL.angle) * (GEAR_BIG.pitch + smallPitch), GEAR_BIG.y + Math.sin(GEAR_SMALL.angle) * (GEAR_BIG.pitch + smallPitch)]
const bigSpeed = 0.6

export const OELWECHSEL_ART: OelwechselArt = {
  gears: [
    // Phases put a tooth of the big gear into a gap of the small one where they meet; speeds in the teeth's ratio.
    { path: gearPath(GEAR_BIG.teeth, GEAR_BIG.pitch - 6, GEAR_BIG.pitch + 6), x: GEAR_BIG.x, y: GEAR_BIG.y, tip: GEAR_BIG.pitch + 6, phase: GEAR_SMALL.angle - 0.39 * ((Math.PI * 2) / GEAR_BIG.teeth), speed: bigSpeed },
    {
      path: gearPath(GEAR_SMALL.teeth, smallPitch - 6, smallPitch + 6),
      x: smallAt[0],
      y: smallAt[1],
      tip: smallPitch + 6,
      phase: GEAR_SMALL.angle + Math.PI - 0.89 * ((Math.PI * 2) / GEAR_SMALL.teeth),
      speed: (-bigSpeed * GEAR_BIG.teeth) / GEAR_SMALL.teeth,
    },
  ],
  mouth: [604, 136],
  neck: [584, 190],
  glass: { x: 604, y: 320, w: 26, h: 118 },
  floor: 500,
  seconds: VIDEO.seconds,
}

/** The still parts of the video: backdrop, engine, bottle (rendered once to an image the frames start from). */
export const OELWECHSEL_BACKDROP: Pick<Scene, 'width' | 'height' | 'draw'> = {
  width: VIDEO.width,
  height: VIDEO.height,
  draw: () => {
    const art = OELWECHSEL_ART
    const [nx, ny] = art.neck
    const [mx, my] = art.mouth
    const { x: gx, y: gy, w: gw, h: gh } = art.glass
    const [big, small] = art.gears as [Gear, Gear]
    const bottle = `<g transform="translate(${mx} ${my}) rotate(-35)">${[
      rect(0, -14, 40, 28, C.brand),
      rect(0, -16, 9, 32, '#2b67a3', ' rx="3"'),
      `<path d="M40,-14 L76,-54 L76,54 L40,14 Z" fill="url(#bottle-v)"/>`,
      rect(72, -56, 150, 112, 'url(#bottle-v)', ' rx="14"'),
      rect(110, -56, 80, 112, 'url(#label-v)'),
      rect(110, 26, 80, 9, C.amber),
      rect(80, -44, 140, 10, '#fff', ' opacity=".22" rx="5"'),
    ].join('')}</g>`
    // The timing cover behind the gears: both gears' circles and the band between them.
    const cover = (() => {
      const [r1, r2] = [big.tip + 14, small.tip + 14]
      const angle = Math.atan2(small.y - big.y, small.x - big.x) + Math.PI / 2
      const off = (x: number, y: number, r: number, side: number): Point => [x + Math.cos(angle) * r * side, y + Math.sin(angle) * r * side]
      return (
        circle(big.x, big.y, r1, '#17222d') +
        circle(small.x, small.y, r2, '#17222d') +
        polygon([off(big.x, big.y, r1, 1), off(small.x, small.y, r2, 1), off(small.x, small.y, r2, -1), off(big.x, big.y, r1, -1)], '#17222d') +
        [0, 1, 2, 3, 4].map((k) => circle(big.x + Math.cos(k * 1.1 - 2.6) * (r1 - 7), big.y + Math.sin(k * 1.1 - 2.6) * (r1 - 7), 3.5, C.steel500)).join('')
      )
    })()
    // Spark plug leads: a boot on the valve cover per cylinder, the cables running back to the left.
    const leads = [390, 450, 510, 570]
      .map((x, i) => `<path d="M${x},212 Q${x - 20},${190 - i * 4} ${330 - i * 6},${196 + i * 5}" fill="none" stroke="${C.steel900}" stroke-width="6" stroke-linecap="round"/>` + rect(x - 9, 206, 18, 16, C.steel900, ' rx="4"'))
      .join('')
    const filter =
      rect(664, 380, 18, 30, C.steel700) +
      rect(676, 350, 64, 96, 'url(#filter)', ' rx="10"') +
      [0, 1, 2, 3, 4, 5].map((i) => line(682, 366 + i * 13, 734, 366 + i * 13, '#001a35', 3, ' opacity=".35"')).join('') +
      rect(676, 438, 64, 10, C.steel500, ' rx="4"')
    const ticks = [0.2, 0.4, 0.6, 0.8].map((f) => line(gx + gw + 2, gy + gh * f, gx + gw + 12, gy + gh * f, C.steel100, 3)).join('')
    return (
      defs(
        radial(
          'studio',
          [
            [0, '#145ea6'],
            [0.55, '#063a6f'],
            [1, '#001a34'],
          ],
          0.58,
          0.35,
          0.75,
        ),
        vertical('bottle-v', [
          [0, '#00244a'],
          [0.3, '#4a8bcb'],
          [0.55, '#14579a'],
          [1, '#001f40'],
        ]),
        vertical('label-v', [
          [0, '#c4cfd9'],
          [0.3, '#ffffff'],
          [1, '#c4cfd9'],
        ]),
        vertical('cover', [
          [0, '#2f7dc9'],
          [1, C.brand],
        ]),
        vertical('pan', [
          [0, C.steel500],
          [1, C.steel700],
        ]),
        horizontal('filter', [
          [0, '#0b4784'],
          [0.35, '#4a8bcb'],
          [1, '#00244a'],
        ]),
        vertical('floor-v', [
          [0, '#00284f'],
          [1, '#00162c'],
        ]),
      ) +
      rect(0, 0, VIDEO.width, VIDEO.height, 'url(#studio)') +
      rect(0, art.floor, VIDEO.width, VIDEO.height - art.floor, 'url(#floor-v)') +
      line(0, art.floor, VIDEO.width, art.floor, '#fff', 2, ' opacity=".12"') +
      ellipse(480, art.floor + 6, 330, 16, '#000', ' opacity=".35"') +
      ellipse(small.x, art.floor + 4, 26, 5, C.amberDark, ' opacity=".8"') +
      cover +
      // Block, head, valve cover with the filler neck, oil pan.
      polygon(
        [
          [340, 468],
          [650, 468],
          [628, 494],
          [362, 494],
        ],
        'url(#pan)',
      ) +
      rect(310, 292, 360, 180, 'url(#steel)', ' rx="12"') +
      [0, 1, 2, 3, 4].map((i) => rect(322, 318 + i * 24, 268, 7, '#000', ' opacity=".09" rx="3"')).join('') +
      [380, 450, 520].map((x) => circle(x, 440, 9, C.steel500) + circle(x, 440, 5, C.steel300)).join('') +
      rect(320, 250, 340, 46, 'url(#steel)', ' rx="8"') +
      rect(320, 290, 340, 6, '#000', ' opacity=".15"') +
      rect(330, 204, 320, 50, 'url(#cover)', ' rx="18"') +
      [0, 1, 2].map((i) => rect(360, 214 + i * 10, 170, 4, '#fff', ' opacity=".22" rx="2"')).join('') +
      [350, 430, 510, 630].map((x) => circle(x, 246, 5, C.steel300)).join('') +
      leads +
      rect(nx - 18, ny, 36, 22, 'url(#steel)') +
      ellipse(nx, ny, 20, 7, C.steel300) +
      ellipse(nx, ny, 15, 5, '#1d1406') +
      // The sight glass (the frames draw the oil in it) and the cap lying on the floor.
      rect(gx - 6, gy - 6, gw + 12, gh + 12, C.steel900, ` rx="${(gw + 12) / 2}"`) +
      rect(gx, gy, gw, gh, '#3c5870', ` rx="${gw / 2}"`) +
      ticks +
      ellipse(800, art.floor + 8, 28, 8, C.amberDark) +
      rect(772, art.floor - 12, 56, 20, C.amber, ' rx="6"') +
      ellipse(800, art.floor - 12, 28, 8, C.amberLight) +
      // The oil filter on the right, the dipstick's ring on the left, and the bottle, tilted to pour.
      filter +
      rect(336, 262, 6, 40, C.steel700) +
      circle(339, 256, 10, 'none', ` stroke="${C.amber}" stroke-width="5"`) +
      bottle
    )
  },
}

/**
 * Draws the video's frame at `t` seconds over the backdrop: the gears turning, the stream of oil with light running
 * down it, drops splashing at the neck and dripping from the small gear, the level rising in the sight glass. It runs
 * in the browser (make-media.ts hands it over as source text): it uses only its arguments.
 */
export function drawOelwechselFrame(ctx: CanvasRenderingContext2D, t: number, art: OelwechselArt, backdrop: CanvasImageSource): void {
  const amber = '#e8951c'
  const amberLight = '#ffcf70'
  const amberDark = '#b5610b'
  ctx.drawImage(backdrop, 0, 0)

  for (const gear of art.gears) {
    const shape = new Path2D(gear.path)
    ctx.save()
    ctx.translate(gear.x, gear.y)
    ctx.save()
    ctx.rotate(gear.phase + gear.speed * t)
    const steel = ctx.createLinearGradient(-gear.tip, -gear.tip, gear.tip, gear.tip)
    steel.addColorStop(0, '#e9eef2')
    steel.addColorStop(0.5, '#9aa7b4')
    steel.addColorStop(1, '#56636f')
    ctx.fillStyle = steel
    ctx.fill(shape, 'evenodd')
    ctx.lineWidth = 2
    ctx.strokeStyle = '#2f3a45'
    ctx.stroke(shape)
    ctx.restore()
    // The film of oil on the teeth catches the light on the upper left, whatever the gear's angle.
    ctx.lineCap = 'round'
    ctx.strokeStyle = 'rgba(255, 207, 112, 0.75)'
    ctx.lineWidth = 4
    ctx.beginPath()
    ctx.arc(0, 0, gear.tip - 9, Math.PI * 1.05, Math.PI * 1.45)
    ctx.stroke()
    ctx.restore()
  }

  // A drop grows under the small gear, falls and lands in the puddle, every 1.25 s.
  const small = art.gears[1]
  if (small) {
    const cycle = (t % 1.25) / 1.25
    const x = small.x
    const top = small.y + small.tip - 4
    const fall = cycle < 0.65 ? 0 : ((cycle - 0.65) / 0.35) ** 2 * (art.floor - top)
    const r = cycle < 0.65 ? 2 + 4 * (cycle / 0.65) : 5
    if (top + fall + r < art.floor + 2) {
      ctx.fillStyle = amber
      ctx.beginPath()
      ctx.moveTo(x, top + fall - r * 2.2)
      ctx.quadraticCurveTo(x + r * 1.3, top + fall + r * 0.2, x, top + fall + r)
      ctx.quadraticCurveTo(x - r * 1.3, top + fall + r * 0.2, x, top + fall - r * 2.2)
      ctx.fill()
    }
  }

  // The level in the sight glass rises while the oil pours, with a few bubbles.
  const { x: gx, y: gy, w: gw, h: gh } = art.glass
  const progress = Math.min(1, t / art.seconds)
  const level = 0.22 + 0.58 * (progress * progress * (3 - 2 * progress))
  const surface = gy + gh * (1 - level)
  ctx.save()
  ctx.beginPath()
  ctx.roundRect(gx, gy, gw, gh, gw / 2)
  ctx.clip()
  const oil = ctx.createLinearGradient(0, surface, 0, gy + gh)
  oil.addColorStop(0, amberLight)
  oil.addColorStop(0.4, amber)
  oil.addColorStop(1, amberDark)
  ctx.fillStyle = oil
  ctx.fillRect(gx, surface, gw, gy + gh - surface)
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)'
  ctx.fillRect(gx, surface, gw, 2)
  for (let k = 0; k < 3; k++) {
    const rise = (t * 0.7 + k / 3) % 1
    const y = gy + gh - rise * (gy + gh - surface)
    ctx.beginPath()
    ctx.arc(gx + gw * (0.3 + 0.2 * k), y, 2.2, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.fillStyle = 'rgba(255, 255, 255, 0.25)'
  ctx.fillRect(gx + 4, gy, 4, gh)
  ctx.restore()

  // The stream: from the bottle's mouth in a slight curve into the neck, its edges trembling a little.
  const [mx, my] = art.mouth
  const [nx, ny] = art.neck
  const wobble = Math.sin(t * 9) * 1.6
  const cx = mx - 14 + wobble
  const cy = (my + ny) / 2
  const stream = ctx.createLinearGradient(0, my, 0, ny)
  stream.addColorStop(0, amberLight)
  stream.addColorStop(0.5, amber)
  stream.addColorStop(1, amberDark)
  ctx.fillStyle = stream
  ctx.beginPath()
  ctx.moveTo(mx - 8, my)
  ctx.quadraticCurveTo(cx - 6, cy, nx - 5, ny)
  ctx.lineTo(nx + 5, ny)
  ctx.quadraticCurveTo(cx + 6 - wobble * 0.5, cy, mx + 7, my)
  ctx.closePath()
  ctx.fill()
  // Light running down the stream shows it flowing.
  const along = (u: number): [number, number] => [(1 - u) ** 2 * mx + 2 * (1 - u) * u * cx + u * u * nx, (1 - u) ** 2 * my + 2 * (1 - u) * u * cy + u * u * ny]
  ctx.fillStyle = 'rgba(255, 246, 220, 0.8)'
  for (let k = 0; k < 3; k++) {
    const u = (t * 1.8 + k / 3) % 1
    const [x, y] = along(u)
    ctx.beginPath()
    ctx.ellipse(x - 1.5, y, 1.6, 4.5, 0, 0, Math.PI * 2)
    ctx.fill()
  }

  // Splashes at the opening: droplets thrown up and falling back, each on its own beat.
  const glow = ctx.createRadialGradient(nx, ny, 2, nx, ny, 34)
  glow.addColorStop(0, 'rgba(255, 207, 112, 0.55)')
  glow.addColorStop(1, 'rgba(255, 207, 112, 0)')
  ctx.fillStyle = glow
  ctx.fillRect(nx - 34, ny - 34, 68, 68)
  for (let k = 0; k < 6; k++) {
    const period = 0.55 + k * 0.07
    const age = ((t + k * 0.19) % period) / period
    const tau = age * 0.34
    const vx = (k % 2 ? 1 : -1) * (24 + k * 9)
    const x = nx + vx * tau
    const y = ny - 3 - (150 - k * 10) * tau + 0.5 * 900 * tau * tau
    if (y > ny) continue
    ctx.fillStyle = `rgba(232, 149, 28, ${1 - age * 0.6})`
    ctx.beginPath()
    ctx.arc(x, y, 2.4, 0, Math.PI * 2)
    ctx.fill()
  }
}
