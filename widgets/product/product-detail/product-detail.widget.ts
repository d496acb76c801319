import * as v from 'valibot'
import { PRODUCT_TAGS } from '@/src/lib/product-tags'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ProductDetail } from './product-detail'

const text = (max: number, description: string) => v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(max), v.description(description))
const url = (description: string) => v.optional(v.pipe(v.string(), v.maxLength(2000), v.description(description)))

const pack = v.object({
  productId: v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/, 'must be an article number'), v.description('Artikelnummer des Gebindes, z. B. 10-4111.004.')),
  size: text(40, 'Inhalt, z. B. «4 l» oder «400 g».'),
  container: text(40, 'Behälter, z. B. «Kanister».'),
})

const props = v.object({
  productId: v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/, 'must be a product id'), v.description('Produkt-ID für die Preis- und SAP-Daten (/api/product/detail), z. B. p-10-4111.')),
  title: text(200, 'Produktname, die Überschrift der Seite.'),
  articleNumber: text(40, 'Grund-Artikelnummer des Produkts, z. B. 10-4111.'),
  label: v.optional(text(200, 'Freigaben und Spezifikationen in Kürze, unter dem Namen.')),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000), v.description('Beschreibung als reiner Text.'))),
  image: v.optional(
    v.object({
      fallback: v.pipe(v.string(), v.maxLength(2000)),
      srcset: v.optional(v.pipe(v.string(), v.maxLength(4000))),
      alt: v.pipe(v.string(), v.maxLength(200)),
    }),
  ),
  tags: v.optional(v.pipe(v.array(v.object({ type: v.picklist(PRODUCT_TAGS), label: text(40, 'Angezeigter Name der Auszeichnung.') })), v.maxLength(3), v.description('Auszeichnungen Aktion, Neu, Bestseller; angezeigt in dieser Reihenfolge (Dokument 2 §1).')), []),
  approvals: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(120))), v.maxLength(30), v.description('Freigaben und Spezifikationen, als Liste.')), []),
  packs: v.pipe(v.array(pack), v.minLength(1), v.maxLength(20), v.description('Die Gebinde des Produkts; das gewählte steht im Parameter «variant» der Adresse.')),
  safetyDataSheetUrl: url('Sicherheitsdatenblatt (PDF), öffnet in neuem Tab.'),
  productDataSheetUrl: url('Technisches Datenblatt (PDF), öffnet in neuem Tab.'),
  loginUrl: url('Anmeldeseite: Besucher ohne Anmeldung sehen statt Preisen den Hinweis, sich für Preise und Verfügbarkeit anzumelden, mit diesem Link.'),
  headingLevel: v.optional(v.pipe(v.picklist([1, 2]), v.description('Gliederungsstufe des Produktnamens: 1 auf der Produktseite, 2 wo die Seite schon eine Überschrift hat.')), 1),
  brand: v.optional(text(100, 'Marke für die strukturierten Daten (schema.org Product).'), 'Schmierstoffe AG'),
})

/** Props of the product detail: what its component receives, checked and with defaults. */
export type ProductDetailProps = PropsOf<typeof props>

const example = {
  productId: 'p-10-4111',
  title: 'Motoröl Synth 0W-20 C5',
  articleNumber: '10-4111',
  label: 'ACEA C5 · API SP · VW 508 00/509 00',
  description: 'Vollsynthetisches Leichtlauf-Motoröl für Benzin- und Dieselmotoren.',
  tags: [
    { type: 'bestseller' as const, label: 'Bestseller' },
    { type: 'sale' as const, label: 'Aktion' },
  ],
  approvals: ['ACEA C5', 'API SP', 'VW 508 00/509 00'],
  packs: [
    { productId: '10-4111.001', size: '1 l', container: 'Flasche' },
    { productId: '10-4111.004', size: '4 l', container: 'Kanister' },
    { productId: '10-4111.020', size: '20 l', container: 'Kanister' },
  ],
}

export default defineWidget({
  description:
    'Produktdetail (Dokument 1 §2, §3): Bild, Name, Auszeichnungen, Gebindewahl (in der Adresse gehalten), Preis nach Rolle mit Preistext (Dokument 1 §6), Verfügbarkeit aus den SAP-Daten, Menge und «In den Warenkorb», letztes Bestelldatum, Favorit und Einkaufsliste für Shop-Kunden, Datenblätter und strukturierte Daten (schema.org Product).',
  props,
  component: ProductDetail,
  examples: {
    engineOil: { ...example, headingLevel: 2 as const },
    withDataSheets: { ...example, headingLevel: 2 as const, safetyDataSheetUrl: '/downloads/sicherheitsdatenblatt-motoroel-synth-0w-20-c5.pdf', productDataSheetUrl: '/downloads/technisches-datenblatt-motoroel-synth-0w-20-c5.pdf' },
  },
  // axios and the request helper (~22 KB, shared by every widget that calls the backend), the cart's store,
  // favourites, price labels and dayjs; the shopping-list dialog loads on demand.
  budgetKb: 50,
})
