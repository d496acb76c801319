import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VideoFile } from '@/src/lib/video-schemas'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import './video-player.css'

/** spec 2 §4: a video that plays by itself never does for a visitor who asked for less motion. */
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export type VideoPlayerProps = VideoFile & {
  /** The still's `sizes`: how wide the block draws the video. */
  sizes: string
  loading: 'lazy' | 'eager' | 'auto'
  first: boolean
}

/**
 * A video of the site's own files in its 16:9 stage (spec 2 §2.10 video, §4: not started, started on the play click; no
 * play button with autoplay), shared by the video block and the text with video. Until the visitor starts it, the
 * still and a play button, so no video bytes load; then the player with its controls, playing, with the focus on it.
 * With `autoplay` it plays muted in a loop with its controls (WCAG 2.2.2: it can be paused), unless the visitor prefers
 * reduced motion: then it waits for the click like any other. The fallback (video-player.fallback.ts) shows the same
 * still, its play control a link to the file.
 */
export function VideoPlayer({ src, type, title, poster, width, height, captions, autoplay, sizes, loading, first }: VideoPlayerProps) {
  const { t } = useTranslation('tools')
  const [started, setStarted] = useState(() => autoplay && !prefersReducedMotion())
  const [clicked, setClicked] = useState(false)
  const player = useRef<HTMLVideoElement>(null)
  useLayoutEffect(() => {
    if (clicked) player.current?.focus()
  }, [clicked])

  return (
    <div data-part="stage">
      {started ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the editor gives captions where the video speaks (the captions prop); a silent film has none
        <video
          ref={player}
          data-part="player"
          controls
          // In the tab order as Chromium puts a player with controls, everywhere: the focus moves to it after the click.
          tabIndex={0}
          playsInline
          autoPlay
          muted={!clicked}
          loop={!clicked}
          width={width}
          height={height}
          poster={poster.fallback}
          aria-label={title}
        >
          <source src={src} type={type} />
          {captions !== undefined && <track kind="captions" src={captions.src} srcLang={captions.lang} label={captions.label} default />}
        </video>
      ) : (
        <>
          <BlockPicture image={poster} sizes={sizes} ratio="16-9" loading={loading} first={first} />
          <button
            type="button"
            data-part="play"
            aria-label={t('video.play', { title })}
            onClick={() => {
              setClicked(true)
              setStarted(true)
            }}
          />
        </>
      )}
    </div>
  )
}
