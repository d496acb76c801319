import { blockPictureHtml } from '@/src/ui/block-picture/block-picture.fallback'
import { sliderHtml } from '@/src/ui/slider/slider.fallback'
import { blockActionHtml, defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import { BACKGROUND_SIZES, PRODUCT_SIZES } from './banner-sizes'
import type declaration from './campaign-banner.widget'
import { completeItems } from './campaign-item'

type Input = InputOf<typeof declaration>
type ItemInput = Input['items'][number]

export default defineFallback<Input>({
  description:
    'The banners as the island renders them for a visitor without a contact person: `<div data-block="campaign-banner">` with `data-background-type`, each banner its background picture (the phone\'s cut as a `<source media>`), its title, subtitle and link with the button\'s look on a panel, and its product picture; items without a title, subtitle, link or background image left out. Several banners are a slider, the first in view and its controls hidden until Swiper takes over.',
  render: ({ backgroundType = 'default', items, loading, first = false }, { t }) => {
    const banner = (item: ItemInput, index: number) => {
      const { title = '', subtitle = '', link, backgroundImage, backgroundImageMobile, productImage } = item
      if (!link || !backgroundImage) return ''
      const background = blockPictureHtml({ image: backgroundImage, mobile: backgroundImageMobile, sizes: BACKGROUND_SIZES[backgroundType], loading, first: first && index === 0 }, t)
      const product = productImage ? `<div data-part="product">${blockPictureHtml({ image: productImage, sizes: PRODUCT_SIZES, loading }, t)}</div>` : ''
      return `<div data-part="banner"><div data-part="background">${background}</div><div data-part="content"><h2 data-part="title">${escapeHtml(title)}</h2><p data-part="subtitle">${escapeHtml(subtitle)}</p>${blockActionHtml(link, link.text, t)}</div>${product}</div>`
    }
    const slides = completeItems(items).map(banner)
    return slides.length === 0 ? '' : `<div data-block="campaign-banner" data-background-type="${backgroundType}">${sliderHtml(t('tools:campaignBanner.label'), slides, t)}</div>`
  },
})
