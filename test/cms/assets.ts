import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringSources, type Locale } from '@/i18n/locales'
import { PRELOADS_ID } from '@/src/boot/after-first-paint'
import { escapeHtml } from './html'

export const ENTRY = 'src/boot/main.ts'
/** The script in the head: it imports the entry once the page has painted (src/boot/loader.ts). */
export const LOADER = 'src/boot/loader.ts'
/** Manifest keys of the chunks every page with islands needs besides the entry: the registry and i18next with its loader. */
export const REGISTRY = 'widgets/registry.ts'
export const STRINGS_ENGINE = 'i18n/index.ts'

/**
 * What a page places, for its head: its widgets (`area/widget`), those of them placed only in markers that
 * hydrate when visible (`later`), and its locale.
 */
export type PageAssets = { widgets: readonly string[]; later?: readonly string[]; locale: Locale }
/** The head's links, and the stylesheets to write right before the first marker of a `later` widget. */
export type PageLinks = { head: string; beforeMarker: ReadonlyMap<string, string> }
export type HeadFor = (page: PageAssets) => PageLinks

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

/** The manifest key of a widget's chunk: its declaration file (docs/cms-integration.md "Loading the bundle"). */
export const widgetKey = (name: string) => {
  const [area = '', widget = ''] = name.split('/')
  return `widgets/${area}/${widget}/${widget}.widget.ts`
}

// The benchmark's build adds widgets from outside widgets/ (test/bench/bench-widgets.ts): found by their tail.
const keyOf = (manifest: Manifest, name: string) => {
  const key = widgetKey(name)
  return manifest[key] ? key : (Object.keys(manifest).find((candidate) => candidate.endsWith(key.slice('widgets'.length))) ?? key)
}

/** The manifest keys of a namespace's string files in a locale: its base language's, then its own differences. */
export const stringKeys = (locale: Locale, namespace: string) => stringSources(locale).map((code) => `i18n/locales/${code}/${namespace}.json`)

/** A chunk and every chunk it imports statically, in load order, with their stylesheets. */
function closure(manifest: Manifest, key: string, files: Set<string>, css: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const file of chunk.css ?? []) css.add(file)
  for (const next of chunk.imports ?? []) closure(manifest, next, files, css)
}

/**
 * What the real CMS does with dist/.vite/manifest.json for each page: stylesheets of the entry and of the
 * page's widgets; in a template, a `modulepreload` for every chunk the page will run (the entry with its
 * imports, the registry, i18next, each widget with its imports, the locale's string files of the page's
 * areas); and the loader's script. The stylesheets and the HTML alone come before the first paint; then the
 * loader releases the list, so every file starts downloading at once and no widget waits for another step
 * (docs/cms-integration.md "Loading the bundle").
 */
export function productionHead(distDir: string): HeadFor {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`No production build at ${distDir}: run "npm run build" first.`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const entry = manifest[ENTRY]
  const loader = manifest[LOADER]
  if (!entry || !loader) throw new Error(`The manifest lacks the entry ${ENTRY} or the loader ${LOADER}.`)

  const stylesheets = (css: Iterable<string>) => [...css].map((file) => `<link rel="stylesheet" href="/vue/${escapeHtml(file)}">`)

  return ({ widgets, later = [], locale }) => {
    const files = new Set<string>()
    const css = new Set<string>()
    closure(manifest, ENTRY, files, css)
    if (widgets.length > 0) {
      const areas = new Set(widgets.map((name) => name.split('/')[0] ?? ''))
      const sooner = widgets.filter((name) => !later.includes(name))
      const keys = [REGISTRY, STRINGS_ENGINE, ...sooner.map((name) => keyOf(manifest, name)), ...['common', ...areas].flatMap((namespace) => stringKeys(locale, namespace))]
      for (const key of keys) closure(manifest, key, files, css)
    }
    // A widget below the first screen: its code is preloaded like the rest, but its stylesheets, which block
    // rendering, wait in the body right before its first marker, where the parser holds until they are there.
    // The first screen paints without them, and no fallback is ever painted without its styles. `later` is in
    // document order, so a stylesheet two of them share comes before the first.
    const beforeMarker = new Map<string, string>()
    for (const name of later) {
      const own = new Set<string>()
      closure(manifest, keyOf(manifest, name), files, own)
      const missing = [...own].filter((file) => !css.has(file))
      if (missing.length > 0) beforeMarker.set(name, stylesheets(missing).join(''))
    }
    const head = [
      ...stylesheets(css),
      `<template id="${PRELOADS_ID}" data-entry="/vue/${escapeHtml(entry.file)}">`,
      ...[...files].map((file) => `<link rel="modulepreload" href="/vue/${escapeHtml(file)}">`),
      '</template>',
      `<script type="module" src="/vue/${escapeHtml(loader.file)}"></script>`,
    ].join('\n')
    return { head, beforeMarker }
  }
}

/**
 * In development Vite serves the source; transformIndexHtml adds its client, the React refresh preamble
 * and the `/vue/` base to this path (so it is written without the base).
 */
export const developmentHead: HeadFor = () => ({ head: `<script type="module" src="/${ENTRY}"></script>`, beforeMarker: new Map() })
