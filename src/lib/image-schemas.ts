/**
 * The valibot pieces of content blocks' images (spec 2 §3 image, §5 picture, loading, ratios): apart from
 * content-schemas.ts, so a text block's chunk carries none of them.
 */
import * as v from 'valibot'
import { blockText, imageUrl } from './content-schemas'
import { ADDRESS_MAX_LENGTH } from './schema-parts'

// `url 480w, url 960w`: width descriptors only, which `sizes` needs; each url as imageUrl.
const SRCSET_CANDIDATE = /^(\/(?!\/)|https:\/\/)[^\s,]+\s+[1-9]\d{0,4}w$/
const srcset = (description: string) =>
  v.pipe(
    v.string(),
    v.maxLength(ADDRESS_MAX_LENGTH * 4),
    v.check((value) => value.split(',').every((candidate) => SRCSET_CANDIDATE.test(candidate.trim())), 'must be candidates like "/media/a-480.jpg 480w, /media/a-960.jpg 960w"'),
    v.description(description),
  )

/** Image formats a `<source>` may offer; a browser that cannot decode one takes the next. */
export const IMAGE_TYPES = ['image/avif', 'image/webp', 'image/jpeg', 'image/png'] as const

/**
 * The image entity of spec 2 §3 (srcset, fallback, alt, title, caption), with the sources in other formats and the
 * file's own size, which reserve its box before it loads. spec 2 §5: alt and fallback are required; alt is empty
 * exactly when the editor marks the image decorative. The block sets `sizes` on every source (it knows its layout).
 */
export const blockImage = v.pipe(
  v.object({
    fallback: v.pipe(imageUrl, v.description('Bilddatei, die jeder Browser lädt (JPEG oder PNG).')),
    srcset: v.optional(srcset('Dieselbe Datei in mehreren Breiten: "/media/a-480.jpg 480w, /media/a-960.jpg 960w".')),
    sources: v.optional(
      v.pipe(
        v.array(v.object({ type: v.picklist(IMAGE_TYPES), srcset: srcset('Die Breiten in diesem Format.') })),
        v.maxLength(IMAGE_TYPES.length),
        v.description('Dasselbe Bild in neueren Formaten (AVIF, WebP), das erste passende lädt der Browser.'),
      ),
    ),
    alt: v.pipe(v.string(), v.maxLength(300), v.description('Was das Bild zeigt, für Screenreader; leer nur bei decorative: true.')),
    decorative: v.optional(v.pipe(v.boolean(), v.description('Reine Zierde ohne Inhalt: Screenreader überspringen das Bild.')), false),
    title: v.optional(blockText(200, 'Hinweis beim Überfahren mit der Maus.')),
    caption: v.optional(blockText(300, 'Bildunterschrift unter dem Bild.')),
    width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000), v.description('Breite der Datei in Pixeln: reserviert den Platz vor dem Laden.'))),
    height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000), v.description('Höhe der Datei in Pixeln.'))),
  }),
  v.check((image) => (image.decorative ? image.alt === '' : image.alt.trim() !== ''), 'alt must say what the image shows, and be empty only with decorative: true'),
  v.check((image) => (image.width === undefined) === (image.height === undefined), 'width and height come together'),
)

/** The box shapes blocks draw images in, as `width-height` (spec 2 §2.10: the image block's 3:2, 16:9, 25:9, 42:10). */
export const BLOCK_RATIOS = ['3-2', '16-9', '25-9', '42-10'] as const
export type BlockRatio = (typeof BLOCK_RATIOS)[number]

/** When the block's image loads (spec 2 §5): lazily (the default), at once, or as the browser decides. */
export const imageLoading = v.optional(
  v.pipe(v.picklist(['lazy', 'eager', 'auto']), v.description('lazy lädt das Bild erst kurz bevor es sichtbar wird, eager sofort, auto wie der Browser entscheidet.')),
  'lazy',
)

/** The block an editor marks as the page's first: its image is the largest paint of the first screen. */
export const firstOnPage = v.optional(
  v.pipe(v.boolean(), v.description('Der Block steht zuoberst auf der Seite: sein Bild lädt sofort und mit hoher Priorität (fetchpriority="high").')),
  false,
)
