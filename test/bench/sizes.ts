import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

type ManifestChunk = { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }

export type ChunkSize = { file: string; kind: string; min: number; gzip: number; brotli: number }

/** min+gzip as the budget counts it (level 9), and brotli (quality 11), as served by the CMS. */
export function measure(dist: string, file: string) {
  const raw = readFileSync(join(dist, file))
  return {
    min: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const kindOf = (key: string, chunk: ManifestChunk) => {
  if (chunk.isEntry) return 'entry'
  if (key.startsWith('widgets/')) return 'widget'
  if (key.startsWith('i18n/locales/')) return 'locale'
  if (key.startsWith('src/singletons/') || key.startsWith('src/reporting/')) return 'lazy'
  return 'shared'
}

/** Every JS chunk of the build with its kind, and the entry with its static imports (the budget's number). */
export function chunkSizes(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const chunks: ChunkSize[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ file: chunk.file.replace('assets/', ''), kind: kindOf(key, chunk), ...measure(dist, chunk.file) }))
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? ''
  const seen = new Set<string>()
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) walk(next)
  }
  walk(entryKey)
  const entryFiles = [...seen].map((key) => manifest[key]?.file.replace('assets/', '') ?? '')
  const entry = chunks.filter((c) => entryFiles.includes(c.file)).reduce((sum, c) => ({ gzip: sum.gzip + c.gzip, brotli: sum.brotli + c.brotli, min: sum.min + c.min }), { gzip: 0, brotli: 0, min: 0 })
  const css = Object.values(manifest).flatMap((chunk) => chunk.css ?? [])
  const cssSizes = [...new Set(css)].map((file) => ({ file: file.replace('assets/', ''), kind: 'css', ...measure(dist, file) }))
  return { chunks, entry, entryFiles, css: cssSizes }
}
