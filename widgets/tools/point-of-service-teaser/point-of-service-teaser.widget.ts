import * as v from 'valibot'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { blockImage, imageLoading } from '@/src/lib/image-schemas'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { PointOfServiceTeaser } from './point-of-service-teaser'

const props = v.object({
  title: blockText(120, 'Titel, etwa «Händler in Ihrer Nähe».'),
  level: headingLevel(2),
  text: v.optional(blockText(300, 'Ein bis zwei Sätze über dem Suchfeld.')),
  action: v.pipe(
    v.string(),
    v.regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path of this site or an https:// address'),
    v.maxLength(ADDRESS_MAX_LENGTH),
    v.description('Die Seite der Händlersuche; sie erhält den eingegebenen Ort als ?q=.'),
  ),
  fieldLabel: v.optional(blockText(40, 'Beschriftung des Suchfelds.'), 'PLZ oder Ort'),
  buttonText: v.optional(blockText(40, 'Text des Knopfs.'), 'Händler finden'),
  image: v.optional(v.pipe(blockImage, v.description('Bild neben dem Suchfeld ab 768 px, darüber auf dem Telefon.'))),
  loading: imageLoading,
})

/** Props of the point-of-service teaser: what its component receives, checked and with defaults. */
export type PointOfServiceTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const POINT_OF_SERVICE_TEASER_EXAMPLES = {
  dealers: {
    title: 'Händler in Ihrer Nähe',
    text: 'Über 1200 Fachhändler, Werkstätten und Servicestellen führen unsere Schmierstoffe.',
    action: '/service/haendlersuche',
    image: examplePicture('werkstatt', 'Mechaniker beim Ölwechsel in der Werkstatt', 640),
  },
  // The longest realistic texts, the editor's own labels, no picture.
  longest: {
    title: 'Servicestellen für Landmaschinen, Baumaschinen und Nutzfahrzeuge in der ganzen Schweiz',
    level: 3,
    text: 'Geben Sie Postleitzahl oder Ort ein: Wir zeigen Ihnen die nächsten Servicestellen mit Öffnungszeiten, Sortiment und Abfüllung ab Fass.',
    action: '/service/haendlersuche',
    fieldLabel: 'Postleitzahl oder Ortschaft',
    buttonText: 'Servicestellen anzeigen',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Teaser der Händlersuche: Titel, Text, ein Feld für Postleitzahl oder Ort und ein Knopf, der die Händlersuche mit diesem Ort öffnet, auch ohne JavaScript (Dokument 2 §2.10).',
  props,
  component: PointOfServiceTeaser,
  examples: POINT_OF_SERVICE_TEASER_EXAMPLES,
  budgetKb: 5,
})
