/**
 * The oil finder's makes (spec 1 §3 brands) and their logos, drawn here: a badge per make (its short name on a
 * shape in a colour of its own, 120×60), served by the mock backend as SVG at MAKE_IMAGE_PREFIX + `<id>.svg`
 * (handlers/oilfinder.ts), a same-origin address the pages' Content-Security-Policy allows (img-src 'self').
 * The real makers' logos are trademarks: the badges only stand in for them.
 */
import { hashText } from '../seeded'

export type OilMake = { id: string; name: string; short: string }

/** Where the mock serves a make's badge. */
export const MAKE_IMAGE_PREFIX = '/api/oilfinder/make-image/'

const make = (id: string, name: string, short = name): OilMake => ({ id, name, short })

export const OIL_MAKES: readonly OilMake[] = [
  // Passenger cars, and their makers' vans
  make('alfa-romeo', 'Alfa Romeo', 'Alfa'),
  make('audi', 'Audi'),
  make('bmw', 'BMW'),
  make('citroen', 'Citroën'),
  make('dacia', 'Dacia'),
  make('fiat', 'Fiat'),
  make('ford', 'Ford'),
  make('honda', 'Honda'),
  make('hyundai', 'Hyundai'),
  make('kia', 'Kia'),
  make('mazda', 'Mazda'),
  make('mercedes-benz', 'Mercedes-Benz', 'MB'),
  make('opel', 'Opel'),
  make('peugeot', 'Peugeot'),
  make('porsche', 'Porsche'),
  make('renault', 'Renault'),
  make('seat', 'Seat'),
  make('skoda', 'Škoda'),
  make('subaru', 'Subaru'),
  make('suzuki', 'Suzuki'),
  make('tesla', 'Tesla'),
  make('toyota', 'Toyota'),
  make('volvo', 'Volvo'),
  make('vw', 'VW'),
  // Motorcycles
  make('aprilia', 'Aprilia'),
  make('ducati', 'Ducati'),
  make('harley-davidson', 'Harley-Davidson', 'H-D'),
  make('kawasaki', 'Kawasaki'),
  make('ktm', 'KTM'),
  make('moto-guzzi', 'Moto Guzzi', 'Guzzi'),
  make('triumph', 'Triumph'),
  make('yamaha', 'Yamaha'),
  // Trucks
  make('daf', 'DAF'),
  make('iveco', 'Iveco'),
  make('man', 'MAN'),
  make('renault-trucks', 'Renault Trucks', 'RT'),
  make('scania', 'Scania'),
  make('volvo-trucks', 'Volvo Trucks'),
  // Agriculture
  make('case-ih', 'Case IH'),
  make('claas', 'Claas'),
  make('deutz-fahr', 'Deutz-Fahr', 'Deutz'),
  make('fendt', 'Fendt'),
  make('john-deere', 'John Deere', 'JD'),
  make('kubota', 'Kubota'),
  make('massey-ferguson', 'Massey Ferguson', 'MF'),
  make('new-holland', 'New Holland', 'NH'),
  make('steyr', 'Steyr'),
  make('valtra', 'Valtra'),
  // Construction
  make('caterpillar', 'Caterpillar', 'CAT'),
  make('hitachi', 'Hitachi'),
  make('jcb', 'JCB'),
  make('komatsu', 'Komatsu'),
  make('liebherr', 'Liebherr'),
  make('takeuchi', 'Takeuchi'),
  make('volvo-ce', 'Volvo CE'),
  make('wacker-neuson', 'Wacker Neuson', 'WN'),
  // Marine
  make('evinrude', 'Evinrude'),
  make('mercury', 'Mercury'),
  make('tohatsu', 'Tohatsu'),
  make('volvo-penta', 'Volvo Penta', 'Penta'),
  make('yanmar', 'Yanmar'),
]

const byId = new Map(OIL_MAKES.map((entry) => [entry.id, entry]))
export const oilMake = (id: string): OilMake | undefined => byId.get(id)

export const makeImagePath = (id: string) => `${MAKE_IMAGE_PREFIX}${id}.svg`

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// Three shapes, so neighbouring badges differ by more than their colour.
const SHAPES = [
  (fill: string) => `<rect x="2" y="2" width="116" height="56" rx="12" fill="${fill}"/>`,
  (fill: string) => `<ellipse cx="60" cy="30" rx="58" ry="28" fill="${fill}"/>`,
  (fill: string) => `<path d="M6 4h108l-6 52H12z" fill="${fill}"/>`,
]

/**
 * A make's badge: its short name in white on a dark shape (lightness 22–30 % at 45 % saturation, so the white text
 * keeps a contrast of at least 4.5:1 in every hue), hue and shape from the make's id: the same badge on every run.
 */
export function makeBadgeSvg(entry: OilMake): string {
  const hash = hashText(entry.id)
  const hue = hash % 360
  const lightness = 22 + ((hash >>> 9) % 9)
  const shape = SHAPES[(hash >>> 5) % SHAPES.length]!
  const size = entry.short.length <= 4 ? 26 : entry.short.length <= 7 ? 20 : 15
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">',
    `<title>${escapeXml(entry.name)}</title>`,
    shape(`hsl(${hue} 45% ${lightness}%)`),
    `<text x="60" y="31" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(entry.short)}</text>`,
    '</svg>',
  ].join('')
}
