import { readFile, realpath } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt'])

type Entry = { raw: Buffer; br?: Buffer; gzip?: Buffer }
const cache = new Map<string, Entry>()

// What a build writes: hashed names of letters, digits, '-', '_' and '.', and public/ files named the same
// way (icons/arrow-up.svg). Anything else (an encoded slash or backslash, a NUL, the '%' double encoding
// leaves, a drive letter's ':') is no file of dist/.
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** Where a /vue/ path leads: a file of the build, or the status to answer instead. */
export type StaticTarget = { file: string } | { status: 400 | 404 }

/**
 * The file of dist/ a `/vue/…` pathname (as the URL parser left it: dot segments resolved, still
 * percent-encoded) names. Each segment is decoded on its own, so `..%2F` cannot smuggle in a separator,
 * and must be a plain file name not starting with '.': no `..`, and nothing of `.vite/`, whose manifest
 * only the CMS reads. Bad percent-encoding is the client's mistake: 400. The same for another folder
 * served under another `prefix` (the demo media under `/media/`).
 */
export function staticTarget(distDir: string, pathname: string, prefix = '/vue/'): StaticTarget {
  const names: string[] = []
  for (const segment of pathname.slice(prefix.length).split('/')) {
    let name: string
    try {
      name = decodeURIComponent(segment)
    } catch {
      return { status: 400 }
    }
    if (!FILE_NAME.test(name)) return { status: 404 }
    names.push(name)
  }
  return { file: join(distDir, ...names) }
}

/** The file's bytes; undefined when it is missing or (through a link) lies outside `dir`. */
async function readInside(dir: string, file: string): Promise<Buffer | undefined> {
  try {
    const [real, root] = await Promise.all([realpath(file), realpath(dir)])
    if (!real.startsWith(root + sep)) return undefined
    return await readFile(real)
  } catch {
    return undefined
  }
}

/** A file of dist/, read once (a build does not change under a running server). */
async function load(distDir: string, file: string): Promise<Entry | undefined> {
  const cached = cache.get(file)
  if (cached) return cached
  const raw = await readInside(distDir, file)
  if (!raw) return undefined
  const entry: Entry = { raw }
  cache.set(file, entry)
  return entry
}

/**
 * A text body as a server in front of the CMS sends it: brotli or gzip when the client takes it. Pages
 * are compressed quickly (they are made for each request); build files once, at the highest level.
 */
export function compressed(raw: Buffer, acceptEncoding: string | undefined, level: 'fast' | 'best'): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accept = acceptEncoding ?? ''
  if (accept.includes('br')) return { body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5 } }), encoding: 'br' }
  if (accept.includes('gzip')) return { body: gzipSync(raw, { level: level === 'best' ? 9 : 6 }), encoding: 'gzip' }
  return { body: raw }
}

/**
 * Serves dist/ under /vue/ like a CDN in front of the CMS would: hashed assets cached for a year,
 * text compressed with brotli or gzip. When the path names no file of the build it answers nothing and
 * returns the status for the caller's answer, 400 or 404.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, distDir: string, pathname: string): Promise<400 | 404 | undefined> {
  const target = staticTarget(distDir, pathname)
  if ('status' in target) return target.status
  const { file } = target
  const entry = await load(distDir, file)
  if (!entry) return 404
  const ext = extname(file)
  const accept = req.headers['accept-encoding'] ?? ''
  let body = entry.raw
  let encoding: string | undefined
  if (COMPRESSIBLE.has(ext) && entry.raw.length > 512) {
    const kind = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined
    if (kind) {
      entry[kind] ??= compressed(entry.raw, kind, 'best').body
      body = entry[kind]
      encoding = kind
    }
  }
  res.statusCode = 200
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', pathname.startsWith('/vue/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
  return undefined
}

/**
 * The one byte range a `Range` header asks for in a file of `size` bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`);
 * undefined for no header, another unit or several ranges, which are answered with the whole file (RFC 9110 allows
 * it), and 'unsatisfiable' for a range that starts beyond the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    const length = Number(last)
    return length === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  // A last byte before the first makes the header invalid: it is ignored.
  if (last !== '' && Number(last) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

/**
 * Serves a file of a flat folder of generated files (the demo media under `/media/`): one plain file name after
 * `prefix`, nothing in a subfolder. Read on each request and cached by browsers for an hour, since regenerating
 * the media writes new contents under the same names. A byte range is answered with 206 (a video element asks
 * for them to seek). Like serveStatic it answers nothing when the path names no file of the folder and returns
 * the status for the caller's answer, 400 or 404.
 */
export async function serveFolderFile(req: IncomingMessage, res: ServerResponse, dir: string, prefix: string, pathname: string): Promise<400 | 404 | undefined> {
  if (pathname.slice(prefix.length).includes('/')) return 404
  const target = staticTarget(dir, pathname, prefix)
  if ('status' in target) return target.status
  const body = await readInside(dir, target.file)
  if (!body) return 404
  const headers = { 'Content-Type': TYPES[extname(target.file)] ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=3600', 'Accept-Ranges': 'bytes' }
  const range = byteRange(req.headers.range, body.length)
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}` }).end()
    return undefined
  }
  const sent = range ? body.subarray(range.start, range.end + 1) : body
  res.writeHead(range ? 206 : 200, { ...headers, 'Content-Length': String(sent.length), ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${body.length}` } : {}) })
  res.end(req.method === 'HEAD' ? undefined : sent)
  return undefined
}
