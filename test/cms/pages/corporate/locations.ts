/**
 * «Standorte» built from content blocks (spec 2 §2.10): the head office, the warehouse and the two sales offices as a
 * teaser list with buttons, four across, the head office's contact across the column, and the dealer search.
 */
import type { Locale } from '@/i18n/locales'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'

/** The blocks of the locations page, each with its fallback in `locale`. */
export function locationsBlocks(locale: Locale): string {
  return [
    blockMarker(
      'tools/teaser-list',
      {
        title: 'Unsere Standorte',
        columns: 4,
        variant: 'button',
        items: [
          {
            image: demoImage('werk'),
            label: 'Hauptsitz',
            title: 'Winterthur',
            text: 'Werk, Labor, Anwendungstechnik und Verwaltung. Industriestrasse 12, 8400 Winterthur.',
            link: { href: '/service/technische-beratung', text: 'Werkführung anfragen' },
          },
          {
            image: demoImage('lager'),
            title: 'Lausanne',
            text: 'Auslieferungslager für die Westschweiz. Route de Genève 88, 1004 Lausanne.',
            link: { href: '/kontakt', text: 'Kontakt Lausanne' },
          },
          {
            image: demoImage('werkstatt'),
            title: 'Mannheim',
            text: 'Verkaufsbüro für Deutschland. Rheinkaistrasse 4, 68159 Mannheim.',
            link: { href: '/kontakt', text: 'Kontakt Mannheim' },
          },
          {
            image: demoImage('kanister'),
            title: 'Linz',
            text: 'Verkaufsbüro für Österreich. Hafenstrasse 21, 4020 Linz.',
            link: { href: '/kontakt', text: 'Kontakt Linz' },
          },
        ],
      },
      locale,
      { hydrate: 'load' },
    ),
    blockMarker(
      'tools/contact-teaser',
      {
        title: 'Hauptsitz Winterthur',
        teaserContent: ['Empfang: Montag bis Freitag, 7.30 bis 17.00 Uhr', 'Warenannahme: Montag bis Freitag, 7.00 bis 16.00 Uhr', 'Parkplätze für Besucher vor dem Bürogebäude'],
        phoneLink: { value: '+41 52 208 30 00', label: '052 208 30 00' },
        buttonText: 'Zum Kontaktformular',
        link: { href: '/kontakt' },
        footerText: 'Vom Bahnhof Winterthur mit dem Bus 2 bis «Industriestrasse», 8 Minuten.',
        image: demoImage('team'),
        mobileImage: demoImage('werk'),
        isLandscape: true,
      },
      locale,
    ),
    blockMarker(
      'tools/point-of-service-teaser',
      {
        title: 'Händler in Ihrer Nähe',
        text: 'Unsere Schmierstoffe erhalten Sie bei über 1200 Fachhändlern, Werkstätten und Servicestellen.',
        action: '/service/haendlersuche',
        image: demoImage('werkstatt'),
      },
      locale,
    ),
  ].join('\n')
}
