import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { BillingPartnerSelection } from './billing-partner-selection'

/** At most this many billing partners in one table. */
export const PARTNERS_MAX = 200
/** Rich text above and below the table is at most this long. */
export const CONTENT_MAX = 20_000

const text = (max: number, description: string) => v.pipe(v.string(), v.maxLength(max), v.description(description))

// spec 1 §3, spec 2 §3: "billing partner: partnerId, companyName (list of strings), street, postalCode, city".
const partner = v.object({
  partnerId: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(20),
        v.regex(/^[\w-]*$/, 'expected a partner id'),
        v.description('Partnernummer (z. B. 0001004711). Eine Zeile ohne Partnernummer wird nicht angezeigt, mit einer Warnung (Dokument 2 §2.9).'),
      ),
    ),
  ),
  companyName: v.pipe(v.array(text(100, 'Eine Zeile des Namens.')), v.minLength(1), v.maxLength(4), v.description('Konto bzw. Firmenname, eine Zeile je Eintrag (Name 1 bis 4).')),
  street: text(100, 'Strasse und Hausnummer.'),
  postalCode: text(10, 'Postleitzahl.'),
  city: text(60, 'Ort.'),
})

const props = v.object({
  partners: v.optional(
    v.pipe(
      v.array(partner),
      v.maxLength(PARTNERS_MAX),
      v.description(
        'Die Rechnungsempfänger, unter denen der Kunde wählt, vom CMS aus den Stammdaten des angemeldeten Kunden (bei einem Mitarbeiter: des Kunden, für den er handelt) mitgegeben. Die Wahl wird an /api/user/billing-partner/{partnerId} gesendet.',
      ),
    ),
    [],
  ),
  selectedPartnerId: v.optional(v.pipe(v.string(), v.maxLength(20), v.description('Der zurzeit gewählte Rechnungsempfänger (seine Partnernummer): seine Zeile ist als «Ausgewählt» markiert.'))),
  contentAbove: v.optional(text(CONTENT_MAX, 'Inhaltsbereich über der Tabelle: HTML aus dem CMS, mit DOMPurify bereinigt.')),
  contentBelow: v.optional(text(CONTENT_MAX, 'Inhaltsbereich unter der Tabelle: HTML aus dem CMS, mit DOMPurify bereinigt.')),
  caption: v.optional(text(100, 'Beschriftung der Tabelle; ohne Angabe «Rechnungsempfänger» in der Sprache der Seite.')),
})

/** Props of the billing-partner-selection widget: what its component receives, checked and with defaults. */
export type BillingPartnerSelectionProps = PropsOf<typeof props>
/** One row as the CMS gives it. */
export type BillingPartnerRow = BillingPartnerSelectionProps['partners'][number]

// A sample customer of the examples only: the bundle must carry no data of the mock backend (build-without-mocks.e2e.ts).
const samplePartners = [
  { partnerId: '0001004711', companyName: ['Muster Logistik AG'], street: 'Musterstrasse 1', postalCode: '8000', city: 'Zürich' },
  { partnerId: '0001004731', companyName: ['Muster Holding AG', 'Kreditorenbuchhaltung'], street: 'Postfach 100', postalCode: '8001', city: 'Zürich' },
]

export default defineWidget({
  description:
    'Wahl des Rechnungsempfängers (Dokument 2 §2.9): Tabelle mit Konto/Firmenname (eine Zeile je Namenszeile), Auswahl, Partnernummer und Adresse; ein Knopf je Zeile wählt diesen Partner (POST /api/user/billing-partner/{partnerId}), Zeilen ohne Partnernummer werden ignoriert; Inhaltsbereiche darüber und darunter. Die Zeilen gibt das CMS mit.',
  props,
  component: BillingPartnerSelection,
  examples: {
    standard: {
      partners: samplePartners,
      selectedPartnerId: '0001004711',
      contentAbove: '<p>Wählen Sie, auf welches Konto Ihre Bestellungen verrechnet werden.</p>',
      contentBelow: '<p>Fehlt ein Rechnungsempfänger? Ihre Kundenberaterin hilft gerne weiter.</p>',
    },
    empty: { partners: [] },
  },
  // Measured 41.3 KB: axios and the request helper (22), DOMPurify for the content areas (9), the table, the
  // notification box and the props schema.
  budgetKb: 44,
})
