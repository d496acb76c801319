/**
 * The content the document search finds (docs/simulated-cms.md "The mock catalogue"): knowledge and service pages of
 * the CMS under `/wissen/…`, and downloadable files under `/downloads/…` (technical data sheets and safety data sheets
 * of the best-selling products, brochures), each with its size in bytes. The simulated CMS serves a page for every page
 * entry and a valid PDF of exactly the listed size for every file. Deterministic.
 */
import { PRODUCTS, slugOf } from './catalogue'
import { hashText, seeded } from './seeded'

/** A CMS page the search finds: its teaser text and the paragraphs of its page. */
export type ContentPage = { id: string; type: 'page'; title: string; url: string; text: string; paragraphs: string[] }
/** A downloadable file: its file type and size in bytes, and what it is about. */
export type Asset = { id: string; type: 'asset'; title: string; url: string; text: string; fileType: 'PDF'; size: number; fileName: string }
export type Document = ContentPage | Asset

type PageSeed = [title: string, text: string]

// Knowledge articles and service pages of a lubricants maker's site.
const PAGE_SEEDS: PageSeed[] = [
  ['Ölwechselintervalle richtig planen', 'Wann das Motoröl gewechselt werden muss: Herstellervorgaben, Fahrprofil, Longlife-Intervalle und was eine Ölanalyse zeigt.'],
  ['Viskosität einfach erklärt', 'Was 5W-30 bedeutet: die SAE-Klassen für Kälte und Hitze, und warum dünnflüssige Öle Verbrauch und Verschleiss senken.'],
  ['Kühlmittel richtig mischen', 'Konzentrat und Wasser im richtigen Verhältnis, welche Kühlmittel sich vertragen und warum G12evo nicht mit G11 gemischt wird.'],
  ['Freigaben und Spezifikationen verstehen', 'ACEA, API, VW 504 00/507 00, MB 229.51: wer die Normen schreibt und welche Freigabe Ihr Fahrzeug verlangt.'],
  ['Das richtige Motoröl finden', 'Mit dem Ölfinder in drei Schritten zum passenden Motoröl für Ihr Fahrzeug, nach Marke, Modell und Motor.'],
  ['Hydrauliköl: HLP, HVLP oder HEES?', 'Die Hydrauliköl-Klassen nach DIN 51524 und ISO 15380 im Vergleich, und wann sich ein Mehrbereichsöl lohnt.'],
  ['Schmierfette richtig auswählen', 'Verdicker, Grundöl und NLGI-Klasse: wie Sie das passende Schmierfett für Wälzlager, Gleitlager und Zentralschmierung finden.'],
  ['Lagerung von Schmierstoffen', 'Temperatur, Feuchtigkeit und Haltbarkeit: wie Öle und Fette im Lager ihre Qualität behalten.'],
  ['Ölanalyse im Labor', 'Verschleissmetalle, Wasser und Alterung: was eine Ölanalyse misst und wie Sie damit Ölwechsel und Ausfälle planen.'],
  ['Getriebeöl wechseln', 'Schaltgetriebe, Achsen und Automatik: wann das Getriebeöl gewechselt wird und welche Spezifikation (GL-4, GL-5, ATF) passt.'],
  ['ATF: Automatikgetriebeöl im Überblick', 'Dexron, Mercon, ZF Lifeguard: welche Automatikgetriebeöle es gibt und warum die Reibwerte entscheidend sind.'],
  ['Longlife-Öle und flexible Intervalle', 'Wie Longlife-Motoröle 30 000 km und mehr erreichen und was der Bordcomputer dabei misst.'],
  ['Low-SAPS-Öle und Partikelfilter', 'Warum Motoren mit Diesel-Partikelfilter aschearme Öle der ACEA-Klasse C brauchen.'],
  ['Kühlschmierstoffe pflegen', 'Konzentration, pH-Wert und Keimzahl: wie wassermischbare Kühlschmierstoffe lange stabil bleiben.'],
  ['Schneidöl oder Emulsion?', 'Wann nichtwassermischbare Schneidöle und wann Emulsionen die bessere Wahl für die Zerspanung sind.'],
  ['Korrosionsschutz für Lager und Transport', 'Welcher Korrosionsschutz für welche Lagerdauer, innen oder aussen, und wie er sich wieder entfernen lässt.'],
  ['Biologisch abbaubare Schmierstoffe', 'Umweltverträgliche Hydrauliköle und Fette nach EU Ecolabel und Blauer Engel, und wo sie vorgeschrieben sind.'],
  ['Lebensmitteltaugliche Schmierstoffe (NSF H1)', 'Was NSF H1 und ISO 21469 bedeuten und wie Sie Schmierstoffe in der Lebensmittelindustrie sicher einsetzen.'],
  ['Industriegetriebeöle nach DIN 51517', 'CLP, CLP HC und CLP PG: mineralische und synthetische Getriebeöle für Industriegetriebe im Vergleich.'],
  ['Kompressorenöl richtig wählen', 'Kolben- oder Schraubenverdichter: welche Öle nach DIN 51506 und ISO 6743-3 lange Standzeiten erreichen.'],
  ['Turbinenöle und Alterungsbeständigkeit', 'Warum Turbinenöle jahrzehntelang im Einsatz bleiben und wie man ihren Zustand überwacht.'],
  ['Wärmeträgeröl: Anlage spülen und befüllen', 'Wie ein Wärmeträgerkreislauf gereinigt, gespült und mit neuem Öl befüllt wird.'],
  ['Motorradöl: JASO MA2 und Nasskupplung', 'Warum Motorräder mit Nasskupplung eigene Öle brauchen und was JASO MA und MA2 bedeuten.'],
  ['Nutzfahrzeug-Motoröle für Euro 6', 'ACEA E6, E11 und API CK-4: Motoröle für moderne Lkw-Motoren mit Abgasnachbehandlung.'],
  ['Zentralschmieranlagen befüllen', 'Fliessfette und NLGI 00/000 für Zentralschmieranlagen: was beim Befüllen und Entlüften zu beachten ist.'],
  ['Altöl richtig entsorgen', 'Sammlung, Lagerung und Rückgabe von Altöl in der Schweiz: Vorschriften und unser Rücknahmeservice.'],
  ['Sicherheitsdatenblätter finden', 'Wo Sie aktuelle Sicherheitsdatenblätter zu jedem Produkt finden und was in den 16 Abschnitten steht.'],
  ['Technische Beratung', 'Unsere Anwendungstechnik berät Sie zu Schmierstoffauswahl, Umstellung und Schmierplänen, telefonisch oder vor Ort.'],
  ['Schmierplan erstellen lassen', 'Wir erfassen Ihre Maschinen und erstellen einen Schmierplan mit Produkten, Mengen und Intervallen.'],
  ['Schulungen und Seminare', 'Schmierstoffwissen für Werkstatt und Instandhaltung: Grundlagen, Ölanalyse und Schmierfette in Tageskursen.'],
  ['Lieferung und Gebinde', 'Von der 1-l-Flasche bis zum 208-l-Fass und Tankwagen: unsere Gebindegrössen und Lieferfristen.'],
  ['Ölwechsel in der Werkstatt', 'Werkstattlösungen mit Fassware, Ölbar und Zapfsystemen für den effizienten Ölwechsel.'],
  ['Frostschutz prüfen', 'Wie Sie den Frostschutz des Kühlmittels mit dem Refraktometer prüfen, bevor der Winter kommt.'],
  ['Synthetisch, teilsynthetisch, mineralisch', 'Die Grundöle im Vergleich: was synthetische Öle besser können und wann mineralische genügen.'],
  ['Schmierstoffe für die Landwirtschaft', 'UTTO, STOU und Hydrauliköle für Traktoren und Landmaschinen: weniger Sorten, längere Intervalle.'],
  ['Schmierstoffe für Baumaschinen', 'Motor, Hydraulik und Lager unter Staub und Stoss: die richtigen Öle und Fette für den Bau.'],
  ['Umstellung auf ein anderes Hydrauliköl', 'Verträglichkeit, Spülen und Restölmenge: so gelingt der Wechsel des Hydrauliköls ohne Störungen.'],
  ['Nachhaltigkeit bei Schmierstoffen', 'Längere Standzeiten, Rezyklate in Gebinden und biologisch abbaubare Produkte: unser Beitrag.'],
  ['Häufige Fragen zu Motoröl', 'Kann man Motoröle mischen? Wie viel Öl verbraucht ein Motor? Antworten auf die häufigsten Fragen.'],
  ['Händler in Ihrer Nähe', 'Unsere Produkte erhalten Sie im Fachhandel, in Werkstätten und direkt im Webshop.'],
]

