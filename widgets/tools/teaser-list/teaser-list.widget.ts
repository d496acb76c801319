import * as v from 'valibot'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { imageLoading } from '@/src/lib/image-schemas'
import { teaserItem, teaserVariant } from '@/src/ui/teaser-card/teaser-item'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { TeaserList } from './teaser-list'

/** spec 2 §5: a teaser list's columns on a wide screen. */
export const TEASER_COLUMNS = [3, 4, 5, 6] as const

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift über der Liste; ohne Angabe keine.')),
  level: headingLevel(2),
  columns: v.optional(
    v.pipe(v.picklist(TEASER_COLUMNS), v.description('Kacheln nebeneinander ab 1200 px: 3 bis 6 (Dokument 2 §5); schmaler höchstens 4, 3, 2 und auf dem Telefon 1.')),
    3,
  ),
  variant: teaserVariant,
  background: v.optional(v.pipe(v.picklist(['white', 'gray']), v.description('Hintergrund der Liste (Dokument 2 §5).')), 'white'),
  items: v.pipe(
    v.array(teaserItem),
    v.minLength(1),
    v.maxLength(24),
    v.description('Die Teaser (Dokument 2 §3), 1 bis 24; einer ausserhalb seines Zeitfensters (fromDate–toDate) erscheint nicht.'),
  ),
  loading: imageLoading,
})

/** Props of the teaser list: what its component receives, checked and with defaults. */
export type TeaserListProps = PropsOf<typeof props>


/** The catalogue's examples, also the tests' props. */
export const TEASER_LIST_EXAMPLES = {
  services: {
    title: 'Unsere Dienstleistungen',
    items: [
      {
        image: examplePicture('labor', 'Laborantin prüft eine Ölprobe am Viskosimeter', 640),
        title: 'Ölanalyse',
        text: 'Verschleiss und Verschmutzung erkennen, bevor die Maschine stillsteht.',
        link: { href: '/service/technische-beratung', text: 'Zur Ölanalyse' },
      },
      {
        image: examplePicture('werkstatt', 'Mechaniker beim Ölwechsel in der Werkstatt', 640),
        title: 'Schulungen für Werkstätten',
        text: 'Schmierstoffe richtig wählen, lagern und entsorgen: ein Tag mit unseren Anwendungstechnikern.',
        link: { href: '/service/technische-beratung', text: 'Zu den Schulungen' },
        label: 'Neu',
      },
      {
        image: examplePicture('lager', 'Regale mit Fässern und Kanistern im Lager', 640),
        title: 'Lagerlogistik',
        text: 'Wir liefern in Ihr Lager und füllen nach, wenn der Bestand sinkt.',
        link: { href: '/unternehmen/ueber-uns', text: 'Zur Lagerlogistik' },
      },
    ],
  },
  // The longest realistic texts, four across on gray, with buttons; one teaser whose window has closed is left out.
  longest: {
    title: 'Aktionen und Neuheiten für Landwirtschaft, Bau und Transport in der ganzen Schweiz',
    columns: 4,
    variant: 'link-and-button',
    background: 'gray',
    items: [
      {
        image: examplePicture('traktor', 'Traktor auf einem Feld', 640),
        title: 'Hydrauliköle für Traktoren und Landmaschinen aller Hersteller, geprüft nach ISO 15380',
        text: 'Ein Öl für Getriebe, Hydraulik und nasse Bremsen: weniger Sorten im Hof, weniger Verwechslungen beim Nachfüllen und eine Freigabe für alle gängigen Traktoren.',
        link: { href: '/produkte/hydraulikoele', text: 'Alle Hydrauliköle ansehen' },
        label: 'Aktion',
        fromDate: '2025-01-01',
        toDate: '2099-12-31',
      },
      {
        image: examplePicture('windpark', 'Windräder auf einer Jurahöhe', 540),
        title: 'Getriebeöle für Windkraftanlagen',
        text: 'Lange Ölwechselintervalle und Schutz vor Graufleckigkeit, auch bei Frost.',
        link: { href: '/produkte/getriebeoele', text: 'Zu den Getriebeölen' },
      },
      {
        image: examplePicture('kanister', 'Kanister mit Motorenöl', 1280),
        title: 'Frühlingsaktion 2021',
        text: 'Diese Aktion ist längst vorbei und erscheint nicht mehr.',
        link: { href: '/produkte', text: 'Zur Aktion' },
        toDate: '2021-05-31',
      },
      {
        image: examplePicture('motorrad', 'Rennmotorrad auf der Strecke', 540),
        title: 'Motorradöle',
        text: 'Für Rennstrecke und Pass: Öle, die Kupplung und Getriebe schützen.',
        link: { href: 'https://www.swissmoto.org/', text: 'Zum Motorradsport', target: '_blank' },
      },
      {
        title: 'Beratung am Telefon',
        text: 'Unsere Anwendungstechniker beantworten Ihre Fragen werktags von 7 bis 17 Uhr.',
        link: { href: '/service/technische-beratung', text: 'Beratung anfragen' },
      },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description:
    'Teaser-Kacheln in 3 bis 6 Spalten, Varianten default, button und link-and-button, Hintergrund weiss oder grau; Teaser ausserhalb ihres Zeitfensters erscheinen nicht (Dokument 2 §2.10).',
  props,
  component: TeaserList,
  examples: TEASER_LIST_EXAMPLES,
  budgetKb: 8,
})
