import { marker } from '../html'
import type { PageDefinition } from './types'

const MAX_ISLANDS = 5000

/**
 * `?count=N&hydrate=load|idle|visible&widget=heading|rich-text`: N small islands for the mount benchmark.
 * `heading` measures the runtime itself; `rich-text` adds a realistic widget's own work (DOMPurify).
 */
export const benchIslandsPage: PageDefinition = {
  path: '/bench/islands',
  title: 'Insel-Benchmark',
  description: 'N kleine Inseln (heading oder rich-text) zum Messen der Mount-Kosten.',
  group: 'Benchmarks',
  chrome: false,
  body: ({ url }) => {
    const count = Math.min(MAX_ISLANDS, Math.max(0, Number.parseInt(url.searchParams.get('count') ?? '100', 10) || 0))
    const hydrate = url.searchParams.get('hydrate') ?? 'load'
    const widget = url.searchParams.get('widget') === 'rich-text' ? 'rich-text' : 'heading'
    // Each island carries its server-rendered fallback, as CMS pages do: it takes the island's space
    // (so `visible` islands below the fold really are below it) and nothing shifts when it mounts.
    return Array.from({ length: count }, (_, i) => {
      const text = `Insel ${i + 1}: Hochleistungs-Motorenöl 5W-30`
      return widget === 'heading'
        ? marker('tools/heading', { text, level: 2 }, { hydrate, fallback: `<h2>${text}</h2>` })
        : marker('tools/rich-text', { html: `<p>${text}</p>` }, { hydrate, fallback: `<p>${text}</p>` })
    }).join('\n')
  },
}
