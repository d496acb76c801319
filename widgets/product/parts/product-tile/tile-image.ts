/**
 * The tile picture's settings that the island (product-tile.tsx, the lists) and the CMS's fallback markup
 * (product-tile.fallback.ts) share, so the fallback's `<img>` is the very one the island renders: the same
 * file chosen, loaded at the same moment.
 */

/** The picture's `sizes`: two tiles a row on phones, three on tablets, three or four beside the filter from md (1024 px). */
export const TILE_IMAGE_SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw'

/** How many of a list's first tiles load their picture at once: a phone's first row, two tiles (the largest contentful paint). */
export const EAGER_TILES = 2
