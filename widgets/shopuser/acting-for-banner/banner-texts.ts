import type { CheckedContact } from '@/store/account-data'

/**
 * The banner's strings (shopuser:actingForBanner.*), said with their values: by i18next in the island, from the
 * bundle's string files in the CMS (test/cms/widget-strings.ts).
 */
export type BannerStrings = {
  label: string
  customerNumber(number: string): string
  contactPerson(name: string): string
  employee(name: string): string
  overview: string
  logout: string
}

/** Everything the banner writes, in its order on screen. */
export type BannerTexts = {
  /** The region's name and the banner's first line. */
  label: string
  /** The customer's company, shown strong. */
  company: string
  /** The customer number and the contact person, each where known; written after the company, separated by « · ». */
  details: string[]
  /** Who is signed in: the employee. */
  employee: string
  overview: string
  logout: string
}

/** The separator between the company and its details (a middle dot between spaces, as the shop writes lists of facts). */
export const DETAIL_SEPARATOR = ' · '

/**
 * The banner's texts for an employee (`employeeName`) acting for `contact`: one function, so the island and
 * the CMS's fallback markup write the same words and the banner keeps its size when it mounts.
 */
export function bannerTexts(strings: BannerStrings, contact: CheckedContact, employeeName: string): BannerTexts {
  const details = [
    contact.customerId === '' ? undefined : strings.customerNumber(contact.customerId),
    contact.contactPerson ? strings.contactPerson(contact.contactPerson.name) : undefined,
  ].filter((detail): detail is string => detail !== undefined)
  return { label: strings.label, company: contact.name, details, employee: strings.employee(employeeName), overview: strings.overview, logout: strings.logout }
}
