import * as v from 'valibot'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { contentIcon, iconColor } from '@/src/ui/content-icons/content-icons'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { IconList } from './icon-list'

/** spec 2 §9: an icon list holds at most 4 items. */
export const ICON_LIST_MAX_ITEMS = 4

const props = v.object({
  title: v.optional(blockText(200, 'Überschrift über der Liste; ohne Angabe keine.')),
  level: headingLevel(2),
  iconColor,
  items: v.pipe(
    v.array(
      v.object({
        icon: contentIcon,
        title: blockText(80, 'Überschrift des Eintrags.'),
        text: v.optional(blockText(400, 'Ein bis zwei Sätze zum Eintrag, ohne Formatierung.')),
      }),
    ),
    v.minLength(1),
    v.maxLength(ICON_LIST_MAX_ITEMS),
    v.description(`Die Einträge, 1 bis ${ICON_LIST_MAX_ITEMS} (Dokument 2 §9); ab 1024 px nebeneinander.`),
  ),
})

/** Props of the icon list: what its component receives, checked and with defaults. */
export type IconListProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const ICON_LIST_EXAMPLES = {
  promises: {
    title: 'Darauf können Sie sich verlassen',
    items: [
      { icon: 'award', title: 'Schweizer Qualität', text: 'Entwickelt und hergestellt in Winterthur.' },
      { icon: 'truck', title: 'Lieferung in 24 Stunden', text: 'Bis 15 Uhr bestellt, am nächsten Werktag bei Ihnen.' },
      { icon: 'headset', title: 'Persönliche Beratung', text: 'Unsere Anwendungstechnik hilft bei jeder Frage.' },
    ],
  },
  // The longest realistic texts: four items (the most the spec allows), long titles and texts, gray discs.
  longest: {
    title: 'Nachhaltig vom Rohstoff bis zum Altöl: was wir für Umwelt und Klima tun',
    level: 3,
    iconColor: 'gray',
    items: [
      { icon: 'leaf', title: 'Biologisch schnell abbaubare Hydrauliköle', text: 'Für Land- und Forstwirtschaft, Wasserbau und Gletscherbahnen: unsere Bio-Hydrauliköle erfüllen die Norm ISO 15380 und das EU-Ecolabel.' },
      { icon: 'cycle', title: 'Altöl-Rücknahme und Zweitraffination', text: 'Wir holen gebrauchtes Öl bei Ihnen ab und lassen es zu neuem Grundöl aufbereiten; die Gebinde kommen gereinigt in den Kreislauf zurück.' },
      { icon: 'factory', title: 'Werk mit Abwärmenutzung und Ökostrom', text: 'Seit 2020 bezieht unser Werk ausschliesslich Strom aus erneuerbaren Quellen, und die Abwärme der Produktion heizt Büros und Lager.' },
      { icon: 'thermometer', title: 'Leichtlauföle senken den Verbrauch', text: 'Motorenöle der Viskosität 0W-20 sparen bis zu drei Prozent Kraftstoff gegenüber herkömmlichen 10W-40-Ölen.' },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: `Bis zu ${ICON_LIST_MAX_ITEMS} Einträge mit Symbol, Überschrift und kurzem Text, ab 1024 px nebeneinander (Dokument 2 §2.10, §9).`,
  props,
  component: IconList,
  examples: ICON_LIST_EXAMPLES,
  // The symbols (about 1 KB, shared with icon text); its own code is under 1 KB.
  budgetKb: 4,
})
