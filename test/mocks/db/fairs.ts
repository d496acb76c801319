/**
 * The fairs of the demo site (spec 1 §1 fairs, §2 fair list, §3 "Fair entries", §7 `GET /api/fair/`, whose fields the
 * spec does not show): fifteen trade fairs in Switzerland, Germany and Austria where the maker has a stand, ten past
 * and five to come on the demo's «today» (demo-day.ts), each with its days, venue, hall, stand, the fair's own
 * website and a demo picture. The news (news-seeds.ts) announces them with the same days and stands. German, as
 * the CMS's editorial content. Constant data and pure functions.
 */
import { demoImage } from '@/test/cms/media/index'
import { DEMO_TODAY } from './demo-day'

export type Fair = {
  /** The fair's slug and year, e.g. `agrama-2026`. */
  id: string
  title: string
  /** What we show there (plain text). */
  text: string
  /** First and last day, YYYY-MM-DD. */
  dateFrom: string
  dateTo: string
  location: { venue: string; city: string; country: 'CH' | 'DE' | 'AT' }
  hall: string
  booth: string
  /** The fair's website. */
  website: string
  /** The demo picture (test/cms/media/scenes.ts). */
  scene: string
}

type FairSeed = readonly [id: string, title: string, dateFrom: string, dateTo: string, venue: string, city: string, country: Fair['location']['country'], hall: string, booth: string, website: string, scene: string, text: string]

const SEEDS: readonly FairSeed[] = [
  ['agrama-2024', 'Agrama 2024', '2024-11-28', '2024-12-02', 'BERNEXPO', 'Bern', 'CH', 'Halle 3.2', 'Stand C14', 'https://www.agrama.ch', 'traktor', 'Die Schweizer Fachmesse für Landtechnik: unser Universal-Traktorenöl im neuen 60-Liter-Fass, Hydrauliköle und Fette für Landmaschinen.'],
  ['bauma-2025', 'Bauma 2025', '2025-04-07', '2025-04-13', 'Messe München', 'München', 'DE', 'Halle C3', 'Stand 237', 'https://bauma.de', 'lager', 'Motoren-, Hydraulik- und Getriebeöle für Baumaschinen, dazu unsere Ölanalyse für Flotten auf der Baustelle.'],
  ['suisse-public-2025', 'Suisse Public 2025', '2025-06-17', '2025-06-20', 'BERNEXPO', 'Bern', 'CH', 'Halle 2.0', 'Stand B21', 'https://www.suissepublic.ch', 'werkstatt', 'Schmierstoffe für Kommunalfahrzeuge, Mäher und Schneeräumgeräte, und biologisch abbaubare Hydrauliköle für Arbeiten am Wasser.'],
  ['emo-2025', 'EMO Hannover 2025', '2025-09-22', '2025-09-26', 'Messegelände Hannover', 'Hannover', 'DE', 'Halle 6', 'Stand F42', 'https://emo-hannover.de', 'werk', 'Kühlschmierstoffe ohne Borsäure an einer laufenden Werkzeugmaschine, Schneidöle und Gleitbahnöle.'],
  ['agritechnica-2025', 'Agritechnica 2025', '2025-11-09', '2025-11-15', 'Messegelände Hannover', 'Hannover', 'DE', 'Halle 16', 'Stand D21', 'https://www.agritechnica.com', 'traktor', 'Öle und Fette für Traktoren, Mähdrescher und Hoflader, und wie ein Betrieb mit weniger Sorten auskommt.'],
  ['transport-ch-2025', 'Transport-CH 2025', '2025-11-13', '2025-11-16', 'BERNEXPO', 'Bern', 'CH', 'Halle 1.2', 'Stand A08', 'https://www.transport-ch.com', 'kanister', 'Motorenöle für Euro-6-Lastwagen und Busse, Getriebeöle und Fette für die Zentralschmierung.'],
  ['austro-agrar-2025', 'Austro Agrar Tulln 2025', '2025-11-26', '2025-11-29', 'Messe Tulln', 'Tulln', 'AT', 'Halle 10', 'Stand 1004', 'https://www.messe-tulln.at', 'traktor', 'Öle und Fette für die Landwirtschaft in Österreich, mit unserem Team aus dem Verkaufsbüro Linz.'],
  ['swiss-moto-2026', 'Swiss-Moto 2026', '2026-02-19', '2026-02-22', 'Messe Zürich', 'Zürich', 'CH', 'Halle 5', 'Stand 512', 'https://www.swiss-moto.ch', 'motorrad', 'Motorradöle und Pflegeprodukte, mit dem Meisterteam MX Team Jura an unserem Stand.'],
  ['siams-2026', 'SIAMS 2026', '2026-04-21', '2026-04-24', 'Forum de l’Arc', 'Moutier', 'CH', 'Halle 1.1', 'Stand C-12', 'https://www.siams.ch', 'labor', 'Schneidöle und Kühlschmierstoffe für die Mikrotechnik und die Uhrenindustrie.'],
  ['auto-zuerich-2026', 'Auto Zürich 2026', '2026-11-05', '2026-11-08', 'Messe Zürich', 'Zürich', 'CH', 'Halle 4', 'Stand 418', 'https://www.auto-zuerich.ch', 'kanister', 'Motorenöle für Hybridfahrzeuge und der Ölfinder, jetzt auch für Motorräder.'],
  ['agrama-2026', 'Agrama 2026', '2026-11-26', '2026-11-30', 'BERNEXPO', 'Bern', 'CH', 'Halle 3.2', 'Stand C14', 'https://www.agrama.ch', 'traktor', 'Unser neues Traktorenöl UTTO Plus und das biologisch abbaubare Kettenöl für den Forst.'],
  ['maintenance-2027', 'maintenance Schweiz 2027', '2027-02-10', '2027-02-11', 'Messe Zürich', 'Zürich', 'CH', 'Halle 6', 'Stand 6.120', 'https://www.maintenance-schweiz.ch', 'werk', 'Wie Ölanalyse und Schmierpläne Ausfälle verhindern: unsere Anwendungstechnik zeigt es an Beispielen aus der Industrie.'],
  ['swiss-moto-2027', 'Swiss-Moto 2027', '2027-02-18', '2027-02-21', 'Messe Zürich', 'Zürich', 'CH', 'Halle 5', 'Stand 512', 'https://www.swiss-moto.ch', 'motorrad', 'Motorradöle, der Ölfinder für Motorräder und die Teams, die mit unseren Ölen fahren.'],
  ['suisse-public-2027', 'Suisse Public 2027', '2027-06-15', '2027-06-18', 'BERNEXPO', 'Bern', 'CH', 'Halle 2.0', 'Stand B21', 'https://www.suissepublic.ch', 'werkstatt', 'Schmierstoffe für Gemeinden und Werkhöfe, vom Hydrauliköl für tiefe Temperaturen bis zum Kettenöl.'],
  ['agritechnica-2027', 'Agritechnica 2027', '2027-11-14', '2027-11-20', 'Messegelände Hannover', 'Hannover', 'DE', 'Halle 16', 'Stand D21', 'https://www.agritechnica.com', 'traktor', 'Öle und Fette für Traktoren und Landmaschinen, am gewohnten Stand.'],
]

