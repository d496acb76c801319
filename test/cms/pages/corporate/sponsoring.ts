/**
 * The sponsoring overview («Teams und Fahrer») and two sponsorships' pages, built from content blocks (spec 2 §2.10): on
 * the overview a teaser per sponsorship, on each detail the sponsoring block with its facts, a picture and the way back.
 */
import type { Locale } from '@/i18n/locales'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'

export const MX_TEAM_JURA = '/rennsport/teams/mx-team-jura' as const
export const ENDURANCE_RACING = '/rennsport/teams/endurance-racing-winterthur' as const

/** The overview: one teaser per sponsorship, each leading to its page. */
export function sponsoringOverviewBlocks(locale: Locale): string {
  return [
    blockMarker(
      'tools/sponsoring-teaser',
      {
        image: demoImage('motorrad'),
        category: 'Motocross',
        title: 'MX Team Jura',
        text: 'Seit 2015 fahren vier Fahrerinnen und Fahrer aus Delémont mit unseren Ölen für Motor, Getriebe und Gabel.',
        link: { href: MX_TEAM_JURA },
        loading: 'eager',
      },
      locale,
      { hydrate: 'load' },
    ),
    blockMarker(
      'tools/sponsoring-teaser',
      {
        image: demoImage('werkstatt'),
        category: 'Langstrecken-WM',
        title: 'Endurance Racing Winterthur',
        text: '24 Stunden auf der Rennstrecke mit Öl aus der eigenen Stadt: seit 2015 analysiert unser Labor das Öl nach jedem Rennen.',
        link: { href: ENDURANCE_RACING },
      },
      locale,
    ),
  ].join('\n')
}

/** The MX Team Jura's page. */
export function mxTeamJuraBlocks(locale: Locale): string {
  return blockMarker(
    'tools/sponsoring',
    {
      category: 'Motocross',
      title: 'Vier Fahrer, eine Werkstatt, unsere Öle',
      facts: [
        { term: 'Partner seit', value: '2015' },
        { term: 'Klasse', value: 'MX2 und Nachwuchs' },
        { term: 'Heimat', value: 'Delémont' },
      ],
      html:
        '<p>Vier Fahrerinnen und Fahrer, ein Transporter und eine Werkstatt in Delémont: Wir liefern die Öle für Motor, Getriebe und Gabel und werten nach jedem Rennen eine Ölprobe aus.</p>' +
        '<p>Zweimal im Jahr besucht das Team unsere Lernenden in Winterthur und zeigt, wie ein Motocross-Motor nach einem Rennwochenende aussieht.</p>',
      image: demoImage('motorrad'),
    },
    locale,
    { hydrate: 'load' },
  )
}

/** Endurance Racing Winterthur's page. */
export function enduranceRacingBlocks(locale: Locale): string {
  return blockMarker(
    'tools/sponsoring',
    {
      category: 'Langstrecken-Weltmeisterschaft',
      title: '24 Stunden mit Öl aus Winterthur',
      facts: [
        { term: 'Partner seit', value: '2015' },
        { term: 'Klasse', value: 'Superstock' },
        { term: 'Rennen im Jahr', value: '5, davon zwei über 24 Stunden' },
        { term: 'Unsere Öle', value: 'Motorenöl 10W-50 Racing, Gabelöl 5W, Kettenspray' },
      ],
      html: '<p>Seit 2009 fährt das Team in der Langstrecken-Weltmeisterschaft, seit 2015 mit unserem Motorenöl. Nach jedem Rennen untersucht unser Labor das Öl aus dem Motor: Was dort besteht, geht in die Motorradöle für die Strasse.</p>',
      image: demoImage('werkstatt'),
      link: { href: 'https://www.fim-ewc.com/', text: 'Zur Langstrecken-WM', target: '_blank' },
    },
    locale,
    { hydrate: 'load' },
  )
}
