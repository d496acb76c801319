import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { EmbedFacade } from '@/src/ui/embed-facade/embed-facade'
import { Slider } from '@/src/ui/slider/slider'
import { GENERIC_AUTOPLAY_MS, genericSlider } from '@/src/ui/slider/slider-options'
import { VideoPlayer } from '@/src/ui/video-player/video-player'
import { PLAYER_SANDBOX, playerUrl, VIDEO_PROVIDER, watchUrl } from '../parts/youtube'
import { captionOf, type GalleryItem } from './gallery-item'
import type { GallerySliderProps } from './gallery-slider.widget'
import './gallery-slider.css'

type MediaProps = { item: GalleryItem; loading: GallerySliderProps['loading']; first: boolean }

/** A slide's media in the 16:9 box: the picture, our own video's stage, or the embed's facade. */
function Media({ item, loading, first }: MediaProps) {
  const { t } = useTranslation('tools')
  if (item.kind === 'image') return <BlockPicture image={{ ...item.image, caption: undefined }} sizes={FULL_WIDTH_SIZES} ratio="16-9" loading={loading} first={first} />
  if (item.kind === 'video') return <VideoPlayer {...item} autoplay={false} sizes={FULL_WIDTH_SIZES} loading={loading} first={first} />
  const { youtubeId, title, poster } = item
  return (
    <EmbedFacade
      title={title}
      provider={VIDEO_PROVIDER}
      openUrl={watchUrl(youtubeId)}
      probeUrl={playerUrl(youtubeId)}
      action={t('video.watch')}
      poster={poster && <BlockPicture image={poster} sizes={FULL_WIDTH_SIZES} ratio="16-9" loading={loading} first={first} />}
    >
      <iframe src={playerUrl(youtubeId)} title={title} sandbox={PLAYER_SANDBOX} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" allowFullScreen />
    </EmbedFacade>
  )
}

/**
 * The gallery slider (spec 2 §2.10: images, videos, embedded videos, counter, caption; §4 the generic slider): each
 * slide its media in a 16:9 box and below it the counter and its caption, the controls in a row of their own. A video
 * plays only on the active slide: when its slide leaves, our own video pauses and a loaded embed goes back to its
 * facade (YouTube's player, in another site's frame, can only be stopped by removing it). Its markup is the fallback's
 * (gallery-slider.fallback.ts) until Swiper starts.
 */
export function GallerySlider({ title, items, autoplay, loading, first }: GallerySliderProps) {
  const { t } = useTranslation('tools')
  const root = useRef<HTMLDivElement>(null)
  const active = useRef(0)
  // A new key for an embed whose slide has left: React mounts its facade anew, which removes the playing frame.
  const [resets, setResets] = useState<readonly number[]>(() => items.map(() => 0))
  const several = items.length > 1

  const onActiveChange = (index: number) => {
    const left = active.current
    active.current = index
    for (const figure of root.current?.querySelectorAll<HTMLElement>('[data-part="item"]') ?? []) {
      if (figure.dataset.index !== String(index)) for (const video of figure.querySelectorAll('video')) video.pause()
    }
    if (left !== index && items[left]?.kind === 'embed' && root.current?.querySelector(`[data-part="item"][data-index="${left}"] [data-part="embed"]`)) {
      setResets((counts) => counts.map((count, at) => (at === left ? count + 1 : count)))
    }
  }

  const slides = items.map((item, index) => {
    const caption = captionOf(item)
    return (
      <figure key={index} data-part="item" data-index={index}>
        <div data-part="media" key={resets[index]}>
          <Media item={item} loading={loading} first={first && index === 0} />
        </div>
        {(several || caption !== undefined) && (
          <figcaption data-part="caption">
            {several && (
              <span data-part="counter">
                <span aria-hidden="true">{t('gallerySlider.counter', { index: index + 1, count: items.length })}</span>
                <span className="visually-hidden">{t('gallerySlider.counterLabel', { index: index + 1, count: items.length })}</span>
              </span>
            )}
            {caption !== undefined && <span data-part="caption-text">{caption}</span>}
          </figcaption>
        )}
      </figure>
    )
  })
  return (
    <div data-block="gallery-slider" ref={root}>
      {title !== undefined && <h2 data-part="heading">{title}</h2>}
      <Slider
        label={title ?? t('gallerySlider.label')}
        slides={slides}
        {...genericSlider(items.length)}
        autoplay={autoplay ? GENERIC_AUTOPLAY_MS : undefined}
        controls="below"
        inertOutOfView
        onActiveChange={onActiveChange}
      />
    </div>
  )
}
