import * as v from 'valibot'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { iconColor } from '@/src/ui/content-icons/content-icons'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FaqTeaser } from './faq-teaser'

/** spec 2 §2.10: the tools an FAQ teaser leads to. */
export const FAQ_TEASER_TYPES = ['oilfinder', 'dealer-finder'] as const

const props = v.pipe(
  v.object({
    type: v.pipe(v.picklist(FAQ_TEASER_TYPES), v.description('Wohin der Teaser führt: oilfinder (Ölfinder) oder dealer-finder (Händlersuche).')),
    title: blockText(120, 'Titel, etwa «Welches Öl passt zu meinem Fahrzeug?».'),
    level: headingLevel(2),
    text: v.optional(blockText(300, 'Ein bis zwei Sätze.')),
    buttonText: blockText(40, 'Text des Knopfs.'),
    href: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path of this site or an https:// address'),
        v.maxLength(ADDRESS_MAX_LENGTH),
        v.description('Die Seite des Werkzeugs; beim Ölfinder ohne Angabe die oilFinderUrl der Sitzung, bei der Händlersuche nötig.'),
      ),
    ),
    iconColor,
  }),
  // The session names the oil finder's page (spec 1 §3 urls.oilFinderUrl), not the dealer finder's.
  v.check((teaser) => teaser.type !== 'dealer-finder' || teaser.href !== undefined, 'a dealer-finder teaser needs its href'),
)

/** Props of the FAQ teaser: what its component receives, checked and with defaults. */
export type FaqTeaserProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const FAQ_TEASER_EXAMPLES = {
  oilFinder: {
    type: 'oilfinder',
    title: 'Welches Öl passt zu meinem Fahrzeug?',
    text: 'Der Ölfinder nennt die passenden Öle für Auto, Motorrad und Traktor.',
    buttonText: 'Zum Ölfinder',
  },
  // The longest realistic texts, to the dealer finder, on a grey disc.
  longest: {
    type: 'dealer-finder',
    title: 'Wo bekomme ich Ihre Schmierstoffe in kleinen Mengen, auch als Privatperson und am Samstag?',
    level: 3,
    text: 'Über 1200 Fachhändler, Werkstätten und Servicestellen in der Schweiz, in Deutschland und in Österreich führen unsere Produkte; die Händlersuche zeigt die nächsten mit Öffnungszeiten.',
    buttonText: 'Händler in Ihrer Nähe finden',
    href: '/service/haendlersuche',
    iconColor: 'gray',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Teaser in den häufigen Fragen, der zum Ölfinder oder zur Händlersuche führt: Symbol, Titel, Text und Knopf; ohne Ziel erscheint er nicht (Dokument 2 §2.10). Ein Ölfinder-Teaser, der gleich die Fahrzeugkategorien anbietet, ist oilfinder/oil-finder-tile.',
  props,
  component: FaqTeaser,
  examples: FAQ_TEASER_EXAMPLES,
  budgetKb: 5,
})
