/**
 * The home stage's item (spec 2 §3 stage item: id, url, isIntro, title{intro,text}, backgroundImage, circleImage,
 * sliderImage; for the circular navigation a thumbnail and its text), the rule that drops an incomplete one (with a
 * warning in the props check, quietly in the fallback), the order of the stages (the intro first) and the pages of the
 * circular navigation (spec 2 §2.5). Pure: the fallback (under node) and the island share it.
 */
import * as v from 'valibot'
import { blockText, linkHref } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { reportDropped } from '@/src/lib/schema-check'

export const stageItem = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(100), v.description('Kennung der Bühne im CMS.'))),
  url: v.optional(v.pipe(linkHref, v.description('Wohin die Bühne führt: auf dem Telefon ist ihre Folie ein Link, ab 1024 px steht ein Knopf «Mehr erfahren» unter dem Titel; ohne Angabe keiner.'))),
  isIntro: v.optional(v.pipe(v.boolean(), v.description('Die Einstiegsbühne (Dokument 2 §2.5): beim Laden gezeigt, nicht in der Rundnavigation. Ohne Angabe ist es der erste Eintrag.')), false),
  title: v.optional(
    v.pipe(
      v.object({
        intro: v.optional(blockText(80, 'Die kurze Zeile über dem Titel.')),
        text: blockText(120, 'Der Titel der Bühne.'),
      }),
      v.description('Titel mit Einleitungszeile (Pflicht, sonst wird der Eintrag weggelassen); auf dem Telefon nur auf der aktiven Folie.'),
    ),
  ),
  backgroundImage: v.optional(v.pipe(blockImage, v.description('Das Hintergrundbild ab 1024 px, über die ganze Breite (Pflicht, sonst wird der Eintrag weggelassen).'))),
  circleImage: v.optional(v.pipe(blockImage, v.description('Das Bild im Kreis ab 1024 px, quadratisch zugeschnitten (Pflicht, sonst wird der Eintrag weggelassen).'))),
  sliderImage: v.optional(v.pipe(blockImage, v.description('Das Bild der Folie auf dem Telefon, im Format 5:6 zugeschnitten (Pflicht, sonst wird der Eintrag weggelassen).'))),
  thumbnail: v.optional(v.pipe(blockImage, v.description('Das Vorschaubild in der Rundnavigation; ohne Angabe das Kreisbild. Der Text des Knopfs benennt es.'))),
  text: v.optional(blockText(60, 'Der Name der Bühne in der Rundnavigation (ihr Knopf); ohne Angabe der Titel.')),
})

type Item = v.InferOutput<typeof stageItem>
/** An item as the CMS writes it: any of its fields may be missing. */
export type StageItemInput = v.InferInput<typeof stageItem>
const REQUIRED = ['title', 'backgroundImage', 'circleImage', 'sliderImage'] as const

/** An item with everything a stage shows. */
export type StageItem = Item & Required<Pick<Item, (typeof REQUIRED)[number]>>

const missingOf = (item: StageItemInput) => REQUIRED.filter((key) => item[key] === undefined)

/**
 * The stages in the order they are shown: the intro first (spec 2 §2.5: the first item is the intro stage; an item
 * marked isIntro further down is moved there), then the others in the CMS's order.
 */
function introFirst<I extends StageItemInput>(items: readonly I[]): I[] {
  const intro = items.findIndex((item) => item.isIntro === true)
  return intro <= 0 ? [...items] : [items[intro] as I, ...items.slice(0, intro), ...items.slice(intro + 1)]
}

/** The complete items, the intro first; the fallback's quiet version of the check. */
export const completeStages = <I extends StageItemInput>(items: readonly I[]): I[] => introFirst(items.filter((item) => missingOf(item).length === 0))

/** The complete items, the intro first; each incomplete one is dropped with a warning and an error report naming what it lacks. */
export function keepCompleteStages(items: Item[]): StageItem[] {
  items.forEach((item, index) => {
    const missing = missingOf(item)
    if (missing.length > 0) reportDropped(`Dropped items.${index} of the home stage: it has no ${missing.join(', ')}`)
  })
  return completeStages(items) as StageItem[]
}

/** spec 2 §2.5: thumbnails per page of the circular navigation with more than 3 items, and in the reduced one. */
export const THUMBNAILS_PER_PAGE = 11
export const REDUCED_THUMBNAILS = 3
/** spec 2 §2.5: the navigation has pages 0 and 1, so it holds at most two pages of thumbnails, besides the intro. */
export const MAX_STAGES = 1 + 2 * THUMBNAILS_PER_PAGE

/** One page of the circular navigation over `count` non-intro stages: which of them it shows, and how. */
export type NavigationPage = {
  /** The page shown: 0, or 1 when there is a second. */
  page: 0 | 1
  /** The first shown stage's place among the non-intro stages, and how many are shown. */
  start: number
  count: number
  /** Three or fewer stages: the reduced navigation of 3 places. */
  reduced: boolean
  /** More than 11 stages: the button that toggles the page. */
  toggle: boolean
}

/** spec 2 §2.5: 11 thumbnails per page (more than 3 items) or 3 (reduced); a page toggle only with more than 11. */
export function navigationPage(count: number, wanted: 0 | 1): NavigationPage {
  const reduced = count <= REDUCED_THUMBNAILS
  const toggle = count > THUMBNAILS_PER_PAGE
  const page = toggle ? wanted : 0
  const start = page * THUMBNAILS_PER_PAGE
  return { page, start, count: Math.min(THUMBNAILS_PER_PAGE, count - start), reduced, toggle }
}

/** The other page's stages, 1-based among the non-intro ones, for the toggle's name: «Themen 12 bis 13 zeigen». */
export function otherPageRange(count: number, page: 0 | 1): { from: string; to: string } {
  const other = navigationPage(count, page === 0 ? 1 : 0)
  return { from: String(other.start + 1), to: String(other.start + other.count) }
}
