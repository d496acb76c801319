/**
 * The topics of the knowledge articles (test/mocks/db/documents.ts CONTENT_PAGES): the overview (/wissen) lists the
 * articles by topic, and each article shows its topic's picture, facts, tip, products and brochure (knowledge-article.ts).
 * An article belongs to the first topic whose pattern its title matches; the last topic (service) takes the rest, so a
 * new article has its blocks and its place on the overview without an entry here.
 */
import { categoryUrl } from '@/test/mocks/db/categories'
import { categoryEntry, productsIn } from '@/test/mocks/db/catalogue'
import { sheetsOf, type Asset, type ContentPage } from '@/test/mocks/db/documents'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { SHOP_URLS } from '../../page-data'
import { fileTitled } from './listed-files'

type Fact = WidgetInputs['tools/icon-list']['items'][number]

export type KnowledgeTopic = {
  /** The overview's heading over the topic's articles. */
  title: string
  /** The titles of its articles; none on the last topic, which takes the rest. */
  match?: RegExp
  /** The demo picture (test/cms/media) of the topic's articles, unless their title asks for another (SCENE_BY_TITLE). */
  scene: string
  /** The text beside the picture on each article: what the topic is about. */
  intro: { title: string; html: string }
  /** Where to go on from it: the product line (a category's page, whose products' technical data sheets the article lists) or a service page. */
  next: { category: string; text: string } | { href: string; text: string }
  /** Up to four facts for the icon list (spec 2 §9). */
  facts: Fact[]
  tip: { title: string; html: string }
  /** The brochure of the topic (a file of documents.ts, without «.pdf»). */
  brochure: string
}

const SERVICE: KnowledgeTopic = {
  title: 'Service, Lager und Umwelt',
  scene: 'team',
  intro: {
    title: 'Mehr als Schmierstoffe',
    html: '<p>Zu unseren Schmierstoffen gehört ein Service: Schmierpläne, Ölanalysen aus dem eigenen Labor, Schulungen für Werkstatt und Instandhaltung, Lieferung ab Winterthur in 24 Stunden und die Rücknahme von Altöl und Gebinden.</p>',
  },
  next: { href: '/service/technische-beratung', text: 'Zur technischen Beratung' },
  facts: [
    { icon: 'headset', title: 'Beratung', text: 'Unsere Anwendungstechnik unter 052 208 30 40, werktags von 7 bis 17 Uhr.' },
    { icon: 'flask', title: 'Ölanalyse', text: 'Probe einsenden, den Bericht nach fünf Arbeitstagen erhalten.' },
    { icon: 'truck', title: 'Lieferung', text: 'Bis 15 Uhr bestellt, am nächsten Werktag bei Ihnen.' },
    { icon: 'cycle', title: 'Rücknahme', text: 'Altöl und leere Fässer nehmen wir bei der nächsten Lieferung mit.' },
  ],
  tip: {
    title: 'Gebinde richtig lagern',
    html: '<p>Lagern Sie Fässer liegend, mit den Spunden auf 3 und 9 Uhr, trocken und vor Sonne geschützt. Schliessen Sie angebrochene Gebinde gut und brauchen Sie sie innert sechs Monaten auf.</p>',
  },
  brochure: 'Lieferbedingungen und Gebindeübersicht',
}

