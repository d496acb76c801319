import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { BillingPartnerSelection } from './billing-partner-selection'
import { PARTNERS_MAX } from './partner-rows'

/** Rich text above and below the table is at most this long. */
export const CONTENT_MAX = 20_000

const text = (max: number, description: string) => v.pipe(v.string(), v.maxLength(max), v.description(description))

const props = v.object({
  partners: v.optional(
    v.pipe(
      // Here only the list; each row is checked on its own as the island starts (partner-rows.ts), so a
      // malformed row is left out instead of failing the whole widget. The descriptions name the row's fields.
      v.array(
        v.pipe(
          v.unknown(),
          v.description(
            'Ein Rechnungsempfänger: partnerId (Partnernummer, z. B. 0001004711: bis 20 Buchstaben, Ziffern, - oder _), companyName (Konto bzw. Firmenname, eine Zeile je Eintrag: 1 bis 4 Zeilen zu höchstens 100 Zeichen), street (Strasse und Hausnummer, bis 100 Zeichen), postalCode (Postleitzahl, bis 10), city (Ort, bis 60).',
          ),
        ),
      ),
      v.maxLength(PARTNERS_MAX),
      v.description(
        'Die Rechnungsempfänger, unter denen der Kunde wählt, vom CMS aus den Stammdaten des angemeldeten Kunden (bei einem Mitarbeiter: des Kunden, für den er handelt) mitgegeben, je Zeile partnerId, companyName (Liste der Namenszeilen), street, postalCode und city. Die Wahl wird an /api/user/billing-partner/{partnerId} gesendet. Eine fehlerhafte Zeile und eine ohne Partnernummer (Dokument 2 §2.9) werden mit einer Warnung weggelassen, die übrigen angezeigt.',
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
  // Measured 41.4 KB: axios and the request helper (22), DOMPurify for the content areas (9), the table, the
  // notification box, the account tables' access note and the rows' schema.
  budgetKb: 44,
})
