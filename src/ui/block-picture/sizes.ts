/**
 * The `sizes` of content blocks' pictures: how wide the page's content column draws them. The CMS's content column is
 * at most 1168 px wide (1200 px less its padding); a phone draws a block across the screen. Plain constants, so the
 * CMS's fallbacks (block-picture.fallback.ts) and the islands write the same.
 */
export const FULL_WIDTH_SIZES = '(min-width: 1200px) 1168px, 100vw'

/** An image `columns` twelfths of the column wide from sm (768 px) up, the full width below (the text-and-image block). */
export const columnSizes = (columns: number): string =>
  `(min-width: 1200px) ${Math.round((1168 * columns) / 12)}px, (min-width: 768px) ${Math.round((100 * columns) / 12)}vw, 100vw`
