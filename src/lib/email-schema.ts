import * as v from 'valibot'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email'

/**
 * An e-mail address in a props schema or an API answer, checked as the shop checks one everywhere (./email.ts); a
 * props schema's JSON Schema keeps the pattern.
 */
export const emailAddress = v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH), v.regex(EMAIL_PATTERN, 'expected an e-mail address'))
