import * as v from 'valibot'
import { bareLink } from '@/src/lib/content-schemas'
import { BLOCK_RATIOS, blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { ImageBlock } from './image'

const props = v.pipe(
  v.object({
    image: v.pipe(blockImage, v.description('Das Bild (Dokument 2 §3): Datei, Breiten, Formate, Alternativtext, Titel, Bildunterschrift.')),
    ratio: v.optional(v.pipe(v.picklist(BLOCK_RATIOS), v.description('Seitenverhältnis, auf das das Bild zugeschnitten wird: 3-2, 16-9, 25-9 oder 42-10 (Dokument 2 §2.10).')), '16-9'),
    link: v.optional(v.pipe(bareLink, v.description('Macht das Bild zum Link; sein Alternativtext nennt das Ziel.'))),
    loading: imageLoading,
    first: firstOnPage,
  }),
  // A link needs a name: a decorative image has none to give it.
  v.check((block) => block.link === undefined || !block.image.decorative, 'a linked image needs an alt: it names the link'),
)

/** Props of the image block: what its component receives, checked and with defaults. */
export type ImageProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const IMAGE_EXAMPLES = {
  plant: {
    image: examplePicture('werk', 'Das Werk mit Tanklager und Bürogebäude vor den Alpen', 640),
  },
  // The longest realistic texts: a title and a caption, the widest cut, a link to another site in a new tab.
  longest: {
    image: {
      ...examplePicture('alpen-panorama', 'Alpenpanorama mit See: die Region, in der wir seit 1937 Schmierstoffe herstellen', 346),
      title: 'Blick über den Zürichsee zu den Glarner Alpen',
      caption:
        'Seit 1937 stellen wir unsere Schmierstoffe in Winterthur her. Das Werk bezieht seit 2020 ausschliesslich Strom aus erneuerbaren Quellen, und die Abwärme der Produktion heizt Büros und Lager.',
    },
    ratio: '42-10',
    link: { href: 'https://www.myswitzerland.com/de-ch/', title: 'Schweiz Tourismus', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Bild in voller Inhaltsbreite, auf 3:2, 16:9, 25:9 oder 42:10 zugeschnitten, wahlweise als Link (Dokument 2 §2.10).',
  props,
  component: ImageBlock,
  examples: IMAGE_EXAMPLES,
  // The picture, the link and the image schema; its own code is under 1 KB.
  budgetKb: 5,
})
