import * as v from 'valibot'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { B2cCart } from './b2c-cart'

const props = v.object({
  cartId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w-]{1,100}$/, 'must be 1 to 100 letters, digits, - and _'),
      v.description(
        'Id des B2C-Warenkorbs aus der Sitzung (z. B. b2c-konsument). Ohne Angabe der Warenkorb der Sitzung: der des angemeldeten Privatkunden, sonst der des Besuchers (per Cookie).',
      ),
    ),
  ),
  checkoutUrl: v.optional(v.pipe(v.string(), v.maxLength(ADDRESS_MAX_LENGTH), v.description('Adresse der Kasse; ohne Angabe kein Knopf «Zur Kasse».'))),
  shopUrl: v.optional(v.pipe(v.string(), v.maxLength(ADDRESS_MAX_LENGTH), v.description('Wohin «Weiter einkaufen» führt, auch aus dem leeren Warenkorb.')), '/'),
  headingLevel: v.optional(v.pipe(v.picklist([1, 2, 3]), v.description('Gliederungsstufe der Überschrift «Warenkorb» (1 bis 3).')), 2),
})

/** Props of the b2c-cart widget: what its component receives, checked and with defaults. */
export type B2cCartProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Warenkorb der Privatkunden (Dokument 2 §3): Artikel mit Menge, Einzelpreis und Summe, Mengen ändern und Artikel entfernen, Zwischensumme, MwSt. und Total wie vom Server berechnet, Preisangabe «Netto / inkl. Mwst»; leer ein Link zurück in den Shop.',
  props,
  component: B2cCart,
  examples: {
    standard: {},
    withCheckout: { checkoutUrl: '/kasse', shopUrl: '/katalog', headingLevel: 3 },
  },
  // axios and the request helper (shared with every widget that calls the backend, ~23 KB) are most of it.
  budgetKb: 40,
})
