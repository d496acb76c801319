import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { chunkModules, widgetSchemaFile } from './src/build/plugins.ts'
import { scopedLibraryCss } from './src/build/scoped-css.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// The folders that hold tests beside their code.
const TESTED = '{src,widgets,store,api,i18n,styles,test}'

export default defineConfig({
  // The CMS serves every asset under /vue/ (spec 2 §2, §9).
  base: '/vue/',
  // Leaflet's stylesheet only inside the dealer finder (src/build/scoped-css.ts).
  plugins: [react(), scopedLibraryCss({ 'leaflet/dist/leaflet.css': ":where([data-widget='dealer-finder'])" }), widgetSchemaFile(root.replace(/\/$/, '')), chunkModules(root)],
  resolve: { alias: { '@': root } },
  // public/ holds files the CMS links by fixed name; none of the mocks live there.
  publicDir: 'public',
  build: {
    // The CMS reads dist/.vite/manifest.json to emit the entry's script and stylesheet.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: { main: 'src/boot/main.ts', loader: 'src/boot/loader.ts' },
      output: {
        // Names a person can read in the network panel: `rich-text-[hash].js`, `de-CH-common-[hash].js`.
        chunkFileNames: ({ name, facadeModuleId }) => {
          const strings = /i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(facadeModuleId ?? '')
          return strings ? `assets/${strings[1]}-${strings[2]}-[hash].js` : `assets/${name.replace(/\.widget$/, '')}-[hash].js`
        },
        codeSplitting: {
          // The libraries every island needs form one chunk: one request, one gzip dictionary, and a
          // cache entry that survives releases of our own code. The budget test counts it with the entry.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@reduxjs|immer|redux|reselect|redux-thunk|react-redux|use-sync-external-store)[\\/]/ },
            // i18next travels with the strings, fetched in parallel with the widgets (i18n/load.ts).
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // In CI the results also go to a JSON file, from which .ci/run prints its closing tally.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/results/unit.json' }]] : ['default'],
    restoreMocks: true,
    clearMocks: true,
    // Every core: Vitest's default for a run is one fewer than the machine has, one worker on CI's two (the unit
    // step then took 164 s with a core idle; 88 s with both).
    maxWorkers: '100%',
    // Worker threads, not Vitest's default child processes: the same 5 064 tests took 6 % less CPU (160–162 against
    // 171–173 s, twice each) and no test needs a process of its own (none changes the directory or exits).
    pool: 'threads',
    // A component journey of a dozen user events takes 1–3 s alone and was seen at 5.6 s with two more suites on
    // the machine's two cores: Vitest's 5 s default then fails a test that only waited for the CPU. A test that
    // hangs still fails, after 20 s; speed is measured by the benchmarks, not by timeouts.
    testTimeout: 20_000,
    // The same for a file's set-up (test/cms/texts.test.ts renders every page in four languages first): 10 s by default,
    // which the machine's load once ran out with two suites and a build beside it.
    hookTimeout: 20_000,
    // Two kinds of test file (docs/testing.md "Test time"): `*.node.test.ts` needs no DOM (pure modules, the
    // mock backend's handlers through msw/node, the simulated CMS), so it skips jsdom, Testing Library and
    // the strings; every other test renders, in jsdom, with test/setup.ts.
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', isolate: false, include: [`${TESTED}/**/*.node.test.ts`], setupFiles: ['test/setup-node.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One module graph and one document per worker instead of one per file: the imports and the
          // strings load once (about half of this project's time). test/setup.ts resets what a file may leave.
          isolate: false,
          include: [`${TESTED}/**/*.test.{ts,tsx}`],
          exclude: ['**/*.node.test.ts', 'test/e2e/**', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
    ],
  },
})
