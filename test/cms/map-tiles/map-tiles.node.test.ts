import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { defaultAddresses } from '@/api/addresses'
import { INLAND_SEAS, LAKES, LAND, TOWNS } from './geography'
import { cachedTiles, CACHE_SIZE, MAP_TILES_PREFIX, tileEntry, tileOfPath } from './index'
import { tileAt } from './projection'
import { PALETTE, renderTile } from './render'
import { withTestCms } from '../test-cms'

// The dealer finder's map tiles (docs/simulated-cms.md "Map tiles"), drawn by the simulated CMS. What a tile shows is
// read back from its SVG: the rings of its land path and of its water path (lakes and inland seas), tested point by
// point as a browser fills them (non-zero winding).

type Surface = 'land' | 'water' | 'sea'

/** The rings of the tile's path filled with `fill`, as flat x, y lists. */
function ringsOf(svg: string, fill: string): number[][] {
  const d = new RegExp(`<path fill="${fill}"[^>]* d="([^"]*)"`).exec(svg)?.[1] ?? ''
  return d
    .split('M')
    .filter(Boolean)
    .map((ring) => ring.replace(/[LZ]/g, ' ').trim().split(/\s+/).map(Number))
}

/** Whether rings wind around a point (non-zero rule). */
function inside(rings: number[][], x: number, y: number): boolean {
  let winding = 0
  for (const ring of rings)
    for (let i = 0; i < ring.length; i += 2) {
      const [x0, y0] = [ring[i]!, ring[i + 1]!]
      const j = (i + 2) % ring.length
      const [x1, y1] = [ring[j]!, ring[j + 1]!]
      const side = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0)
      if (y0 <= y && y1 > y && side > 0) winding++
      else if (y0 > y && y1 <= y && side < 0) winding--
    }
  return winding !== 0
}

/** What a tile shows at its pixel (x, y). */
function surfaceAt(svg: string, x: number, y: number): Surface {
  if (inside(ringsOf(svg, PALETTE.sea), x, y)) return 'water'
  return inside(ringsOf(svg, PALETTE.land), x, y) ? 'land' : 'sea'
}

/** What a tile shows on a grid of 16 × 16 points. */
function surfaces(svg: string): Surface[] {
  const found: Surface[] = []
  for (let row = 0; row < 16; row++) for (let column = 0; column < 16; column++) found.push(surfaceAt(svg, column * 16 + 8, row * 16 + 8))
  return found
}

const tileOver = (lat: number, lng: number, z: number) => {
  const { x, y, px, py } = tileAt(lat, lng, z)
  return { svg: renderTile(z, x, y), x, y, px, py }
}

/** A `lat lng, …` ring as its points. */
const ringOf = (text: string) => text.split(',').map((pair) => pair.trim().split(/\s+/).map(Number) as [number, number])

/** Whether a ring holds a position (even-odd: each ring is simple). */
function ringHolds(points: [number, number][], lat: number, lng: number): boolean {
  let holds = false
  points.forEach(([lat0, lng0], i) => {
    const [lat1, lng1] = points[(i + 1) % points.length]!
    if (lat0 > lat !== lat1 > lat && lng < lng0 + ((lat - lat0) / (lat1 - lat0)) * (lng1 - lng0)) holds = !holds
  })
  return holds
}

