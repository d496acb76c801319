import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { mediaSizes } from '@/src/ui/text-media/text-media-props'
import { TextMedia } from '@/src/ui/text-media/text-media'
import type { TextImageProps } from './text-image.widget'

/**
 * Text with an image beside it (spec 2 §2.10): the shared text-with-media layout (src/ui/text-media/) around the
 * picture. The markup is the fallback's (text-image.fallback.ts).
 */
export function TextImage({ image, imageSide, loading, first, ...text }: TextImageProps) {
  return (
    <TextMedia block="text-image" side={imageSide} {...text}>
      <BlockPicture image={image} sizes={mediaSizes(text.ratio)} loading={loading} first={first} />
    </TextMedia>
  )
}
