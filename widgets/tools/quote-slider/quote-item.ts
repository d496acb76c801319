/**
 * The quote slider's item (spec 2 §3 quote item: image, text, name, jobTitle) and the rule that drops an incomplete one
 * (spec 2 §5: slider items lacking text or name are dropped), applied by the props check with a warning and by the
 * fallback quietly.
 */
import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { reportDropped } from '@/src/lib/schema-check'

export const quoteItem = v.object({
  image: v.optional(v.pipe(blockImage, v.description('Ein Porträt der Person, rund zugeschnitten.'))),
  text: v.optional(blockText(600, 'Das Zitat, ohne Anführungszeichen (Pflicht, sonst wird der Eintrag weggelassen).')),
  name: v.optional(blockText(120, 'Wer es sagt (Pflicht, sonst wird der Eintrag weggelassen).')),
  jobTitle: v.optional(blockText(160, 'Funktion und Firma der Person.')),
})

type Item = v.InferOutput<typeof quoteItem>
/** An item as the CMS writes it: any of its fields may be missing. */
export type QuoteItemInput = v.InferInput<typeof quoteItem>
const REQUIRED = ['text', 'name'] as const

/** An item with everything it needs to be shown. */
export type QuoteItem = Item & Required<Pick<Item, (typeof REQUIRED)[number]>>

const missingOf = (item: QuoteItemInput) => REQUIRED.filter((key) => item[key] === undefined)

/** The items with a text and a name, in order; the fallback's quiet version of the check. */
export const completeQuotes = <I extends QuoteItemInput>(items: readonly I[]): I[] => items.filter((item) => missingOf(item).length === 0)

/** The complete items; each incomplete one is dropped with a warning and an error report naming what it lacks. */
export function keepCompleteQuotes(items: Item[]): QuoteItem[] {
  items.forEach((item, index) => {
    const missing = missingOf(item)
    if (missing.length > 0) reportDropped(`Dropped items.${index} of the quote slider: it has no ${missing.join(', ')}`)
  })
  return completeQuotes(items) as QuoteItem[]
}
