/**
 * The phone's cut of a block's picture (spec 2 §3 mobileImage), written as `<source media>` before the others: the
 * browser takes the first source whose media and type match, so below 768 px it loads the phone's files in the best
 * format it decodes. Shared by BlockPicture and its fallback, so both write the same sources.
 */

/** Below sm (768 px, styles/breakpoints.css). */
export const MOBILE_MEDIA = '(max-width: 767px)'

type MobileImage = { fallback: string; srcset?: string | undefined; sources?: readonly { type: string; srcset: string }[] | undefined }

/** The mobile image's sources: one per format it has, then its own files (its srcset, else its one file) without a type. */
export const mobileSources = (image: MobileImage): { type: string | undefined; srcset: string }[] => [
  ...(image.sources ?? []),
  { type: undefined, srcset: image.srcset ?? image.fallback },
]
