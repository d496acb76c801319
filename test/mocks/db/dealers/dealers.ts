/**
 * The dealer finder's 10 000 mock dealers (the dealers contract "Mock data"; spec 1 §3 dealer types ZBM004 dealer,
 * ZBM005 distributor, ZBM018 online dealer, ZBM019 service point): 9 600 with a position near a real town of Europe
 * (towns.ts), and 400 online dealers without one. Each country's dealers are shared among its towns by their size, so
 * the demo's default view over Switzerland shows a realistic density around its towns; each lies within a few km of
 * its town's centre, on the land side where a lake or the sea borders it. Names, streets and phone numbers follow the
 * town's language region (names.ts).
 * Deterministic: one seeded generator per dealer, from its id; built once, on first use. No Node or browser APIs.
 */
import type { Language } from '@/test/cms/texts'
import { LEGAL_FORMS, NAME_STYLES, phoneNumber, type Kind, type NameStyle } from './names'
import { hashText, seeded } from '../seeded'
import { ALL_TOWNS, type Compass, type Town } from './towns'

export type DealerType = 'ZBM004' | 'ZBM005' | 'ZBM018' | 'ZBM019'

/** Opening hours by days of the week, 0 Monday to 6 Sunday: from, to and the hours ('07:30–12:00, 13:30–18:00'). */
type Schedule = readonly (readonly [from: number, to: number, hours: string])[]

/** One dealer as the mock keeps it; the answers are made from it (detail, location, online dealer). */
export type DealerRecord = {
  id: string
  type: DealerType
  kind: Kind | 'online'
  name: string
  street?: string
  postalCode?: string
  city?: string
  country: string
  lat?: number
  lng?: number
  phone?: string
  email?: string
  website?: string
  schedule: Schedule
  /** An online dealer's countries it ships to, its own first. */
  countries?: readonly string[]
  /** The one-line address of a dealer with a position ('Bahnhofstrasse 12, 8001 Zürich'). */
  addressLine?: string
}

/**
 * How many dealers with a position each country has (9 600 in all), and how many online dealers are seated there (400):
 * together Switzerland 1 200, Germany 3 000, France 1 800, Italy 1 500, Austria 700 and 1 800 over the rest of Europe.
 */
export const LOCATED_PER_COUNTRY: Readonly<Record<string, number>> = {
  CH: 1130, DE: 2880, FR: 1740, IT: 1450, AT: 670,
  GB: 300, ES: 220, NL: 170, PL: 160, BE: 135, CZ: 110, SE: 85, PT: 75, HU: 75, DK: 60,
  IE: 50, SK: 50, SI: 50, HR: 50, NO: 50, FI: 40, LU: 25, LI: 25,
}
export const ONLINE_PER_COUNTRY: Readonly<Record<string, number>> = { CH: 70, DE: 120, FR: 60, IT: 50, AT: 30, NL: 20, GB: 20, BE: 10, ES: 10, PL: 10 }

// Where an online dealer of a country also ships to, each with even odds.
const SHIPS_ALSO: Readonly<Record<string, readonly string[]>> = {
  CH: ['LI'],
  DE: ['AT', 'LU', 'NL', 'BE', 'DK', 'PL', 'CZ', 'FR'],
  AT: ['DE', 'IT', 'SI', 'CZ'],
  FR: ['BE', 'LU', 'MC'],
  IT: ['SM', 'VA', 'MT'],
  NL: ['BE', 'LU', 'DE'],
  BE: ['NL', 'LU', 'FR'],
  GB: ['IE'],
  ES: ['PT', 'AD'],
  PL: ['CZ', 'SK', 'LT'],
}

