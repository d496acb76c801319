import * as v from 'valibot'
import { blockHtml, blockText } from '@/src/lib/content-schemas'

/** What a block's button shows in a content modal (spec 2 §2.10: content modals are 800 px wide): a title and CMS rich text. */
export const contentModal = v.pipe(
  v.object({
    title: blockText(120, 'Überschrift des Fensters; sie benennt es für Screenreader.'),
    html: blockHtml('Der Inhalt des Fensters, formatiert aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.'),
  }),
  v.description('Öffnet statt des Links ein Fenster (800 px) mit diesem Inhalt; ohne JavaScript folgt der Knopf dem Link.'),
)

export type ContentModalContent = v.InferOutput<typeof contentModal>
