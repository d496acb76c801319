/**
 * The gallery slider's items (spec 2 §2.10 gallery slider: images, videos, embedded videos; §3 gallery video: id, src;
 * embedded video: youtubeId): each names its kind in `kind` (a video's `type` is its file's format), and what it shows
 * below it is its caption.
 */
import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { videoFileEntries } from '@/src/lib/video-schemas'
import { YOUTUBE_ID } from '../parts/youtube'

const id = v.optional(blockText(100, 'Die Kennung des Eintrags im CMS.'))

// A gallery's video never plays by itself (spec 2 §2.10: a video plays only on the active slide, §4: started on the
// play click), so the video block's autoplay is not offered.
const videoFile = v.omit(v.object(videoFileEntries), ['autoplay']).entries

export const galleryItem = v.variant('kind', [
  v.object({
    kind: v.pipe(v.literal('image'), v.description('Ein Bild; seine Bildunterschrift (caption) steht unter der Folie.')),
    image: v.pipe(blockImage, v.description('Das Bild, in 16:9 zugeschnitten.')),
  }),
  v.object({
    kind: v.pipe(v.literal('video'), v.description('Ein Video aus eigenen Dateien; sein Titel steht unter der Folie.')),
    id,
    ...videoFile,
  }),
  v.object({
    kind: v.pipe(v.literal('embed'), v.description('Ein YouTube-Video, das erst nach dem Klick lädt; sein Titel steht unter der Folie.')),
    id,
    youtubeId: v.pipe(v.string(), v.regex(YOUTUBE_ID, 'must be a YouTube video id (11 letters, digits, - or _)'), v.description('Die Kennung des Videos bei YouTube, etwa dQw4w9WgXcQ.')),
    title: blockText(200, 'Was das Video zeigt: über dem Knopf und unter der Folie.'),
    poster: v.optional(v.pipe(blockImage, v.description('Ein eigenes Standbild (16:9) hinter dem Hinweis; das Vorschaubild von YouTube wäre schon eine Anfrage dort.'))),
  }),
])

export type GalleryItem = v.InferOutput<typeof galleryItem>
export type GalleryItemInput = v.InferInput<typeof galleryItem>

/** The line under a slide: an image's caption, a video's title. */
export const captionOf = (item: GalleryItemInput): string | undefined => (item.kind === 'image' ? item.image.caption : item.title)
