import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { sliderHtml } from '@/src/ui/slider/slider.fallback'
import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { completeQuotes, type QuoteItemInput } from './quote-item'
import { PORTRAIT_SIZES, quoteSliderOptions } from './quote-options'
import type declaration from './quote-slider.widget'

type Input = InputOf<typeof declaration>

export default defineFallback<Input>({
  description:
    'The quotes as they wait for Swiper: `<div data-block="quote-slider">` with its title as an `<h2>` (if it has one), each quote a `<figure data-part="quote">` with the portrait, the text in a `<blockquote>` and the name and job title as its caption; items without a text or a name left out. Several are a slider (src/ui/slider, `data-navigation` primary or white), the first in view and its controls hidden, their row below kept free.',
  render: ({ title, items, navigation = 'primary', loading = 'lazy' }, { t }) => {
    const quote = ({ image, text = '', name = '', jobTitle }: QuoteItemInput) =>
      `<figure data-part="quote">${image ? blockPictureHtml({ image, sizes: PORTRAIT_SIZES, loading }, t) : ''}<blockquote data-part="text"><p>${escapeHtml(text)}</p></blockquote><figcaption data-part="author"><span data-part="name">${escapeHtml(name)}</span>${jobTitle === undefined ? '' : `<span data-part="job-title">${escapeHtml(jobTitle)}</span>`}</figcaption></figure>`
    const quotes = completeQuotes(items)
    if (quotes.length === 0) return ''
    const heading = title === undefined ? '' : `<h2 data-part="heading">${escapeHtml(title)}</h2>`
    return `<div data-block="quote-slider">${heading}${sliderHtml(title ?? t('tools:quoteSlider.label'), quotes.map(quote), t, quoteSliderOptions(quotes.length, navigation))}</div>`
  },
})