export const FAIRS: readonly Fair[] = SEEDS.map(([id, title, dateFrom, dateTo, venue, city, country, hall, booth, website, scene, text]) => ({
  id,
  title,
  text,
  dateFrom,
  dateTo,
  location: { venue, city, country },
  hall,
  booth,
  website,
  scene,
}))

/** Which fairs a list shows: those still to come (a running fair among them) or those over. */
export const FAIR_PERIODS = ['upcoming', 'past'] as const
export type FairPeriod = (typeof FAIR_PERIODS)[number]

/** Whether a fair is still to come or running on the demo's «today», or over. */
export const periodOf = (fair: Fair): FairPeriod => (fair.dateTo >= DEMO_TODAY ? 'upcoming' : 'past')

/**
 * The fairs of a period (all without one) in the order a visitor reads them: the next first, then the past ones,
 * the most recent first.
 */
export function fairsOf(period: FairPeriod | undefined): Fair[] {
  const upcoming = FAIRS.filter((fair) => periodOf(fair) === 'upcoming').sort((a, b) => a.dateFrom.localeCompare(b.dateFrom))
  const past = FAIRS.filter((fair) => periodOf(fair) === 'past').sort((a, b) => b.dateFrom.localeCompare(a.dateFrom))
  return period === 'upcoming' ? upcoming : period === 'past' ? past : [...upcoming, ...past]
}

/** A fair as the fair list answers it: its days, place, hall and stand, its website (a new tab) and its picture. */
export const fairEntry = (fair: Fair) => ({
  id: fair.id,
  title: fair.title,
  text: fair.text,
  dateFrom: fair.dateFrom,
  dateTo: fair.dateTo,
  location: fair.location,
  hall: fair.hall,
  booth: fair.booth,
  link: { href: fair.website, text: 'Zur Website der Messe', target: '_blank' as const },
  image: demoImage(fair.scene),
  period: periodOf(fair),
})
