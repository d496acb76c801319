import type { VideoFile } from '@/src/lib/video-schemas'
import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { attributesHtml, type Translate } from '@/src/widget/fallback'

type PictureInput = Parameters<typeof blockPictureHtml>[0]
type VideoStageInput = Pick<VideoFile, 'src' | 'title'> & Pick<PictureInput, 'sizes' | 'loading' | 'first'> & { poster: PictureInput['image'] }

/**
 * The video's stage as the CMS writes it (video-player.tsx): the still in 16:9 and over it the play control, here a link
 * to the file, which plays in the browser without any script. The island makes it the button that starts the player.
 */
export const videoStageHtml = ({ src, title, poster, sizes, loading, first }: VideoStageInput, t: Translate): string =>
  `<div data-part="stage">${blockPictureHtml({ image: poster, sizes, ratio: '16-9', loading, first }, t)}<a data-part="play"${attributesHtml({
    href: src,
    'aria-label': t('tools:video.play', { title }),
  })}></a></div>`
