import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { ImageLinkProps } from './image-link.widget'
import './image-link.css'

/**
 * A picture with its link text under it, both one link (spec 2 §2.10 image link). The text names the link; the picture
 * inside it is decorative (an alt would be read twice). The markup is the fallback's (image-link.fallback.ts).
 */
export function ImageLink({ image, ratio, link, loading, first }: ImageLinkProps) {
  return (
    <div data-block="image-link">
      <SafeLink href={link.href} target={link.target} title={link.title} data-part="link">
        <BlockPicture image={{ ...image, alt: '', caption: undefined }} sizes={FULL_WIDTH_SIZES} ratio={ratio} loading={loading} first={first} />
        <span data-part="label">{link.text}</span>
      </SafeLink>
    </div>
  )
}
