/**
 * Draws one map tile as SVG (docs/simulated-cms.md "Map tiles"): sea, land, lakes, borders, towns. Each shape is
 * projected into the tile's pixels, skipped when its bounding box misses the tile and cut to the tile (with a margin
 * that hides the cut edges' strokes), so a tile carries only what it shows. Pure and deterministic: the same tile is
 * the same bytes on every run.
 *
 * Town names are placed once per zoom over the whole map (largest towns first, a name that would overlap another
 * name or dot is left out), and every tile a name reaches draws it at the same place: the neighbouring tile draws
 * the rest of a name that crosses a tile's edge, so names are never cut and none is lost near an edge, and two tiles
 * never disagree about which name wins a place.
 */
import { BORDERS, INLAND_SEAS, LAKES, LAND, TOWNS, type Town, type TownKind } from './geography'
import { mercatorX, mercatorY, TILE_SIZE } from './projection'

/**
 * Calm and light, so that the dealer finder's coloured markers stand out (spec 1 §3 map location): a grey-blue sea,
 * off-white land, grey borders, dark grey names (9.2:1 on the land, the quarters' names 5.9:1; WCAG asks 4.5:1). A
 * name's halo is the land's colour, so it reads the same over water.
 */
export const PALETTE = {
  sea: '#d4e1ea',
  land: '#f4f2ec',
  coast: '#b0c4d2',
  border: '#9ba2aa',
  text: '#3b4148',
  quarter: '#575e66',
  dot: '#4b5159',
} as const

/** The zoom from which a town of each kind is drawn (its dot and, room permitting, its name). */
export const TOWN_MIN_ZOOM: Readonly<Record<TownKind, number>> = { 1: 5, 2: 6, 3: 7, 4: 9, 5: 12 }
/** Borders from zoom 3: at zoom 2 the world is a single 1 024-pixel image and Europe's borders a tangle. */
const BORDER_MIN_ZOOM = 3

const FONT_SIZE: Readonly<Record<TownKind, number>> = { 1: 13, 2: 12.5, 3: 12, 4: 11.5, 5: 11 }
const DOT_RADIUS: Readonly<Record<TownKind, number>> = { 1: 3.5, 2: 3, 3: 2.5, 4: 2, 5: 0 }
/** How far outside the tile shapes are cut: beyond the coast's and borders' strokes, so no cut edge shows. */
const MARGIN = 4
/** Points of a ring or line closer than this (pixels) to the last one kept are dropped: detail nobody sees. */
const MIN_STEP = 1

// ---------------------------------------------------------------------------------------------
// Shapes, projected once into the world's unit square

type Shape = { readonly xs: Float64Array; readonly ys: Float64Array; readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number }

/** `lat lng, lat lng, …` as a shape in Mercator units; rings all wound the same way, so one path fills them all. */
function shape(text: string, ring: boolean): Shape {
  const pairs = text.split(',').map((pair) => pair.trim().split(/\s+/).map(Number) as [number, number])
  if (ring) {
    let area = 0
    pairs.forEach(([lat, lng], i) => {
      const [nextLat, nextLng] = pairs[(i + 1) % pairs.length]!
      area += lng * nextLat - nextLng * lat
    })
    if (area < 0) pairs.reverse()
  }
  const xs = Float64Array.from(pairs, ([, lng]) => mercatorX(lng))
  const ys = Float64Array.from(pairs, ([lat]) => mercatorY(lat))
  return { xs, ys, minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) }
}

const LAND_SHAPES = LAND.map((text) => shape(text, true))
const WATER_SHAPES = [...INLAND_SEAS, ...LAKES].map((text) => shape(text, true))
const BORDER_SHAPES = Object.values(BORDERS).map((text) => shape(text, false))

/** The tile as a window on the world: its origin and scale in pixels, and its cut rectangle in Mercator units. */
type View = { readonly scale: number; readonly ox: number; readonly oy: number; readonly min: [number, number]; readonly max: [number, number] }

