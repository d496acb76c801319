import { RESET_TOKEN_PARAM, resetTokenSchema } from '@/api/password'
import { reportDropped, schemaCheck } from '@/src/lib/schema-check'

const tokenCheck = schemaCheck(resetTokenSchema, `address.${RESET_TOKEN_PARAM}`)

/**
 * The reset link's token from the current address (`/passwort-zuruecksetzen?token=…`), or undefined. The
 * address is user input: a token that is no token (cut off by a mail program, an injected value) is dropped
 * with a console warning and an error report, and the page says the link is invalid without asking the server.
 */
export function readResetToken(search: string = window.location.search): string | undefined {
  const raw = new URLSearchParams(search).get(RESET_TOKEN_PARAM)
  if (raw === null || raw.trim() === '') return undefined
  const checked = tokenCheck.parse(raw.trim())
  if (checked.ok) return checked.value
  reportDropped(`Dropped ${checked.problems.join('; ')}`)
  return undefined
}
