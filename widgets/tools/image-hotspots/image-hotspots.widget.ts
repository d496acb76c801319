import * as v from 'valibot'
import { blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { hotspot, HOTSPOTS_MAX, placedHotspots } from './hotspot-schema'
import { ImageHotspots } from './image-hotspots'

const props = v.object({
  image: v.pipe(blockImage, v.description('Das Bild, auf dem die Punkte sitzen (Dokument 2 §3), in voller Inhaltsbreite und in seinem eigenen Seitenverhältnis.')),
  hotspots: v.pipe(
    v.array(hotspot),
    v.maxLength(HOTSPOTS_MAX),
    v.description(
      `Die Punkte (Dokument 2 §3), bis zu ${HOTSPOTS_MAX}: top und left in Prozent, die Kachel in data[0]. Einer ausserhalb von 0 bis 100 oder ohne data[0] wird weggelassen; ohne Punkte bleibt das Bild.`,
    ),
    v.transform(placedHotspots),
  ),
  enableMobileVersion: v.optional(
    v.pipe(v.boolean(), v.description('Zeigt den Block auch unter 1024 px (Tablet hoch, Telefon); sonst erscheint er dort nicht (Dokument 2 §2.10). Die Kachel steht dann unter dem Bild.')),
    false,
  ),
  level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(4), v.description('Gliederungsstufe der Kacheltitel, 2 bis 4.')), 3),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the image-hotspots block: what its component receives, checked, with defaults and only placeable hotspots. */
export type ImageHotspotsProps = PropsOf<typeof props>

// The demo catalogue's packs (test/cms/media "kanister": a bottle, a canister and a drum in the brand's blue).
const packs = (product: string) => examplePicture('kanister', `Flasche, Kanister und Fass ${product}`, 1280)

/** The catalogue's examples, also the tests' props: products of the mock catalogue (test/mocks/db/catalogue.ts). */
export const IMAGE_HOTSPOTS_EXAMPLES = {
  // A workshop at an oil change: three products (two of them on sale) and the return of used oil.
  workshop: {
    image: examplePicture('werkstatt', 'Werkstatt mit einem Auto auf der Hebebühne beim Ölwechsel: Das Altöl läuft in einen Auffangbehälter', 640),
    hotspots: [
      {
        top: 38,
        left: 61,
        data: [
          {
            type: 'product',
            title: 'Motoröl Synth 5W-30 C3',
            text: '<p>Vollsynthetisches Leichtlauföl für Benzin- und Dieselmotoren mit Partikelfilter, freigegeben nach ACEA C3.</p>',
            image: packs('Motoröl Synth 5W-30 C3'),
            url: '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-c3',
            productNumber: '10-4414',
            productTags: [
              { type: 'bestseller', label: 'Bestseller' },
              { type: 'sale', label: 'Aktion' },
            ],
          },
        ],
      },
      {
        top: 47,
        left: 45,
        data: [
          {
            type: 'product',
            title: 'Getriebeöl 75W-90 GL-5 Synth',
            image: packs('Getriebeöl 75W-90 GL-5 Synth'),
            url: '/produkte/getriebeoele/fahrzeuggetriebe/schaltgetriebe/getriebeoel-75w-90-gl-5-synth',
            productNumber: '20-2111',
            productTags: [{ type: 'bestseller', label: 'Bestseller' }],
          },
        ],
      },
      {
        top: 48,
        left: 32,
        data: [
          {
            type: 'product',
            title: 'Lithiumfett MP 2',
            text: '<p>Mehrzweckfett für Radlager, Gelenke und Fahrgestell, wasserbeständig von −30 bis +120 °C.</p>',
            image: packs('Lithiumfett MP 2'),
            url: '/produkte/schmierfette/lithium/lithiumfett-mp-2',
            productNumber: '40-1126',
            productTags: [{ type: 'sale', label: 'Aktion' }],
          },
        ],
      },
      {
        top: 73,
        left: 54.5,
        data: [
          {
            type: 'other',
            title: 'Altöl fachgerecht entsorgen',
            text: '<p>Wir holen Altöl ab 200 Litern kostenlos in Ihrer Werkstatt ab und führen es der <strong>Zweitraffination</strong> zu. Leere Gebinde nehmen wir gleich mit.</p>',
            url: '/unternehmen/nachhaltigkeit/umwelt',
          },
        ],
      },
    ],
  },
  // A tractor, also on the phone, with a caption: engine, hydraulics, grease points and the advisers who come to the farm.
  farm: {
    image: {
      ...examplePicture('traktor', 'Blauer Traktor auf einem gepflügten Feld, dahinter Wiesen, ein Bauernhof und die Alpen', 640),
      caption: 'Ein Schmierstoff für jeden Schmierpunkt: unsere Empfehlungen für Traktoren mit Frontlader und Zapfwelle.',
    },
    enableMobileVersion: true,
    level: 2,
    hotspots: [
      {
        top: 66,
        left: 63,
        data: [
          {
            type: 'product',
            title: 'Motoröl Truck 15W-40 Agrar',
            image: packs('Motoröl Truck 15W-40 Agrar'),
            url: '/produkte/motorenoele/nutzfahrzeuge/15w-40/motoroel-truck-15w-40-agrar',
            productNumber: '11-5520',
          },
        ],
      },
      {
        top: 72,
        left: 31,
        data: [
          {
            type: 'product',
            title: 'Hydrauliköl HLP 46',
            text: '<p>Für Hubwerk, Frontlader und Lenkung: zinkhaltiges Hydrauliköl nach DIN 51524-2.</p>',
            image: packs('Hydrauliköl HLP 46'),
            url: '/produkte/hydraulikoele/hlp/zinkhaltig/hydraulikoel-hlp-46',
            productNumber: '30-1123',
            productTags: [{ type: 'bestseller', label: 'Bestseller' }],
          },
        ],
      },
      {
        top: 52,
        left: 44,
        data: [
          {
            type: 'other',
            title: 'Beratung auf Ihrem Hof',
            text: '<p>Unsere Anwendungstechniker erstellen Ihnen einen <strong>Schmierplan</strong> für den ganzen Maschinenpark, vom Traktor bis zum Mähdrescher.</p>',
            url: '/service/technische-beratung',
          },
        ],
      },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description:
    'Bild mit Hotspots (Dokument 2 §2.10, §3, §4): Punkte an Prozentpositionen öffnen je eine Kachel, ein Produkt (Bild, Preisaktion für aktive Shop-Kunden, Auszeichnungen, Link) oder einen Text mit Link; es ist höchstens eine offen, ein zweiter Klick, «Schliessen» oder Escape schliesst sie. Unter 1024 px nur mit enableMobileVersion.',
  props,
  component: ImageHotspots,
  examples: IMAGE_HOTSPOTS_EXAMPLES,
  // DOMPurify (about 11.7 KB, shared with rich text), the picture, the link and the schemas; its own code with its examples about 4.7 KB.
  // The price label's request code loads only for active shop users, in a chunk of its own.
  budgetKb: 22,
})
