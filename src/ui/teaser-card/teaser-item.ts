/**
 * The teaser item of spec 2 §3 (image, title, text, link, label, fromDate, toDate) as the teaser blocks accept it, and
 * the rule of its date window. Apart from the card's component, so the simulated CMS's fallbacks can use it under node.
 */
import * as v from 'valibot'
import { blockLink, blockText } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { isoDay } from '@/src/lib/iso-day'

/** spec 2 §2.10: how a teaser leads on. */
export const TEASER_VARIANTS = ['default', 'button', 'link-and-button'] as const
export type TeaserVariant = (typeof TEASER_VARIANTS)[number]

export const teaserVariant = v.optional(
  v.pipe(
    v.picklist(TEASER_VARIANTS),
    v.description('default: der Titel ist der Link, die ganze Kachel klickbar; button: ein Knopf mit dem Linktext unter dem Text; link-and-button: der Titel als Link und der Knopf.'),
  ),
  'default',
)

const day = (description: string) => v.optional(v.pipe(isoDay, v.description(description)))

export const teaserItem = v.pipe(
  v.object({
    image: v.optional(v.pipe(blockImage, v.description('Bild über dem Text, im Format 3:2 zugeschnitten.'))),
    title: blockText(120, 'Titel des Teasers.'),
    text: v.optional(blockText(300, 'Ein bis drei Sätze, ohne Formatierung.')),
    link: v.optional(v.pipe(blockLink, v.description('Wohin der Teaser führt; der Linktext steht auf dem Knopf.'))),
    label: v.optional(blockText(30, 'Kurzes Etikett über dem Titel, etwa «Neu» oder «Aktion».')),
    fromDate: day('Erster Tag, an dem der Teaser erscheint (JJJJ-MM-TT, Schweizer Zeit); ohne Angabe sofort.'),
    toDate: day('Letzter Tag, an dem der Teaser erscheint; ohne Angabe unbefristet.'),
  }),
  v.check((item) => item.fromDate === undefined || item.toDate === undefined || item.fromDate <= item.toDate, 'fromDate must not be after toDate'),
)

export type TeaserItem = v.InferOutput<typeof teaserItem>
export type TeaserItemInput = v.InferInput<typeof teaserItem>

/**
 * Whether a teaser is shown on `day` (YYYY-MM-DD, spec 2 §2.10: items outside their fromDate–toDate window are not
 * shown), both days included. The CMS's fallback and the island ask on the day they render.
 */
export const isShownOn = (item: Pick<TeaserItemInput, 'fromDate' | 'toDate'>, day: string): boolean =>
  (item.fromDate === undefined || item.fromDate <= day) && (item.toDate === undefined || day <= item.toDate)