function paragraphsOf([title, text]: PageSeed): string[] {
  return [
    text,
    `In diesem Beitrag erklärt unsere Anwendungstechnik das Thema «${title}» Schritt für Schritt, mit Beispielen aus Werkstatt und Industrie.`,
    'Haben Sie Fragen zu Ihrer Anwendung? Unsere technische Beratung hilft Ihnen gerne weiter.',
  ]
}

/** Every knowledge and service page, in the order of the site's knowledge section. */
export const CONTENT_PAGES: readonly ContentPage[] = PAGE_SEEDS.map((seed, index) => ({
  id: `page-${index + 1}`,
  type: 'page',
  title: seed[0],
  url: `/wissen/${slugOf(seed[0])}`,
  text: seed[1],
  paragraphs: paragraphsOf(seed),
}))

const KB = 1024

/** A size in bytes between `min` and `max` KB, the same for the same file on every run. */
const sizeOf = (fileName: string, min: number, max: number) => Math.round((min + seeded(hashText(fileName))() * (max - min)) * KB)

function asset(title: string, text: string, min: number, max: number, index: number): Asset {
  const fileName = `${slugOf(title)}.pdf`
  return { id: `asset-${index + 1}`, type: 'asset', title: `${title}.pdf`, url: `/downloads/${fileName}`, text, fileType: 'PDF', size: sizeOf(fileName, min, max), fileName }
}