function viewOf(z: number, x: number, y: number): View {
  const scale = TILE_SIZE * 2 ** z
  const ox = x * TILE_SIZE
  const oy = y * TILE_SIZE
  return { scale, ox, oy, min: [(ox - MARGIN) / scale, (oy - MARGIN) / scale], max: [(ox + TILE_SIZE + MARGIN) / scale, (oy + TILE_SIZE + MARGIN) / scale] }
}

const meets = (s: Shape, v: View) => s.maxX >= v.min[0] && s.minX <= v.max[0] && s.maxY >= v.min[1] && s.minY <= v.max[1]

/** One decimal: a tenth of a pixel is finer than any screen shows, and keeps the numbers short. */
const n = (value: number) => String(Math.round(value * 10) / 10)

// ---------------------------------------------------------------------------------------------
// Cutting to the tile

/**
 * A ring cut to the rectangle −MARGIN … TILE_SIZE + MARGIN (Sutherland–Hodgman, one side at a time), as flat
 * pixel coordinates x0, y0, x1, y1 …
 */
function clipRing(points: number[]): number[] {
  let ring = points
  for (const [axis, bound, below] of [
    [0, -MARGIN, false],
    [0, TILE_SIZE + MARGIN, true],
    [1, -MARGIN, false],
    [1, TILE_SIZE + MARGIN, true],
  ] as const) {
    const input = ring
    ring = []
    const count = input.length / 2
    if (count === 0) break
    const inside = (i: number) => (below ? input[i * 2 + axis]! <= bound : input[i * 2 + axis]! >= bound)
    let previous = count - 1
    let previousInside = inside(previous)
    for (let i = 0; i < count; i++) {
      const currentInside = inside(i)
      if (currentInside !== previousInside) {
        const a = input[previous * 2 + axis]!
        const t = (bound - a) / (input[i * 2 + axis]! - a)
        const px = input[previous * 2]!
        const py = input[previous * 2 + 1]!
        ring.push(px + (input[i * 2]! - px) * t, py + (input[i * 2 + 1]! - py) * t)
      }
      if (currentInside) ring.push(input[i * 2]!, input[i * 2 + 1]!)
      previous = i
      previousInside = currentInside
    }
  }
  return ring
}

/** The part of a segment inside the cut rectangle (Liang–Barsky), or undefined. */
function clipSegment(x0: number, y0: number, x1: number, y1: number): [number, number, number, number] | undefined {
  const lo = -MARGIN
  const hi = TILE_SIZE + MARGIN
  const dx = x1 - x0
  const dy = y1 - y0
  let t0 = 0
  let t1 = 1
  for (const [p, q] of [
    [-dx, x0 - lo],
    [dx, hi - x0],
    [-dy, y0 - lo],
    [dy, hi - y0],
  ] as const) {
    if (p === 0) {
      if (q < 0) return undefined
      continue
    }
    const t = q / p
    if (p < 0) {
      if (t > t1) return undefined
      if (t > t0) t0 = t
    } else {
      if (t < t0) return undefined
      if (t < t1) t1 = t
    }
  }
  return [x0 + dx * t0, y0 + dy * t0, x0 + dx * t1, y0 + dy * t1]
}

/** A shape's points in the tile's pixels. */
function project(s: Shape, v: View): number[] {
  const points = new Array<number>(s.xs.length * 2)
  for (let i = 0; i < s.xs.length; i++) {
    points[i * 2] = s.xs[i]! * v.scale - v.ox
    points[i * 2 + 1] = s.ys[i]! * v.scale - v.oy
  }
  return points
}

/** The path data of the rings that meet the tile, cut to it; a ring smaller than a pixel is left out. */
function ringsPath(shapes: readonly Shape[], v: View): string {
  let d = ''
  for (const s of shapes) {
    if (!meets(s, v)) continue
    if ((s.maxX - s.minX) * v.scale < 1 && (s.maxY - s.minY) * v.scale < 1) continue
    const ring = clipRing(project(s, v))
    if (ring.length < 6) continue
    let part = `M${n(ring[0]!)} ${n(ring[1]!)}L`
    let lastX = ring[0]!
    let lastY = ring[1]!
    let kept = 1
    for (let i = 2; i < ring.length; i += 2) {
      const x = ring[i]!
      const y = ring[i + 1]!
      if (Math.abs(x - lastX) < MIN_STEP && Math.abs(y - lastY) < MIN_STEP) continue
      part += `${kept > 1 ? ' ' : ''}${n(x)} ${n(y)}`
      lastX = x
      lastY = y
      kept++
    }
    if (kept >= 3) d += `${part}Z`
  }
  return d
}

