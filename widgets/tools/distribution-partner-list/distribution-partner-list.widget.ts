import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { DistributionPartnerList } from './distribution-partner-list'

/** At most this many countries an editor names: the list knows a few dozen. */
const COUNTRIES_MAX = 60

const props = v.object({
  headingLevel: v.optional(
    v.pipe(
      v.picklist([2, 3]),
      v.description('Gliederungsstufe der Länderüberschriften (2 oder 3); die Namen der Firmen stehen eine Stufe tiefer.'),
    ),
    2,
  ),
  countries: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'expected a country code such as DE'))),
      v.maxLength(COUNTRIES_MAX),
      v.description(
        `Nur die Vertriebspartner dieser Länder zeigen, als ISO-Codes in Grossbuchstaben (DE, AT, FR), höchstens ${COUNTRIES_MAX}; leer: alle Länder. Die Namen der Länder schreibt die Seite in ihrer Sprache.`,
      ),
    ),
    [],
  ),
  filterShown: v.optional(
    v.pipe(v.boolean(), v.description('Eine Auswahl «Land» über der Liste zeigen, die die Liste auf ein Land einschränkt (nur bei mehr als einem Land).')),
    true,
  ),
})

/** Props of the distribution partner list: what its component receives, checked and with defaults. */
export type DistributionPartnerListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Liste der Vertriebspartner (Dokument 1 §1, §2): die Partner nach Ländern gruppiert, die Länder in der Sprache der Seite benannt und sortiert, jeder Partner mit Firma, Adresse, Telefon, E-Mail und Website (neuer Tab); eine Auswahl «Land» schränkt die Liste ein und die Anzahl wird angesagt. Ohne Treffer «Keine Vertriebspartner gefunden.» (Dokument 1 §8).',
  props,
  component: DistributionPartnerList,
  examples: {
    standard: {},
    // A page of the German-speaking market: three countries, their names a level lower under the page's own heading.
    dach: { headingLevel: 3, countries: ['DE', 'AT', 'CH'] },
    withoutFilter: { countries: ['FR', 'BE', 'LU'], filterShown: false },
  },
  // Measured 30.7 KB: most of it axios and the request helper, as for the fair list (which measures 33.6 with its
  // pictures and dates); then the widget with its family and the answer's schema, valibot's pieces and the shared
  // parts (retry, field, link, skeleton). Countries are named and sorted by Intl, with no table of names.
  budgetKb: 32,
})
