import * as v from 'valibot'
import { blockHtml, blockText, headingLevel } from '@/src/lib/content-schemas'
import { contentIcon, iconColor } from '@/src/ui/content-icons/content-icons'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { IconText } from './icon-text'

const props = v.object({
  icon: contentIcon,
  iconColor,
  title: v.optional(blockText(120, 'Überschrift neben dem Symbol; ohne Angabe keine.')),
  level: headingLevel(3),
  html: blockHtml('Der Text, formatiert aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.'),
})

/** Props of the icon-with-text block: what its component receives, checked and with defaults. */
export type IconTextProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const ICON_TEXT_EXAMPLES = {
  delivery: {
    icon: 'truck',
    title: 'Lieferung in 24 Stunden',
    html: '<p>Was Sie bis 15 Uhr bestellen, liefern wir am nächsten Werktag in der ganzen Schweiz.</p>',
  },
  // The longest realistic texts, on the light disc.
  longest: {
    icon: 'flask',
    iconColor: 'lightgray',
    title: 'Ölanalyse im eigenen Labor: Verschleiss erkennen, bevor die Maschine stillsteht',
    level: 2,
    html:
      '<p>Schicken Sie uns eine Probe Ihres Getriebe- oder Hydrauliköls im Analyseset. Innert fünf Arbeitstagen erhalten Sie den Befund: Viskosität, Wassergehalt, Verschleissmetalle, Partikelzahl nach ISO 4406 und die Empfehlung unserer Anwendungstechnik, ob das Öl weiter verwendet, gefiltert oder gewechselt werden soll.</p>',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Symbol auf farbiger Scheibe mit Überschrift und Text daneben (Dokument 2 §2.10, Symbolfarben §5).',
  props,
  component: IconText,
  examples: ICON_TEXT_EXAMPLES,
  // DOMPurify (about 9 KB, shared with rich text) and the symbols; its own code is under 1 KB.
  budgetKb: 15,
})
