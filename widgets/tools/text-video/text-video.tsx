import { TextMedia } from '@/src/ui/text-media/text-media'
import { mediaSizes } from '@/src/ui/text-media/text-media-props'
import { VideoPlayer } from '@/src/ui/video-player/video-player'
import type { TextVideoProps } from './text-video.widget'

/**
 * Text with a video beside it (spec 2 §2.10): the shared text-with-media layout (src/ui/text-media/) around the video's
 * stage (src/ui/video-player/): the still and the play button until the visitor starts it, the video's title naming
 * the button. The fallback (text-video.fallback.ts) is the same, its play control a link to the file.
 */
export function TextVideo({ video, videoSide, loading, first, ...text }: TextVideoProps) {
  return (
    <TextMedia block="text-video" side={videoSide} {...text}>
      <VideoPlayer {...video} sizes={mediaSizes(text.ratio)} loading={loading} first={first} />
    </TextMedia>
  )
}
