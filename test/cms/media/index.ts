/**
 * The demo site's media (docs/simulated-cms.md "Demo media"): the illustrations of scenes.ts and the oil-change
 * video, made by make-media.ts into files/ and served by the CMS under /media/. What a page needs to show them:
 * their names, sizes and alt texts, and the image entity of the content blocks. No sharp or browser here: the CMS
 * imports this at run time.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Language } from '../texts'
import { SCENES, VIDEO, type SceneMeta } from './scenes'

/** Where the CMS serves the files. */
export const MEDIA_PREFIX = '/media/'
// Path arithmetic rather than new URL(…, import.meta.url), which Vite rewrites under jsdom (as in app.ts).
export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'files')

/** The widths every image is rendered at: a phone, a column of the desktop layout, a full-width block on a large screen. */
export const WIDTHS = [480, 960, 1440] as const
/** The width a block's fallback `<img>` loads, and whose size it reserves. */
export const FALLBACK_WIDTH = 960
/** Every image's formats, best first: a browser takes the first `<source>` it can decode, the JPEG is for the rest. */
export const FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const
/** The video's poster: the widths and formats of its first frame (a video is never shown as small as 480 × 270 in AVIF's favour). */
export const POSTER_WIDTHS = [480, 960] as const
export const POSTER_FORMATS = [
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const

/** The scenes' metadata, without their drawing code. */
export const MEDIA_SCENES: readonly SceneMeta[] = SCENES.map(({ name, width, height, alt }) => ({ name, width, height, alt }))

/** The video's file (WebM: VP9 from Chromium's MediaRecorder) and its name, which the poster's files share. */
export const VIDEO_FILE = `${VIDEO.name}.webm`
export const VIDEO_META = VIDEO

/** A picture's height at `width`, rounded as the renderer rounds it. */
export const heightAt = (meta: Pick<SceneMeta, 'width' | 'height'>, width: number): number => Math.round((width * meta.height) / meta.width)

const fileName = (name: string, width: number, extension: string) => `${name}-${width}.${extension}`

/** Every file make-media.ts writes, the video's included. */
export function mediaFiles(): string[] {
  const images = MEDIA_SCENES.flatMap(({ name }) => WIDTHS.flatMap((width) => FORMATS.map(({ extension }) => fileName(name, width, extension))))
  const poster = POSTER_WIDTHS.flatMap((width) => POSTER_FORMATS.map(({ extension }) => fileName(VIDEO.name, width, extension)))
  return [...images, ...poster, VIDEO_FILE]
}

/** The content blocks' image entity (src/lib/content-schemas.ts blockImage), for one of the demo images. */
export type DemoImage = {
  fallback: string
  srcset: string
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[]
  alt: string
  width: number
  height: number
}

const srcset = (name: string, widths: readonly number[], extension: string) => widths.map((width) => `${MEDIA_PREFIX}${fileName(name, width, extension)} ${width}w`).join(', ')

function picture(name: string, meta: Pick<SceneMeta, 'width' | 'height'>, widths: readonly number[], formats: readonly { extension: string; type: string }[], alt: string): DemoImage {
  return {
    fallback: `${MEDIA_PREFIX}${fileName(name, FALLBACK_WIDTH, 'jpg')}`,
    srcset: srcset(name, widths, 'jpg'),
    sources: formats.filter(({ type }) => type !== 'image/jpeg').map(({ extension, type }) => ({ type: type as DemoImage['sources'][number]['type'], srcset: srcset(name, widths, extension) })),
    alt,
    width: FALLBACK_WIDTH,
    height: heightAt(meta, FALLBACK_WIDTH),
  }
}

/** One of the scenes as a block's image, its alt text in `language`: `demoImage('werk', 'fr')`. */
export function demoImage(name: string, language: Language = 'de'): DemoImage {
  const scene = MEDIA_SCENES.find((candidate) => candidate.name === name)
  if (!scene) throw new Error(`No demo image «${name}»: one of ${MEDIA_SCENES.map((known) => known.name).join(', ')}`)
  return picture(scene.name, scene, WIDTHS, FORMATS, scene.alt[language])
}

/** The oil-change video for a video block: the WebM file, and its first frame as the poster. */
export function demoVideo(language: Language = 'de'): { src: string; type: 'video/webm'; poster: DemoImage; width: number; height: number } {
  return {
    src: `${MEDIA_PREFIX}${VIDEO_FILE}`,
    type: 'video/webm',
    poster: picture(VIDEO.name, VIDEO, POSTER_WIDTHS, POSTER_FORMATS, VIDEO.alt[language]),
    width: VIDEO.width,
    height: VIDEO.height,
  }
}
