/**
 * «Über uns» built from content blocks (issue 18, spec 2 §2.10), as an editor would place them: a wide picture of the
 * plant first (its image the page's largest paint), the maker's story beside pictures, its promises as an icon list,
 * a hint, the brochures to download and a call to the technical advice. German, like all editorial content.
 */
import type { Locale } from '@/i18n/locales'
import { ASSETS } from '@/test/mocks/db/documents'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'

const BROCHURE_TITLES = ['Produktkatalog Schmierstoffe 2025', 'Broschüre Industrieschmierstoffe', 'Lieferbedingungen und Gebindeübersicht']

const brochures = BROCHURE_TITLES.map((title) => {
  const asset = ASSETS.find((candidate) => candidate.title === `${title}.pdf`)
  if (!asset) throw new Error(`No download «${title}»`)
  return { name: title, url: asset.url, type: 'PDF' as const, size: asset.size }
})

/** The blocks of the about-us page, each with its fallback in `locale`. */
export function aboutUsBlocks(locale: Locale): string {
  return [
    blockMarker('tools/image', { image: demoImage('werk'), ratio: '25-9', first: true }, locale, { hydrate: 'load' }),
    blockMarker(
      'tools/text-image',
      {
        title: 'Ein Familienunternehmen in dritter Generation',
        html:
          '<p>1937 mischte unser Gründer in einer Garage in Winterthur das erste Motorenöl. Heute entwickeln und produzieren rund 400 Mitarbeitende in der Schweiz, in Deutschland und in Österreich Schmierstoffe für Fahrzeuge, Maschinen und Anlagen.</p>' +
          '<p>Wir sind unabhängig geblieben: Entscheidungen fallen in Winterthur, nah an unseren Kundinnen und Kunden in Werkstätten, Flotten und Industrie.</p>',
        image: demoImage('team'),
        ratio: '6-6',
        imageSide: 'right',
      },
      locale,
    ),
    blockMarker(
      'tools/icon-list',
      {
        title: 'Darauf können Sie sich verlassen',
        items: [
          { icon: 'award', title: 'Schweizer Qualität', text: 'Entwickelt, gemischt und abgefüllt in Winterthur, geprüft nach ISO 9001.' },
          { icon: 'flask', title: 'Eigenes Labor', text: 'Jede Charge wird gemessen, bevor sie das Werk verlässt.' },
          { icon: 'truck', title: 'Lieferung in 24 Stunden', text: 'Bis 15 Uhr bestellt, am nächsten Werktag bei Ihnen.' },
          { icon: 'headset', title: 'Persönliche Beratung', text: 'Unsere Anwendungstechnik hilft bei jeder Frage, auch vor Ort.' },
        ],
      },
      locale,
    ),
    blockMarker(
      'tools/text-image',
      {
        title: 'Geprüft in unserem Labor',
        html:
          '<p>Bevor abgefüllt wird, misst unser Labor jede Charge: <strong>Viskosität bei 40 und 100 °C</strong>, Flammpunkt, Wassergehalt und Partikelzahl. Erst wenn alle Werte im Band liegen, gibt es die Charge frei.</p>' +
          '<p>Dasselbe Labor untersucht Ihre Ölproben aus Motor, Getriebe und Hydraulik.</p>',
        image: demoImage('labor'),
        ratio: '8-4',
        imageSide: 'left',
        link: { href: '/service/oelanalyse', text: 'Zur Ölanalyse' },
      },
      locale,
    ),
    blockMarker(
      'tools/icon-text',
      {
        icon: 'leaf',
        iconColor: 'lightgray',
        title: 'Verantwortung für Umwelt und Klima',
        html: '<p>Seit 2020 bezieht unser Werk ausschliesslich Strom aus erneuerbaren Quellen, die Abwärme der Produktion heizt Büros und Lager, und Altöl nehmen wir zur Aufbereitung zurück. Mehr unter <a href="/unternehmen/nachhaltigkeit">Nachhaltigkeit</a>.</p>',
      },
      locale,
    ),
    blockMarker(
      'tools/good-to-know',
      { html: '<p>Unser Werk in Winterthur öffnet zweimal im Jahr seine Tore: Führungen durch Labor, Mischwerk und Abfüllung für Kundinnen, Kunden und Schulklassen. Die Daten nennt Ihnen unser Kundendienst.</p>' },
      locale,
    ),
    blockMarker('tools/file-list', { title: 'Unterlagen zum Herunterladen', files: brochures }, locale),
    blockMarker('tools/image', { image: { ...demoImage('alpen-panorama'), caption: 'Von Winterthur aus beliefern wir Kundinnen und Kunden in ganz Europa.' }, ratio: '42-10' }, locale),
    blockMarker(
      'tools/text-button',
      {
        title: 'Technische Beratung',
        html: '<p>Welches Öl passt zu Ihrer Anlage? Unsere Anwendungstechnikerinnen und -techniker beraten Sie persönlich, telefonisch oder bei Ihnen vor Ort.</p>',
        link: { href: '/service/technische-beratung', text: 'Beratung anfragen' },
      },
      locale,
    ),
  ].join('\n')
}
