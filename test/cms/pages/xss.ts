import vectors from '@/test/fixtures/xss-dompurify-vectors.json'
import { marker } from '../html'
import type { PageDefinition } from './types'

// DOMPurify's own test vectors (test/fixtures/LICENSES.md), each in a rich-text island.
const islands = () =>
  vectors.vectors
    .map((vector) => marker('tools/rich-text', { html: vector.payload }, { propsIn: 'script', hydrate: 'load', id: `xss-${vector.index}` }))
    .join('\n')

/** Every XSS vector through the real island: nothing may run, no forbidden element may survive. */
export const xssPage: PageDefinition = {
  path: '/test/xss',
  title: 'XSS-Vektoren',
  description: `Die ${vectors.count} DOMPurify-Testvektoren, jeder in einer rich-text-Insel.`,
  group: 'Laufzeit und Fehlerfälle',
  body: islands,
}

/** The same payloads written into the page unsanitised: proves the end-to-end detector does fire. */
export const xssRawPage: PageDefinition = {
  path: '/test/xss-raw',
  title: 'XSS-Vektoren ungefiltert',
  description: 'Nur für den Test des Detektors: dieselben Vektoren ohne Bereinigung.',
  body: () => vectors.vectors.map((vector) => `<div id="raw-${vector.index}">${vector.payload}</div>`).join('\n'),
}
