/**
 * The product picture's size on the page, shared by the island (product-detail.tsx) and the CMS's fallback markup
 * (product-detail.fallback.ts), which must ask the browser for the same file: at most 480 px wide (the left column
 * from md, product-detail.module.css `.media`), the whole width on phones.
 */
export const IMAGE_WIDTH = 480

/** `sizes` of the product picture's `<img>`. */
export const IMAGE_SIZES = `(min-width: 1024px) ${IMAGE_WIDTH}px, 100vw`
