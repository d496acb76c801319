/**
 * An e-mail address as our forms, the contact cards, the widget props and the mock server check it:
 * something@domain.tld, no spaces. A props schema takes it as `v.regex(EMAIL_PATTERN)`, which its JSON Schema keeps.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** The longest address mail can carry (RFC 5321: a path of at most 256 octets, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254

/** Whether `value` (already trimmed) is an e-mail address we accept. */
export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
