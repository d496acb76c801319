/**
 * The main navigation of the demo site (spec 2 §2.2, §3 "navigation item"), different for each
 * brand theme: theme 01 is the full range of the maker, theme 02 a motorcycle and consumer brand with
 * fewer lines, theme 03 an industry brand. Product lines are the category tree's first levels (with the
 * third where it has one) and carry an icon each; the CMS pages go three levels deep, with one entry
 * that has a separator after it and one that opens in a new tab. Every address answers with a page:
 * categories (catalogue), knowledge articles (documents.ts), placeholders (coming-later.ts) and the
 * site's own pages below (SITE_PAGES, served by test/cms/pages/site-pages.ts).
 */
import type { Theme } from '@/store/session'
import { CATEGORIES, categoryUrl, type CategorySeed } from './categories'
import { CONTENT_PAGES } from './documents'

/** A CMS page entry as the session carries it (spec 2 §3). */
export type NavigationEntry = { label: string; uri: string; target?: '_blank'; class?: string; active?: boolean; pages?: NavigationEntry[] }

/** A product line (spec 2 §2.2): a navigation entry with a base64 SVG icon and the oil-finder teaser flag. */
export type ProductLine = NavigationEntry & { iconImage: string; showOilFinderTeaser: boolean }

/** The site's own content pages: what each says, by address (German, as the CMS's editorial content). */
export type SitePage = { title: string; text: string }

