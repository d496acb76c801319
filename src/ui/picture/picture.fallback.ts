import { attributesHtml } from '@/src/widget/fallback'

/** A product picture as a list or a product page knows it (spec 1 §3: srcset, fallback, alt, title). */
export type FallbackPicture = { fallback: string; srcset?: string | undefined; alt: string; title?: string | undefined }

export type FallbackPictureOptions = {
  /** The `<img>`'s `sizes`: the island's for the same place, so the browser picks the same file. */
  sizes: string
  /** Loads at once with high priority (the first screen's largest contentful paint), else lazily. */
  eager: boolean
  /** The largest box it is drawn in, as `width` and `height`: room reserved before any stylesheet applies. */
  box?: { width: number; height: number }
}

/**
 * The product picture (`<Picture ratio={PRODUCT_IMAGE_RATIO}>`, 3:4) as the CMS's fallback markup draws it: the same
 * `<img>` the island renders, in `<div data-part="product-picture">`, whose box picture.module.css reserves at 3:4.
 * All attributes escaped.
 */
export function productPictureHtml(image: FallbackPicture, { sizes, eager, box }: FallbackPictureOptions): string {
  const attributes = attributesHtml({
    src: image.fallback,
    srcset: image.srcset || undefined,
    sizes,
    alt: image.alt,
    title: image.title || undefined,
    width: box?.width,
    height: box?.height,
    loading: eager ? 'eager' : 'lazy',
    fetchpriority: eager ? 'high' : undefined,
    decoding: 'async',
  })
  return `<div data-part="product-picture"><img${attributes}></div>`
}
