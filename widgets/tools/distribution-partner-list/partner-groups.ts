import type { DistributionPartner } from '@/api/distribution-partners'
import { countryName } from '@/src/lib/display-names'

/** The partners of one country under its name in the page's language. */
export type CountryGroup = { code: string; name: string; partners: DistributionPartner[] }

/**
 * The partners by country, limited to `only` when the editor named countries (none: all), each country under its
 * name in the page's language; the countries and, within one, the partners by company, as that language sorts
 * (`Österreich` after `Norwegen` in German, `Allemagne` and `Autriche` first in French). One Intl.Collator for the
 * locale compares as `localeCompare(other, locale)` does, without building the rules again for every pair.
 */
export function groupByCountry(partners: readonly DistributionPartner[], only: readonly string[], locale: string): CountryGroup[] {
  const wanted = only.length > 0 ? new Set(only) : null
  const byCode = new Map<string, DistributionPartner[]>()
  for (const partner of partners) {
    if (wanted && !wanted.has(partner.country)) continue
    const list = byCode.get(partner.country)
    if (list) list.push(partner)
    else byCode.set(partner.country, [partner])
  }
  const collator = new Intl.Collator(locale)
  return [...byCode]
    .map(([code, list]) => ({ code, name: countryName(code, locale), partners: list.sort((a, b) => collator.compare(a.company, b.company)) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

// Where the postal code follows the town (the British and Irish way: «Reading RG2 0LU»); elsewhere it comes first.
const CODE_AFTER_TOWN = new Set(['GB', 'IE'])

/** The town's line of an address as its country writes it. */
export const townLine = ({ country, postalCode, city }: Pick<DistributionPartner, 'country' | 'postalCode' | 'city'>) =>
  CODE_AFTER_TOWN.has(country) ? `${city} ${postalCode}` : `${postalCode} ${city}`

/** What a website link shows: the address without its scheme and a trailing slash (`www.lubritec.example`). */
export const websiteText = (href: string) => href.replace(/^https:\/\//i, '').replace(/\/$/, '')
