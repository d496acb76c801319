import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ProductList } from './product-list'

// A category id or product group: a short token, as the backend names them.
const token = (description: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'expected an id of letters, digits and - _ . :'), v.description(description)))

const props = v.object({
  categoryId: token('Kategorie (jeder Ebene), deren Produkte die Liste zeigt, z. B. c-motor-pkw. Genau eines von categoryId und productGroup.'),
  productGroup: token('Produktgruppe, deren Produkte die Liste zeigt, z. B. aktionen, neuheiten, bestseller. Genau eines von categoryId und productGroup.'),
  headingLevel: v.optional(
    v.pipe(v.picklist([2, 3, 4, 5, 6]), v.description('Gliederungsstufe der Produkttitel (2 bis 6); 3 unter einer Zwischenüberschrift der Seite.')),
    3,
  ),
  loginUrl: v.optional(
    v.pipe(v.string(), v.maxLength(2000), v.description('Anmeldeseite, auf die der Hinweis für anonyme Besucher verlinkt («Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.»); ohne Angabe ohne Link.')),
  ),
  initialPage: v.optional(
    v.pipe(
      // Checked in full by the list answer's schema (api/products.ts) when the island starts; here only its outline.
      v.looseObject({ products: v.array(v.unknown()), filters: v.optional(v.array(v.unknown())), totalCount: v.number() }),
      v.description(
        'Die erste Seite, wie GET /api/product/list sie für diese Adresse antwortet (products, filters, totalCount), vom CMS mitgegeben: Die Liste zeigt sie ohne Anfrage. Nur wenn sie für die Filter der Adresse gilt; sonst fragt die Liste selbst.',
      ),
    ),
  ),
})

/** Props of the product-list widget: what its component receives, checked and with defaults. */
export type ProductListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Produktliste einer Kategorie oder Produktgruppe (Dokument 1 §3, §4): Anzahl, Mehrfachfilter (in der Adresse gehalten), Produktkacheln mit Bild 3:4, Merkmalen und für Shop-Kunden Preisaktion, letztem Bestelldatum und Merkliste; «Mehr laden» ergänzt je 12.',
  props,
  component: ProductList,
  examples: {
    category: { categoryId: 'c-hydraulic' },
    productGroup: { productGroup: 'aktionen', headingLevel: 2, loginUrl: '/login-form' },
  },
  // Measured 36.8 KB: axios and the request helper (~23 KB, shared with every widget that calls the
  // backend), the tile, the favourite button (its confirmation dialog loads on first use) and the list.
  // dayjs for the last order date loads only when a tile has one (parts/product-tile/use-formatted-date.ts).
  // 42.2 KB since the filtered list (src/features/filtered-list) also brings a visitor back to the place in the list;
  // 43.0 KB since the tags (src/ui/product-tags) keep spec 2 §1's order, a chunk of their own shared with the schemas.
  budgetKb: 44,
})
