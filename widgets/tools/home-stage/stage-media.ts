/**
 * The home stage's pictures, written alike by the island (stage-picture.tsx) and the fallback (home-stage.fallback.ts):
 * where each is drawn (its `sizes`) and at which widths it is not drawn at all. The hero shows from md (1024 px, spec 2
 * §9) up and the phone's slides below it; both are in the markup and the stylesheet shows one (home-stage.css). A
 * picture the stylesheet hides at a width gets, for that width, a first `<source media>` of an empty image, so the
 * browser fetches nothing there: the intro's eager, high-priority background on a phone, or the first slide's on a
 * desktop, would otherwise be fetched at every width (a hidden eager image still loads).
 */
import type * as v from 'valibot'
import type { blockImage } from '@/src/lib/image-schemas'

/** From md up: the hero (spec 2 §2.5, §9). Media queries cannot read the breakpoint tokens: the values are literal. */
export const HERO_MEDIA = '(min-width: 1024px)'
/** Below md: the phone's slides. */
export const SLIDES_MEDIA = '(max-width: 1023px)'

/** A transparent pixel: the `<source>` a hidden picture takes, so nothing is fetched (the pages' img-src allows data:). */
export const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/** The hero's background spans the window (home-stage.css). */
export const BACKGROUND_SIZES = '100vw'
/** The circle: 330 px from lg (1200 px) up, 300 px from md (home-stage.css `--home-stage-circle`). */
export const CIRCLE_SIZES = '(min-width: 1200px) 330px, 300px'
/** A thumbnail of the circular navigation: 68 px from lg up, 64 px from md (`--home-stage-thumbnail`). */
export const THUMBNAIL_SIZES = '(min-width: 1200px) 68px, 64px'
/** A slide on the phone spans the content column, about the screen's width. */
export const SLIDE_SIZES = '100vw'

/** An image of the stage as its schema reads it (defaults applied) or as the CMS writes it (the fallback). */
export type StageImage = Omit<v.InferInput<typeof blockImage>, 'decorative'>

/** What a stage picture needs besides its image: the widths it is drawn for and how it loads. */
export type StagePictureOptions = {
  image: StageImage
  sizes: string
  /** Where the stylesheet hides it: the empty image's media. */
  hiddenAt: typeof HERO_MEDIA | typeof SLIDES_MEDIA
  /** At once; otherwise lazily, when it nears the view (and never where the stylesheet hides it). */
  eager: boolean
  /** The first screen's largest paint: with high priority too. */
  priority?: boolean
  /** A thumbnail in a named button says nothing of its own. */
  decorative?: boolean
}

/** The attributes of the picture's `<source>`s and `<img>`, by their HTML names, in order: one description for both writers. */
export function stagePictureParts({ image, sizes, hiddenAt, eager, priority = false, decorative = false }: StagePictureOptions) {
  return {
    sources: [{ media: hiddenAt, srcset: EMPTY_IMAGE, type: undefined }, ...(image.sources ?? []).map((source) => ({ media: undefined, srcset: source.srcset, type: source.type }))].map(
      (source) => ({ ...source, sizes: source.media === undefined ? sizes : undefined }),
    ),
    img: {
      src: image.fallback,
      srcset: image.srcset,
      sizes: image.srcset === undefined ? undefined : sizes,
      alt: decorative ? '' : image.alt,
      title: decorative ? undefined : image.title,
      width: image.width,
      height: image.height,
      loading: eager || priority ? 'eager' : 'lazy',
      fetchpriority: priority ? 'high' : undefined,
      decoding: 'async',
    },
  } as const
}
