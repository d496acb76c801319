import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ActingForBanner } from './acting-for-banner'

const props = v.object({
  customerOverviewUrl: v.optional(
    v.pipe(address, v.description('Adresse der Kundenübersicht für den Link «Zur Kundenübersicht»; ohne Angabe die Adresse der Sitzung (session.urls.customerOverviewUrl), fehlt auch sie, kein Link.')),
  ),
})

/** Props of the acting-for-banner widget: what its component receives, checked and with defaults. */
export type ActingForBannerProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Band unter der Kopfzeile, solange ein Mitarbeiter im Namen eines Kunden handelt (Dokument 1 §1, §6; Dokument 2 §2.4): nennt Firma, Kundennummer und Kontakt des Kunden und den angemeldeten Mitarbeiter, mit «Zur Kundenübersicht» und «Vom Kontakt abmelden» (danach lädt die Seite neu). Folgt der Kundenauswahl der Kopfzeile; für alle anderen zeigt es nichts und nimmt keinen Platz ein. Auf jeder Seite eines Mitarbeiters in die Seite setzen, mit data-hydrate="load".',
  props,
  component: ActingForBanner,
  examples: {
    standard: {},
    withOverviewUrl: { customerOverviewUrl: '/kundenuebersicht' },
  },
  // Measured 3.9 KB: the banner, its texts and the contact schema (valibot's parts); the contact family and
  // axios load only when the employee is about to log out.
  budgetKb: 4.5,
})
