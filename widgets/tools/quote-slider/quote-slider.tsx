import { useTranslation } from 'react-i18next'
import { BlockPicture } from '@/src/ui/block-picture/block-picture'
import { Slider } from '@/src/ui/slider/slider'
import { PORTRAIT_SIZES, quoteSliderOptions } from './quote-options'
import type { QuoteSliderProps } from './quote-slider.widget'
import './quote-slider.css'

/**
 * The quote slider (spec 2 §2.10, §3 quote item, §4, §5): each quote its portrait, its text and who says it; only
 * complete items (the props check drops one without text or name), several as a slider that loops, its navigation in
 * the brand's colour or white. Its markup is the fallback's (quote-slider.fallback.ts) until Swiper starts.
 */
export function QuoteSlider({ title, items, navigation, loading }: QuoteSliderProps) {
  const { t } = useTranslation('tools')
  const slides = items.map(({ image, text, name, jobTitle }, index) => (
    <figure key={index} data-part="quote">
      {image && <BlockPicture image={image} sizes={PORTRAIT_SIZES} loading={loading} first={false} />}
      <blockquote data-part="text">
        <p>{text}</p>
      </blockquote>
      <figcaption data-part="author">
        <span data-part="name">{name}</span>
        {jobTitle !== undefined && <span data-part="job-title">{jobTitle}</span>}
      </figcaption>
    </figure>
  ))
  return (
    <div data-block="quote-slider">
      {title !== undefined && <h2 data-part="heading">{title}</h2>}
      <Slider label={title ?? t('quoteSlider.label')} slides={slides} {...quoteSliderOptions(items.length, navigation)} />
    </div>
  )
}
