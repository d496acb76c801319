import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { VideoPlayer } from '@/src/ui/video-player/video-player'
import type { VideoProps } from './video.widget'
import './video.css'

/**
 * A video of the site's own files across the column (spec 2 §2.10 video): the player's stage (src/ui/video-player/)
 * with the title as its caption. The fallback (video.fallback.ts) shows the same still, its play control a link to the file.
 */
export function Video(props: VideoProps) {
  return (
    <figure data-block="video">
      <VideoPlayer {...props} sizes={FULL_WIDTH_SIZES} />
      <figcaption data-part="caption">{props.title}</figcaption>
    </figure>
  )
}
