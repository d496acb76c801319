import { attributesHtml, type Translate } from '@/src/widget/fallback'
import { sliderLayout, type SliderOptions } from './slider-options'

/** What the fallback needs of a slider's options: its layout, and whether it has a pause button. */
export type SliderHtmlOptions = Pick<SliderOptions, 'perView' | 'navigation' | 'controls' | 'autoplay'>

/**
 * A slider as the CMS writes it (slider.tsx): the slides side by side, the first in view (as many as `perView` shows),
 * the controls hidden until Swiper takes over. With one slide, that slide alone.
 */
export function sliderHtml(label: string, slides: readonly string[], t: Translate, options: SliderHtmlOptions = {}): string {
  if (slides.length === 1) return slides[0] ?? ''
  const slide = (html: string, index: number) =>
    `<div class="swiper-slide"${attributesHtml({ role: 'group', 'aria-roledescription': t('common:slider.slideRole'), 'aria-label': t('common:slider.slide', { index: String(index + 1), count: String(slides.length) }) })}>${html}</div>`
  const pause = options.autoplay === undefined ? '' : `<button type="button" data-part="slider-autoplay" data-playing="true"${attributesHtml({ 'aria-label': t('common:slider.pause') })}></button>`
  return `<div data-part="slider"${attributesHtml({ role: 'region', 'aria-roledescription': t('common:slider.carousel'), 'aria-label': label, ...sliderLayout(options) })}><div class="swiper"><div class="swiper-wrapper">${slides.map(slide).join('')}</div></div><div data-part="slider-controls" hidden=""><button type="button" data-part="slider-previous"${attributesHtml({ 'aria-label': t('common:slider.previous') })}></button><div data-part="slider-pagination"></div><button type="button" data-part="slider-next"${attributesHtml({ 'aria-label': t('common:slider.next') })}></button>${pause}</div></div>`
}
