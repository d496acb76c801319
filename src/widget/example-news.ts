/**
 * News articles for the news widgets' catalogue examples (spec 2 §3 news article), written once: the teasers, the
 * tiles and the detail show the same articles, with the demo media of ./example-picture.ts.
 */
import type * as v from 'valibot'
import type { newsArticle } from '@/src/lib/news-schemas'
import { examplePicture } from './example-picture'

export const EXAMPLE_NEWS = {
  motocross: {
    id: 'news-116',
    title: 'MX Team Jura gewinnt in Frauenfeld',
    subtitle: 'Doppelsieg beim Heimrennen der Schweizer Meisterschaft, mit unserem Rennöl im Tank und im Getriebe.',
    date: '2026-09-07',
    link: { href: '/rennsport/teams/mx-team-jura' },
    image: examplePicture('motorrad', 'Ein Motocross-Fahrer im Sprung', 540),
    topics: [
      { id: 'motorsport', name: 'Motorsport' },
      { id: 'motorenoel', name: 'Motorenöl' },
    ],
  },
  // The longest realistic texts: a product news with four topics, in its German original.
  hees46: {
    id: 'news-120',
    title: 'Neu im Sortiment: biologisch abbaubares Hydrauliköl HEES 46 für Forst, Landwirtschaft und Arbeiten am Wasser',
    subtitle: 'Nach ISO 15380, mit den Freigaben der grossen Maschinenhersteller, im 20-Liter-Kanister, im 205-Liter-Fass und im Container.',
    date: '2026-11-02',
    link: { href: '/wissen/hydraulikoel-hlp-hvlp-oder-hees' },
    image: examplePicture('kanister', 'Ein Kanister Hydrauliköl HEES 46', 1280),
    topics: [
      { id: 'hydraulik', name: 'Hydraulik' },
      { id: 'landwirtschaft', name: 'Landwirtschaft' },
      { id: 'umwelt', name: 'Umwelt' },
      { id: 'industrie', name: 'Industrie' },
    ],
    isFallback: true,
  },
  agrama: {
    id: 'news-117',
    title: 'Besuchen Sie uns an der Agrama in Bern',
    date: '2026-09-30',
    link: { href: '/unternehmen/standorte' },
    image: examplePicture('traktor', 'Ein Traktor auf dem Feld', 640),
    topics: [{ id: 'messen', name: 'Messen' }],
  },
  // A product news without a picture, three topics.
  synthOil: {
    id: 'news-119',
    title: 'Motorenöl Synth 5W-30 LL jetzt auch im 1-Liter-Gebinde mit Ausgiesser für Werkstatt und Kofferraum',
    subtitle: 'Mit der Freigabe VW 504 00/507 00 und in der neuen Flasche aus 50 % Rezyklat.',
    date: '2026-10-21',
    link: { href: '/produkte/motorenoele/pkw/5w-30/motoroel-synth-5w-30-ll' },
    topics: [
      { id: 'motorenoel', name: 'Motorenöl' },
      { id: 'umwelt', name: 'Umwelt' },
      { id: 'industrie', name: 'Industrie' },
    ],
  },
} satisfies Record<string, v.InferInput<typeof newsArticle>>
