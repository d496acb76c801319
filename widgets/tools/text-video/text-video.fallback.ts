import { textMediaHtml } from '@/src/ui/text-media/text-media.fallback'
import { mediaSizes } from '@/src/ui/text-media/text-media-props'
import { videoStageHtml } from '@/src/ui/video-player/video-player.fallback'
import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './text-video.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    'The block as it waits for the visitor: `<div data-block="text-video">` with `data-columns` and `data-media-side`, the title at its `level`, the text, the link with the button\'s look, and the video\'s stage: its still in 16:9 (`srcset` and `sizes` for its twelfths of the row) with the play control, here a link to the file. The island makes the control a button that starts the player in the same box.',
  render: ({ video, videoSide, loading, first, ...text }, { t }) =>
    textMediaHtml({ block: 'text-video', side: videoSide, ...text }, videoStageHtml({ ...video, sizes: mediaSizes(text.ratio ?? '6-6'), loading, first }, t), t),
})
