import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { keepCompleteQuotes, quoteItem } from './quote-item'
import { QuoteSlider } from './quote-slider'

/** spec 2 §5: the slider navigation's colours. */
export const NAVIGATION_COLOURS = ['primary', 'white'] as const

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift über den Zitaten; zugleich der Name des Sliders für Screenreader (ohne: «Zitate»).')),
  items: v.pipe(
    v.array(quoteItem),
    v.maxLength(20),
    v.description('Die Zitate, 1 bis 20; mehrere werden zum endlosen Slider. Eines ohne Text oder Namen wird weggelassen (Dokument 2 §5).'),
    v.transform(keepCompleteQuotes),
    v.minLength(1, 'no item has a text and a name'),
  ),
  navigation: v.optional(v.pipe(v.picklist(NAVIGATION_COLOURS), v.description('Farbe der Pfeile und Punkte: primary (Markenfarbe) oder white (weiss, für dunkle Hintergründe).')), 'primary'),
  loading: imageLoading,
})

/** Props of the quote slider: what its component receives, checked, with defaults and only complete items. */
export type QuoteSliderProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const QUOTE_SLIDER_EXAMPLES = {
  // Customers and an employee, with portraits.
  voices: {
    title: 'Das sagen unsere Kundinnen und Kunden',
    items: [
      {
        image: examplePicture('werkstatt', 'Die Werkstatt von Marco Bernasconi', 640),
        text: 'Seit wir die Fassware und den Schmierplan aus einer Hand beziehen, suchen wir nie mehr das richtige Öl: Es steht beschriftet im Regal.',
        name: 'Marco Bernasconi',
        jobTitle: 'Werkstattleiter, Garage Bernasconi AG, Bellinzona',
      },
      {
        image: examplePicture('traktor', 'Der Traktor von Ruedi Schenk auf seinem Feld', 640),
        text: 'Das biologisch abbaubare Hydrauliköl läuft in allen unseren Maschinen, auch im Winter. Und am Telefon ist immer jemand, der sich auskennt.',
        name: 'Ruedi Schenk',
        jobTitle: 'Landwirt, Hof Schenk, Emmental',
      },
      {
        image: examplePicture('labor', 'Das Labor mit Kolben, Viskosimeter und einer Ölprobe', 640),
        text: 'Keine Charge verlässt das Werk, bevor wir sie gemessen haben. Darauf bin ich stolz.',
        name: 'Sandra Meier',
        jobTitle: 'Leiterin Qualitätslabor',
      },
    ],
  },
  // One quote, without a portrait, with the white navigation (no slider, so nothing of it shows).
  single: {
    navigation: 'white',
    items: [{ text: 'Pünktlich geliefert, sauber dokumentiert, fair im Preis: So stellen wir uns einen Lieferanten vor.', name: 'Claudia Frei', jobTitle: 'Einkauf, Frei Transporte GmbH' }],
  },
  // The longest realistic texts, with the white navigation.
  longest: {
    navigation: 'white',
    items: [
      {
        text: 'Wir fahren mit 140 Lastwagen quer durch Europa. Seit wir auf die Longlife-Motorenöle umgestellt und die Ölanalyse aus dem Labor in Winterthur in unsere Wartung eingebaut haben, wechseln wir das Öl nur noch halb so oft, und die Motoren laufen länger als je zuvor. Die Beratung vor Ort hat uns dabei vom ersten Tag an begleitet.',
        name: 'Dr. Anna-Lena Zimmermann-Oberholzer',
        jobTitle: 'Leiterin Fuhrparkmanagement und Instandhaltung, Zimmermann Logistik und Transporte AG, Frauenfeld',
      },
      { text: 'Schnell, freundlich und kompetent.', name: 'Luca Rossi', jobTitle: 'Einkäufer' },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Zitate-Slider (Dokument 2 §2.10, §3, §4, §5): Zitate mit Porträt, Text, Name und Funktion; eines ohne Text oder Namen wird weggelassen; mehrere werden zum endlosen Slider, Pfeile und Punkte in der Markenfarbe oder weiss.',
  props,
  component: QuoteSlider,
  examples: QUOTE_SLIDER_EXAMPLES,
  // The slider, the picture, the image schema and the drop warning: 6.8 KB measured; Swiper is a chunk of its own.
  budgetKb: 8,
})