/** The topics in the overview's order. */
export const KNOWLEDGE_TOPICS: readonly KnowledgeTopic[] = [
  {
    title: 'Motoren- und Getriebeöle',
    // «Motoröl» alone: the commercial vehicles' «Motoröle für Euro 6» are the next topic's.
    match: /Motoröl\b|Motorradöl|Ölwechsel|Viskosität|Freigaben|Getriebeöl wechseln|ATF|Longlife|SAPS|Synthetisch/,
    scene: 'werkstatt',
    intro: {
      title: 'Motorenöle aus Winterthur',
      html: '<p>Unsere Motoren- und Getriebeöle mischen wir in Winterthur nach eigenen Rezepturen, mit den Freigaben von VW, Mercedes-Benz, BMW und Porsche. Jede Charge prüft unser Labor, bevor sie abgefüllt wird.</p>',
    },
    next: { category: 'c-motor-pkw', text: 'Zu den PKW-Motorenölen' },
    facts: [
      { icon: 'drop', title: 'Viskosität', text: 'Die SAE-Klasse nach Vorgabe des Herstellers, etwa 0W-20 oder 5W-30.' },
      { icon: 'award', title: 'Freigabe', text: 'Nur ein Öl mit der verlangten Freigabe erhält die Garantie.' },
      { icon: 'clock', title: 'Intervall', text: 'Nach Bordcomputer oder Serviceheft, bei vielen Kurzstrecken früher.' },
    ],
    tip: {
      title: 'Motorenöle mischen?',
      html: `<p>Öle derselben Freigabe dürfen Sie im Notfall nachfüllen, auch von einer anderen Marke. Beim nächsten Service kommt wieder ein einziges Öl hinein. Welches Ihr Fahrzeug braucht, sagt Ihnen der <a href="${SHOP_URLS.oilFinderUrl}">Ölfinder</a>.</p>`,
    },
    brochure: 'Broschüre Motorenöle PKW',
  },
  {
    title: 'Nutzfahrzeuge, Landwirtschaft und Bau',
    match: /Nutzfahrzeug|Landwirtschaft|Baumaschinen/,
    scene: 'traktor',
    intro: {
      title: 'Schmierstoffe für harte Einsätze',
      html: '<p>Lkw, Traktoren und Baumaschinen arbeiten unter Staub, Stoss und Last, oft rund um die Uhr. Unsere Motoren-, Getriebe- und Hydrauliköle sind dafür gemacht und senken mit längeren Intervallen die Zahl der Sorten im Betrieb.</p>',
    },
    next: { category: 'c-motor-nfz', text: 'Zu den Nutzfahrzeug-Motorenölen' },
    facts: [
      { icon: 'truck', title: 'Euro 6', text: 'Aschearme Öle nach ACEA E6 und E11 schützen Partikelfilter und SCR-Katalysator.' },
      { icon: 'gear', title: 'Ein Öl für vieles', text: 'UTTO- und STOU-Öle schmieren Getriebe, Hydraulik und nasse Bremsen.' },
      { icon: 'shield', title: 'Staub und Stoss', text: 'Fette mit hoher Walkstabilität halten auch unter Last im Lager.' },
    ],
    tip: {
      title: 'Weniger Sorten im Betrieb',
      html: '<p>Viele Höfe und Bauunternehmen kommen mit drei Ölen aus: einem Motorenöl, einem Universal-Traktorenöl und einem Hydrauliköl. Unsere Anwendungstechnik stellt Ihnen dafür einen <a href="/wissen/schmierplan-erstellen-lassen">Schmierplan</a> zusammen.</p>',
    },
    brochure: 'Broschüre Nutzfahrzeuge und Baumaschinen',
  },
  {
    title: 'Kühlmittel und Frostschutz',
    match: /Kühlmittel|Frostschutz/,
    scene: 'kanister',
    intro: {
      title: 'Frostschutz und Korrosionsschutz',
      html: '<p>Ein Kühlmittel schützt den Motor vor Frost, Überhitzung und Korrosion. Welche Technologie passt, bestimmt der Fahrzeughersteller: silikathaltig, silikatfrei oder als Hybrid nach G11, G12 und G12evo.</p>',
    },
    next: { category: 'c-coolant', text: 'Zu den Kühlmitteln' },
    facts: [
      { icon: 'thermometer', title: 'Frostschutz', text: 'Im Verhältnis 1:1 mit Wasser gemischt bis −37 °C.' },
      { icon: 'drop', title: 'Wasser', text: 'Nur entmineralisiertes Wasser, nie Leitungswasser.' },
      { icon: 'shield', title: 'Korrosionsschutz', text: 'Die Inhibitoren verbrauchen sich: spätestens nach fünf Jahren wechseln.' },
    ],
    tip: {
      title: 'Die Farbe sagt nichts',
      html: '<p>Die Farbe eines Kühlmittels verrät nicht, welche Technologie darin steckt. Mischen Sie nur Kühlmittel, die der Hersteller freigibt: Die Mischbarkeitstabelle steht in unserer Kühlmittel-Übersicht.</p>',
    },
    brochure: 'Kühlmittel-Übersicht G11 bis G12evo',
  },
  {
    title: 'Hydraulik- und Industrieöle',
    match: /Hydrauliköl|DIN 51517|Kompressor|Turbine|Wärmeträger|Biologisch|NSF H1/,
    scene: 'werk',
    intro: {
      title: 'Industrieöle für lange Standzeiten',
      html: '<p>Hydraulik, Getriebe, Kompressoren und Turbinen laufen oft jahrelang mit derselben Füllung. Entscheidend sind Alterungsbeständigkeit, Reinheit und die Verträglichkeit mit Dichtungen und Filtern. Unsere Industrieöle erfüllen DIN 51524, DIN 51517 und ISO 15380.</p>',
    },
    next: { category: 'c-hydraulic', text: 'Zu den Hydraulikölen' },
    facts: [
      { icon: 'flask', title: 'Zustand überwachen', text: 'Eine Ölanalyse im Jahr zeigt Alterung, Wasser und Verschleiss rechtzeitig.' },
      { icon: 'gear', title: 'Reinheit', text: 'Neuöl vor dem Einfüllen filtern: Viele Schäden beginnen mit Partikeln.' },
      { icon: 'leaf', title: 'Biologisch abbaubar', text: 'HEES-Öle nach ISO 15380 für Wasserbau, Forst und Landwirtschaft.' },
    ],
    tip: {
      title: 'Ölwechsel nach Zustand',
      html: '<p>In Industrieanlagen lohnt sich der Ölwechsel nach Zustand statt nach Kalender: Unser Labor misst Viskosität, Säurezahl, Wasser und Partikel und sagt Ihnen, wie lange die Füllung noch hält. Mehr zur <a href="/service/oelanalyse">Ölanalyse</a>.</p>',
    },
    brochure: 'Broschüre Industrieschmierstoffe',
  },
  {
    title: 'Schmierfette',
    match: /Schmierfett|Zentralschmier/,
    scene: 'lager',
    intro: {
      title: 'Das passende Fett für jedes Lager',
      html: '<p>Ein Schmierfett besteht aus Grundöl, Verdicker und Additiven. Das Grundöl schmiert, der Verdicker hält es an seinem Platz, und die NLGI-Klasse sagt, wie fest das Fett ist: von fliessfähig (000) bis fest (3).</p>',
    },
    next: { category: 'c-grease', text: 'Zu den Schmierfetten' },
    facts: [
      { icon: 'thermometer', title: 'Temperatur', text: 'Lithiumfette bis 120 °C, Komplexfette bis 160 °C und darüber.' },
      { icon: 'drop', title: 'Wasser', text: 'Kalzium- und Komplexfette widerstehen Spritzwasser besser.' },
      { icon: 'gear', title: 'Drehzahl', text: 'Je schneller das Lager dreht, desto dünner das Grundöl.' },
    ],
    tip: {
      title: 'Fette nicht mischen',
      html: '<p>Fette mit verschiedenen Verdickern vertragen sich oft nicht: Die Mischung wird weich und läuft aus dem Lager. Reinigen Sie das Lager, bevor Sie auf ein anderes Fett wechseln.</p>',
    },
    brochure: 'Broschüre Schmierfette',
  },
  {
    title: 'Metallbearbeitung',
    match: /Kühlschmier|Schneidöl|Korrosionsschutz/,
    scene: 'labor',
    intro: {
      title: 'Kühlen, schmieren, schützen',
      html: '<p>Kühlschmierstoffe führen die Wärme ab, senken die Reibung an der Schneide und spülen die Späne weg. Danach schützt ein Korrosionsschutz die Werkstücke bis zur Weiterverarbeitung.</p>',
    },
    next: { category: 'c-metal', text: 'Zu den Metallbearbeitungsflüssigkeiten' },
    facts: [
      { icon: 'flask', title: 'Konzentration', text: 'Wöchentlich mit dem Refraktometer prüfen und nachdosieren.' },
      { icon: 'shield', title: 'Arbeitsschutz', text: 'Haut schützen und pH-Wert, Nitrit und Keimzahl im Blick behalten.' },
      { icon: 'cycle', title: 'Standzeit', text: 'Fremdöl abskimmen und Späne filtern verlängert die Standzeit um Monate.' },
    ],
    tip: {
      title: 'Hautschutz zuerst',
      html: '<p>Wer mit Kühlschmierstoffen arbeitet, schützt die Haut vor der Arbeit mit einer Schutzcreme, wäscht sie danach mild und pflegt sie. Handschuhe gehören nicht an drehende Maschinen.</p>',
    },
    brochure: 'Broschüre Metallbearbeitung',
  },
  SERVICE,
]

