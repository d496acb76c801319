import * as v from 'valibot'
import { blockLink } from '@/src/lib/content-schemas'
import { BLOCK_RATIOS, blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { ImageLink } from './image-link'

const props = v.object({
  image: v.pipe(blockImage, v.description('Das Bild; im Link nur Zierde, den Link benennt sein Text.')),
  ratio: v.optional(v.pipe(v.picklist(BLOCK_RATIOS), v.description('Seitenverhältnis des Bildes: 3-2, 16-9, 25-9 oder 42-10.')), '3-2'),
  link: v.pipe(blockLink, v.description('Wohin Bild und Text führen; der Linktext steht unter dem Bild.')),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the image link: what its component receives, checked and with defaults. */
export type ImageLinkProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const IMAGE_LINK_EXAMPLES = {
  agriculture: {
    image: examplePicture('traktor', 'Traktor auf einem Feld', 640),
    link: { href: '/branchen', text: 'Schmierstoffe für die Landwirtschaft' },
  },
  // The longest realistic link text, a wide cut, another site in a new tab.
  longest: {
    image: examplePicture('motorrad', 'Rennmotorrad auf der Strecke', 540),
    ratio: '16-9',
    link: { href: 'https://www.swissmoto.org/', text: 'Schweizer Motorradsport: Kalender, Resultate und Nachwuchsförderung', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Bild mit einem Linktext darunter, beide zusammen ein Link (Dokument 2 §2.10); das Bild ist darin Zierde.',
  props,
  component: ImageLink,
  examples: IMAGE_LINK_EXAMPLES,
  // The picture, the link and the image schema: 4.0 KB measured.
  budgetKb: 5,
})
