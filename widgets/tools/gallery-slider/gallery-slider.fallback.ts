import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'
import { embedFacadeHtml } from '@/src/ui/embed-facade/embed-facade.fallback'
import { sliderHtml } from '@/src/ui/slider/slider.fallback'
import { GENERIC_AUTOPLAY_MS } from '@/src/ui/slider/slider-options'
import { videoStageHtml } from '@/src/ui/video-player/video-player.fallback'
import { defineFallback, escapeHtml, type InputOf, type Translate } from '@/src/widget/fallback'
import { VIDEO_PROVIDER, watchUrl } from '../parts/youtube'
import { captionOf, type GalleryItemInput } from './gallery-item'
import type declaration from './gallery-slider.widget'

type Input = InputOf<typeof declaration>
type Look = { loading: Input['loading']; first: boolean }

const mediaHtml = (item: GalleryItemInput, { loading, first }: Look, t: Translate): string => {
  if (item.kind === 'image') return blockPictureHtml({ image: { ...item.image, caption: undefined }, sizes: FULL_WIDTH_SIZES, ratio: '16-9', loading, first }, t)
  if (item.kind === 'video') return videoStageHtml({ src: item.src, title: item.title, poster: item.poster, sizes: FULL_WIDTH_SIZES, loading, first }, t)
  const posterHtml = item.poster && blockPictureHtml({ image: item.poster, sizes: FULL_WIDTH_SIZES, ratio: '16-9', loading, first }, t)
  return embedFacadeHtml({ title: item.title, provider: VIDEO_PROVIDER, openUrl: watchUrl(item.youtubeId), posterHtml }, t)
}

export default defineFallback<Input>({
  description:
    'The gallery as it waits for Swiper: `<div data-block="gallery-slider">` with its title as an `<h2>` (if it has one), then the slider (named by the title) (src/ui/slider, its controls hidden, their row below the slides kept free), each slide a `<figure data-part="item">` with its media in 16:9 (the picture, our own video\'s still with a link to the file, or the YouTube facade with a link to the video there; nothing is requested from YouTube) and a caption with the counter ("3 / 8") and the image\'s caption or the video\'s title. One item is that figure alone.',
  render: ({ title, items, autoplay = false, loading = 'lazy', first = false }, { t }) => {
    const several = items.length > 1
    const slide = (item: GalleryItemInput, index: number) => {
      const caption = captionOf(item)
      const counter = several
        ? `<span data-part="counter"><span aria-hidden="true">${escapeHtml(t('tools:gallerySlider.counter', { index: String(index + 1), count: String(items.length) }))}</span><span class="visually-hidden">${escapeHtml(t('tools:gallerySlider.counterLabel', { index: String(index + 1), count: String(items.length) }))}</span></span>`
        : ''
      const text = caption === undefined ? '' : `<span data-part="caption-text">${escapeHtml(caption)}</span>`
      const figcaption = several || caption !== undefined ? `<figcaption data-part="caption">${counter}${text}</figcaption>` : ''
      return `<figure data-part="item" data-index="${index}"><div data-part="media">${mediaHtml(item, { loading, first: first && index === 0 }, t)}</div>${figcaption}</figure>`
    }
    const slider = sliderHtml(title ?? t('tools:gallerySlider.label'), items.map(slide), t, { controls: 'below', autoplay: autoplay ? GENERIC_AUTOPLAY_MS : undefined })
    const heading = title === undefined ? '' : `<h2 data-part="heading">${escapeHtml(title)}</h2>`
    return `<div data-block="gallery-slider">${heading}${slider}</div>`
  },
})