describe('the projection', () => {
  it('puts Zürich into tile 2145/1434 at zoom 12, 47 pixels from its left edge and 92 from its top', () => {
    const { x, y, px, py } = tileAt(47.3769, 8.5417, 12)
    expect({ x, y }).toEqual({ x: 2145, y: 1434 })
    expect(px).toBeCloseTo(47.5, 1)
    expect(py).toBeCloseTo(92.28, 1)
  })

  it('agrees with the slippy-map formula of OpenStreetMap (asinh) everywhere the map goes', () => {
    for (const [lat, lng, z] of [
      [0, 0, 2],
      [51.4779, -0.0015, 10],
      [-33.8688, 151.2093, 7],
      [79.9, -179.9, 18],
      [-80, 179.9, 5],
    ] as const) {
      const size = 2 ** z
      const worldX = ((lng + 180) / 360) * size
      const worldY = ((1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2) * size
      const tile = tileAt(lat, lng, z)
      expect(tile.x + tile.px / 256).toBeCloseTo(worldX, 6)
      expect(tile.y + tile.py / 256).toBeCloseTo(worldY, 6)
    }
  })

  it('keeps the poles inside the square world', () => {
    expect(tileAt(89, 0, 3).y).toBe(0)
    expect(tileAt(-89, 0, 3).y).toBe(7)
  })
})

describe('what the tiles show', () => {
  it('shows Zürich at zoom 12 as land without sea, with the end of its lake', () => {
    const { svg } = tileOver(47.3769, 8.5417, 12)
    const found = surfaces(svg)
    expect(found).not.toContain('sea')
    expect(found.filter((surface) => surface === 'land').length).toBeGreaterThan(found.length * 0.8)
    // The lake begins 1 km south of the main station (tile 2145/1435 holds most of it).
    const below = renderTile(12, 2145, 1435)
    expect(surfaces(below)).toContain('water')
    expect(surfaces(below)).not.toContain('sea')
  })

  it('shows the Bay of Biscay at zoom 6 as mostly sea, with the coast of Brittany and Aquitaine', () => {
    const { svg } = tileOver(45.5, -4, 6)
    const found = surfaces(svg)
    const sea = found.filter((surface) => surface === 'sea').length
    expect(sea).toBeGreaterThan(found.length / 2)
    expect(sea).toBeLessThan(found.length)
  })

  it('shows Lake Geneva as water at zoom 9, south of Lausanne, which is on land', () => {
    const lausanne = tileOver(46.5197, 6.6323, 9)
    const lake = tileAt(46.45, 6.6, 9)
    expect({ x: lake.x, y: lake.y }).toEqual({ x: lausanne.x, y: lausanne.y })
    expect(surfaceAt(lausanne.svg, lake.px, lake.py)).toBe('water')
    expect(surfaceAt(lausanne.svg, lausanne.px, lausanne.py - 4)).toBe('land')
  })

  it('shows every town on land, out of lakes and inland seas', () => {
    const land = LAND.map(ringOf)
    const water = [...LAKES, ...INLAND_SEAS].map(ringOf)
    const wet = TOWNS.filter(([, lat, lng]) => !land.some((ring) => ringHolds(ring, lat, lng)) || water.some((ring) => ringHolds(ring, lat, lng)))
    expect(wet.map(([name]) => name)).toEqual([])
  })

  it('names towns at zoom 8, and none at zoom 3', () => {
    expect(tileOver(47.3769, 8.5417, 8).svg).toContain('>Zürich</text>')
    for (let x = 3; x <= 4; x++) for (let y = 2; y <= 3; y++) expect(renderTile(3, x, y)).not.toContain('<text')
  })

  it('draws a name that crosses a tile edge in both tiles, at the same place of the map', () => {
    const places = new Map<string, Set<string>>()
    const { x: cx, y: cy } = tileAt(47, 8.5, 8)
    for (let x = cx - 2; x <= cx + 2; x++)
      for (let y = cy - 2; y <= cy + 2; y++)
        for (const [, tx, ty, name] of renderTile(8, x, y).matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]+)</g)) {
          const place = `${Math.round((Number(tx) + x * 256) * 10)},${Math.round((Number(ty) + y * 256) * 10)}`
          places.set(name!, (places.get(name!) ?? new Set()).add(place))
        }
    expect(places.size).toBeGreaterThan(10)
    // Every name has one place of the map, however many tiles draw it …
    expect([...places].filter(([, at]) => at.size > 1)).toEqual([])
    // … and some are drawn by two tiles (counted by occurrences, not places).
    let occurrences = 0
    for (let x = cx - 2; x <= cx + 2; x++) for (let y = cy - 2; y <= cy + 2; y++) occurrences += renderTile(8, x, y).split('<text').length - 1
    expect(occurrences).toBeGreaterThan(places.size)
  })

  it('is an SVG of 256 × 256 pixels, the same bytes on every call and in any order', () => {
    const first = renderTile(9, 268, 179)
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 256 256">/)
    renderTile(9, 267, 179)
    renderTile(5, 16, 11)
    expect(renderTile(9, 268, 179)).toBe(first)
  })

  it('writes its names dark on light (WCAG AA, 4.5:1), on land and on the sea', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05)
    for (const text of [PALETTE.text, PALETTE.quarter]) {
      expect(contrast(text, PALETTE.land)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(text, PALETTE.sea)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('draws 200 tiles in well under a second, each of a few KB', () => {
    const tiles: [number, number, number][] = []
    for (const [lat, lng, z, span] of [
      [47, 8.5, 12, 4],
      [47, 8.5, 9, 4],
      [48, 10, 7, 3],
      [48, 8, 5, 2],
    ] as const) {
      const { x, y } = tileAt(lat, lng, z)
      for (let dx = -span; dx < span; dx++) for (let dy = -span; dy < span && tiles.length < 200; dy++) tiles.push([z, x + dx, y + dy])
    }
    while (tiles.length < 200) tiles.push([6, 30 + (tiles.length % 8), 20 + Math.floor(tiles.length / 8) % 6])
    const start = performance.now()
    const sizes = tiles.map(([z, x, y]) => renderTile(z, x, y).length)
    const elapsed = performance.now() - start
    sizes.sort((a, b) => a - b)
    console.info(`map tiles: 200 drawn in ${elapsed.toFixed(0)} ms; sizes median ${sizes[100]} B, largest ${sizes[199]} B`)
    expect(elapsed).toBeLessThan(4000)
    expect(sizes[100]).toBeLessThan(6000)
    expect(sizes[199]).toBeLessThan(20_000)
  })
})

