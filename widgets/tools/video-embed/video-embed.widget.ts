import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { YOUTUBE_ID } from '../parts/youtube'
import { VideoEmbed } from './video-embed'

const props = v.object({
  youtubeId: v.pipe(v.string(), v.regex(YOUTUBE_ID, 'must be a YouTube video id (11 letters, digits, - or _)'), v.description('Die Kennung des Videos bei YouTube, etwa dQw4w9WgXcQ.')),
  title: blockText(200, 'Was das Video zeigt: über dem Knopf, und nach dem Klick der Titel des Players (Pflicht).'),
  poster: v.optional(v.pipe(blockImage, v.description('Ein eigenes Standbild (16:9) hinter dem Hinweis; das Vorschaubild von YouTube wäre schon eine Anfrage dort.'))),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the video embed: what its component receives, checked and with defaults. */
export type VideoEmbedProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const VIDEO_EMBED_EXAMPLES = {
  plant: {
    youtubeId: 'M7lc1UVf-VE',
    title: 'Ein Tag im Werk Winterthur',
    poster: examplePicture('werk', 'Das Werk in Winterthur mit Tanklager und Abfüllhalle', 640),
  },
  // The longest realistic title, without a still: the facade alone in the 16:9 box.
  longest: {
    youtubeId: 'dQw4w9WgXcQ',
    title: 'Viskosität, Additive, Freigaben: Wie unser Labor ein neues Motorenöl prüft, bevor es in Flasche, Kanister und Fass geht',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein YouTube-Video nach Kennung (Dokument 2 §2.10, §3 youtubeId): bis zum Klick ein eigenes Standbild mit Hinweis, wer die Daten erhält; dann der Player vom datenschutzfreundlichen Host, 16:9 (§9). Ist YouTube nicht erreichbar, ein Hinweis mit Link zum Video dort.',
  props,
  component: VideoEmbed,
  examples: VIDEO_EMBED_EXAMPLES,
  // The facade (src/ui/embed-facade/), the picture for its still and the image schema: 5.2 KB measured.
  budgetKb: 6,
})
