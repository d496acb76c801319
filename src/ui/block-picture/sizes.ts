/**
 * The `sizes` of content blocks' pictures: how wide the page's content column draws them. The CMS's content column is
 * at most 1168 px wide (1200 px less its padding); a phone draws a block across the screen. Plain constants, so the
 * CMS's fallbacks (block-picture.fallback.ts) and the islands write the same.
 */
export const FULL_WIDTH_SIZES = '(min-width: 1200px) 1168px, 100vw'

/** An image `columns` twelfths of the column wide from sm (768 px) up, the full width below (the text-and-image block). */
export const columnSizes = (columns: number): string =>
  `(min-width: 1200px) ${Math.round((1168 * columns) / 12)}px, (min-width: 768px) ${Math.round((100 * columns) / 12)}vw, 100vw`

/**
 * A card of a list `columns` across from lg (1200 px) up, at most four from md (1024 px), three from sm (768 px), two
 * from xs (480 px) and one below: the teaser lists' grid (the gaps are left out; the next wider file is at hand).
 */
export const tileSizes = (columns: number): string =>
  `(min-width: 1200px) ${Math.round(1168 / columns)}px, (min-width: 1024px) ${Math.round(100 / Math.min(columns, 4))}vw, (min-width: 768px) ${Math.round(100 / Math.min(columns, 3))}vw, (min-width: 480px) 50vw, 100vw`