describe('the tile addresses', () => {
  it('is the default of the mapTiles address', () => {
    expect(defaultAddresses.mapTiles).toBe(`${MAP_TILES_PREFIX}{z}/{x}/{y}.svg`)
  })

  it('takes zoom 2 to 18 and x, y within the zoom’s 2^z tiles', () => {
    expect(tileOfPath('/map-tiles/2/0/3.svg')).toEqual({ z: 2, x: 0, y: 3 })
    expect(tileOfPath('/map-tiles/18/262143/0.svg')).toEqual({ z: 18, x: 262143, y: 0 })
    for (const path of ['/map-tiles/1/0/0.svg', '/map-tiles/19/0/0.svg', '/map-tiles/2/4/0.svg', '/map-tiles/2/0/4.svg', '/map-tiles/2/-1/0.svg', '/map-tiles/2/0.5/0.svg', '/map-tiles/02/0/0.svg', '/map-tiles/2/0/0.png', '/map-tiles/2/0/0.svg/x', '/map-tiles/2/0/0', '/map-tiles/', '/map-tiles/a/b/c.svg'])
      expect(tileOfPath(path), path).toBeUndefined()
  })

  it('keeps the 2 000 tiles used last in memory', () => {
    const first = tileEntry(18, 100, 100)
    const second = tileEntry(18, 101, 100)
    for (let i = 2; i < CACHE_SIZE; i++) tileEntry(18, 100 + i, 100)
    // Used again, the first tile is now the most recent: 100 more push out the oldest, the second among them.
    expect(tileEntry(18, 100, 100)).toBe(first)
    for (let i = 0; i < 100; i++) tileEntry(18, 100, 101 + i)
    expect(cachedTiles()).toBe(CACHE_SIZE)
    expect(tileEntry(18, 100, 100)).toBe(first)
    expect(tileEntry(18, 101, 100)).not.toBe(second)
  })
})

describe('the CMS serving tiles', () => {
  const cms = withTestCms('map-tiles')

  /** A request as a browser's image would make it, with the encodings asked for. */
  const get = (path: string, acceptEncoding = '', method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${cms().url}${path}`, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('answers a tile as SVG, cached by browsers for a day, compressed as the static files are', async () => {
    const { x, y } = tileAt(47, 8.5, 7)
    const path = `/map-tiles/7/${x}/${y}.svg`
    const plain = await get(path)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toBe('image/svg+xml')
    expect(plain.headers['cache-control']).toBe('public, max-age=86400')
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(renderTile(7, x, y))

    const gzip = await get(path, 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2)
    const brotli = await get(path, 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    console.info(`map tile 7/${x}/${y}: ${plain.body.length} B, gzip ${gzip.body.length} B, brotli ${brotli.body.length} B`)

    const head = await get(path, '', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('answers a plain 404 for anything that is no tile', async () => {
    for (const path of ['/map-tiles/1/0/0.svg', '/map-tiles/19/0/0.svg', '/map-tiles/3/8/0.svg', '/map-tiles/3/0/8.svg', '/map-tiles/3/0/0.png', '/map-tiles/3/x/0.svg', '/map-tiles/']) {
      const answer = await get(path, 'gzip')
      expect(answer.status, path).toBe(404)
      expect(answer.headers['content-type'], path).toBe('text/plain; charset=utf-8')
    }
  })
})
