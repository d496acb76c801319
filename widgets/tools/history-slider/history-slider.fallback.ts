import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { sliderHtml } from '@/src/ui/slider/slider.fallback'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { HISTORY_IMAGE_SIZES, HISTORY_SLIDER } from './history-options'
import type declaration from './history-slider.widget'

type Input = InputOf<typeof declaration>

export default defineFallback<Input>({
  description:
    'The stations as they wait for Swiper: `<div data-block="history-slider">` with the title as an `<h2>`, then the slider (src/ui/slider) laid out as Swiper will (`data-per-view="1"`, `data-per-view-xs="2"`, `data-per-view-sm="3"`), each station its picture in 3:2, its year, its title as an `<h3>` and its text; the controls and the pause button hidden, their row below the slides kept free.',
  render: ({ title, items, loading = 'lazy' }, { t }) => {
    const station = ({ year, title: heading, text, image }: Input['items'][number]) =>
      `<div data-part="station">${image ? blockPictureHtml({ image, sizes: HISTORY_IMAGE_SIZES, ratio: '3-2', loading }, t) : ''}<p data-part="year">${escapeHtml(year)}</p><h3 data-part="title">${escapeHtml(heading)}</h3><p data-part="text">${escapeHtml(text)}</p></div>`
    const heading = title === undefined ? '' : `<h2 data-part="heading">${escapeHtml(title)}</h2>`
    return `<div data-block="history-slider">${heading}${sliderHtml(title ?? t('tools:historySlider.label'), items.map(station), t, HISTORY_SLIDER)}</div>`
  },
})
