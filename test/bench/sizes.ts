import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { CHUNK_MODULES_FILE } from '@/src/build/plugins'
import { ENTRY, LOADER, REGISTRY, STRINGS_ENGINE } from '@/test/cms/assets'

// The bundle as the build left it: sizes per chunk, what the entry drags along, what each widget costs.
// Shared by the benchmark (which prints) and the budget test (which fails).

type ManifestChunk = { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

export type Size = { min: number; gzip: number; brotli: number }
export type ChunkSize = Size & { file: string; kind: string }

/** The entry with its static imports may weigh this much, min+gzip (DESIGN.md: fast on a cheap phone). */
export const ENTRY_BUDGET_KB = 100
/** The loader, the one script before the first paint, with its imports (it has none). */
export const LOADER_BUDGET_KB = 1

/**
 * Libraries only some widgets use: each must load with those widgets, never with the entry every page
 * runs. i18next is on the list by choice: it travels with the strings (i18n/load.ts).
 */
export const NOT_IN_ENTRY = [
  'axios',
  'dompurify',
  'swiper',
  'react-modal',
  '@sentry/',
  '@reduxjs/toolkit/query',
  'leaflet',
  'supercluster',
  'papaparse',
  'react-hook-form',
  'valibot',
  'dayjs',
  'i18next',
  'react-i18next',
]

const ZERO: Size = { min: 0, gzip: 0, brotli: 0 }
const add = (a: Size, b: Size): Size => ({ min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })

/** min+gzip as the budget counts it (level 9), and brotli (quality 11), as served by the CMS. */
export function measure(dist: string, file: string): Size {
  const raw = readFileSync(join(dist, file))
  return {
    min: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

const kindOf = (key: string, chunk: ManifestChunk) => {
  if (chunk.isEntry) return 'entry'
  if (key.startsWith('widgets/')) return key.endsWith('.widget.ts') ? 'widget' : 'registry'
  if (key.startsWith('i18n/locales/')) return 'strings'
  if (key.startsWith('src/singletons/') || key.startsWith('src/reporting/') || key.startsWith('src/boot/')) return 'lazy'
  return 'shared'
}

/** The manifest keys of a chunk and everything it imports statically. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen)
  return seen
}

/** Reads dist/: the manifest, each chunk's size, and the modules and packages each chunk holds. */
export function analyseBundle(dist: string) {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`No production build at ${dist}: run "npm run build" first.`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const modules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string[]>
  const sizes = new Map<string, Size>()
  const sizeOf = (file: string) => {
    let size = sizes.get(file)
    if (!size) sizes.set(file, (size = measure(dist, file)))
    return size
  }
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => add(sum, sizeOf(manifest[key]?.file ?? '')), ZERO)

  const entryKeys = staticClosure(manifest, ENTRY)
  // What every page with islands loads besides the entry, in parallel with its widgets (the CMS preloads
  // it): the registry, i18next with its loader, and the shared widget contract (defineWidget, valibot's core).
  const contract = Object.keys(manifest).find((key) => (modules[manifest[key]?.file ?? ''] ?? []).includes('src/widget/define-widget.ts'))
  const kitKeys = new Set<string>()
  for (const key of [REGISTRY, STRINGS_ENGINE, contract ?? '']) staticClosure(manifest, key, kitKeys)
  for (const key of entryKeys) kitKeys.delete(key)

  return {
    manifest,
    chunks: Object.entries(manifest)
      .filter(([, chunk]) => chunk.file.endsWith('.js'))
      .map(([key, chunk]): ChunkSize => ({ file: chunk.file.replace('assets/', ''), kind: kindOf(key, chunk), ...sizeOf(chunk.file) })),
    css: [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].map((file): ChunkSize => ({ file: file.replace('assets/', ''), kind: 'css', ...sizeOf(file) })),
    /** The one script before the first paint: it imports the entry once the page has painted. */
    loader: total(staticClosure(manifest, LOADER)),
    entry: { files: [...entryKeys].map((key) => manifest[key]?.file.replace('assets/', '') ?? ''), ...total(entryKeys) },
    /** The packages in the entry and its static imports. */
    entryPackages: [...new Set([...entryKeys].flatMap((key) => modules[manifest[key]?.file ?? ''] ?? []).filter((id) => id.startsWith('npm:')).map((id) => id.slice(4)))].sort(),
    /** The island kit: what any page with islands loads beside the entry, in parallel with its widgets. */
    kit: { files: [...kitKeys].map((key) => manifest[key]?.file.replace('assets/', '') ?? ''), ...total(kitKeys) },
    /** The packages a page placing only this widget downloads: the entry's, the island kit's and its own chunks'. */
    pagePackages: (key: string) =>
      [...new Set([...entryKeys, ...kitKeys, ...staticClosure(manifest, key)].flatMap((k) => modules[manifest[k]?.file ?? ''] ?? []).filter((id) => id.startsWith('npm:')).map((id) => id.slice(4)))].sort(),
    /** What this widget adds to a page beyond the entry and the island kit: its chunk and the static imports they lack. */
    widgetCost: (key: string) => {
      const own = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k) && !kitKeys.has(k))
      return { files: own.map((k) => manifest[k]?.file.replace('assets/', '') ?? ''), ...total(own) }
    },
  }
}

export type BudgetFigures = {
  loaderGzip: number
  entryGzip: number
  entryPackages: readonly string[]
  widgets: readonly { name: string; gzip: number; budgetKb: number }[]
}

/** Every budget a build breaks, in words; none when it keeps them all. */
export function budgetProblems({ loaderGzip, entryGzip, entryPackages, widgets }: BudgetFigures): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const problems: string[] = []
  if (loaderGzip > LOADER_BUDGET_KB * 1024) problems.push(`the loader with its imports is ${kb(loaderGzip)} KB min+gzip, over its budget of ${LOADER_BUDGET_KB} KB`)
  if (entryGzip > ENTRY_BUDGET_KB * 1024) problems.push(`the entry with its static imports is ${kb(entryGzip)} KB min+gzip, over its budget of ${ENTRY_BUDGET_KB} KB`)
  for (const name of entryPackages) {
    const library = NOT_IN_ENTRY.find((prefix) => name === prefix || (prefix.endsWith('/') && name.startsWith(prefix)))
    if (library) problems.push(`the entry holds ${name}, which only some widgets use: import it where it is needed, so it loads with them`)
  }
  for (const { name, gzip, budgetKb } of widgets) {
    if (gzip > budgetKb * 1024) problems.push(`${name} costs ${kb(gzip)} KB min+gzip beyond the entry, over its budget of ${budgetKb} KB (its .widget.ts)`)
  }
  return problems
}
