import * as v from 'valibot'
import { safeHref } from './safe-url'
import { address } from './schema-parts'

// The ways to reach a business an answer names (a dealer, a distribution partner): checked at the edge alike, linked
// alike.

/** A number as dialled, international form ('+41 44 123 45 67'): digits, a leading plus, spaces and the usual separators. */
export const phoneNumber = v.pipe(
  v.string(),
  v.regex(/^\+?[\d\s()./-]{5,30}$/, 'expected a phone number'),
  v.check((phone) => phone.replace(/\D/g, '').length >= 5, 'expected a phone number'),
)

/**
 * A business's website. It opens in a new tab, so it must be a web address that cannot downgrade the visitor to plain
 * http (https only); safeHref refuses scripts and control-character tricks.
 */
export const httpsWebsite = v.pipe(
  address,
  v.check((href) => safeHref(href) === href && /^https:\/\/[^/\s]+/i.test(href), 'must be an https:// address'),
)

/** A phone number as a tel: address: digits and a leading plus. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`
