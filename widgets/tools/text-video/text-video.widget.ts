import * as v from 'valibot'
import { firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { videoFileEntries } from '@/src/lib/video-schemas'
import { mediaSide, textMediaEntries } from '@/src/ui/text-media/text-media-props'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_VIDEO_POSTER } from '@/src/widget/example-picture'
import { TextVideo } from './text-video'

const VIDEO = { name: 'Video', the: 'das Video', of: 'des Videos' }

const props = v.object({
  ...textMediaEntries(VIDEO),
  video: v.pipe(v.object(videoFileEntries), v.description('Das Video neben dem Text, aus eigenen Dateien (wie der Video-Block).')),
  videoSide: mediaSide(VIDEO),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the text-and-video block: what its component receives, checked and with defaults. */
export type TextVideoProps = PropsOf<typeof props>

const oilChange = { src: '/media/oelwechsel.webm', type: 'video/webm', poster: EXAMPLE_VIDEO_POSTER, width: 960, height: 540 } as const

/** The catalogue's examples, also the tests' props. */
export const TEXT_VIDEO_EXAMPLES = {
  oilChange: {
    title: 'Ölwechsel in vier Schritten',
    html: '<p>Motor warm fahren, Altöl ablassen, Filter wechseln, frisches Öl nach Freigabe einfüllen: Unser Anwendungstechniker zeigt, worauf es ankommt.</p>',
    video: { ...oilChange, title: 'Ölwechsel in vier Schritten' },
  },
  // The longest realistic texts: a long title, several paragraphs, the video on the left, a button.
  longest: {
    title: 'Richtig einfüllen, richtig entsorgen: was beim Ölwechsel in der Werkstatt und auf dem Hof zu beachten ist',
    level: 3,
    html:
      '<p>Das richtige Öl steht in der Betriebsanleitung: Viskosität und Herstellerfreigabe müssen passen, sonst erlischt die Garantie. Füllen Sie in Schritten nach und messen Sie dazwischen mit dem Peilstab.</p>' +
      '<p>Altöl ist Sonderabfall. Sammeln Sie es sortenrein in dicht verschlossenen Gebinden und geben Sie es bei einer Sammelstelle oder beim Händler ab, wo Sie das frische Öl gekauft haben.</p>' +
      '<ul><li>Altöl nie mit Bremsflüssigkeit oder Kühlmittel mischen</li><li>Ölfilter gehören ebenfalls zum Sonderabfall</li><li>Verschüttetes Öl mit Ölbinder aufnehmen</li></ul>',
    video: {
      ...oilChange,
      title: 'Ölwechsel beim Traktor: Ablassen, Filter wechseln, einfüllen und das Altöl richtig entsorgen',
    },
    ratio: '4-8',
    videoSide: 'left',
    link: { href: '/wissen', text: 'Mehr im Wissen' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Text mit einem Video aus eigenen Dateien daneben, in den Aufteilungen 2-10, 8-4, 6-6, 4-8 und 10-2, das Video links oder rechts, optional mit Knopf (Dokument 2 §2.10).',
  props,
  component: TextVideo,
  examples: TEXT_VIDEO_EXAMPLES,
  // DOMPurify (about 9 KB, shared with rich text), the video's stage with its picture and the schemas: 18.1 KB measured.
  budgetKb: 19,
})
