import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { expect } from 'vitest'
import { CHUNK_MODULES_FILE } from '@/src/build/plugins'

// The mock backend (MSW handlers, the in-memory shops, the demo accounts) exists for tests and the simulated
// CMS only; none of it may reach the production build that real pages load. Checked over the built files.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist')

/**
 * Strings only mock code contains, each a string literal that survives minification (names of functions
 * do not): the shop cookie, the sign-in cookie, the demo password, a fault's error text, seed data, MSW's own.
 */
const MOCK_MARKERS = ['mock_shop', 'demo_user', 'Demo-2026!', 'injectFault', 'Brunner Transporte AG', 'kunde@example.ch', '[MSW]', 'HttpResponse']

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
const markersIn = (code: string) => MOCK_MARKERS.filter((marker) => code.includes(marker))

describe('the production build', () => {
  const scripts = filesUnder(DIST).filter((file) => file.endsWith('.js'))

  it('has scripts to scan', () => {
    expect(scripts.length).toBeGreaterThan(20)
  })

  it('holds no string of the mock backend in any script', () => {
    const found = scripts.flatMap((file) => markersIn(readFileSync(file, 'utf8')).map((marker) => `${relative(DIST, file)}: ${marker}`))
    expect(found).toEqual([])
  })

  it('bundles no module of test/ or MSW into any chunk', () => {
    const chunks = JSON.parse(readFileSync(join(DIST, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string[]>
    const modules = Object.values(chunks).flat()
    expect(modules.length).toBeGreaterThan(50)
    expect(modules.filter((module) => /(^|\/)test\/|node_modules\/(msw|@mswjs)\//.test(module))).toEqual([])
  })

  // The scan is only as good as its markers: each must still be there when the mock code is minified.
  it('would find every marker had the mocks been bundled', async () => {
    const output = (await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      resolve: { alias: { '@': ROOT.replace(/\/$/, '') } },
      build: { write: false, minify: true, lib: { entry: ['test/mocks/handlers/index.ts', 'test/mocks/scenarios.ts'], formats: ['es'] } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const code = [output].flat().flatMap(({ output: files }) => files.map((file) => (file.type === 'chunk' ? file.code : ''))).join('\n')

    expect(markersIn(code)).toEqual(MOCK_MARKERS)
  }, 120_000)
})
