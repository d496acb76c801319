import { marker } from '../html'
import type { PageDefinition } from './types'

const MAX_ISLANDS = 5000

/** `?count=N&hydrate=load|idle|visible`: N small islands, for the mount benchmark. */
export const benchIslandsPage: PageDefinition = {
  path: '/bench/islands',
  title: 'Insel-Benchmark',
  description: 'N kleine rich-text-Inseln zum Messen der Mount-Kosten.',
  group: 'Benchmarks',
  chrome: false,
  body: ({ url }) => {
    const count = Math.min(MAX_ISLANDS, Math.max(0, Number.parseInt(url.searchParams.get('count') ?? '100', 10) || 0))
    const hydrate = url.searchParams.get('hydrate') ?? 'load'
    // Each island carries its server-rendered fallback, as CMS pages do: it takes the island's space
    // (so `visible` islands below the fold really are below it) and nothing shifts when it mounts.
    return Array.from({ length: count }, (_, i) => {
      const html = `<p>Insel ${i + 1}: Hochleistungs-Motorenöl 5W-30.</p>`
      return marker({ area: 'tools', widget: 'rich-text', props: { html }, hydrate, fallback: html })
    }).join('\n')
  },
}
