/**
 * What the text-with-media blocks share (spec 2 §2.10: text with image, text with video): the row's split in twelfths,
 * in the order of the block's name (text, then media), and the props around the media.
 */
import * as v from 'valibot'
import { blockHtml, blockLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { columnSizes } from '@/src/ui/block-picture/sizes'

/** spec 2 §2.10: the text's and the media's twelfths of the row. */
export const TEXT_MEDIA_COLUMNS = ['2-10', '8-4', '6-6', '4-8', '10-2'] as const
export type TextMediaColumns = (typeof TEXT_MEDIA_COLUMNS)[number]

/** The media's `sizes` for its twelfths of the row. */
export const mediaSizes = (ratio: TextMediaColumns): string => columnSizes(Number(ratio.split('-')[1]))

/** How the editor's descriptions name the media: «Bild», «das Bild», «des Bildes». */
export type MediaWords = { name: string; the: string; of: string }

/** The props of a text-with-media block around its media, spread into its props object. */
export const textMediaEntries = (media: MediaWords) => ({
  title: v.optional(blockText(200, 'Überschrift über dem Text; ohne Angabe keine.')),
  level: headingLevel(2),
  html: blockHtml('Der Text, formatiert aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.'),
  ratio: v.optional(
    v.pipe(
      v.picklist(TEXT_MEDIA_COLUMNS),
      v.description(`Aufteilung der Zeile in Zwölftel, erst Text, dann ${media.name}: 8-4 gibt dem Text zwei Drittel (Dokument 2 §2.10). Unter 768 px steht ${media.the} über dem Text.`),
    ),
    '6-6',
  ),
  link: v.optional(v.pipe(blockLink, v.description('Ein Knopf unter dem Text.'))),
})

/** The side of the media from 768 px, the block's prop named by its media (`imageSide`, `videoSide`). */
export const mediaSide = (media: MediaWords) => v.optional(v.pipe(v.picklist(['left', 'right']), v.description(`Seite ${media.of} ab 768 px.`)), 'right')
