import * as v from 'valibot'
import { blockHtml, headingLevel, blockLink, blockText } from '@/src/lib/content-schemas'
import { contentModal } from '@/src/ui/content-modal/content-modal'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { TextButton } from './text-button'

const props = v.object({
  title: v.optional(blockText(200, 'Überschrift über dem Text; ohne Angabe keine.')),
  level: headingLevel(2),
  html: blockHtml('Der Text, formatiert aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.'),
  link: v.pipe(blockLink, v.description('Der Knopf unter dem Text: ein Link mit dem Aussehen des Hauptknopfs.')),
  modal: v.optional(contentModal),
})

/** Props of the text-with-button block: what its component receives, checked and with defaults. */
export type TextButtonProps = PropsOf<typeof props>

/** The catalogue's examples, also the demo page's and the tests' props. */
export const TEXT_BUTTON_EXAMPLES = {
  advice: {
    title: 'Technische Beratung',
    html: '<p>Welches Öl passt zu Ihrer Anlage? Unsere Anwendungstechniker beraten Sie persönlich, vor Ort oder am Telefon.</p>',
    link: { href: '/kontakt', text: 'Beratung anfragen' },
  },
  // The button opens a content modal; without a script it leads to the page with the same prices.
  prices: {
    title: 'Was kostet die Ölanalyse?',
    html: '<p>Ein Analyse-Set enthält Probenflasche, Versandtasche und den Laborbericht in fünf Werktagen.</p>',
    link: { href: '/service/oelanalyse', text: 'Preise ansehen' },
    modal: {
      title: 'Preise der Ölanalyse',
      html:
        '<p>Alle Preise in CHF, ohne Mehrwertsteuer, Versand in der Schweiz inbegriffen.</p>' +
        '<ul><li>Standardanalyse Motor oder Getriebe: CHF 59</li><li>Hydraulik mit Partikelzählung: CHF 79</li><li>Ab 10 Sets: 15 % Rabatt</li></ul>' +
        '<p>Fragen beantwortet unser Labor unter <a href="tel:+41522083020">052 208 30 20</a>.</p>',
    },
  },
  // The longest realistic texts: a long title, several paragraphs, a long link text opening a new tab.
  longest: {
    title: 'Metallbearbeitungsflüssigkeiten richtig überwachen: Konzentration, pH-Wert und Nitritgehalt',
    level: 3,
    html:
      '<p>Wassermischbare Kühlschmierstoffe altern: Die Konzentration steigt durch Verdunstung, der pH-Wert sinkt, wenn Bakterien wachsen, und Fremdöle aus der Maschine bilden einen Film auf der Oberfläche.</p>' +
      '<p>Prüfen Sie deshalb wöchentlich mit dem Refraktometer, dem pH-Messstreifen und dem Nitrit-Teststäbchen nach <strong>DGUV Regel 109-003</strong>, und halten Sie die Werte im Wartungsprotokoll fest.</p>',
    link: { href: 'https://www.dguv.de/', text: 'DGUV Regel 109-003 «Tätigkeiten mit Kühlschmierstoffen» lesen', title: 'Website der Deutschen Gesetzlichen Unfallversicherung', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Text mit einem Knopf darunter, der zu einer Seite, Datei oder Adresse führt oder ein Inhaltsfenster (800 px) öffnet (Dokument 2 §2.10).',
  props,
  component: TextButton,
  examples: TEXT_BUTTON_EXAMPLES,
  // DOMPurify (about 9 KB, shared with rich text), the link and the content modal's button (its dialog and react-modal
  // load on the first click): 15.0 KB measured, its own chunk 2.2 KB.
  budgetKb: 16,
})
