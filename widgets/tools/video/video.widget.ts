import * as v from 'valibot'
import { firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { videoFileEntries } from '@/src/lib/video-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { EXAMPLE_VIDEO_POSTER } from '@/src/widget/example-picture'
import { Video } from './video'

const props = v.object({
  ...videoFileEntries,
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the video block: what its component receives, checked and with defaults. */
export type VideoProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const VIDEO_EXAMPLES = {
  oilChange: { src: '/media/oelwechsel.webm', type: 'video/webm', title: 'Ölwechsel in vier Schritten', poster: EXAMPLE_VIDEO_POSTER, width: 960, height: 540 },
  // The longest realistic title, playing by itself (muted, in a loop) where motion is welcome.
  longest: {
    src: '/media/oelwechsel.webm',
    type: 'video/webm',
    title: 'So füllen wir ab: vom Mischkessel in Flasche, Kanister und Fass, mit Chargennummer auf jedem Gebinde',
    poster: EXAMPLE_VIDEO_POSTER,
    width: 960,
    height: 540,
    autoplay: true,
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Video aus eigenen Dateien: Standbild mit Abspielknopf, oder ohne Knopf stumm in Schleife (autoplay, nie bei «Bewegung reduzieren»); Untertitel optional (Dokument 2 §2.10, §4).',
  props,
  component: Video,
  examples: VIDEO_EXAMPLES,
  budgetKb: 6,
})
