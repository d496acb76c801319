import { defineFallback, escapeHtml, type InputOf } from '@/src/widget/fallback'
import type declaration from './product-rating.widget'
import { ratingSummary } from './summary'

const numberOrUndefined = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/**
 * The closed block as the island draws it: the rating summary in the page's language (the same strings and number
 * format, from the same summary.ts) and a box of the button's height, so nothing moves when the island mounts.
 */
export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="rating">` with `<p data-part="summary">` (the rating text of `average` and `count` in the page\'s language, the stars as an empty `<span data-part="stars">`; no summary without them) and the button\'s box, `<span data-part="button"></span>`.',
  render({ average, count }, { locale, t }) {
    const text = (key: string, values: Record<string, string> = {}) => escapeHtml(t(`productRating.${key}`, values))
    const summary = ratingSummary(numberOrUndefined(average), numberOrUndefined(count), locale)
    const parts =
      summary.kind === 'hidden'
        ? ''
        : summary.kind === 'none'
          ? `<span>${text('none')}</span>`
          : (summary.average ? `<span data-part="stars"></span><span>${text('average', { average: summary.average.text })}</span>` : '') +
            (summary.count === undefined ? '' : `<span>${text('count', { total: summary.count })}</span>`)
    return `<div data-fallback="rating">${parts === '' ? '' : `<p data-part="summary">${parts}</p>`}<span data-part="button"></span></div>`
  },
})
