/**
 * The fallback markup of product/product-rating (README "Fallback markup"): the closed block as the island
 * draws it, the rating summary in the page's language (the same strings and number format, from the same
 * summary.ts) and a box of the button's height, so nothing moves when the island mounts.
 */
import type { Locale } from '@/i18n/locales'
import { ratingSummary } from '@/widgets/product/product-rating/summary'
import { escapeHtml } from './html'
import { widgetString } from './widget-strings'

export type ProductRatingFallback = { average?: unknown; count?: unknown; locale: Locale }

const numberOrUndefined = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

export function productRatingFallback({ average, count, locale }: ProductRatingFallback): string {
  const text = (key: string, values: Record<string, string> = {}) => escapeHtml(widgetString(locale, 'product', `productRating.${key}`, values))
  const summary = ratingSummary(numberOrUndefined(average), numberOrUndefined(count), locale)
  const parts =
    summary.kind === 'hidden'
      ? ''
      : summary.kind === 'none'
        ? `<span>${text('none')}</span>`
        : (summary.average ? `<span data-part="stars"></span><span>${text('average', { average: summary.average.text })}</span>` : '') +
          (summary.count === undefined ? '' : `<span>${text('count', { total: summary.count })}</span>`)
  return `<div data-fallback="rating">${parts === '' ? '' : `<p data-part="summary">${parts}</p>`}<span data-part="button"></span></div>`
}
