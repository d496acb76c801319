/**
 * «Technische Beratung» built from content blocks (spec 2 §2.10): the advice service beside a picture of the workshop, the
 * oil-change calculator in a frame behind its consent facade, what the advice covers, an oil change on video, three
 * campaigns as a slider (one opens the header's contact menu), the advice's terms in a content modal, the way to ask for it, the teasers of the oil finder and
 * the dealer finder, and whom to call.
 */
import type { Locale } from '@/i18n/locales'
import { demoImage, demoVideo } from '../../media/index'
import { SHOP_URLS } from '../../page-data'
import { blockMarker } from '../../widget-markup'

/** The calculator's page at its provider: an https address of another site, so the frame waits for the visitor's click. */
export const CALCULATOR_URL = 'https://rechner.schmierstoffe.example/oelwechsel'

/** The blocks of the technical-advice page, each with its fallback in `locale`. */
export function technicalAdviceBlocks(locale: Locale): string {
  return [
    blockMarker(
      'tools/text-image',
      {
        title: 'Der richtige Schmierstoff für jede Maschine',
        html:
          '<p>Unsere Anwendungstechnikerinnen und -techniker beraten Sie zur Schmierstoffauswahl, zur Umstellung auf ein anderes Produkt und zu Schmierplänen, telefonisch oder bei Ihnen vor Ort.</p>' +
          '<p>Sie kennen die Freigaben der Fahrzeug- und Maschinenhersteller und sagen Ihnen, welches Öl Ihre Garantie erhält.</p>',
        image: demoImage('werkstatt'),
        ratio: '6-6',
        imageSide: 'right',
        first: true,
      },
      locale,
      { hydrate: 'load' },
    ),
    blockMarker('tools/iframe', { src: CALCULATOR_URL, title: 'Ölwechsel-Rechner: Menge und Intervall für Ihren Motor', height: 600 }, locale),
    blockMarker(
      'tools/icon-list',
      {
        title: 'Wobei wir Sie beraten',
        iconColor: 'lightgray',
        items: [
          { icon: 'gear', title: 'Schmierpläne', text: 'Welcher Schmierstoff wohin, wie viel und wie oft, für Ihren ganzen Maschinenpark.' },
          { icon: 'cycle', title: 'Umstellung', text: 'Von einem anderen Produkt auf unseres, ohne Risiko für Dichtungen und Lager.' },
          { icon: 'thermometer', title: 'Extreme Bedingungen', text: 'Kälte, Hitze, Staub und Wasser: Schmierstoffe für harte Einsätze.' },
        ],
      },
      locale,
    ),
    blockMarker('tools/video', { ...demoVideo(), title: 'Ölwechsel in vier Schritten' }, locale),
    // Three campaigns as a slider; the second opens the header's contact menu for a customer with a contact person.
    blockMarker(
      'tools/campaign-banner',
      {
        backgroundType: 'full-width',
        items: [
          {
            title: 'Ölanalyse zum Einführungspreis',
            subtitle: 'Bis Ende Januar kostet das Analyse-Set für Motor, Getriebe oder Hydraulik CHF 39 statt CHF 59.',
            link: { href: '/service/oelanalyse', text: 'Zur Ölanalyse' },
            backgroundImage: demoImage('labor'),
            productImage: demoImage('kanister'),
          },
          {
            title: 'Ihre persönliche Ansprechperson',
            subtitle: 'Sie kennt Ihre Maschinen und Ihre Verträge: ein Anruf genügt.',
            link: { href: '/service/technische-beratung', text: 'Ansprechperson kontaktieren' },
            backgroundImage: demoImage('werkstatt'),
            triggerContactMenu: true,
          },
          {
            title: 'Schulungen für Werkstatt und Betrieb',
            subtitle: 'Schmierstoffe richtig lagern, wechseln und entsorgen: halbtägige Kurse in Winterthur und bei Ihnen vor Ort.',
            link: { href: '/service', text: 'Zum Service' },
            backgroundImage: demoImage('team'),
          },
        ],
      },
      locale,
    ),
    blockMarker(
      'tools/text-button',
      {
        title: 'Was kostet die Beratung?',
        html: '<p>Am Telefon und per E-Mail beraten wir Sie kostenlos; für Besuche vor Ort gelten feste Pauschalen.</p>',
        link: { href: '/service', text: 'Konditionen ansehen' },
        modal: {
          title: 'Konditionen der technischen Beratung',
          html:
            '<p>Alle Preise in CHF, ohne Mehrwertsteuer.</p>' +
            '<ul><li>Telefon und E-Mail: kostenlos</li><li>Besuch vor Ort, bis 4 Stunden: CHF 480</li><li>Schmierplan für eine Anlage: ab CHF 650</li><li>Für Vertragskunden: zwei Besuche im Jahr inbegriffen</li></ul>' +
            '<p>Termine vereinbaren Sie unter <a href="tel:+41522083040">052 208 30 40</a>.</p>',
        },
      },
      locale,
    ),
    blockMarker('tools/image-link', { image: demoImage('traktor'), link: { href: '/branchen', text: 'Schmierstoffe für Landwirtschaft und Forst' } }, locale),
    blockMarker('tools/link-tile', { title: 'Ölanalyse', text: 'Verschleiss erkennen, bevor die Maschine stillsteht.', icon: 'flask', link: { href: '/service/oelanalyse' } }, locale),
    blockMarker('tools/link-tile', { title: 'Downloads', text: 'Produktkatalog, Broschüren und Datenblätter.', icon: 'award', iconColor: 'lightgray', link: { href: '/downloads' } }, locale),
    blockMarker(
      'tools/text-button',
      {
        title: 'Fragen Sie uns',
        html: '<p>Beschreiben Sie uns Ihre Anwendung, und wir melden uns innert eines Arbeitstages. Für Ölproben aus dem Betrieb gibt es die Ölanalyse aus unserem Labor.</p>',
        link: { href: '/service/oelanalyse', text: 'Zur Ölanalyse' },
      },
      locale,
    ),
    // The CMS knows the oil finder's page (the session's oilFinderUrl) and writes it, so the fallback shows the button.
    blockMarker(
      'tools/faq-teaser',
      { type: 'oilfinder', title: 'Welches Öl passt zu meinem Fahrzeug?', text: 'Der Ölfinder nennt die passenden Öle in wenigen Schritten.', buttonText: 'Zum Ölfinder', href: SHOP_URLS.oilFinderUrl },
      locale,
    ),
    blockMarker(
      'tools/faq-teaser',
      { type: 'dealer-finder', title: 'Wo kaufe ich Ihre Produkte?', text: 'Über 1200 Fachhändler und Werkstätten führen unsere Schmierstoffe.', buttonText: 'Händler finden', href: '/service/haendlersuche', iconColor: 'lightgray' },
      locale,
    ),
    blockMarker(
      'tools/faq-contact-box',
      {
        title: 'Ihre Frage war nicht dabei?',
        text: 'Unsere Anwendungstechnik antwortet innert eines Arbeitstages.',
        person: { name: 'Andrea Keller', role: 'Anwendungstechnikerin', department: 'Technische Beratung', phone: '+41 52 208 30 40', email: 'beratung@schmierstoffe.example', image: '/media/team-480.jpg', imageAlt: 'Andrea Keller' },
        link: { href: '/kontakt', text: 'Zum Kontaktformular' },
      },
      locale,
    ),
  ].join('\n')
}
