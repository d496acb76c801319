import { numberFormat } from '@/src/lib/number-format'

/**
 * What the block says of a product's ratings so far (the `average` and `count` props), as plain data: the
 * island renders it (product-rating.tsx) and the CMS's fallback markup writes the same text from it
 * (product-rating.fallback.ts), so nothing moves when the island mounts.
 */

/** Nothing given; "no ratings yet"; or the average and/or the count, formatted for the page's language. */
export type RatingSummary =
  | { kind: 'hidden' }
  | { kind: 'none' }
  | { kind: 'ratings'; average?: { value: number; text: string }; count?: string }

export function ratingSummary(average: number | undefined, count: number | undefined, language: string): RatingSummary {
  if (average === undefined && count === undefined) return { kind: 'hidden' }
  if (count === 0) return { kind: 'none' }
  const number = numberFormat(language, { maximumFractionDigits: 1 })
  return {
    kind: 'ratings',
    ...(average === undefined ? {} : { average: { value: average, text: number.format(Math.round(average * 10) / 10) } }),
    ...(count === undefined ? {} : { count: number.format(count) }),
  }
}