export const SITE_PAGES = {
  '/unternehmen': {
    title: 'Unternehmen',
    text: 'Seit 1937 entwickeln und produzieren wir in Winterthur Schmierstoffe für Fahrzeuge, Maschinen und Anlagen. Rund 400 Mitarbeitende in der Schweiz, in Deutschland und in Österreich sorgen dafür, dass Motoren, Getriebe und Hydrauliksysteme zuverlässig laufen.',
  },
  '/unternehmen/ueber-uns': {
    title: 'Über uns',
    text: 'Wir sind ein unabhängiges Familienunternehmen in dritter Generation. Unsere Anwendungstechnik arbeitet eng mit Werkstätten, Flottenbetreibern und Industriekunden zusammen und entwickelt Schmierstoffe, die genau zu ihren Maschinen passen.',
  },
  '/unternehmen/geschichte': {
    title: 'Geschichte',
    text: '1937 mischte unser Gründer in einer Garage in Winterthur das erste Motorenöl. Aus der kleinen Ölhandlung wurde ein Hersteller mit eigenem Labor, eigener Abfüllung und Kunden in ganz Europa.',
  },
  '/unternehmen/nachhaltigkeit': {
    title: 'Nachhaltigkeit',
    text: 'Längere Ölwechselintervalle, biologisch abbaubare Produkte und Gebinde aus Rezyklat: Wir senken den Verbrauch von Schmierstoffen und den Fussabdruck unserer Produktion Jahr für Jahr.',
  },
  '/unternehmen/nachhaltigkeit/umwelt': {
    title: 'Umwelt und Klima',
    text: 'Unser Werk bezieht seit 2020 ausschliesslich Strom aus erneuerbaren Quellen. Die Abwärme der Produktion heizt Büros und Lager, und Altöl nehmen wir zur Aufbereitung zurück.',
  },
  '/unternehmen/nachhaltigkeit/zertifizierungen': {
    title: 'Zertifizierungen',
    text: 'Unser Qualitätsmanagement ist nach ISO 9001 zertifiziert, das Umweltmanagement nach ISO 14001 und das Energiemanagement nach ISO 50001. Lebensmitteltaugliche Schmierstoffe sind nach ISO 21469 registriert.',
  },
  '/unternehmen/standorte': {
    title: 'Standorte',
    text: 'Hauptsitz und Werk liegen in Winterthur. Verkaufsbüros in Mannheim und Linz betreuen unsere Kunden in Deutschland und Österreich, ein Auslieferungslager in Lausanne die Westschweiz.',
  },
  '/service': {
    title: 'Service',
    text: 'Vom Ölfinder über die technische Beratung bis zur Ölanalyse im eigenen Labor: Wir helfen Ihnen, den richtigen Schmierstoff zu wählen und ihn richtig einzusetzen.',
  },
  '/service/haendlersuche': {
    title: 'Händlersuche',
    text: 'Unsere Produkte erhalten Sie bei über 1200 Fachhändlern, Werkstätten und Servicestellen. Die Händlersuche mit Karte folgt; bis dahin hilft Ihnen unser Kundendienst gerne weiter.',
  },
  '/service/technische-beratung': {
    title: 'Technische Beratung',
    text: 'Unsere Anwendungstechnikerinnen und -techniker beraten Sie zur Schmierstoffauswahl, zur Umstellung auf ein anderes Produkt und zu Schmierplänen, telefonisch oder bei Ihnen vor Ort.',
  },
  '/service/oelanalyse': {
    title: 'Ölanalyse',
    text: 'Im eigenen Labor untersuchen wir Ihre Ölproben auf Verschleissmetalle, Wasser, Viskosität und Alterung. Sie erhalten innert fünf Arbeitstagen einen Bericht mit klarer Empfehlung.',
  },
  '/karriere': {
    title: 'Karriere',
    text: 'Chemie, Technik, Logistik oder Verkauf: Bei uns arbeiten Sie an Produkten, die jeden Tag Millionen von Motoren und Maschinen am Laufen halten.',
  },
  '/karriere/offene-stellen': {
    title: 'Offene Stellen',
    text: 'Zurzeit suchen wir eine Laborantin oder einen Laboranten EFZ, eine Fachperson Logistik und einen Aussendienstmitarbeiter für die Region Ostschweiz.',
  },
  '/karriere/ausbildung': {
    title: 'Ausbildung',
    text: 'Jedes Jahr beginnen bei uns zehn Lernende ihre Ausbildung als Laborantin, Logistiker, Kauffrau oder Automatiker. Schnuppertage sind jederzeit möglich.',
  },
  '/karriere/stellenportal': {
    title: 'Stellenportal',
    text: 'Im Stellenportal bewerben Sie sich online auf eine offene Stelle oder spontan. Es öffnet sich in einem neuen Tab, damit Sie die Stellenbeschreibung daneben lesen können.',
  },
  '/rennsport': {
    title: 'Rennsport',
    text: 'Seit über dreissig Jahren fahren Teams im Motocross, in der Superbike-Meisterschaft und bei Bergrennen mit unseren Ölen. Was auf der Rennstrecke besteht, kommt in unsere Motorradöle.',
  },
  '/rennsport/teams': {
    title: 'Teams und Fahrer',
    text: 'Wir unterstützen zwölf Teams und Nachwuchsfahrerinnen und -fahrer mit Schmierstoffen, Technik und Know-how, vom Schweizer Motocross bis zur Langstrecken-WM.',
  },
  '/rennsport/teams/mx-team-jura': {
    title: 'MX Team Jura',
    text: 'Vier Fahrerinnen und Fahrer aus Delémont in der MX2-Klasse und im Nachwuchs, seit 2015 mit unseren Ölen für Motor, Getriebe und Gabel.',
  },
  '/rennsport/teams/endurance-racing-winterthur': {
    title: 'Endurance Racing Winterthur',
    text: 'Das Team aus unserer Stadt fährt seit 2009 in der Langstrecken-Weltmeisterschaft, seit 2015 mit unserem Motorenöl.',
  },
  '/branchen': {
    title: 'Branchen',
    text: 'Maschinenbau, Energie, Bau oder Lebensmittel: Jede Branche stellt eigene Anforderungen an Schmierstoffe. Wir kennen sie und beraten Sie entsprechend.',
  },
  '/branchen/maschinenbau': {
    title: 'Maschinenbau',
    text: 'Hydraulik, Getriebe, Spindeln und Gleitbahnen: Für Werkzeugmaschinen bieten wir abgestimmte Schmierstoffe, die sich untereinander vertragen und die Zahl der Sorten senken.',
  },
  '/branchen/energie': {
    title: 'Energie',
    text: 'Turbinen-, Transformatoren- und Getriebeöle für Wasserkraft, Windenergie und Kraftwerke: langlebig, alterungsbeständig und überwacht mit unserer Ölanalyse.',
  },
  '/wissen': {
    title: 'Wissen',
    text: 'Ratgeber und Fachartikel unserer Anwendungstechnik: von der Viskosität über Freigaben bis zur richtigen Lagerung von Schmierstoffen.',
  },
  '/downloads': {
    title: 'Downloads',
    text: 'Produktkatalog, Broschüren, technische Datenblätter und Sicherheitsdatenblätter zum Herunterladen. Datenblätter finden Sie auch auf jeder Produktseite.',
  },
} as const satisfies Record<string, SitePage>

export type SitePath = keyof typeof SITE_PAGES

/** A site page's entry, its label the page's title. */
const page = (path: SitePath, pages?: NavigationEntry[], extras: Omit<NavigationEntry, 'label' | 'uri' | 'pages'> = {}): NavigationEntry => ({
  label: SITE_PAGES[path].title,
  uri: path,
  ...extras,
  ...(pages ? { pages } : {}),
})

