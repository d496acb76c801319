/**
 * The hotspot of spec 2 §3 (top, left, data[0] with type, title, text, image, url, productNumber, productTags) as the
 * image-hotspots block accepts it, and the rule that drops a hotspot it cannot place (top or left outside 0–100, no
 * data[0]): applied by the props check with a warning, and by the fallback quietly. No React, so the CMS's fallback
 * reads hotspots with it under node.
 */
import * as v from 'valibot'
import { PRODUCT_TAGS } from '@/src/lib/product-tags'
import { blockHtml, blockText, linkHref } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { reportDropped } from '@/src/lib/schema-check'

/** spec 2 §2.10: a hotspot's tile shows a product, or anything else. */
export const HOTSPOT_TYPES = ['product', 'other'] as const

/** At most this many hotspots on one picture: beyond them the picture is a map, no longer an image with pointers. */
export const HOTSPOTS_MAX = 20

/** spec 2 §3 product (teaser use): tags with type and label, shown in spec 2 §1's order (src/ui/product-tags). */
const productTags = v.optional(
  v.pipe(
    v.array(v.object({ type: v.picklist(PRODUCT_TAGS), label: blockText(40, 'Wie die Auszeichnung heisst, etwa «Aktion», «Neu» oder «Bestseller».') })),
    v.maxLength(PRODUCT_TAGS.length),
    v.description('Auszeichnungen des Produkts (sale, new, bestseller), angezeigt in der Reihenfolge Aktion, Neu, Bestseller (Dokument 2 §1).'),
  ),
  [],
)

/** The tile a hotspot opens: data[0] of spec 2 §3's hotspot. */
export const hotspotTile = v.object({
  type: v.pipe(v.picklist(HOTSPOT_TYPES), v.description('product: eine Produktkachel mit Bild, Preisaktion und Auszeichnungen; other: eine Kachel mit Text.')),
  title: blockText(120, 'Titel der Kachel; benennt auch den Punkt für Screenreader («Hotspot: …»).'),
  text: v.optional(blockHtml('Text der Kachel, formatiert aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.')),
  image: v.optional(v.pipe(blockImage, v.description('Bild der Kachel, etwa das Gebinde des Produkts; höchstens 160 px hoch gezeigt.'))),
  url: v.optional(v.pipe(linkHref, v.description('Wohin der Link der Kachel führt («Zum Produkt» oder «Mehr erfahren»); ohne Angabe kein Link.'))),
  productNumber: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]+$/, 'must be letters, digits, - _ or .'),
      v.maxLength(60),
      v.description('Produktnummer (nur bei product), etwa 10-4414: aktive Shop-Kunden sehen die Preisaktion dazu (Dokument 2 §6, §7).'),
    ),
  ),
  productTags,
})

export type HotspotTileData = v.InferOutput<typeof hotspotTile>

// The range is the JSON Schema's (metadata), not the check's: a hotspot outside it is dropped on its own with a
// warning (placedHotspots), rather than taking the whole block down.
const percent = (description: string) => v.pipe(v.number(), v.metadata({ minimum: 0, maximum: 100 }), v.description(description))

/** A hotspot as the CMS writes it (spec 2 §3). */
export const hotspot = v.object({
  top: percent('Abstand des Punkts vom oberen Bildrand in Prozent der Bildhöhe, 0 bis 100 (auf ganze Prozent gerundet); ausserhalb wird der Punkt weggelassen.'),
  left: percent('Abstand des Punkts vom linken Bildrand in Prozent der Bildbreite, 0 bis 100 (auf ganze Prozent gerundet); ausserhalb wird der Punkt weggelassen.'),
  data: v.optional(
    v.pipe(
      v.array(hotspotTile),
      v.maxLength(10),
      v.metadata({ minItems: 1 }),
      v.description('Die Kachel des Punkts als erster Eintrag (data[0], Dokument 2 §3); weitere Einträge werden nicht gezeigt. Ohne Eintrag wird der Punkt weggelassen.'),
    ),
  ),
})

/** A hotspot the block shows: its place in whole percent (the stylesheet's steps) and its tile. */
export type PlacedHotspot = { top: number; left: number; tile: HotspotTileData }

/** What placing a hotspot reads of it: its place and its tiles, as the CMS writes them or as the schema has read them. */
type Placeable<T> = { top: number; left: number; data?: readonly T[] | undefined }

const inRange = (value: number) => value >= 0 && value <= 100

/** Why a hotspot cannot be placed, or undefined when it can. */
function problemOf(item: Placeable<unknown>): string | undefined {
  if (!inRange(item.top)) return `top ${item.top} is outside 0–100`
  if (!inRange(item.left)) return `left ${item.left} is outside 0–100`
  if (item.data === undefined || item.data.length === 0) return 'it has no data[0] (its tile)'
  return undefined
}

/**
 * The hotspots that can be placed, in order, each with its place rounded to whole percent (the CMS's markup has no style
 * attribute to carry more, and a percent of the picture is finer than a finger) and its tile, data[0]; the fallback's
 * quiet version of the check.
 */
export function placeable<T>(items: readonly Placeable<T>[]): { top: number; left: number; tile: T }[] {
  return items.flatMap((item) => {
    const tile = item.data?.[0]
    return problemOf(item) === undefined && tile !== undefined ? [{ top: Math.round(item.top), left: Math.round(item.left), tile }] : []
  })
}

/** The placeable hotspots with their tile; each one left out is dropped with a warning and an error report naming why. */
export function placedHotspots(items: v.InferOutput<typeof hotspot>[]): PlacedHotspot[] {
  items.forEach((item, index) => {
    const problem = problemOf(item)
    if (problem) reportDropped(`Dropped hotspots.${index} of the image hotspots: ${problem}`)
  })
  return placeable(items)
}
