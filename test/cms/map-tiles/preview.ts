/**
 * Renders mosaics of map tiles to PNG, to look at the map as the dealer finder will show it (docs/simulated-cms.md
 * "Map tiles"): `npx tsx test/cms/map-tiles/preview.ts` writes `.tmp/tiles-*.png` with the machine's Chromium
 * (CHROMIUM_PATH, /usr/bin/chromium by default). Each tile is an `<img>` of its own, as Leaflet shows them, so a
 * seam between tiles shows as it would on the page.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { tileAt, TILE_SIZE } from './projection'
import { renderTile } from './render'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../../.tmp')

/** A mosaic of columns × rows tiles at zoom z, centred on a place. */
type Mosaic = { name: string; lat: number; lng: number; z: number; columns: number; rows: number }

const MOSAICS: Mosaic[] = [
  { name: 'z5-central-europe', lat: 47, lng: 9, z: 5, columns: 3, rows: 3 },
  { name: 'z3-europe', lat: 50, lng: 10, z: 3, columns: 3, rows: 2 },
  { name: 'z7-switzerland', lat: 46.8, lng: 8.2, z: 7, columns: 3, rows: 2 },
  { name: 'z9-zurich', lat: 47.3769, lng: 8.5417, z: 9, columns: 3, rows: 3 },
  { name: 'z12-zurich', lat: 47.3769, lng: 8.5417, z: 12, columns: 4, rows: 3 },
  { name: 'z9-lausanne', lat: 46.45, lng: 6.6, z: 9, columns: 3, rows: 2 },
  { name: 'z2-world', lat: 30, lng: 0, z: 2, columns: 4, rows: 3 },
  { name: 'z6-italy', lat: 42, lng: 13, z: 6, columns: 3, rows: 3 },
  { name: 'z8-lakes', lat: 45.9, lng: 9.2, z: 8, columns: 3, rows: 2 },
  { name: 'z11-geneva', lat: 46.21, lng: 6.15, z: 11, columns: 3, rows: 2 },
]

function page({ lat, lng, z, columns, rows }: Mosaic): string {
  const centre = tileAt(lat, lng, z)
  const left = centre.x - Math.floor(columns / 2)
  const top = centre.y - Math.floor(rows / 2)
  let images = ''
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const svg = renderTile(z, left + column, top + row)
      images += `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="position:absolute;left:${column * TILE_SIZE}px;top:${row * TILE_SIZE}px" width="256" height="256">`
    }
  return `<!doctype html><body style="margin:0">${images}</body>`
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  mkdirSync(OUT, { recursive: true })
  for (const mosaic of MOSAICS) {
    const tab = await browser.newPage({ viewport: { width: mosaic.columns * TILE_SIZE, height: mosaic.rows * TILE_SIZE } })
    await tab.setContent(page(mosaic))
    await tab.waitForFunction(() => [...document.images].every((image) => image.complete))
    const file = join(OUT, `tiles-${mosaic.name}.png`)
    await tab.screenshot({ path: file })
    await tab.close()
    console.info(file)
  }
} finally {
  await browser.close()
}
