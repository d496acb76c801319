import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { videoStageHtml } from '@/src/ui/video-player/video-player.fallback'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './video.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The block as it waits for the visitor: `<figure data-block="video">` with the poster (16:9, `srcset` and `sizes` across the column) and over it the play control, here a link to the file (it plays in the browser without any script), and the title as the caption. The island makes the control a button that starts the player in the same box.',
  render: ({ src, title, poster, loading, first }, { t }) =>
    `<figure data-block="video">${videoStageHtml({ src, title, poster, sizes: FULL_WIDTH_SIZES, loading, first }, t)}<figcaption data-part="caption">${escapeHtml(title)}</figcaption></figure>`,
})