// Articles whose title names a subject of another picture than their topic's.
const SCENE_BY_TITLE: [RegExp, string][] = [
  [/Motorrad/, 'motorrad'],
  [/Labor|analyse/, 'labor'],
  [/Lagerung|Lieferung/, 'lager'],
  [/Nachhaltigkeit|Biologisch|Altöl/, 'windpark'],
]

/** The topic `article` belongs to. */
export const topicOf = (article: Pick<ContentPage, 'title'>): KnowledgeTopic => KNOWLEDGE_TOPICS.find((topic) => topic.match?.test(article.title)) ?? SERVICE

/** The demo picture of `article`: its title's, or its topic's. */
export const sceneOf = (article: Pick<ContentPage, 'title'>): string => SCENE_BY_TITLE.find(([pattern]) => pattern.test(article.title))?.[1] ?? topicOf(article).scene

/** Where the topic leads on: its product line's page, or its service page. */
export function nextOf(topic: KnowledgeTopic): { href: string; text: string } {
  if ('href' in topic.next) return topic.next
  const entry = categoryEntry(topic.next.category)
  if (!entry) throw new Error(`No category «${topic.next.category}»`)
  return { href: categoryUrl(entry.path.map((category) => category.slug)), text: topic.next.text }
}

/** The topic's files: its brochure, then the technical data sheets of its product line. */
export function filesOf(topic: KnowledgeTopic): Asset[] {
  const sheets = 'category' in topic.next ? productsIn(topic.next.category)
        .flatMap((product) => sheetsOf(product.articleNumber))
        .filter((sheet) => sheet.title.startsWith('Technisches Datenblatt')) : []
  return [fileTitled(topic.brochure), ...sheets]
}
