import * as v from 'valibot'
import { blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { mediaSide, textMediaEntries } from '@/src/ui/text-media/text-media-props'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { TextImage } from './text-image'

const IMAGE = { name: 'Bild', the: 'das Bild', of: 'des Bildes' }

const props = v.object({
  ...textMediaEntries(IMAGE),
  image: v.pipe(blockImage, v.description('Das Bild neben dem Text (Dokument 2 §3), in seinem eigenen Seitenverhältnis.')),
  imageSide: mediaSide(IMAGE),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the text-and-image block: what its component receives, checked and with defaults. */
export type TextImageProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const TEXT_IMAGE_EXAMPLES = {
  lab: {
    title: 'Geprüft in unserem Labor',
    html: '<p>Jede Charge verlässt das Werk erst, wenn unser Labor Viskosität, Flammpunkt und Reinheit geprüft hat. Die Rückstellmuster bewahren wir fünf Jahre auf.</p>',
    image: examplePicture('labor', 'Laborantin prüft eine Ölprobe am Viskosimeter', 640),
  },
  // The longest realistic texts: a long title, several paragraphs, a caption, the image on the left, a link in a new tab.
  longest: {
    title: 'Vom Rohstoff zum Hochleistungsschmierstoff: wie in unserem Werk in Winterthur Motorenöle entstehen',
    level: 3,
    html:
      '<p>Grundöle und Additive kommen per Bahn in unser Tanklager. Im Mischwerk dosieren wir sie nach Rezeptur auf das Gramm genau und rühren sie bei kontrollierter Temperatur, bis die Mischung homogen ist.</p>' +
      '<p>Bevor abgefüllt wird, misst das Labor jede Charge: <strong>Viskosität bei 40 und 100 °C</strong>, Flammpunkt, Wassergehalt und Partikelzahl. Erst wenn alle Werte im Band liegen, gibt es die Charge frei.</p>' +
      '<ul><li>Abfüllung in Flaschen, Kanister, Fässer und Container</li><li>Rückstellmuster für fünf Jahre</li><li>Chargennummer auf jedem Gebinde</li></ul>',
    image: {
      ...examplePicture('werk', 'Das Werk mit Tanklager, Mischwerk und Bürogebäude vor den Alpen', 640),
      caption: 'Unser Werk in Winterthur: 38 Tanks, 12 Mischkessel und eine Abfüllung für 40 000 Gebinde am Tag.',
    },
    ratio: '8-4',
    imageSide: 'left',
    link: { href: 'https://www.svgw.ch/', text: 'Mehr über Qualitätsnormen in der Schweiz', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Text mit Bild daneben in den Aufteilungen 2-10, 8-4, 6-6, 4-8 und 10-2, das Bild links oder rechts, optional mit Knopf (Dokument 2 §2.10).',
  props,
  component: TextImage,
  examples: TEXT_IMAGE_EXAMPLES,
  // DOMPurify (about 9 KB, shared with rich text), the link, the picture and the image schema; its own code is under 1 KB.
  budgetKb: 18,
})
