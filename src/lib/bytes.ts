import { numberFormat } from './number-format'

/** Units of spec 2 §2.6, each 1024 times the one before. */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

// spec 2 §2.6: at most 2 decimals. Intl drops trailing zeros (1.50 → 1.5) and, without grouping, never
// falls back to exponent notation for the huge counts that stay in YB.
const formatNumber = (value: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(value)

/**
 * A file size for people, in 1024 steps up to YB with at most two decimals (spec 2 §2.6), in the locale's digits:
 * `1536` → `1.5 KB` (de-CH, en-US), `1,5 KB` (fr-CH, de-DE). Negative, NaN and infinite sizes read `0 B`.
 */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  const last = BYTE_UNITS.length - 1
  let value = bytes
  let unit = 0
  // Dividing by 1024 is exact in binary floating point, unlike log(bytes) / log(1024), which puts some
  // exact powers just below the step (1024³ B would read 1024 MB).
  while (value >= 1024 && unit < last) {
    value /= 1024
    unit++
  }
  // 1023.999 KB rounds to 1024; show that as 1 MB, the next unit, instead.
  if (unit < last && Math.round(value * 100) / 100 >= 1024) {
    value /= 1024
    unit++
  }
  return `${formatNumber(value, locale)} ${BYTE_UNITS[unit] ?? 'YB'}`
}
