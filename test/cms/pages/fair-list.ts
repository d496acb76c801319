import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { fallbackHtml } from '../widget-markup'
import { marker } from '../html'
import type { PageDefinition } from './types'

// The company's site page above this one; its title is the CMS's German in every language, as site-pages.ts writes it.
const COMPANY = SITE_PAGES['/unternehmen'].title

/**
 * news/fair-list (spec 1 §1, §2 fair list, §7 GET /api/fair/) on the company's fairs page: the five fairs to come on
 * the demo's «today» (test/mocks/db/demo-day.ts), the ten past ones behind the disclosure button.
 */
export const fairListPage: PageDefinition = {
  path: '/unternehmen/messen',
  title: { de: 'Messen', fr: 'Salons', it: 'Fiere', en: 'Trade fairs' },
  description: {
    de: 'news/fair-list: die kommenden Messen mit Datum, Ort, Halle und Stand, Bild und Link zur Website der Messe; die vergangenen in einem zugeklappten Bereich, beim Aufklappen geladen.',
    fr: 'news/fair-list\u00a0: les salons à venir avec dates, lieu, halle et stand, image et lien vers le site du salon\u00a0; les salons passés dans une section repliée, chargés à l’ouverture.',
    it: 'news/fair-list: le fiere in programma con date, luogo, padiglione e stand, immagine e link al sito della fiera; quelle passate in una sezione chiusa, caricate all’apertura.',
    en: 'news/fair-list: the upcoming trade fairs with dates, venue, hall and stand, picture and a link to the fair’s website; the past ones in a collapsed section, loaded when it opens.',
  },
  group: 'widgets',
  breadcrumbs: [{ label: { de: COMPANY, fr: COMPANY, it: COMPANY, en: COMPANY }, path: '/unternehmen' }],
  body: (context) => marker('news/fair-list', {}, { hydrate: 'load', fallback: fallbackHtml('news/fair-list', {}, context.locale) }),
}
