import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { embedFacadeHtml } from '@/src/ui/embed-facade/embed-facade.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { VIDEO_PROVIDER, watchUrl } from '../parts/youtube'
import type declaration from './video-embed.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The block\'s 16:9 box (`data-ratio="16-9"`) with the facade: the editor\'s still (`srcset` and `sizes` across the column), the video\'s title, that YouTube would receive the visitor\'s data, and a link to the video on YouTube (new tab). The island adds the button that loads the player; nothing is requested from YouTube before that click.',
  render: ({ youtubeId, title, poster, loading, first }, { t }) =>
    `<div data-block="video-embed" data-ratio="16-9">${embedFacadeHtml(
      {
        title,
        provider: VIDEO_PROVIDER,
        openUrl: watchUrl(youtubeId),
        posterHtml: poster && blockPictureHtml({ image: poster, sizes: FULL_WIDTH_SIZES, ratio: '16-9', loading, first }, t),
      },
      t,
    )}</div>`,
})
