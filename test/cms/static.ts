import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
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

const cache = new Map<string, { raw: Buffer; br?: Buffer; gzip?: Buffer }>()

/**
 * Serves dist/ under /vue/ like a CDN in front of the CMS would: hashed assets cached for a year,
 * text compressed with brotli or gzip. Paths never leave dist/.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, distDir: string, pathname: string): Promise<boolean> {
  const relative = decodeURIComponent(pathname.slice('/vue/'.length))
  const file = normalize(join(distDir, relative))
  if (!file.startsWith(distDir + sep) || relative.startsWith('.vite')) return false
  let entry = cache.get(file)
  if (!entry) {
    try {
      entry = { raw: await readFile(file) }
    } catch {
      return false
    }
    cache.set(file, entry)
  }
  const ext = extname(file)
  const accept = req.headers['accept-encoding'] ?? ''
  let body = entry.raw
  let encoding: string | undefined
  if (COMPRESSIBLE.has(ext) && entry.raw.length > 512) {
    if (accept.includes('br')) {
      entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      body = entry.br
      encoding = 'br'
    } else if (accept.includes('gzip')) {
      entry.gzip ??= gzipSync(entry.raw, { level: 9 })
      body = entry.gzip
      encoding = 'gzip'
    }
  }
  res.statusCode = 200
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