// Opening hours by kind; the south (France, Italy, Spain, Portugal, Ticino) takes a longer lunch.
const H24 = '00:00–24:00'
const SCHEDULES: Readonly<Record<Kind | 'online', readonly Schedule[]>> = {
  garage: [
    [[0, 4, '07:30–12:00, 13:30–18:00'], [5, 5, '08:00–12:00']],
    [[0, 4, '07:30–12:00, 13:15–17:30']],
    [[0, 1, '07:30–12:00, 13:30–18:00'], [2, 2, '07:30–12:00'], [3, 4, '07:30–12:00, 13:30–18:00'], [5, 5, '08:00–12:00']],
  ],
  agri: [
    [[0, 4, '07:00–12:00, 13:00–17:30'], [5, 5, '07:30–11:30']],
    [[0, 5, '07:00–12:00, 13:00–18:00']],
  ],
  fuel: [[[0, 6, '06:00–22:00']], [[0, 5, '06:00–21:00'], [6, 6, '08:00–20:00']], [[0, 6, H24]]],
  moto: [[[1, 4, '09:00–12:00, 13:30–18:30'], [5, 5, '09:00–16:00']]],
  service: [[[0, 4, '07:30–18:00'], [5, 5, '08:00–13:00']], [[0, 4, '08:00–12:00, 13:00–17:00']]],
  distributor: [[[0, 4, '08:00–12:00, 13:30–17:00']], [[0, 3, '07:30–12:00, 13:00–17:00'], [4, 4, '07:30–12:00, 13:00–16:00']]],
  online: [[[0, 4, '08:00–17:00']], [[0, 4, '09:00–18:00'], [5, 5, '09:00–12:00']]],
}
const SOUTHERN: Readonly<Partial<Record<Kind, readonly Schedule[]>>> = {
  garage: [[[0, 4, '08:00–12:00, 14:00–18:30'], [5, 5, '08:00–12:00']], [[0, 4, '08:30–12:30, 14:30–19:00'], [5, 5, '08:30–12:30']]],
  agri: [[[0, 5, '08:00–12:00, 14:00–18:00']]],
  service: [[[0, 4, '08:00–12:30, 14:00–18:30'], [5, 5, '08:00–12:00']]],
}
const SOUTHERN_STYLES = new Set(['fr', 'it', 'it-CH', 'es', 'pt'])

const DAYS: Readonly<Record<Language, readonly string[]>> = {
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  fr: ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'],
  it: ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
}
const ROUND_THE_CLOCK: Readonly<Record<Language, string>> = { de: 'durchgehend geöffnet', fr: 'ouvert 24 h sur 24', it: 'aperto 24 ore su 24', en: 'open 24 hours' }

/** A dealer's opening hours as text in a language (the contract: `[]` when unknown). */
export const openingHoursOf = (schedule: Schedule, language: Language): { days: string; hours: string }[] =>
  schedule.map(([from, to, hours]) => ({
    days: from === to ? DAYS[language][from]! : `${DAYS[language][from]}–${DAYS[language][to]}`,
    hours: hours === H24 ? ROUND_THE_CLOCK[language] : hours,
  }))

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!

/** A name for a web address: lower case, ASCII, words joined by dashes; German umlauts written out (oel, not ol). */
export const slugOf = (text: string, german = false): string =>
  (german ? text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue') : text.toLowerCase())
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '')

const legalForm = (country: string, random: () => number) => {
  const forms = LEGAL_FORMS[country] ?? ['']
  return random() < 0.6 ? forms[0]! : pick(forms, random)
}

function nameFor(pattern: string, style: NameStyle, town: Town, random: () => number): string {
  const surname = pick(style.surnames, random)
  let second = pick(style.surnames, random)
  if (second === surname) second = style.surnames[(style.surnames.indexOf(surname) + 1) % style.surnames.length]!
  return pattern
    .replace('{s2}', second)
    .replace('{s}', surname)
    .replace('{t}', town.name)
    .replace('{f}', legalForm(town.country, random))
    .trim()
}

const streetOf = (style: NameStyle, town: Town, random: () => number) => {
  // House numbers are mostly small; now and then a German-speaking one has a letter.
  const number = `${1 + Math.floor(random() ** 2 * 150)}${town.style.startsWith('de') && random() < 0.05 ? 'a' : ''}`
  const street = pick(style.streets, random)
  return style.numberFirst ? `${number} ${street}` : `${street} ${number}`
}

// The British and Irish write the town before the postal code.
const townLine = (postalCode: string, city: string, country: string) => (country === 'GB' || country === 'IE' ? `${city} ${postalCode}` : `${postalCode} ${city}`)

const COMPASS: Readonly<Record<Compass, readonly [east: number, north: number]>> = {
  N: [0, 1], NE: [Math.SQRT1_2, Math.SQRT1_2], E: [1, 0], SE: [Math.SQRT1_2, -Math.SQRT1_2],
  S: [0, -1], SW: [-Math.SQRT1_2, -Math.SQRT1_2], W: [-1, 0], NW: [-Math.SQRT1_2, Math.SQRT1_2],
}
const KM_PER_DEGREE = 111.32
const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/**
 * A position within a few km of a town's centre (more for a city, at most 9 km), uniform over the disc; where the town
 * borders water, a point on the water's side is mirrored to the land's and the whole spread pulled a little inland.
 */
