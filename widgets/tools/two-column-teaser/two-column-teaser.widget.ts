import * as v from 'valibot'
import { headingLevel } from '@/src/lib/content-schemas'
import { imageLoading } from '@/src/lib/image-schemas'
import { teaserItem, teaserVariant } from '@/src/ui/teaser-card/teaser-item'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { TwoColumnTeaser } from './two-column-teaser'

const props = v.object({
  items: v.pipe(v.array(teaserItem), v.length(2), v.description('Die zwei Teaser (Dokument 2 §3), nebeneinander ab 768 px, darunter untereinander.')),
  level: headingLevel(2),
  variant: teaserVariant,
  loading: imageLoading,
})

/** Props of the two-column teaser: what its component receives, checked and with defaults. */
export type TwoColumnTeaserProps = PropsOf<typeof props>


/** The catalogue's examples, also the tests' props. */
export const TWO_COLUMN_TEASER_EXAMPLES = {
  careers: {
    items: [
      {
        image: examplePicture('team', 'Das Team der Anwendungstechnik im Besprechungsraum', 640),
        title: 'Arbeiten bei uns',
        text: 'Rund 400 Menschen in der Schweiz, in Deutschland und in Österreich: im Labor, im Werk, im Aussendienst und in der Verwaltung.',
        link: { href: '/unternehmen/ueber-uns', text: 'Offene Stellen' },
      },
      {
        image: examplePicture('werk', 'Das Werk mit Tanklager und Bürogebäude', 640),
        title: 'Unser Werk besuchen',
        text: 'Schulklassen, Vereine und Kunden führen wir gern durch Labor, Mischwerk und Abfüllung.',
        link: { href: '/service/technische-beratung', text: 'Führung anfragen' },
      },
    ],
    variant: 'button',
  },
  // The longest realistic texts, the titles as links over the cards, one to another site in a new tab.
  longest: {
    level: 3,
    items: [
      {
        image: examplePicture('windpark', 'Windräder auf einer Jurahöhe', 540),
        title: 'Nachhaltigkeitsbericht 2025: Energie, Wasser, Verpackung und Transport in Zahlen',
        text: 'Seit 2019 beziehen unsere Werke nur Strom aus Wasser- und Windkraft. Der Bericht zeigt, wo wir stehen und was wir bis 2030 erreichen wollen: 40 % weniger Verpackung und die Hälfte der Lieferungen auf der Schiene.',
        link: { href: '/unternehmen/ueber-uns', text: 'Zum Bericht' },
        label: 'Bericht',
      },
      {
        image: examplePicture('alpen-panorama', 'Alpenpanorama über dem Vierwaldstättersee', 346),
        title: 'Swiss Climate Partner',
        text: 'Wir sind Mitglied der Initiative für klimaneutrale Lieferketten der Schweizer Industrie.',
        link: { href: 'https://www.myclimate.org/de/', text: 'Zur Initiative', target: '_blank' },
      },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Zwei Teaser nebeneinander, mit Bild, Titel, Text und Link (Dokument 2 §2.10).',
  props,
  component: TwoColumnTeaser,
  examples: TWO_COLUMN_TEASER_EXAMPLES,
  // 6.0 KB measured once the news card shared the picture and the link (one more shared chunk).
  budgetKb: 7,
})
