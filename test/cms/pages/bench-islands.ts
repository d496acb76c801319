import { marker, rawMarker } from '../html'
import type { PageDefinition } from './types'
import { fallbackHtml } from '../widget-markup'

const MAX_ISLANDS = 5000

/** The benchmark build's ten widgets of their own (test/bench/bench-widgets.ts): only dist-bench/ has them. */
const benchWidget = (i: number) => `bench-${String((i % 10) + 1).padStart(2, '0')}`

/**
 * `?count=N&hydrate=load|idle|visible&widget=heading|rich-text|mixed`: N small islands for the mount
 * benchmark. `heading` measures the runtime itself; `rich-text` adds a realistic widget's own work
 * (DOMPurify); `mixed` cycles through ten different widgets, each its own chunk (dist-bench/ only).
 */
export const benchIslandsPage: PageDefinition = {
  path: '/bench/islands',
  title: { de: 'Insel-Benchmark', fr: 'Benchmark des îlots', it: 'Benchmark delle isole', en: 'Island benchmark' },
  description: {
    de: 'N kleine Inseln (heading, rich-text oder zehn verschiedene Widgets) zum Messen der Mount-Kosten.',
    fr: 'N petits îlots (heading, rich-text ou dix widgets différents) pour mesurer le coût du montage.',
    it: 'N piccole isole (heading, rich-text o dieci widget diversi) per misurare il costo del montaggio.',
    en: 'N small islands (heading, rich-text or ten different widgets) to measure the cost of mounting.',
  },
  group: 'benchmarks',
  chrome: false,
  body: ({ url }) => {
    const count = Math.min(MAX_ISLANDS, Math.max(0, Number.parseInt(url.searchParams.get('count') ?? '100', 10) || 0))
    const hydrate = url.searchParams.get('hydrate') ?? 'load'
    const widget = url.searchParams.get('widget') ?? 'heading'
    // Each island carries its server-rendered fallback, as CMS pages do: it takes the island's space
    // (so `visible` islands below the fold really are below it) and nothing shifts when it mounts.
    return Array.from({ length: count }, (_, i) => {
      const text = `Insel ${i + 1}: Hochleistungs-Motorenöl 5W-30`
      if (widget === 'mixed') return rawMarker({ area: 'tools', widget: benchWidget(i), props: {}, hydrate, fallback: `<section><h3>Sortiment ${i + 1}</h3></section>` })
      return widget === 'rich-text'
        ? marker('tools/rich-text', { html: `<p>${text}</p>` }, { hydrate, fallback: fallbackHtml('tools/rich-text', { html: `<p>${text}</p>` }, 'de') })
        : marker('tools/heading', { text, level: 2 }, { hydrate, fallback: fallbackHtml('tools/heading', { text, level: 2 }, 'de') })
    }).join('\n')
  },
}
