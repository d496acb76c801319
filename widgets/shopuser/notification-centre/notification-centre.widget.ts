import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { NotificationCentre } from './notification-centre'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschrift «Ihre Benachrichtigungen» (2 oder 3); die Titel der Benachrichtigungen stehen eine Stufe tiefer.')),
    2,
  ),
  pageSize: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(5),
      v.maxValue(50),
      v.description('Wie viele Benachrichtigungen zuerst erscheinen; «Weitere anzeigen» ergänzt jeweils so viele (5 bis 50).'),
    ),
    10,
  ),
})

/** Props of the notification-centre widget: what its component receives, checked and with defaults. */
export type NotificationCentreProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Benachrichtigungszentrale des angemeldeten Kunden (Dokument 1 §7): Benachrichtigungen mit Zeitpunkt (TT.MM.JJJJ - hh:mm, Schweizer Zeit), ungelesene hervorgehoben, eine oder alle als gelesen markieren; die Zahl der ungelesenen in der Kopfzeile und im Dashboard folgt sofort.',
  props,
  component: NotificationCentre,
  examples: {
    standard: {},
    compact: { headingLevel: 3, pageSize: 5 },
  },
  // Measured 29.9 KB: axios and the request helper (22), the answer's schema with valibot's parts, the
  // notification centre family and the widget (7). No dayjs: Swiss time comes from Intl (src/lib/swiss-time.ts).
  budgetKb: 32,
})
