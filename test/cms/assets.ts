import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml } from './html'

export const ENTRY = 'src/boot/main.ts'

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }

/** What the real CMS does with dist/.vite/manifest.json: the entry's script, its stylesheets and preloads of its static imports. */
export function productionHead(distDir: string): string {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`No production build at ${distDir}: run "npm run build" first.`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[ENTRY]
  if (!entry) throw new Error(`The manifest has no entry ${ENTRY}.`)
  const css = new Set<string>()
  const preloads = new Set<string>()
  const walk = (key: string, isRoot: boolean) => {
    const chunk = manifest[key]
    if (!chunk) return
    for (const file of chunk.css ?? []) css.add(file)
    if (!isRoot) {
      if (preloads.has(chunk.file)) return
      preloads.add(chunk.file)
    }
    for (const next of chunk.imports ?? []) walk(next, false)
  }
  walk(ENTRY, true)
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/vue/${escapeHtml(file)}">`),
    ...[...preloads].map((file) => `<link rel="modulepreload" href="/vue/${escapeHtml(file)}">`),
    `<script type="module" src="/vue/${escapeHtml(entry.file)}"></script>`,
  ].join('\n')
}

/**
 * In development Vite serves the source; transformIndexHtml adds its client, the React refresh preamble
 * and the `/vue/` base to this path (so it is written without the base).
 */
export const developmentHead = () => `<script type="module" src="/${ENTRY}"></script>`