function positionNear(town: Town, random: () => number): { lat: number; lng: number } {
  const radius = Math.min(9, 1.2 + 0.22 * Math.sqrt(town.population)) * (town.water ? 0.7 : 1)
  const distance = radius * Math.sqrt(random())
  const angle = random() * 2 * Math.PI
  let east = distance * Math.cos(angle)
  let north = distance * Math.sin(angle)
  if (town.water) {
    const [toEast, toNorth] = COMPASS[town.water]
    const towards = east * toEast + north * toNorth
    if (towards > 0) {
      east -= 2 * towards * toEast
      north -= 2 * towards * toNorth
    }
    east -= 0.2 * radius * toEast
    north -= 0.2 * radius * toNorth
  }
  return {
    lat: round5(town.lat + north / KM_PER_DEGREE),
    lng: round5(town.lng + east / (KM_PER_DEGREE * Math.cos((town.lat * Math.PI) / 180))),
  }
}

/** `count` shared among towns by weight (largest remainders), every town at least one while there are enough. */
function shareOut(count: number, towns: readonly Town[]): number[] {
  const weights = towns.map((town) => town.population ** 0.6)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const exact = weights.map((weight) => (weight / total) * count)
  const shares = exact.map((value) => Math.max(1, Math.floor(value)))
  let left = count - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (let step = 0; left > 0; step++, left--) shares[byRemainder[step % byRemainder.length]!.index]!++
  // More towns than dealers to spare: take the surplus back from the largest.
  for (; left < 0; left++) shares[shares.indexOf(Math.max(...shares))]!--
  return shares
}

const KINDS: readonly (readonly [Kind, number])[] = [['garage', 0.5], ['agri', 0.2], ['fuel', 0.15], ['moto', 0.15]]
const dealerKind = (random: () => number): Kind => {
  let draw = random()
  for (const [kind, share] of KINDS) {
    if (draw < share) return kind
    draw -= share
  }
  return 'garage'
}

const typeOf = (draw: number): [DealerType, Kind | undefined] => (draw < 0.05 ? ['ZBM005', 'distributor'] : draw < 0.2 ? ['ZBM019', 'service'] : ['ZBM004', undefined])

/** Picks a name of the kind not yet taken in the town (a few tries; a big city may repeat a common one). */
function freshName(kind: Kind, style: NameStyle, town: Town, taken: Set<string>, random: () => number): string {
  let name = ''
  for (let attempt = 0; attempt < 8; attempt++) {
    name = nameFor(pick(style.names[kind], random), style, town, random)
    if (!taken.has(name)) break
  }
  taken.add(name)
  return name
}

/** A business name without its legal form ('Garage Meier' of 'Garage Meier AG'). */
const withoutLegalForm = (name: string, country: string) =>
  (LEGAL_FORMS[country] ?? []).reduce((text, form) => (text.endsWith(` ${form}`) ? text.slice(0, -form.length - 1) : text), name)

/** A web name of the dealer's own, its town's added when another dealer has the name's already. */
function domainOf(name: string, town: Town, domains: Set<string>): string {
  const german = town.style.startsWith('de')
  const bare = slugOf(withoutLegalForm(name, town.country), german)
  const place = slugOf(town.name, german)
  const withPlace = bare.includes(place) ? bare : `${bare}-${place}`
  let slug = domains.has(bare) ? withPlace : bare
  for (let n = 2; domains.has(slug); n++) slug = `${withPlace}-${n}`
  domains.add(slug)
  return `${slug}.example`
}

