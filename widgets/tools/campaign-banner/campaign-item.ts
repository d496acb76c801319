/**
 * The campaign banner's item (spec 2 §3: title, subtitle, link, backgroundImage, backgroundImageMobile, productImage,
 * triggerContactMenu) and the rule that drops an incomplete one (spec 2 §5: items lacking title, subtitle, link and
 * background image are dropped), applied by the props check with a warning and by the fallback quietly.
 */
import * as v from 'valibot'
import { blockLink, blockText } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { reportDropped } from '@/src/lib/schema-check'

export const campaignItem = v.object({
  title: v.optional(blockText(120, 'Überschrift des Banners (Pflicht, sonst wird der Eintrag weggelassen).')),
  subtitle: v.optional(blockText(240, 'Ein Satz unter der Überschrift (Pflicht, sonst wird der Eintrag weggelassen).')),
  link: v.optional(v.pipe(blockLink, v.description('Der Knopf des Banners (Pflicht, sonst wird der Eintrag weggelassen).'))),
  backgroundImage: v.optional(v.pipe(blockImage, v.description('Das Hintergrundbild (Pflicht, sonst wird der Eintrag weggelassen); ab 768 px.'))),
  backgroundImageMobile: v.optional(v.pipe(blockImage, v.description('Ein anderer Ausschnitt des Hintergrunds für das Telefon (unter 768 px).'))),
  productImage: v.optional(v.pipe(blockImage, v.description('Ein Produktbild (freigestellt, etwa ein Kanister) vor dem Hintergrund.'))),
  triggerContactMenu: v.optional(
    v.pipe(v.boolean(), v.description('Der Knopf öffnet das Kontaktmenü im Seitenkopf (die persönliche Ansprechperson) statt den Link; ohne Ansprechperson folgt er dem Link.')),
    false,
  ),
})

type Item = v.InferOutput<typeof campaignItem>
/** An item as the CMS writes it: any of its fields may be missing. */
export type CampaignItemInput = v.InferInput<typeof campaignItem>
const REQUIRED = ['title', 'subtitle', 'link', 'backgroundImage'] as const

/** An item with everything it needs to be shown. */
export type CampaignItem = Item & Required<Pick<Item, (typeof REQUIRED)[number]>>

const missingOf = (item: CampaignItemInput) => REQUIRED.filter((key) => item[key] === undefined)

/** The items with a title, subtitle, link and background image, in order; the fallback's quiet version of the check. */
export const completeItems = <I extends CampaignItemInput>(items: readonly I[]): I[] => items.filter((item) => missingOf(item).length === 0)

/** The complete items; each incomplete one is dropped with a warning and an error report naming what it lacks. */
export function keepCompleteItems(items: Item[]): CampaignItem[] {
  items.forEach((item, index) => {
    const missing = missingOf(item)
    if (missing.length > 0) reportDropped(`Dropped items.${index} of the campaign banner: it has no ${missing.join(', ')}`)
  })
  return completeItems(items) as CampaignItem[]
}
