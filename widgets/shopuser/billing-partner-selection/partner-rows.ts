/**
 * The billing partners the CMS gives the widget (spec 1 §3, spec 2 §3 "billing partner: partnerId, companyName
 * (list of strings), street, postalCode, city"), read at the edge row by row: the declaration takes the list
 * loosely, so one malformed row is left out with a warning and an error report instead of failing the whole
 * widget (docs/cms-integration.md "Page data"). valibot only: the simulated CMS builds its fallback from the same rows.
 */
import * as v from 'valibot'
import { checkList, reportDropped } from '@/src/lib/schema-check'

/** At most this many billing partners in one table. */
export const PARTNERS_MAX = 200

/** One row as the CMS gives it; a row without partnerId passes, and is left out after (spec 2 §2.9). */
export const partnerRowSchema = v.object({
  partnerId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20), v.regex(/^[\w-]*$/, 'expected a partner id')))),
  companyName: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.minLength(1), v.maxLength(4)),
  street: v.pipe(v.string(), v.maxLength(100)),
  postalCode: v.pipe(v.string(), v.maxLength(10)),
  city: v.pipe(v.string(), v.maxLength(60)),
})
/** One checked row. */
export type BillingPartnerRow = v.InferOutput<typeof partnerRowSchema>

/** A row that can be chosen: one with a partner number. */
export type ChoosableRow = BillingPartnerRow & { partnerId: string }

/** Whether a checked row can be chosen. */
export const isChoosable = (row: BillingPartnerRow): row is ChoosableRow => typeof row.partnerId === 'string' && row.partnerId !== ''

// Each props list is read once: a re-render must neither check nor warn again.
const read = new WeakMap<readonly unknown[], ChoosableRow[]>()

/**
 * The rows of `partners` that can be shown and chosen: each checked on its own (a malformed one is dropped
 * with a warning naming it and its problem, and an error report); then, spec 2 §2.9 "A row without partnerId
 * is ignored on selection": a row without one is left out too, with a warning for the template author.
 */
export function choosableRows(partners: readonly unknown[]): ChoosableRow[] {
  const cached = read.get(partners)
  if (cached) return cached
  const kept = checkList(partners, partnerRowSchema, 'props.partners', PARTNERS_MAX).filter((row): row is ChoosableRow => {
    if (isChoosable(row)) return true
    reportDropped(`Dropped a row of props.partners of shopuser/billing-partner-selection («${row.companyName.join(', ')}»): a billing partner without partnerId cannot be chosen (spec 2 §2.9).`)
    return false
  })
  read.set(partners, kept)
  return kept
}
