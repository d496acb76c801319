import * as v from 'valibot'
import { ADDRESS_COUNT_MAX } from './address-count'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { AddressList } from './address-list'

const props = v.object({
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3]), v.description('Gliederungsstufe der Überschrift «Ihre Adressen» (2 oder 3); die Firmennamen der Adressen stehen eine Stufe tiefer.')),
    2,
  ),
  addressCount: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(ADDRESS_COUNT_MAX),
      v.description(
        'Wie viele Adressen der Kunde beim Ausliefern der Seite hat: So viele Platzhalter zeigt die Liste, bis sie geladen ist, damit nichts springt (dieselbe Zahl wie die Platzhalter im Fallback des CMS).',
      ),
    ),
    2,
  ),
})

/** Props of the address-list widget: what its component receives, checked and with defaults. */
export type AddressListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Adressverwaltung der Geschäftskunden (Dokument 2 §1, §3, §7): Liefer- (CRMH02) und Rechnungsadressen (CRMH04) als Karten, die aktuelle Lieferadresse markiert; eine Adresse als Lieferadresse festlegen, eine neue anlegen oder bearbeiten (Formular vom Server konfiguriert) und nach Rückfrage löschen. Ein Mitarbeiter bearbeitet die Adressen des Kunden, für den er handelt.',
  props,
  component: AddressList,
  // The demo customer's four addresses (kunde@example.ch), as whom the block catalogue is checked for layout shifts.
  examples: {
    standard: { addressCount: 4 },
    underSubheading: { addressCount: 4, headingLevel: 3 },
  },
  // Measured 59.3 KB: axios and the request helper (22), react-hook-form for the edit form (12), react-modal for
  // the dialogs (8), the address family, its answer schemas, the form built from the server's configuration (the
  // site's one such form, src/features/config-form, with every field type and the server's constraints since the CMS
  // forms share it: 54.1 KB before), the confirmation dialog and the account tables' access note.
  budgetKb: 60,
})
