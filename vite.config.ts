import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { chunkModules, widgetSchemaFile } from './src/build/plugins.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  // The CMS serves every asset under /vue/ (spec 2 §2, §9).
  base: '/vue/',
  plugins: [react(), widgetSchemaFile(root.replace(/\/$/, '')), chunkModules(root)],
  resolve: { alias: { '@': root } },
  // public/ holds files the CMS links by fixed name; none of the mocks live there.
  publicDir: 'public',
  build: {
    // The CMS reads dist/.vite/manifest.json to emit the entry's script and stylesheet.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: { main: 'src/boot/main.ts' },
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
    environment: 'jsdom',
    globals: true,
    setupFiles: ['test/setup.ts'],
    include: ['{src,widgets,store,api,i18n,styles,test}/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // In CI the results also go to a JSON file, from which .ci/run prints its closing tally.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/results/unit.json' }]] : ['default'],
    restoreMocks: true,
    clearMocks: true,
  },
})
