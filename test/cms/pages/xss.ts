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
  title: { de: 'XSS-Vektoren', fr: 'Vecteurs XSS', it: 'Vettori XSS', en: 'XSS vectors' },
  description: {
    de: `Die ${vectors.count} DOMPurify-Testvektoren, jeder in einer rich-text-Insel.`,
    fr: `Les ${vectors.count} vecteurs de test de DOMPurify, chacun dans un îlot rich-text.`,
    it: `I ${vectors.count} vettori di test di DOMPurify, ognuno in un’isola rich-text.`,
    en: `DOMPurify’s ${vectors.count} test vectors, each in a rich-text island.`,
  },
  group: 'runtime',
  body: islands,
}

/** The same payloads written into the page unsanitised: proves the end-to-end detector does fire. */
export const xssRawPage: PageDefinition = {
  path: '/test/xss-raw',
  title: { de: 'XSS-Vektoren ungefiltert', fr: 'Vecteurs XSS non filtrés', it: 'Vettori XSS non filtrati', en: 'XSS vectors unfiltered' },
  description: {
    de: 'Nur für den Test des Detektors: dieselben Vektoren ohne Bereinigung.',
    fr: 'Uniquement pour tester le détecteur\u00a0: les mêmes vecteurs sans nettoyage.',
    it: 'Solo per testare il rilevatore: gli stessi vettori senza ripulitura.',
    en: 'Only for testing the detector: the same vectors, unsanitised.',
  },
  body: () => vectors.vectors.map((vector) => `<div id="raw-${vector.index}">${vector.payload}</div>`).join('\n'),
}