/** An entry for a page another part of the demo serves (placeholders, knowledge articles). */
const link = (label: string, uri: string): NavigationEntry => ({ label, uri })

/** Knowledge articles of documents.ts, by title: the knowledge section links the real pages the search finds. */
const articles = (...titles: string[]): NavigationEntry[] =>
  titles.map((title) => {
    const article = CONTENT_PAGES.find((item) => item.title === title)
    if (!article) throw new Error(`navigation.ts: no knowledge article "${title}" in documents.ts`)
    return link(article.title, article.url)
  })

// The placeholders of coming-later.ts (SHOP_URLS of test/cms/page-data.ts).
const OIL_FINDER = link('Ölfinder', '/oelfinder')
const CONTACT = link('Kontakt', '/kontakt')
// spec 2 §5: a link that opens in a new tab; same site, though it looks like an outside portal.
const JOB_PORTAL = page('/karriere/stellenportal', undefined, { target: '_blank' })
// spec 2 §2.2: a separator follows the entry whose class includes add-separator.
const SEPARATED = { class: 'nav-highlight add-separator' }

const CMS_PAGES: Record<Theme, NavigationEntry[]> = {
  // The maker's own site: the full range of service, knowledge and company pages.
  '01': [
    page('/service', [OIL_FINDER, page('/service/haendlersuche'), page('/service/technische-beratung', [page('/service/oelanalyse')]), page('/downloads'), CONTACT]),
    page('/wissen', articles('Ölwechselintervalle richtig planen', 'Viskosität einfach erklärt', 'Freigaben und Spezifikationen verstehen', 'Kühlmittel richtig mischen', 'Hydrauliköl: HLP, HVLP oder HEES?'), SEPARATED),
    page('/unternehmen', [
      page('/unternehmen/ueber-uns'),
      link('News', '/news'),
      link('Messen', '/unternehmen/messen'),
      page('/unternehmen/geschichte'),
      page('/unternehmen/nachhaltigkeit', [page('/unternehmen/nachhaltigkeit/umwelt'), page('/unternehmen/nachhaltigkeit/zertifizierungen')]),
      page('/unternehmen/standorte'),
    ]),
    page('/karriere', [page('/karriere/offene-stellen'), page('/karriere/ausbildung'), JOB_PORTAL]),
  ],
  // The motorcycle and consumer brand: racing instead of the company's industry pages.
  '02': [
    page('/rennsport', [page('/rennsport/teams', [page('/rennsport/teams/mx-team-jura'), page('/rennsport/teams/endurance-racing-winterthur')])], SEPARATED),
    page('/service', [OIL_FINDER, page('/service/haendlersuche'), page('/service/technische-beratung', [page('/service/oelanalyse')]), CONTACT]),
    page('/wissen', articles('Motorradöl: JASO MA2 und Nasskupplung', 'Viskosität einfach erklärt', 'Ölwechselintervalle richtig planen', 'Frostschutz prüfen')),
    page('/unternehmen', [page('/unternehmen/ueber-uns'), link('News', '/news'), page('/unternehmen/geschichte')]),
    page('/karriere', [page('/karriere/offene-stellen'), JOB_PORTAL]),
  ],
  // The industry brand: sectors first, then service for maintenance teams.
  '03': [
    page('/branchen', [page('/branchen/maschinenbau'), page('/branchen/energie')]),
    page('/service', [page('/service/technische-beratung', [page('/service/oelanalyse')]), page('/service/haendlersuche'), page('/downloads'), CONTACT], SEPARATED),
    page('/wissen', articles('Hydrauliköl: HLP, HVLP oder HEES?', 'Industriegetriebeöle nach DIN 51517', 'Schmierfette richtig auswählen', 'Kühlschmierstoffe pflegen', 'Lagerung von Schmierstoffen')),
    page('/unternehmen', [
      page('/unternehmen/ueber-uns'),
      link('News', '/news'),
      link('Messen', '/unternehmen/messen'),
      page('/unternehmen/nachhaltigkeit', [page('/unternehmen/nachhaltigkeit/umwelt'), page('/unternehmen/nachhaltigkeit/zertifizierungen')]),
      page('/unternehmen/standorte'),
    ]),
    page('/karriere', [page('/karriere/offene-stellen'), page('/karriere/ausbildung'), JOB_PORTAL]),
  ],
}

