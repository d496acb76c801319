import { useTranslation } from 'react-i18next'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { Slider } from '@/src/ui/slider/slider'
import { genericSlider } from '@/src/ui/slider/slider-options'
import { HISTORY_IMAGE_SIZES, HISTORY_SLIDER } from './history-options'
import type { HistorySliderProps } from './history-slider.widget'
import './history-slider.css'

/**
 * The history slider (spec 2 §2.10, §3 history block, §4): the company's stations, each its picture, year, title and
 * text, one to three side by side by width, looping, moving on every five seconds with a pause button (src/ui/slider,
 * which never plays under reduced motion, focus or hover). Its markup is the fallback's (history-slider.fallback.ts)
 * until Swiper starts.
 */
export function HistorySlider({ title, items, loading }: HistorySliderProps) {
  const { t } = useTranslation('tools')
  const slides = items.map(({ year, title: heading, text, image }, index) => (
    <div key={index} data-part="station">
      {image && <BlockPicture image={image} sizes={HISTORY_IMAGE_SIZES} ratio="3-2" loading={loading} first={false} />}
      <p data-part="year">{year}</p>
      <h3 data-part="title">{heading}</h3>
      <p data-part="text">{text}</p>
    </div>
  ))
  return (
    <div data-block="history-slider">
      {title !== undefined && <h2 data-part="heading">{title}</h2>}
      <Slider label={title ?? t('historySlider.label')} slides={slides} {...genericSlider(items.length)} {...HISTORY_SLIDER} />
    </div>
  )
}
