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
 * only the CMS reads. Bad percent-encoding is the client's mistake: 400.
 */
export function staticTarget(distDir: string, pathname: string): StaticTarget {
  const names: string[] = []
  for (const segment of pathname.slice('/vue/'.length).split('/')) {
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

/** The file's bytes, read once; undefined when it is missing or (through a link) lies outside dist/. */
async function load(distDir: string, file: string): Promise<Entry | undefined> {
  const cached = cache.get(file)
  if (cached) return cached
  try {
    const [real, root] = await Promise.all([realpath(file), realpath(distDir)])
    if (!real.startsWith(root + sep)) return undefined
    const entry: Entry = { raw: await readFile(real) }
    cache.set(file, entry)
    return entry
  } catch {
    return undefined
  }
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