function locatedDealers(domains: Set<string>): DealerRecord[] {
  const dealers: DealerRecord[] = []
  for (const [country, count] of Object.entries(LOCATED_PER_COUNTRY)) {
    const towns = ALL_TOWNS.filter((town) => town.country === country)
    const shares = shareOut(count, towns)
    let number = 0
    towns.forEach((town, townIndex) => {
      const style = NAME_STYLES[town.style]
      const taken = new Set<string>()
      for (let k = 0; k < shares[townIndex]!; k++) {
        const id = `${country.toLowerCase()}-${String(++number).padStart(4, '0')}`
        const random = seeded(hashText(`dealer:${id}`))
        const [type, fixedKind] = typeOf(random())
        const kind = fixedKind ?? dealerKind(random)
        const name = freshName(kind, style, town, taken, random)
        const street = streetOf(style, town, random)
        const { lat, lng } = positionNear(town, random)
        const domain = domainOf(name, town, domains)
        const schedules = (SOUTHERN_STYLES.has(town.style) ? SOUTHERN[kind] : undefined) ?? SCHEDULES[kind]
        const phone = random() < 0.92 ? phoneNumber(country, town.area, random) : undefined
        const email = random() < 0.75 ? `info@${domain}` : undefined
        const website = random() < 0.55 ? `https://www.${domain}` : undefined
        const schedule = random() < 0.9 ? pick(schedules, random) : []
        dealers.push({
          id,
          type,
          kind,
          name,
          street,
          postalCode: town.postalCode,
          city: town.name,
          country,
          lat,
          lng,
          ...(phone ? { phone } : {}),
          ...(email ? { email } : {}),
          ...(website ? { website } : {}),
          schedule,
          addressLine: `${street}, ${townLine(town.postalCode, town.name, country)}`,
        })
      }
    })
  }
  return dealers
}

function shopName(style: NameStyle, country: string, random: () => number): string {
  const [firsts, seconds] = style.shop
  const first = pick(firsts, random)
  const second = pick(seconds, random)
  // German compounds are written as one word (Schmierstoffprofi), others with a dash or, in English, a space.
  const joined = second[0] === second[0]!.toLowerCase() ? `${first}${second}` : `${first}${country === 'GB' ? ' ' : '-'}${second}`
  return `${joined}${random() < 0.3 ? '24' : ''} ${legalForm(country, random)}`.trim()
}

function onlineDealers(domains: Set<string>): DealerRecord[] {
  const dealers: DealerRecord[] = []
  const taken = new Set<string>()
  let number = 0
  for (const [country, count] of Object.entries(ONLINE_PER_COUNTRY)) {
    const towns = ALL_TOWNS.filter((town) => town.country === country)
    const weights = towns.map((town) => town.population ** 0.6)
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    for (let k = 0; k < count; k++) {
      const id = `web-${String(++number).padStart(4, '0')}`
      const random = seeded(hashText(`dealer:${id}`))
      let draw = random() * total
      const town = towns.find((_, index) => (draw -= weights[index]!) < 0) ?? towns[0]!
      const style = NAME_STYLES[town.style]
      let name = shopName(style, country, random)
      for (let attempt = 0; attempt < 8 && taken.has(name); attempt++) name = shopName(style, country, random)
      if (taken.has(name)) name = `${withoutLegalForm(name, country)} ${town.name} ${legalForm(country, random)}`
      taken.add(name)
      const domain = domainOf(name, town, domains)
      const seat = random() < 0.7 ? { street: streetOf(style, town, random), postalCode: town.postalCode, city: town.name } : {}
      const phone = random() < 0.6 ? phoneNumber(country, town.area, random) : undefined
      const email = random() < 0.9 ? `service@${domain}` : undefined
      const countries = [country, ...(SHIPS_ALSO[country] ?? []).filter(() => random() < 0.5)]
      const schedule = random() < 0.5 ? pick(SCHEDULES.online, random) : []
      dealers.push({
        id,
        type: 'ZBM018',
        kind: 'online',
        name,
        ...seat,
        country,
        ...(phone ? { phone } : {}),
        ...(email ? { email } : {}),
        website: `https://www.${domain}`,
        schedule,
        countries,
      })
    }
  }
  return dealers
}

let cache: { all: readonly DealerRecord[]; byId: ReadonlyMap<string, DealerRecord> } | undefined
const built = () => {
  if (!cache) {
    const domains = new Set<string>()
    const all = [...locatedDealers(domains), ...onlineDealers(domains)]
    cache = { all, byId: new Map(all.map((dealer) => [dealer.id, dealer])) }
  }
  return cache
}

/** Every dealer: those with a position country by country and town by town, then the online dealers (built once). */
export const allDealers = (): readonly DealerRecord[] => built().all

/** One dealer by its id, if the mock has it. */
export const dealerById = (id: string): DealerRecord | undefined => built().byId.get(id)
