import * as v from 'valibot'
import { bareLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { contentIcon, iconColor } from '@/src/ui/content-icons/content-icons'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { LinkTile } from './link-tile'

const props = v.object({
  title: blockText(80, 'Titel der Kachel; er ist der Linktext.'),
  level: headingLevel(3),
  text: v.optional(blockText(300, 'Ein bis zwei Sätze unter dem Titel, ohne Formatierung.')),
  icon: v.optional(contentIcon),
  iconColor,
  link: v.pipe(bareLink, v.description('Wohin die Kachel führt; die ganze Kachel ist klickbar.')),
})

/** Props of the link tile: what its component receives, checked and with defaults. */
export type LinkTileProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const LINK_TILE_EXAMPLES = {
  oilAnalysis: {
    title: 'Ölanalyse',
    text: 'Verschleiss erkennen, bevor die Maschine stillsteht.',
    icon: 'flask',
    link: { href: '/service/oelanalyse' },
  },
  // The longest realistic texts, without a symbol, to another site in a new tab.
  longest: {
    title: 'Sicherheitsdatenblätter aller Produkte nach REACH herunterladen',
    level: 2,
    text: 'Für jedes Produkt das aktuelle Sicherheitsdatenblatt in allen Sprachen der Schweiz, Deutschlands und Österreichs, mit Versionsdatum und Änderungshinweisen.',
    link: { href: 'https://echa.europa.eu/de/regulations/reach/understanding-reach', title: 'Europäische Chemikalienagentur', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Kachel mit Titel, kurzem Text und wahlweise einem Symbol, die als Ganzes zu einer Seite führt (Dokument 2 §2.10).',
  props,
  component: LinkTile,
  examples: LINK_TILE_EXAMPLES,
  budgetKb: 4,
})
