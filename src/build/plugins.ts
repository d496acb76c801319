// Build-time plugins (vite.config.ts); they run in Node during `vite build`, never in a browser.
// Only type imports of @/ modules here: the config loader does not know the @/ alias.
import { writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite'
import type { NamedWidget } from '@/src/widget/define-widget'
import { SCHEMA_FILE, widgetsSchemaFile } from '../widget/json-schema.ts'

// widgets/catalogue.ts, as the module runner returns it (src/ never imports widgets/, not even its types).
type Catalogue = { catalogue: NamedWidget[] }

/** The file beside Vite's manifest that lists the modules in each chunk (for the budget test). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

// Reading declarations needs no styles, and Vite's CSS pipeline keeps state that the running build owns:
// every stylesheet a component imports becomes an empty module.
const STYLES_STUB = '\0styles-stub'
const withoutStyles: Plugin = {
  name: 'without-styles',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css') ? STYLES_STUB : undefined),
  load: (id) => (id === STYLES_STUB ? 'export default {}' : undefined),
}

/**
 * Every widget's declaration, read in Node with Vite's module runner (import.meta.glob and the @/ alias
 * work as in the bundle): for the schema file and the benchmark.
 */
export async function loadCatalogue(root: string): Promise<Catalogue['catalogue']> {
  const { module } = await runnerImport<Catalogue>(`${root}/widgets/catalogue.ts`, {
    configFile: false,
    root,
    resolve: { alias: { '@': root } },
    logLevel: 'error',
    plugins: [withoutStyles],
  })
  return module.catalogue
}

/**
 * Writes `widgets.schema.json` into the build output: every widget's props as JSON Schema, keyed by
 * `area/widget`, for the CMS and its editors (docs/cms-integration.md "Props schemas"). The declarations are read with
 * Vite's module runner, so the file follows from them and cannot drift.
 */
export function widgetSchemaFile(root: string): Plugin {
  let outDir = ''
  return {
    name: 'widget-schema-file',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      writeFileSync(resolve(root, outDir, SCHEMA_FILE), `${JSON.stringify(widgetsSchemaFile(await loadCatalogue(root)), null, 2)}\n`)
    },
  }
}

const packageOf = (id: string) => {
  const path = id.split('node_modules/').pop() ?? id
  const parts = path.split('/')
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? path)
  // RTK Query ships inside @reduxjs/toolkit; the budget test must tell it from the store core.
  return name === '@reduxjs/toolkit' && parts.includes('query') ? '@reduxjs/toolkit/query' : name
}

/**
 * Writes which source modules and packages each chunk holds, so a test can fail when a library that
 * only some widgets use (axios, DOMPurify, swiper …) slips into the entry.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue
        const modules = Object.keys(chunk.modules).map((id) => (id.includes('node_modules/') ? `npm:${packageOf(id)}` : relative(root, id.replace(/\?.*$/, ''))))
        chunks[file] = [...new Set(modules)].sort()
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(chunks, null, 2)}\n` })
    },
  }
}
