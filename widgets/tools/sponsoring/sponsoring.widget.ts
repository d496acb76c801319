import * as v from 'valibot'
import { blockHtml, blockLink, blockText, headingLevel } from '@/src/lib/content-schemas'
import { blockImage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { Sponsoring } from './sponsoring'

const props = v.object({
  category: v.optional(blockText(40, 'Sportart oder Bereich über dem Namen, etwa «Motocross».')),
  title: blockText(120, 'Name des Teams, der Fahrerin oder des Anlasses.'),
  level: headingLevel(2),
  facts: v.optional(
    v.pipe(
      v.array(v.object({ term: blockText(40, 'Was die Angabe ist, etwa «Partner seit».'), value: blockText(120, 'Die Angabe, etwa «2015».') })),
      v.maxLength(8),
      v.description('Eckdaten als Liste von Begriff und Angabe, bis zu 8.'),
    ),
  ),
  html: blockHtml('Was wir gemeinsam tun, formatiert aus dem CMS; wird vor dem Anzeigen mit DOMPurify bereinigt.'),
  image: v.optional(v.pipe(blockImage, v.description('Bild des Engagements, im Format 16:9 zugeschnitten.'))),
  link: v.optional(v.pipe(blockLink, v.description('Ein Knopf, etwa zur Website des Teams.'))),
  loading: imageLoading,
})

/** Props of the sponsoring block: what its component receives, checked and with defaults. */
export type SponsoringProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const SPONSORING_EXAMPLES = {
  motocross: {
    category: 'Motocross',
    title: 'MX Team Jura',
    facts: [
      { term: 'Partner seit', value: '2015' },
      { term: 'Klasse', value: 'MX2 und Nachwuchs' },
    ],
    html: '<p>Vier Fahrerinnen und Fahrer, ein Transporter und eine Werkstatt in Delémont: Wir liefern die Öle für Motor, Getriebe und Gabel und werten nach jedem Rennen eine Ölprobe aus.</p>',
    image: examplePicture('motorrad', 'Motocross-Fahrer in der Kurve', 540),
  },
  // The longest realistic texts: every fact, several paragraphs, the team's site in a new tab, no picture.
  longest: {
    category: 'Langstrecken-Weltmeisterschaft',
    title: 'Endurance Racing Winterthur: 24 Stunden auf der Rennstrecke mit Öl aus der eigenen Stadt',
    level: 3,
    facts: [
      { term: 'Partner seit', value: '2009' },
      { term: 'Klasse', value: 'Superstock, Langstrecken-WM' },
      { term: 'Rennen im Jahr', value: '5, davon zwei über 24 Stunden' },
      { term: 'Unsere Öle', value: 'Motorenöl 10W-50 Racing, Gabelöl 5W, Kettenspray' },
    ],
    html:
      '<p>Seit 2009 fährt das Team aus Winterthur in der Langstrecken-Weltmeisterschaft, seit 2015 mit unserem Motorenöl. Nach jedem Rennen untersucht unser Labor das Öl aus dem Motor: Was dort besteht, geht in die Motorradöle für die Strasse.</p>' +
      '<p>Die Mechanikerinnen und Mechaniker des Teams schulen jedes Jahr unsere Lernenden in der Werkstatt.</p>',
    link: { href: 'https://www.fim-ewc.com/', text: 'Zur Langstrecken-WM', target: '_blank' },
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Ein Sponsoring-Engagement: Sportart, Name, Eckdaten, Text, Bild und ein Link, etwa zur Website des Teams (Dokument 2 §2.10).',
  props,
  component: Sponsoring,
  examples: SPONSORING_EXAMPLES,
  // DOMPurify (about 9 KB, shared with rich text), the link, the picture and the image schema.
  budgetKb: 17,
})
