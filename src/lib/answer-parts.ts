import * as v from 'valibot'

// Parts of the answers of the lists that name places and businesses (dealers, partners, fairs, the oil finder's
// vehicles): a module of their own, so a widget that needs none of them does not carry them (docs/budgets.md).

/** An id an answer gives (a dealer's, a partner's, a vehicle type's): letters, digits, . - and _; also all an address may name. */
export const answerId = v.pipe(v.string(), v.regex(/^[\w.-]{1,80}$/, 'expected an id of letters, digits, ., - and _'))

/** A country as the answers name it: its ISO 3166-1 code; the widgets name it in the page's language. */
export const countryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'expected a country code such as CH'))

