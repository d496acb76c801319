import type * as v from 'valibot'
import type { bareLink } from '@/src/lib/content-schemas'
import type { BlockRatio, blockImage } from '@/src/lib/image-schemas'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { MOBILE_MEDIA, mobileSources } from './mobile'
import './block-picture.css'

/** A block's image as its schema reads it (src/lib/image-schemas.ts blockImage). */
export type BlockImage = v.InferOutput<typeof blockImage>
export type BareLink = v.InferOutput<typeof bareLink>

export type BlockPictureProps = {
  image: BlockImage
  /** The `sizes` of the `<img>` and of every `<source>`: how wide the block draws it (spec 2 §5: sources require sizes). */
  sizes: string
  /** A fixed box the image fills (cut to it); without one, the file's own width and height reserve the room. */
  ratio?: BlockRatio | undefined
  loading: 'lazy' | 'eager' | 'auto'
  /** The page's first block: loads at once with high priority (the first screen's largest paint). */
  first: boolean
  /** Makes the picture a link, named by the image's alt (the caption stays outside it). */
  link?: BareLink | undefined
  /** Another cut of the picture for phones (spec 2 §3 mobileImage), below 768 px; the main image's alt names both. */
  mobile?: BlockImage | undefined
}

/**
 * The picture of a content block, the markup block-picture.fallback.ts writes for the CMS: `<picture data-part="picture">`
 * with a source per format, the image with `srcset` and `sizes`, and in a `<figure>` when it has a caption. No style
 * attribute (the pages' Content Security Policy forbids them in markup): the ratio is `data-ratio`, styled by rule.
 */
export function BlockPicture({ image, sizes, ratio, loading, first, link, mobile }: BlockPictureProps) {
  const bare = (
    <picture data-part="picture" data-ratio={ratio}>
      {mobile !== undefined &&
        mobileSources(mobile).map((source) => (
          <source key={`mobile ${source.type ?? ''}`} media={MOBILE_MEDIA} type={source.type} srcSet={source.srcset} sizes={sizes} width={mobile.width} height={mobile.height} />
        ))}
      {image.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />)}
      <img
        src={image.fallback}
        srcSet={image.srcset}
        sizes={image.srcset === undefined ? undefined : sizes}
        alt={image.alt}
        title={image.title}
        width={image.width}
        height={image.height}
        loading={first ? 'eager' : loading === 'auto' ? undefined : loading}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
  const picture =
    link === undefined ? (
      bare
    ) : (
      <SafeLink href={link.href} target={link.target} title={link.title} data-part="link">
        {bare}
      </SafeLink>
    )
  if (image.caption === undefined) return picture
  return (
    <figure data-part="figure">
      {picture}
      <figcaption data-part="caption">{image.caption}</figcaption>
    </figure>
  )
}
