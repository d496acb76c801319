import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FairList } from './fair-list'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(
      v.picklist([2, 3]),
      v.description('Gliederungsstufe der Überschriften «Kommende Messen» und «Vergangene Messen» (2 oder 3); die Namen der Messen stehen eine Stufe tiefer.'),
    ),
    2,
  ),
  upcomingMax: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.description('Wie viele kommende Messen höchstens erscheinen, die nächste zuerst (1 bis 50).')),
    20,
  ),
  pastMax: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(50),
      v.description('Wie viele vergangene Messen der zugeklappte Bereich höchstens zeigt, die jüngste zuerst (0 bis 50; 0 lässt den Bereich weg).'),
    ),
    10,
  ),
})

/** Props of the fair list: what its component receives, checked and with defaults. */
export type FairListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Messeliste (Dokument 1 §1, §2, §7): die kommenden Messen mit Datum (je nach Sprache geschrieben, Dokument 2 §4), Ort, Halle und Stand, Kurztext, Bild und Link zur Website der Messe (neuer Tab); eine laufende Messe ist als solche markiert. Die vergangenen Messen stehen in einem zugeklappten Bereich und werden beim ersten Aufklappen geladen.',
  props,
  component: FairList,
  examples: {
    standard: {},
    compact: { headingLevel: 3, upcomingMax: 3, pastMax: 5 },
  },
  // Measured 33.4 KB: axios and the request helper (24), the widget with the fair family and the answer's schema (3.9),
  // valibot's pieces of the picture and the texts (2.9), the shared parts (retry, disclosure, skeleton, link, picture
  // sizes: 2.1), the Swiss day (0.5). No dayjs: the date range is Intl (src/lib/date-range.ts).
  budgetKb: 35,
})
