import * as v from 'valibot'
import { blockHtml, headingLevel, blockText } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { GoodToKnow } from './good-to-know'

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift des Kastens; ohne Angabe «Gut zu wissen» in der Sprache der Seite.')),
  level: headingLevel(3),
  html: blockHtml('Der Hinweis, formatiert aus dem CMS (Absätze, Listen, Links); wird vor dem Anzeigen mit DOMPurify bereinigt.'),
})

/** Props of the good-to-know box: what its component receives, checked and with defaults. */
export type GoodToKnowProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const GOOD_TO_KNOW_EXAMPLES = {
  tip: {
    html: '<p>Mischen Sie Kühlmittel nie mit Leitungswasser, sondern mit entmineralisiertem Wasser: Kalk und Chlorid greifen Dichtungen und Aluminium an.</p>',
  },
  // The longest realistic texts: an own title, a list and a link.
  longest: {
    title: 'Ölwechselintervalle bei Kurzstreckenbetrieb und Kaltstarts im Winter richtig planen',
    level: 2,
    html:
      '<p>Fährt ein Fahrzeug überwiegend kurze Strecken, erreicht das Öl selten seine Betriebstemperatur. Kondenswasser und unverbrannter Kraftstoff sammeln sich im Öl und verkürzen seine Lebensdauer.</p>' +
      '<ul><li>Halbieren Sie das Intervall, wenn die meisten Fahrten kürzer als zehn Kilometer sind.</li><li>Prüfen Sie den Ölstand alle zwei Wochen und nach jeder längeren Standzeit.</li><li>Wählen Sie ein Leichtlauföl der Viskosität 0W-30 oder 5W-30 nach Freigabe des Herstellers.</li></ul>' +
      '<p>Welches Öl passt, sagt Ihnen der <a href="/oelfinder">Ölfinder</a>.</p>',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Hervorgehobener Hinweiskasten «Gut zu wissen» mit Symbol, Überschrift und formatiertem Text (Dokument 2 §2.10).',
  props,
  component: GoodToKnow,
  examples: GOOD_TO_KNOW_EXAMPLES,
  // DOMPurify (about 9 KB, shared with rich text and text with button); its own code is under 1 KB.
  budgetKb: 14,
})
