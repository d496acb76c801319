import { useTranslation } from 'react-i18next'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { EmbedFacade } from '@/src/ui/embed-facade/embed-facade'
import { PLAYER_SANDBOX, playerUrl, VIDEO_PROVIDER, watchUrl } from '../parts/youtube'
import type { VideoEmbedProps } from './video-embed.widget'
import './video-embed.css'

/**
 * A YouTube video (spec 2 §2.10 video embed, §9: height 9/16 of the width) behind the facade: our own still, what it
 * is and who would receive the visitor's data; nothing is requested from YouTube before the click, then the player
 * from the privacy-enhanced host, playing, with the focus in it. The fallback (video-embed.fallback.ts) is the same
 * facade without the button.
 */
export function VideoEmbed({ youtubeId, title, poster, loading, first }: VideoEmbedProps) {
  const { t } = useTranslation('tools')
  const player = playerUrl(youtubeId)
  return (
    <div data-block="video-embed" data-ratio="16-9">
      <EmbedFacade
        title={title}
        provider={VIDEO_PROVIDER}
        openUrl={watchUrl(youtubeId)}
        probeUrl={player}
        action={t('video.watch')}
        poster={poster && <BlockPicture image={poster} sizes={FULL_WIDTH_SIZES} ratio="16-9" loading={loading} first={first} />}
      >
        <iframe src={player} title={title} sandbox={PLAYER_SANDBOX} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" allowFullScreen />
      </EmbedFacade>
    </div>
  )
}
