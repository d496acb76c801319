import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import type { ImageProps } from './image.widget'

/**
 * An image across the content column (spec 2 §2.10), cut to its ratio, optionally a link. The markup is the fallback's
 * (image.fallback.ts), so the island replaces the CMS's picture with the same and nothing moves or loads twice.
 */
export function ImageBlock({ image, ratio, link, loading, first }: ImageProps) {
  return (
    <div data-block="image">
      <BlockPicture image={image} sizes={FULL_WIDTH_SIZES} ratio={ratio} loading={loading} first={first} link={link} />
    </div>
  )
}
