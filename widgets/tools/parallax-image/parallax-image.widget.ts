import * as v from 'valibot'
import { blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { ParallaxImage } from './parallax-image'

/** The band's shapes: wide ones only, where the picture has room to drift (3:2 would fill the screen). */
export const PARALLAX_RATIOS = ['16-9', '25-9', '42-10'] as const

const props = v.object({
  image: v.pipe(blockImage, v.description('Das Bild (Dokument 2 §3); es wird etwas höher gezeigt als das Band und gleitet beim Scrollen langsamer als die Seite.')),
  ratio: v.optional(v.pipe(v.picklist(PARALLAX_RATIOS), v.description('Seitenverhältnis des Bandes: 16-9, 25-9 oder 42-10.')), '25-9'),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the parallax image: what its component receives, checked and with defaults. */
export type ParallaxImageProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const PARALLAX_IMAGE_EXAMPLES = {
  alps: { image: examplePicture('alpen-panorama', 'Die Alpen über dem Zürcher Oberland im Morgenlicht', 346) },
  // The longest realistic texts: a caption and a title, the narrowest band.
  longest: {
    image: {
      ...examplePicture('windpark', 'Windräder auf dem Mont Crosin, von denen unser Werk seit 2020 Strom bezieht', 540),
      title: 'Windpark Mont Crosin im Berner Jura',
      caption: 'Seit 2020 beziehen unser Werk und unser Lager in Winterthur ihren Strom vollständig aus Wind- und Wasserkraft aus der Schweiz, zertifiziert mit dem Label «naturemade star».',
    },
    ratio: '42-10',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Bild als breites Band, das beim Scrollen langsamer gleitet als die Seite (Dokument 2 §2.10); ruhig bei «Bewegung reduzieren».',
  props,
  component: ParallaxImage,
  examples: PARALLAX_IMAGE_EXAMPLES,
  budgetKb: 5,
})
