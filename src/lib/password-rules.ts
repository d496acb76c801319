/**
 * The password rules of spec 1 §5, written once: "at least eight characters with upper and lower case,
 * a digit and a special character". The reset form shows them as a live checklist and refuses a weak
 * password before sending; the mock backend refuses it with the same rules.
 */

/** spec 1 §5: at least eight characters. */
export const PASSWORD_MIN_LENGTH = 8

/** One rule of spec 1 §5, in the order the checklist shows them. */
export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit', 'special'] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

// Unicode classes, so «Ä» is an upper-case letter and «٣» a digit, as a user of any of the shop's 21 locales
// would expect; a special character is anything that is neither a letter nor a digit (a space included).
const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  // Counted in code points, as a server's length check counts (and as a person sees most characters), not
  // in UTF-16 units: «😀» is one, not two.
  length: (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH,
  lowercase: (password) => /\p{Ll}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  special: (password) => /[^\p{L}\p{N}]/u.test(password),
}

// NFC first: «é» typed as «e» plus a combining accent is one letter, not a letter and a special character.
const normalised = (password: string) => password.normalize('NFC')

/** Each rule of spec 1 §5 and whether `password` meets it. */
export function checkPassword(password: string): Record<PasswordRule, boolean> {
  const value = normalised(password)
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, TESTS[rule](value)])) as Record<PasswordRule, boolean>
}

/** The rules `password` does not meet yet, in checklist order; empty for a strong password. */
export const unmetPasswordRules = (password: string): PasswordRule[] => {
  const met = checkPassword(password)
  return PASSWORD_RULES.filter((rule) => !met[rule])
}

/** Whether `password` meets every rule of spec 1 §5. */
export const isStrongPassword = (password: string): boolean => unmetPasswordRules(password).length === 0
