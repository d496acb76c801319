import { fileURLToPath } from 'node:url'
import { mergeConfig, type Plugin } from 'vite'
import base from '../../vite.config.ts'
import { BENCH_WIDGET_DIR, writeBenchWidgets } from './bench-widgets.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
writeBenchWidgets(root)

// The registry's glob, widened to the benchmark widgets: the same generated registry, ten entries longer.
const withBenchWidgets: Plugin = {
  name: 'bench-widgets',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/widgets/registry.ts')) return undefined
    const glob = "import.meta.glob<WidgetModule>('./*/*/*.widget.ts')"
    if (!code.includes(glob)) throw new Error('bench-widgets: the registry no longer reads its glob as expected')
    return code.replace(glob, `{ ...${glob}, ...import.meta.glob<WidgetModule>('/${BENCH_WIDGET_DIR}/*/*/*.widget.ts') }`)
  },
}

/** `vite build` with ten more widgets, into dist-bench/: what `npm run bench` measures start-up and the entry's growth with. */
export default mergeConfig(base, { plugins: [withBenchWidgets], build: { outDir: 'dist-bench' } })
