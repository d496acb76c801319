import { FULL_WIDTH_SIZES } from '@/src/ui/block-picture/sizes'

/** How wide the banner draws its background: the content column, or the window (spec 2 §2.10 backgroundType). */
export const BACKGROUND_SIZES = { default: FULL_WIDTH_SIZES, 'full-width': '100vw' } as const

/** The product image: 240 px wide from 768 px, 120 px on a phone (campaign-banner.css). */
export const PRODUCT_SIZES = '(min-width: 768px) 240px, 120px'