// Each line's icon: 24×24 strokes like public/icons, in a fixed dark grey (an <img> does not take currentColor).
const svg = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="#2d3748" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`

const LINE_ICONS: Record<string, string> = {
  motorenoele: svg('<path d="M12 3C9 7.5 6 10.6 6 14a6 6 0 0 0 12 0c0-3.4-3-6.5-6-11z"/><path d="M9.5 15a2.5 2.5 0 0 0 2.5 2.5"/>'),
  getriebeoele: svg('<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"/>'),
  hydraulikoele: svg('<rect x="3" y="9" width="12" height="6" rx="1"/><path d="M15 12h6M7 9V6h4v3"/>'),
  schmierfette: svg('<rect x="4" y="7" width="12" height="10" rx="2"/><path d="M16 10h3l2 2-2 2h-3M8 7v10"/>'),
  kuehlmittel: svg('<path d="M12 2v20M3.5 7l17 10M3.5 17l17-10"/><path d="m9 4 3 2 3-2M9 20l3-2 3 2"/>'),
  metallbearbeitung: svg('<path d="M3 8h10v8H3z"/><path d="M13 10h4l4 2-4 2h-4"/>'),
  industrieoele: svg('<path d="M3 21V10l6 4v-4l6 4V5h6v16z"/><path d="M7 17h2M12 17h2M17 17h2"/>'),
}

/** The icon as the session carries it: the SVG, base64-encoded (spec 2 §3 "iconImage"). */
const base64Icon = (slug: string): string => btoa(LINE_ICONS[slug] ?? svg('<circle cx="12" cy="12" r="8"/>'))

// spec 2 §2.2: the oil finder recommends oils for vehicles, so the vehicle lines show its teaser.
const VEHICLE_LINES = new Set(['motorenoele', 'getriebeoele', 'kuehlmittel'])

/** A line of the category tree and which of its second-level categories this brand sells (all when left out). */
type LineChoice = { slug: string; children?: string[] }

const LINES: Record<Theme, LineChoice[]> = {
  '01': CATEGORIES.map((category) => ({ slug: category.slug })),
  '02': [{ slug: 'motorenoele', children: ['motorrad', 'pkw'] }, { slug: 'getriebeoele', children: ['fahrzeuggetriebe'] }, { slug: 'kuehlmittel' }, { slug: 'schmierfette', children: ['lithium', 'spezialfette'] }],
  '03': [{ slug: 'hydraulikoele' }, { slug: 'getriebeoele', children: ['industriegetriebe'] }, { slug: 'schmierfette' }, { slug: 'metallbearbeitung' }, { slug: 'industrieoele' }],
}

/** A category and the levels below it, as navigation entries (at most three levels from the line). */
function categoryEntry(category: CategorySeed, path: readonly string[], levelsLeft: number): NavigationEntry {
  const slugs = [...path, category.slug]
  const children = levelsLeft > 1 ? (category.children ?? []) : []
  return {
    label: category.name,
    uri: categoryUrl(slugs),
    ...(children.length > 0 ? { pages: children.map((child) => categoryEntry(child, slugs, levelsLeft - 1)) } : {}),
  }
}

function productLines(theme: Theme): ProductLine[] {
  return LINES[theme].flatMap(({ slug, children }) => {
    const line = CATEGORIES.find((category) => category.slug === slug)
    if (!line) return []
    const chosen = children ? { ...line, children: (line.children ?? []).filter((child) => children.includes(child.slug)) } : line
    return [{ ...categoryEntry(chosen, [], 3), iconImage: base64Icon(slug), showOilFinderTeaser: theme !== '03' && VEHICLE_LINES.has(slug) }]
  })
}

/** The entries with `active` on the one whose address is `path` (spec 2 §3: the CMS marks the current page). */
function markActive<T extends NavigationEntry>(entries: readonly T[], path: string): T[] {
  return entries.map((entry) => ({
    ...entry,
    ...(entry.uri === path ? { active: true } : {}),
    ...(entry.pages ? { pages: markActive(entry.pages, path) } : {}),
  }))
}

/** session.navigation for a page of `theme` at `path`: the CMS pages, the current one marked active. */
export const navigationFor = (theme: Theme, path: string): NavigationEntry[] => markActive(CMS_PAGES[theme], path)

/** session.productLines for a page of `theme` at `path`, the current category marked active. */
export const productLinesFor = (theme: Theme, path: string): ProductLine[] => markActive(productLines(theme), path)

/** Every address the navigation of any theme links to, for the test that each answers with a page. */
export function navigationAddresses(): string[] {
  const walk = (entries: readonly NavigationEntry[]): string[] => entries.flatMap((entry) => [entry.uri, ...walk(entry.pages ?? [])])
  const themes = Object.keys(CMS_PAGES) as Theme[]
  return [...new Set(themes.flatMap((theme) => [...walk(CMS_PAGES[theme]), ...walk(productLines(theme))]))]
}
