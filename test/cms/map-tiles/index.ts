/**
 * The dealer finder's map tiles (docs/simulated-cms.md "Map tiles"): the simulated CMS answers
 * `/map-tiles/{z}/{x}/{y}.svg`, the default of the `mapTiles` address (api/addresses.ts), with tiles drawn here
 * (render.ts), so the demo's map needs no tile server and no request leaves the site. Production names its own tile
 * server in the page data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { compressed } from '../static'
import { MAX_ZOOM, MIN_ZOOM } from './projection'
import { renderTile } from './render'

/** Where the CMS serves the tiles. */
export const MAP_TILES_PREFIX = '/map-tiles/'

/** How many tiles stay rendered in memory: a few screens at every zoom, about 10 MB at most. */
export const CACHE_SIZE = 2000

/** Tiles change only with this code: browsers keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400'

// Integers without leading zeros (one address per tile, for the caches).
const TILE_PATH = /^\/map-tiles\/(0|[1-9]\d{0,1})\/(0|[1-9]\d{0,5})\/(0|[1-9]\d{0,5})\.svg$/

/** The tile a pathname names, or undefined: z from 2 to 18 (spec 1 §9: minimum zoom 2), x and y within 0 … 2^z − 1. */
export function tileOfPath(pathname: string): { z: number; x: number; y: number } | undefined {
  const match = TILE_PATH.exec(pathname)
  if (!match) return undefined
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number]
  if (z < MIN_ZOOM || z > MAX_ZOOM) return undefined
  const size = 2 ** z
  return x < size && y < size ? { z, x, y } : undefined
}

type Entry = { raw: Buffer; br?: Buffer; gzip?: Buffer }
// A Map keeps insertion order: a tile used again moves to the end, and the first is the least recently used.
const cache = new Map<string, Entry>()

/** A tile's bytes (and its compressed forms, once asked for), from the cache or drawn now. */
export function tileEntry(z: number, x: number, y: number): Entry {
  const key = `${z}/${x}/${y}`
  let entry = cache.get(key)
  if (entry) cache.delete(key)
  else entry = { raw: Buffer.from(renderTile(z, x, y)) }
  cache.set(key, entry)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return entry
}

/** How many tiles the cache holds (its tests). */
export const cachedTiles = (): number => cache.size

/**
 * Answers a map tile as the CMS serves its static files (static.ts serveStatic): compressed with brotli or gzip
 * when the client takes it, each form made once. Like serveStatic it answers nothing when the path names no tile
 * and returns 404 for the caller's answer.
 */
export function answerMapTile(req: IncomingMessage, res: ServerResponse, pathname: string): 404 | undefined {
  const tile = tileOfPath(pathname)
  if (!tile) return 404
  const entry = tileEntry(tile.z, tile.x, tile.y)
  const accept = req.headers['accept-encoding'] ?? ''
  const kind = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined
  // As serveStatic: a body too small to gain from compression goes as it is.
  const encoding = kind && entry.raw.length > 512 ? kind : undefined
  let body = entry.raw
  if (encoding) {
    entry[encoding] ??= compressed(entry.raw, encoding, 'best').body
    body = entry[encoding]
  }
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(body.length),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return undefined
}
