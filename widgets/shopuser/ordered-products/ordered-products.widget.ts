import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { tableProps } from '@/src/features/data-table/table-props'
import { OrderedProducts } from './ordered-products'

const props = v.object({
  ...tableProps,
})

/** Props of the ordered-products widget: what its component receives, checked and with defaults. */
export type OrderedProductsProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Bestellte Artikel des Geschäftskunden (Dokument 1 §2, §3, §7, §8): jedes schon bestellte Gebinde mit Produkt (Link zur Produktseite), Gebinde, letztem Bestelldatum, Anzahl Bestellungen und Gesamtmenge, je mit Menge und «In den Warenkorb»; sortierbar über die Spalten und die Sortierauswahl des Servers, mit Filtern, Zeitraum und Seiten, in der Adresse gehalten (Parameter «stored»); Export als CSV. Für einen Mitarbeiter die Artikel des Kunden, für den er handelt.',
  props,
  component: OrderedProducts,
  examples: {
    standard: {},
    compact: { pageSize: 10 },
  },
  // Measured 46.8 KB: what the order history carries (39.3: axios and the request helper, the table pattern,
  // dayjs, valibot's pieces), plus the cart family for «In den Warenkorb» (store/cart.ts and its answer schemas),
  // the quantity input and the sort select (7.5 together); the CSV writer loads on the first export only.
  budgetKb: 52,
})
