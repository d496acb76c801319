import { attributesHtml, escapeHtml, targetLinkHtml, type Translate } from '@/src/widget/fallback'
import type * as v from 'valibot'
import type { bareLink } from '@/src/lib/content-schemas'
import type { blockImage } from '@/src/lib/image-schemas'
import type { BlockPictureProps } from './block-picture'
import { MOBILE_MEDIA, mobileSources } from './mobile'

/** BlockPicture's props as a CMS author writes them (the schema's defaults not yet applied). */
type PictureInput = Pick<BlockPictureProps, 'sizes' | 'ratio'> & {
  image: v.InferInput<typeof blockImage>
  loading?: BlockPictureProps['loading'] | undefined
  first?: boolean | undefined
  link?: v.InferInput<typeof bareLink> | undefined
  mobile?: v.InferInput<typeof blockImage> | undefined
}

/**
 * A content block's picture as the island's BlockPicture renders it (block-picture.tsx), for the CMS's fallback markup:
 * the same sources, `srcset`, `sizes`, size, loading and priority, so the first screen paints it before any script
 * runs and the island replaces it with the same.
 */
export function blockPictureHtml({ image, sizes, ratio, loading = 'lazy', first = false, link, mobile }: PictureInput, t: Translate): string {
  const mobileHtml = mobile === undefined ? [] : mobileSources(mobile).map((source) => `<source${attributesHtml({ media: MOBILE_MEDIA, type: source.type, srcset: source.srcset, sizes, width: mobile.width, height: mobile.height })}>`)
  const sources = [...mobileHtml, ...(image.sources ?? []).map((source) => `<source${attributesHtml({ type: source.type, srcset: source.srcset, sizes })}>`)].join('')
  const img = `<img${attributesHtml({
    src: image.fallback,
    srcset: image.srcset,
    sizes: image.srcset === undefined ? undefined : sizes,
    // The schema's default (decorative false) applies to the island's props; the CMS writes alt as it is.
    alt: image.alt,
    title: image.title,
    width: image.width,
    height: image.height,
    loading: first ? 'eager' : loading === 'auto' ? undefined : loading,
    fetchpriority: first ? 'high' : undefined,
    decoding: 'async',
  })}>`
  const bare = `<picture data-part="picture"${attributesHtml({ 'data-ratio': ratio })}>${sources}${img}</picture>`
  const picture = link === undefined ? bare : targetLinkHtml(link, bare, t, ' data-part="link"')
  return image.caption === undefined ? picture : `<figure data-part="figure">${picture}<figcaption data-part="caption">${escapeHtml(image.caption)}</figcaption></figure>`
}
