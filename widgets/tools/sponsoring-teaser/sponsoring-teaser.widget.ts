import * as v from 'valibot'
import { bareLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { blockImage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { SponsoringTeaser } from './sponsoring-teaser'

const props = v.object({
  image: v.pipe(blockImage, v.description('Bild des Engagements, im Format 3:2 zugeschnitten; links neben dem Text ab 768 px.')),
  category: v.optional(blockText(40, 'Sportart oder Bereich über dem Namen.')),
  title: blockText(120, 'Name des Teams oder des Anlasses; er ist der Linktext.'),
  level: headingLevel(2),
  text: v.optional(blockText(300, 'Ein bis zwei Sätze über das Engagement.')),
  link: v.pipe(bareLink, v.description('Die Seite des Engagements; der ganze Teaser ist klickbar.')),
  loading: imageLoading,
})

/** Props of the sponsoring teaser: what its component receives, checked and with defaults. */
export type SponsoringTeaserProps = PropsOf<typeof props>


/** The catalogue's examples, also the tests' props. */
export const SPONSORING_TEASER_EXAMPLES = {
  motocross: {
    image: examplePicture('motorrad', 'Motocross-Fahrer in der Kurve', 540),
    category: 'Motocross',
    title: 'MX Team Jura',
    text: 'Seit 2015 fahren vier Fahrerinnen und Fahrer aus Delémont mit unseren Ölen.',
    link: { href: '/rennsport/teams' },
  },
  // The longest realistic texts, to another site in a new tab.
  longest: {
    image: examplePicture('alpen-panorama', 'Langläuferinnen vor dem Alpenpanorama', 346),
    category: 'Nachwuchsförderung Wintersport',
    title: 'Skiclub Lenzerheide: Schmierstoffe für Pistenfahrzeuge und Förderung des Nachwuchses im Langlauf',
    level: 3,
    text: 'Wir versorgen die Pistenfahrzeuge des Clubs mit biologisch abbaubaren Hydraulikölen und unterstützen jedes Jahr zwölf Nachwuchsathletinnen und -athleten.',
    link: { href: 'https://www.swiss-ski.ch/', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Teaser eines Sponsoring-Engagements: Bild, Sportart, Name als Link und kurzer Text; der ganze Teaser führt zur Seite des Engagements (Dokument 2 §2.10).',
  props,
  component: SponsoringTeaser,
  examples: SPONSORING_TEASER_EXAMPLES,
  budgetKb: 5,
})
