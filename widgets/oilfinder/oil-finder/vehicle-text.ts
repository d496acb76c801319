import type { TFunction } from 'i18next'
import type { VehicleType } from '@/api/oilfinder'

type Years = { yearFrom: number; yearTo?: number | undefined }

/** A model's or type's years: «2012–2020», or «ab 2019» while it is still built. */
export const yearsText = (t: TFunction<'oilfinder'>, { yearFrom, yearTo }: Years): string =>
  yearTo === undefined ? t('oilFinder.years.open', { from: String(yearFrom) }) : t('oilFinder.years.range', { from: String(yearFrom), to: String(yearTo) })

/** The years a set of types covers: from the earliest start to the latest end (open when one is still built). */
export const yearsOf = (types: readonly Years[]): Years => ({
  yearFrom: Math.min(...types.map((type) => type.yearFrom)),
  yearTo: types.some((type) => type.yearTo === undefined) ? undefined : Math.max(...types.map((type) => type.yearTo ?? 0)),
})

/** A type's power: «110 kW / 150 PS», or the kW alone; empty when the answer has no kW. */
export function powerText(t: TFunction<'oilfinder'>, { powerKw, powerHp }: VehicleType): string {
  if (powerKw === undefined) return ''
  return powerHp === undefined ? t('oilFinder.type.kwOnly', { kw: String(powerKw) }) : t('oilFinder.type.powerValue', { kw: String(powerKw), hp: String(powerHp) })
}