/** The path data of the border lines' parts inside the tile. */
function linesPath(shapes: readonly Shape[], v: View): string {
  let d = ''
  for (const s of shapes) {
    if (!meets(s, v)) continue
    const points = project(s, v)
    let open = false
    let lastX = 0
    let lastY = 0
    for (let i = 2; i < points.length; i += 2) {
      const cut = clipSegment(points[i - 2]!, points[i - 1]!, points[i]!, points[i + 1]!)
      if (!cut) {
        open = false
        continue
      }
      const [x0, y0, x1, y1] = cut
      const ends = x1 === points[i] && y1 === points[i + 1]
      // A segment cut at its start begins a new run; one that continues the last run only adds its end, unless that
      // is too close to the last point drawn and the run goes on.
      if (open && x0 === points[i - 2] && y0 === points[i - 1]) {
        if (ends && i + 2 < points.length && Math.abs(x1 - lastX) < MIN_STEP && Math.abs(y1 - lastY) < MIN_STEP) continue
        d += ` ${n(x1)} ${n(y1)}`
      } else d += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`
      lastX = x1
      lastY = y1
      open = ends
    }
  }
  return d
}

// ---------------------------------------------------------------------------------------------
// Towns and their names

type Box = readonly [x0: number, y0: number, x1: number, y1: number]
type Label = { readonly x: number; readonly y: number; readonly anchor: 'start' | 'end' | 'middle'; readonly box: Box }
/** A town as drawn at one zoom, in world pixels: its dot, and its name if it found room. */
type Placed = { readonly town: Town; readonly x: number; readonly y: number; readonly radius: number; readonly label?: Label }

/** A name's width in pixels, estimated from its letters (a sans-serif's narrow, wide and capital letters). */
function textWidth(text: string, size: number, bold: boolean): number {
  let em = 0
  for (const letter of text) {
    if (/[ijlft.,'’()/:;!| ]/.test(letter)) em += 0.3
    else if (/[mwMW]/.test(letter)) em += 0.86
    else if (letter !== letter.toLowerCase()) em += 0.7
    else em += 0.56
  }
  return em * size * (bold ? 1.07 : 1)
}

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]

/** Room kept around a name: its halo, and a little air. */
const PAD = 2

/** Where each town's dot and name go at zoom `z`, over the whole map; computed once per zoom. */
function placeTowns(z: number): Placed[] {
  const scale = TILE_SIZE * 2 ** z
  const shown = TOWNS.map((town, order) => ({ town, order }))
    .filter(({ town }) => TOWN_MIN_ZOOM[town[3]] <= z)
    .sort((a, b) => a.town[3] - b.town[3] || a.order - b.order)
  const dots: Box[] = shown.map(({ town }) => {
    const x = mercatorX(town[2]) * scale
    const y = mercatorY(town[1]) * scale
    const r = DOT_RADIUS[town[3]] + 1
    return [x - r, y - r, x + r, y + r]
  })
  const taken: Box[] = []
  return shown.map(({ town }, index) => {
    const [name, lat, lng, kind] = town
    const x = mercatorX(lng) * scale
    const y = mercatorY(lat) * scale
    const radius = DOT_RADIUS[kind]
    const size = FONT_SIZE[kind]
    const width = textWidth(name, size, kind <= 2)
    const gap = radius + 3
    // Right of the dot, left of it, above, below; a quarter's name (no dot) centred on its place.
    const candidates: Label[] = (
      radius === 0
        ? [{ x, y: y + size * 0.35, anchor: 'middle' as const, left: x - width / 2 }]
        : [
            { x: x + gap, y: y + size * 0.35, anchor: 'start' as const, left: x + gap },
            { x: x - gap, y: y + size * 0.35, anchor: 'end' as const, left: x - gap - width },
            { x, y: y - gap, anchor: 'middle' as const, left: x - width / 2 },
            { x, y: y + gap + size * 0.75, anchor: 'middle' as const, left: x - width / 2 },
          ]
    ).map(({ left, ...label }) => ({ ...label, box: [left - PAD, label.y - size * 0.75 - PAD, left + width + PAD, label.y + size * 0.25 + PAD] as const }))
    const label = candidates.find((candidate) => !taken.some((box) => overlaps(box, candidate.box)) && !dots.some((box, other) => other !== index && overlaps(box, candidate.box)))
    if (label) taken.push(label.box)
    return { town, x, y, radius, ...(label ? { label } : {}) }
  })
}

const placements = new Map<number, Placed[]>()
const placedAt = (z: number) => {
  let placed = placements.get(z)
  if (!placed) {
    placed = placeTowns(z)
    placements.set(z, placed)
  }
  return placed
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The kind's look of a name: size, weight, and the quarters' lighter italic. */
const NAME_STYLE =
  `text{font-family:Arial,Helvetica,'Liberation Sans',sans-serif;fill:${PALETTE.text};stroke:${PALETTE.land};stroke-width:3px;` +
  `stroke-linejoin:round;paint-order:stroke}.k1{font-size:13px;font-weight:700}.k2{font-size:12.5px;font-weight:700}` +
  `.k3{font-size:12px}.k4{font-size:11.5px}.k5{font-size:11px;font-style:italic;fill:${PALETTE.quarter}}`

function townsMarkup(z: number, v: View): string {
  const tile: Box = [v.ox, v.oy, v.ox + TILE_SIZE, v.oy + TILE_SIZE]
  let dots = ''
  let names = ''
  for (const { town, x, y, radius, label } of placedAt(z)) {
    const kind = town[3]
    if (radius > 0 && overlaps([x - radius - 2, y - radius - 2, x + radius + 2, y + radius + 2], tile)) {
      const cx = n(x - v.ox)
      const cy = n(y - v.oy)
      // A capital's dot is a ring, as on most maps.
      dots += kind === 1 ? `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${PALETTE.land}" stroke="${PALETTE.dot}" stroke-width="1.6"/>` : `<circle cx="${cx}" cy="${cy}" r="${radius}"/>`
    }
    if (label && overlaps(label.box, tile)) {
      const anchor = label.anchor === 'start' ? '' : ` text-anchor="${label.anchor}"`
      names += `<text x="${n(label.x - v.ox)}" y="${n(label.y - v.oy)}" class="k${kind}"${anchor}>${escapeText(town[0])}</text>`
    }
  }
  return (dots ? `<g fill="${PALETTE.dot}">${dots}</g>` : '') + (names ? `<style>${NAME_STYLE}</style>${names}` : '')
}

// ---------------------------------------------------------------------------------------------
// The tile

const borderWidth = (z: number) => (z <= 4 ? 0.7 : z <= 6 ? 0.9 : z <= 9 ? 1.2 : 1.5)

/** Tile z/x/y (OpenStreetMap's numbering) as an SVG document of 256 × 256 pixels. */
export function renderTile(z: number, x: number, y: number): string {
  const v = viewOf(z, x, y)
  const land = ringsPath(LAND_SHAPES, v)
  const water = ringsPath(WATER_SHAPES, v)
  const borders = z >= BORDER_MIN_ZOOM ? linesPath(BORDER_SHAPES, v) : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${PALETTE.sea}"/>` +
    (land ? `<path fill="${PALETTE.land}" stroke="${PALETTE.coast}" stroke-width=".8" d="${land}"/>` : '') +
    (water ? `<path fill="${PALETTE.sea}" stroke="${PALETTE.coast}" stroke-width=".8" d="${water}"/>` : '') +
    (borders ? `<path fill="none" stroke="${PALETTE.border}" stroke-width="${borderWidth(z)}" stroke-linejoin="round" stroke-linecap="round" d="${borders}"/>` : '') +
    townsMarkup(z, v) +
    '</svg>'
  )
}
