import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { blockImage, firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Video } from './video'

/** The formats a video block plays: WebM and MP4, which every current browser decodes. */
export const VIDEO_TYPES = ['video/webm', 'video/mp4'] as const

// A file of this site or an https address, without spaces (no http: mixed content, no data: or javascript:).
const fileUrl = (description: string) =>
  v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'must be a path of this site or an https:// address, without spaces'), v.maxLength(ADDRESS_MAX_LENGTH), v.description(description))
const size = (description: string) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000), v.description(description))

const props = v.object({
  src: fileUrl('Die Videodatei (WebM oder MP4).'),
  type: v.pipe(v.picklist(VIDEO_TYPES), v.description('Das Format der Datei.')),
  title: blockText(200, 'Was das Video zeigt: Name des Knopfs und Bildunterschrift.'),
  poster: v.pipe(blockImage, v.description('Das Standbild vor dem Abspielen, etwa das erste Bild des Videos.')),
  width: size('Breite des Videos in Pixeln: reserviert mit der Höhe seinen Platz.'),
  height: size('Höhe des Videos in Pixeln.'),
  captions: v.optional(
    v.pipe(
      v.object({ src: fileUrl('Untertitel als WebVTT-Datei.'), lang: v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language like de or de-CH')), label: blockText(40, 'Name der Spur, etwa «Deutsch».') }),
      v.description('Untertitel (WebVTT).'),
    ),
  ),
  autoplay: v.optional(
    v.pipe(v.boolean(), v.description('Spielt stumm und in Schleife, sobald das Video sichtbar ist, ohne Abspielknopf; nie bei «Bewegung reduzieren».')),
    false,
  ),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the video block: what its component receives, checked and with defaults. */
export type VideoProps = PropsOf<typeof props>

const poster = {
  fallback: '/media/oelwechsel-960.jpg',
  srcset: '/media/oelwechsel-480.jpg 480w, /media/oelwechsel-960.jpg 960w',
  sources: [{ type: 'image/webp' as const, srcset: '/media/oelwechsel-480.webp 480w, /media/oelwechsel-960.webp 960w' }],
  alt: 'Frisches Motorenöl fliesst in den Einfüllstutzen',
  width: 960,
  height: 540,
}

/** The catalogue's examples, also the tests' props. */
export const VIDEO_EXAMPLES = {
  oilChange: { src: '/media/oelwechsel.webm', type: 'video/webm', title: 'Ölwechsel in vier Schritten', poster, width: 960, height: 540 },
  // The longest realistic title, playing by itself (muted, in a loop) where motion is welcome.
  longest: {
    src: '/media/oelwechsel.webm',
    type: 'video/webm',
    title: 'So füllen wir ab: vom Mischkessel in Flasche, Kanister und Fass, mit Chargennummer auf jedem Gebinde',
    poster,
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