// The data sheets of the best-selling products: a technical data sheet and a safety data sheet each.
const SHEET_PRODUCTS = PRODUCTS.filter((product) => product.tags.some((tag) => tag.type === 'bestseller')).slice(0, 26)

const BROCHURES: PageSeed[] = [
  ['Produktkatalog Schmierstoffe 2025', 'Das gesamte Sortiment: Motorenöle, Getriebeöle, Hydrauliköle, Schmierfette, Kühlmittel und Industrieöle.'],
  ['Broschüre Motorenöle PKW', 'Unsere PKW-Motorenöle mit allen Freigaben auf einen Blick.'],
  ['Broschüre Nutzfahrzeuge und Baumaschinen', 'Motor-, Getriebe- und Hydrauliköle für Lkw, Busse und Baumaschinen.'],
  ['Broschüre Industrieschmierstoffe', 'Hydraulik, Getriebe, Kompressoren und Turbinen: Schmierstoffe für die Industrie.'],
  ['Broschüre Schmierfette', 'Lithium-, Komplex- und Spezialfette mit Auswahlhilfe nach Anwendung.'],
  ['Broschüre Metallbearbeitung', 'Kühlschmierstoffe, Schneidöle und Korrosionsschutz für die Zerspanung.'],
  ['Kühlmittel-Übersicht G11 bis G12evo', 'Welches Kühlmittel zu welchem Fahrzeug passt, mit Mischbarkeitstabelle.'],
  ['Lieferbedingungen und Gebindeübersicht', 'Gebindegrössen, Palettierung und Lieferfristen.'],
]

/** Every downloadable file: data sheets first, then safety data sheets, then brochures. */
export const ASSETS: readonly Asset[] = [
  ...SHEET_PRODUCTS.map((product) => [`Technisches Datenblatt ${product.title}`, `Kennwerte, Freigaben und Anwendung von ${product.title} (Art.-Nr. ${product.articleNumber}).`, 90, 380] as const),
  ...SHEET_PRODUCTS.map((product) => [`Sicherheitsdatenblatt ${product.title}`, `Sicherheitsdatenblatt nach REACH (EG) Nr. 1907/2006 für ${product.title} (Art.-Nr. ${product.articleNumber}).`, 160, 620] as const),
  ...BROCHURES.map(([title, text]) => [title, text, 800, 2600] as const),
].map(([title, text, min, max], index) => asset(title, text, min, max, index))

/** A product's data sheets (its technical data sheet, then its safety data sheet), by its article number; none for most products. */
export const sheetsOf = (articleNumber: string): Asset[] => ASSETS.filter((asset) => asset.text.includes(`(Art.-Nr. ${articleNumber})`))

const sheetUrls = new Set(SHEET_PRODUCTS.flatMap((product) => sheetsOf(product.articleNumber)).map((sheet) => sheet.url))

/** The files that are no product's data sheet: the catalogue, the brochures and the overviews, in their order. */
export const BROCHURE_ASSETS: readonly Asset[] = ASSETS.filter((asset) => !sheetUrls.has(asset.url))

/** Pages and files, in the order the content search lists equal matches. */
export const DOCUMENTS: readonly Document[] = [...CONTENT_PAGES, ...ASSETS]

const pagesByUrl = new Map(CONTENT_PAGES.map((page) => [page.url, page]))
const assetsByUrl = new Map(ASSETS.map((item) => [item.url, item]))

/** The knowledge page at `path`, if any. */
export const contentPageAt = (path: string): ContentPage | undefined => pagesByUrl.get(path)
/** The downloadable file at `path`, if any. */
export const assetAt = (path: string): Asset | undefined => assetsByUrl.get(path)
