/**
 * The valibot pieces of a video of the site's own files (spec 2 §2.10 video and text with video, §4): the file, its
 * still, its size, captions and autoplay; the video block and the text-with-video block share them.
 */
import * as v from 'valibot'
import { blockText } from './content-schemas'
import { blockImage } from './image-schemas'
import { ADDRESS_MAX_LENGTH } from './schema-parts'

/** The formats a video block plays: WebM and MP4, which every current browser decodes. */
export const VIDEO_TYPES = ['video/webm', 'video/mp4'] as const

// A file of this site or an https address, without spaces (no http: mixed content, no data: or javascript:).
const fileUrl = (description: string) =>
  v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'must be a path of this site or an https:// address, without spaces'), v.maxLength(ADDRESS_MAX_LENGTH), v.description(description))
const size = (description: string) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000), v.description(description))

/** The entries of a video of our own, spread into a block's props object. */
export const videoFileEntries = {
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
}

/** A video of our own as its block receives it, checked and with defaults. */
export type VideoFile = v.InferOutput<v.ObjectSchema<typeof videoFileEntries, undefined>>
