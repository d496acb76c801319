import * as v from 'valibot'
import { blockLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { ContentTeaser } from './content-teaser'

const props = v.object({
  image: v.pipe(blockImage, v.description('Das Bild über die ganze Breite, im Format 25:9 (auf dem Telefon 16:9) zugeschnitten.')),
  label: v.optional(blockText(30, 'Kurzes Etikett über dem Titel, etwa «Neu».')),
  title: blockText(120, 'Titel im Feld über dem Bild.'),
  level: headingLevel(2),
  text: v.optional(blockText(400, 'Ein bis drei Sätze, ohne Formatierung.')),
  link: v.pipe(blockLink, v.description('Der Knopf im Feld.')),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the content teaser: what its component receives, checked and with defaults. */
export type ContentTeaserProps = PropsOf<typeof props>


/** The catalogue's examples, also the tests' props. */
export const CONTENT_TEASER_EXAMPLES = {
  oilChange: {
    image: examplePicture('kanister', 'Flasche, Kanister und Fass in Markenblau', 1280),
    title: 'Welches Öl braucht Ihr Fahrzeug?',
    text: 'Der Ölfinder nennt die passenden Öle für Auto, Motorrad und Traktor in wenigen Schritten.',
    link: { href: '/oelfinder', text: 'Zum Ölfinder' },
  },
  // The longest realistic texts, with a label, to another site in a new tab.
  longest: {
    image: examplePicture('alpen-panorama', 'Alpenpanorama über dem Vierwaldstättersee', 346),
    label: 'Nachhaltigkeit',
    title: 'Bis 2030 die Hälfte aller Lieferungen auf der Schiene: wie wir unsere Logistik in der Schweiz umbauen',
    level: 3,
    text: 'Seit 2024 fahren unsere Kesselwagen von Winterthur nach Lausanne und Lugano. Lesen Sie, was das an CO₂ spart, welche Kunden schon mitmachen und wie Sie Ihre Lieferungen umstellen können, ohne länger zu warten.',
    link: { href: 'https://www.sbbcargo.com/de', text: 'Mehr über den Güterverkehr', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Grosses Bild über die ganze Breite mit einem Feld aus Etikett, Titel, Text und Knopf darüber (Dokument 2 §2.10 content teaser).',
  props,
  component: ContentTeaser,
  examples: CONTENT_TEASER_EXAMPLES,
  budgetKb: 5,
})
