/**
 * The mock product catalogue (docs/simulated-cms.md "The mock catalogue"): a lubricants maker's range of 300-odd
 * products, each filed under a leaf of the category tree (categories.ts), with its base article number, pack-size
 * variants (each with its own article number and a CHF list price), approvals, a short German description and tags. The
 * search answers from it, the simulated CMS renders a page per product and category from it, and the shop issue after
 * this one adds prices and the cart on top. Built once, deterministically (a seeded generator, no Math.random). Nothing
 * here touches Node or browser APIs.
 */
import { categoryUrl, walkCategories, type CategorySeed } from './categories'
import { fold } from './search-text'
import { hashText, seeded } from './seeded'

/** A product tag (spec 1 §3) with its German label. */
export type ProductTag = { type: 'new' | 'bestseller' | 'sale'; label: string }
export const TAG_LABELS = { new: 'Neu', bestseller: 'Bestseller', sale: 'Aktion' } as const satisfies Record<ProductTag['type'], string>

/** One pack size of a product: its own article number, what it holds, its container and CHF list price. */
export type PackVariant = {
  articleNumber: string
  /** e.g. '4 l' or '400 g'. */
  size: string
  quantity: number
  unit: 'l' | 'kg'
  container: string
  /** List price in CHF, excluding VAT, rounded to 5 Rappen. */
  priceChf: number
}

export type CatalogueProduct = {
  id: string
  title: string
  /** The product's page: under its category's address. */
  url: string
  /** The base article number, e.g. '10-4471'. */
  articleNumber: string
  /** The approvals and specifications in short, shown under the title. */
  label: string
  /** Leaf category. */
  categoryId: string
  /** Ids from the top category down to the leaf. */
  categoryIds: string[]
  /** Names from the top category down, e.g. 'Motorenöle / PKW-Motorenöle / SAE 5W-30'. */
  categoryPath: string
  tags: ProductTag[]
  description: string
  approvals: string[]
  variants: PackVariant[]
}

// ——— Pack sizes ———

type Pack = { code: string; size: string; quantity: number; unit: 'l' | 'kg'; container: string; factor: number }
const litre = (code: string, quantity: number, container: string, factor: number): Pack => ({ code, size: `${quantity} l`, quantity, unit: 'l', container, factor })
const kilo = (code: string, quantity: number, container: string, factor: number): Pack => ({
  code,
  size: quantity < 1 ? `${Math.round(quantity * 1000)} g` : `${quantity} kg`,
  quantity,
  unit: 'kg',
  container,
  factor,
})

// Bigger packs cost less per litre or kilo.
const L1 = litre('001', 1, 'Flasche', 1)
const L4 = litre('004', 4, 'Kanister', 0.88)
const L20 = litre('020', 20, 'Kanister', 0.74)
const L60 = litre('060', 60, 'Fass', 0.68)
const L208 = litre('208', 208, 'Fass', 0.6)
const G400 = kilo('040', 0.4, 'Kartusche', 1)
const KG1 = kilo('100', 1, 'Dose', 0.9)
const KG5 = kilo('105', 5, 'Eimer', 0.75)
const KG18 = kilo('118', 18, 'Eimer', 0.66)
const KG50 = kilo('150', 50, 'Hobbock', 0.6)
const KG180 = kilo('180', 180, 'Fass', 0.55)

const CAR_PACKS = [L1, L4, L20, L60, L208]
const WORKSHOP_PACKS = [L4, L20, L60, L208]
const BULK_PACKS = [L20, L60, L208]
const GREASE_PACKS = [G400, KG1, KG5, KG18, KG50, KG180]
const SPECIAL_GREASE_PACKS = [G400, KG1, KG5, KG18]

// ——— The range, per leaf category ———

/** One product as the range lists it: title, approvals (the first few become the label) and flags. */
type Seed = { title: string; approvals: string[]; new?: boolean; bestseller?: boolean }
/** A leaf's products: their family (article number prefix), packs, price per litre or kilo, and description. */
type Line = {
  categoryId: string
  prefix: string
  packs: Pack[]
  /** CHF per litre or kilo in the smallest pack. */
  basePrice: number
  describe: (seed: Seed) => string
  seeds: Seed[]
}

const seed = (title: string, approvals: string[], flags: { new?: boolean; bestseller?: boolean } = {}): Seed => ({ title, approvals, ...flags })

/** Engine oils of one viscosity: every series × approval set the range has for it. */
const engineSeeds = (prefix: string, viscosity: string, entries: [string, string[], ('new' | 'bestseller')?][]): Seed[] =>
  entries.map(([suffix, approvals, flag]) => seed(`${prefix} ${suffix.replace('{v}', viscosity)}`, approvals, flag ? { [flag]: true } : {}))

const carOil = (seed: Seed) =>
  `Vollsynthetisches Leichtlauf-Motoröl für Benzin- und Dieselmotoren. Hält den Motor sauber, schützt vor Verschleiss und senkt den Verbrauch. Freigaben: ${seed.approvals.join(', ')}.`
const truckOil = (seed: Seed) =>
  `Hochleistungs-Motoröl für Nutzfahrzeuge, Baumaschinen und Busse mit langen Ölwechselintervallen. Geeignet für Motoren mit Abgasnachbehandlung. Freigaben: ${seed.approvals.join(', ')}.`
const motorcycleOil = (seed: Seed) =>
  `Motorradöl für Viertaktmotoren mit Nasskupplung: sauberes Schalten, stabile Schmierung auch bei hohen Drehzahlen. Spezifikationen: ${seed.approvals.join(', ')}.`

const LINES: Line[] = [
  {
    categoryId: 'c-motor-pkw-0w20',
    prefix: '10-41',
    packs: CAR_PACKS,
    basePrice: 24.9,
    describe: carOil,
    seeds: engineSeeds('Motoröl', '0W-20', [
      ['Synth {v} C5', ['ACEA C5', 'API SP', 'VW 508 00/509 00'], 'bestseller'],
      ['Synth {v} LL-17 FE', ['BMW Longlife-17 FE+', 'ACEA C5']],
      ['Synth {v} C6', ['ACEA C6', 'API SP', 'ILSAC GF-6A'], 'new'],
      ['Eco {v} GF-6', ['ILSAC GF-6A', 'API SP-RC']],
      ['Eco {v} Hybrid', ['API SP', 'ILSAC GF-6A', 'Toyota'], 'new'],
      ['Synth {v} dexos1', ['GM dexos1 Gen 3', 'API SP']],
      ['Synth {v} V', ['Volvo VCC RBS0-2AE', 'ACEA C5']],
      ['Synth {v} MB', ['MB 229.71', 'ACEA C5']],
      ['Synth {v} Porsche', ['Porsche C20', 'ACEA C5']],
      ['Synth {v} JLR', ['Jaguar Land Rover STJLR.51.5122', 'ACEA C5']],
      ['Synth {v} LL-IV FE', ['VW 508 00/509 00', 'Porsche C20']],
      ['Eco {v} SP', ['API SP', 'ILSAC GF-6A', 'Ford WSS-M2C962-A1']],
    ]),
  },
  {
    categoryId: 'c-motor-pkw-0w30',
    prefix: '10-42',
    packs: CAR_PACKS,
    basePrice: 23.9,
    describe: carOil,
    seeds: engineSeeds('Motoröl', '0W-30', [
      ['Synth {v} C3', ['ACEA C3', 'API SP', 'MB 229.52'], 'bestseller'],
      ['Synth {v} C2', ['ACEA C2', 'PSA B71 2312', 'Fiat 9.55535-DS1']],
      ['Synth {v} LL', ['VW 504 00/507 00', 'Porsche C30', 'ACEA C3']],
      ['Synth {v} V', ['Volvo VCC RBS0-2AE', 'ACEA A5/B5']],
      ['Synth {v} A5/B5', ['ACEA A5/B5', 'API SL']],
      ['Synth {v} Polar', ['ACEA A3/B4', 'API SP', 'MB 229.5'], 'new'],
      ['Synth {v} dexos2', ['GM dexos2', 'ACEA C3']],
      ['Synth {v} BMW', ['BMW Longlife-04', 'ACEA C3']],
      ['Synth {v} C1', ['ACEA C1', 'Ford WSS-M2C950-A', 'Jaguar Land Rover STJLR.03.5007']],
      ['Synth {v} Racing', ['ACEA A3/B4', 'API SN']],
    ]),
  },
  {
    categoryId: 'c-motor-pkw-5w30',
    prefix: '10-44',
    packs: CAR_PACKS,
    basePrice: 19.9,
    describe: carOil,
    seeds: engineSeeds('Motoröl', '5W-30', [
      ['Synth {v} LL', ['VW 504 00/507 00', 'MB 229.51', 'ACEA C3', 'Porsche C30'], 'bestseller'],
      ['Synth {v} C3', ['ACEA C3', 'API SP', 'BMW Longlife-04', 'MB 229.52'], 'bestseller'],
      ['Synth {v} C2', ['ACEA C2', 'PSA B71 2290', 'Fiat 9.55535-S1']],
      ['Synth {v} C4', ['ACEA C4', 'Renault RN0720', 'MB 226.51']],
      ['Synth {v} FE', ['ACEA A5/B5', 'Ford WSS-M2C913-D', 'API SP']],
      ['Synth {v} dexos2', ['GM dexos2', 'ACEA C3']],
      ['Synth {v} V', ['Volvo VCC RBS0-2AE', 'ACEA A5/B5']],
      ['Synth {v} C1', ['ACEA C1', 'Ford WSS-M2C934-B', 'Jaguar Land Rover STJLR.03.5005']],
      ['Synth {v} A3/B4', ['ACEA A3/B4', 'API SP', 'MB 229.5']],
      ['Eco {v} C2', ['ACEA C2', 'API SP', 'Honda'], 'new'],
      ['Eco {v} Hybrid', ['ACEA C2', 'API SP', 'ILSAC GF-6A'], 'new'],
      ['Performance {v} LL-04', ['BMW Longlife-04', 'MB 229.51', 'ACEA C3']],
      ['Performance {v} 504', ['VW 504 00/507 00', 'ACEA C3']],
      ['Longlife {v} Diesel', ['VW 507 00', 'MB 229.52', 'ACEA C3']],
      ['HC-Synth {v}', ['ACEA A3/B4', 'API SN', 'VW 502 00/505 00']],
      ['Synth {v} LPG', ['ACEA C3', 'API SP', 'Gasmotoren']],
      ['Synth {v} Ford', ['Ford WSS-M2C913-D', 'ACEA A5/B5', 'API SP']],
      ['Synth {v} Renault', ['Renault RN0720', 'ACEA C4']],
      ['Synth {v} Toyota', ['ACEA C2', 'API SP', 'Toyota'], 'new'],
      ['Synth {v} PSA', ['PSA B71 2312', 'ACEA C2']],
    ]),
  },
  {
    categoryId: 'c-motor-pkw-5w40',
    prefix: '10-46',
    packs: CAR_PACKS,
    basePrice: 17.9,
    describe: carOil,
    seeds: engineSeeds('Motoröl', '5W-40', [
      ['Synth {v} C3', ['ACEA C3', 'API SP', 'VW 511 00', 'MB 229.51'], 'bestseller'],
      ['Synth {v} A3/B4', ['ACEA A3/B4', 'API SN', 'VW 502 00/505 00', 'MB 229.3']],
      ['Synth {v} Porsche', ['Porsche A40', 'MB 229.5', 'BMW Longlife-01']],
      ['Synth {v} Diesel', ['ACEA C3', 'VW 505 01', 'Ford WSS-M2C917-A']],
      ['Synth {v} Renault', ['Renault RN0710/RN0700', 'ACEA A3/B4']],
      ['Performance {v}', ['ACEA A3/B4', 'API SP', 'MB 229.5']],
      ['HC-Synth {v}', ['ACEA A3/B4', 'API SN/CF']],
      ['Synth {v} LPG', ['ACEA A3/B4', 'API SN', 'Gasmotoren'], 'new'],
      ['Synth {v} Classic', ['ACEA A3/B4', 'API SL', 'VW 502 00']],
      ['Synth {v} BMW LL-01', ['BMW Longlife-01', 'ACEA A3/B4']],
      ['Synth {v} Racing', ['ACEA A3/B4', 'API SN/CF']],
      ['Synth {v} Diesel DPF', ['ACEA C3', 'MB 229.51', 'VW 505 01']],
    ]),
  },
  {
    categoryId: 'c-motor-pkw-10w40',
    prefix: '10-48',
    packs: CAR_PACKS,
    basePrice: 13.9,
    describe: (seed) =>
      `Teilsynthetisches Motoröl für Benzin- und Dieselmotoren älterer Bauart, auch mit hoher Laufleistung. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: engineSeeds('Motoröl', '10W-40', [
      ['Super {v}', ['ACEA A3/B4', 'API SN/CF', 'MB 229.1'], 'bestseller'],
      ['Super {v} Diesel', ['ACEA A3/B4', 'VW 505 00']],
      ['Classic {v}', ['API SL/CF', 'ACEA A3/B3']],
      ['Super {v} LPG', ['ACEA A3/B4', 'Gasmotoren']],
      ['High Mileage {v}', ['API SN', 'ACEA A3/B4'], 'new'],
      ['Super {v} Fiat', ['Fiat 9.55535-D2', 'ACEA A3/B4']],
      ['Oldtimer {v}', ['API SL', 'ACEA A3/B3']],
      ['Super {v} Taxi', ['ACEA A3/B4', 'MB 229.3']],
      ['Super {v} Renault', ['Renault RN0700', 'ACEA A3/B4']],
      ['Super {v} Agrar', ['ACEA A3/B4', 'API CF']],
    ]),
  },
  {
    categoryId: 'c-motor-nfz-5w30',
    prefix: '11-51',
    packs: WORKSHOP_PACKS,
    basePrice: 15.9,
    describe: truckOil,
    seeds: engineSeeds('Motoröl Truck', '5W-30', [
      ['Synth {v} E6/E7', ['ACEA E6/E7', 'MB 228.51', 'MAN M 3477', 'Volvo VDS-4'], 'bestseller'],
      ['Synth {v} E4', ['ACEA E4', 'MB 228.5', 'MAN M 3277', 'Scania LDF-4']],
      ['Synth {v} CK-4', ['API CK-4', 'Cummins CES 20086', 'Volvo VDS-4.5']],
      ['Synth {v} E11', ['ACEA E11', 'MB 228.61', 'Renault RLD-4'], 'new'],
      ['Synth {v} Euro 6', ['ACEA E6', 'Deutz DQC IV-18 LA', 'MAN M 3677']],
      ['Synth {v} LD', ['Scania LDF-4', 'DAF HP-2', 'ACEA E6']],
      ['Synth {v} FA-4', ['API FA-4', 'Detroit DFS 93K223'], 'new'],
      ['Synth {v} Bus', ['ACEA E6', 'MB 228.51', 'Voith']],
      ['Synth {v} Iveco', ['Iveco 18-1804 TLS E6', 'ACEA E6']],
    ]),
  },
  {
    categoryId: 'c-motor-nfz-10w40',
    prefix: '11-53',
    packs: WORKSHOP_PACKS,
    basePrice: 12.9,
    describe: truckOil,
    seeds: engineSeeds('Motoröl Truck', '10W-40', [
      ['Synth {v} E6', ['ACEA E6/E7', 'MB 228.51', 'MAN M 3477', 'Volvo VDS-3'], 'bestseller'],
      ['Synth {v} E4', ['ACEA E4/E7', 'MB 228.5', 'MAN M 3277', 'Scania LDF-3']],
      ['{v} E7 CI-4', ['ACEA E7', 'API CI-4', 'Cummins CES 20078']],
      ['{v} E7 CK-4', ['ACEA E7', 'API CK-4', 'Mack EOS-4.5'], 'new'],
      ['Synth {v} LD', ['Scania LDF-3', 'DAF HP-2', 'Renault RLD-2']],
      ['{v} Agrar', ['ACEA E7', 'John Deere JDM J27', 'Deutz DQC III-18']],
      ['Synth {v} Euro 5', ['ACEA E4', 'Deutz DQC IV-10', 'MTU Typ 3']],
      ['Synth {v} Kommunal', ['ACEA E6', 'MB 228.51', 'Deutz DQC IV-10 LA']],
      ['Synth {v} Volvo', ['Volvo VDS-4', 'ACEA E7', 'Renault RLD-3']],
    ]),
  },
  {
    categoryId: 'c-motor-nfz-15w40',
    prefix: '11-55',
    packs: WORKSHOP_PACKS,
    basePrice: 9.9,
    describe: truckOil,
    seeds: engineSeeds('Motoröl Truck', '15W-40', [
      ['{v} E7', ['ACEA E7', 'API CI-4/SL', 'MB 228.3', 'Volvo VDS-3'], 'bestseller'],
      ['{v} CK-4', ['API CK-4', 'Cummins CES 20086', 'Mack EOS-4.5']],
      ['{v} E3', ['ACEA E3', 'API CG-4', 'MB 228.3']],
      ['{v} Agrar', ['ACEA E7', 'Massey Ferguson CMS M1144', 'John Deere JDM J27']],
      ['{v} Bau', ['ACEA E7', 'Caterpillar ECF-3', 'Komatsu KES 07.842']],
      ['{v} Gas', ['MAN M 3271-1', 'MB 226.9', 'Gasmotoren'], 'new'],
      ['{v} Marine', ['API CF', 'MTU Typ 1', 'Volvo Penta']],
      ['{v} Stationär', ['MTU Typ 2', 'MWM TR 0199-99-3105']],
      ['{v} Classic', ['API CH-4', 'ACEA E5']],
    ]),
  },
  {
    categoryId: 'c-motor-moto-10w40',
    prefix: '12-61',
    packs: [L1, L4, L20, L60],
    basePrice: 22.9,
    describe: motorcycleOil,
    seeds: engineSeeds('Motorradöl 4T', '10W-40', [
      ['Synth {v}', ['JASO MA2', 'API SP'], 'bestseller'],
      ['Racing {v}', ['JASO MA2', 'API SN']],
      ['Street {v}', ['JASO MA2', 'API SL']],
      ['Scooter {v}', ['JASO MB', 'API SN']],
      ['Offroad {v}', ['JASO MA2', 'API SN'], 'new'],
      ['Synth {v} Ester', ['JASO MA2', 'API SP']],
      ['Classic {v}', ['JASO MA', 'API SJ']],
      ['Synth {v} Enduro', ['JASO MA2', 'API SP']],
      ['Quad {v}', ['JASO MA', 'API SL']],
      ['Synth {v} Sport', ['JASO MA2', 'API SN'], 'bestseller'],
    ]),
  },
  {
    categoryId: 'c-motor-moto-20w50',
    prefix: '12-63',
    packs: [L1, L4, L20, L60],
    basePrice: 21.9,
    describe: motorcycleOil,
    seeds: engineSeeds('Motorradöl 4T', '20W-50', [
      ['V-Twin {v}', ['JASO MA2', 'API SN', 'Harley-Davidson HD 360'], 'bestseller'],
      ['Synth {v}', ['JASO MA2', 'API SP']],
      ['Classic {v}', ['JASO MA', 'API SG']],
      ['Tour {v}', ['JASO MA2', 'API SL'], 'new'],
      ['Mineral {v}', ['JASO MA', 'API SJ']],
      ['Custom {v}', ['JASO MA2', 'API SN', 'Harley-Davidson HD 360']],
      ['Boxer {v}', ['JASO MA', 'API SL']],
    ]),
  },
  {
    categoryId: 'c-gear-vehicle-manual',
    prefix: '20-21',
    packs: CAR_PACKS,
    basePrice: 18.9,
    describe: (seed) =>
      `Getriebeöl für Schalt- und Achsgetriebe von PKW und Nutzfahrzeugen: leichtes Schalten, hoher Verschleissschutz auch unter Stossbelastung. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Getriebeöl 75W-90 GL-5 Synth', ['API GL-5', 'MIL-PRF-2105E', 'ZF TE-ML 05B/12L/16F/17B/19C/21A', 'MAN 342 Typ S1'], { bestseller: true }),
      seed('Getriebeöl 75W-90 GL-4/GL-5', ['API GL-4/GL-5', 'MAN 341 Typ Z2', 'ZF TE-ML 02B']),
      seed('Getriebeöl 75W-80 GL-4', ['API GL-4', 'ZF TE-ML 02D', 'MB 235.4']),
      seed('Getriebeöl 75W-80 GL-5', ['API GL-5', 'MAN 341 Typ E3', 'Scania STO 1:0']),
      seed('Getriebeöl 75W GL-4+', ['API GL-4+', 'VW G 052 512', 'Ford WSD-M2C200-C'], { new: true }),
      seed('Getriebeöl 75W-85 GL-5', ['API GL-5', 'Volvo 97312', 'ZF TE-ML 08']),
      seed('Getriebeöl 80W-90 GL-5', ['API GL-5', 'MIL-L-2105D', 'MAN 342 Typ M2']),
      seed('Getriebeöl 80W-90 GL-4', ['API GL-4', 'ZF TE-ML 02A/17A', 'MB 235.1']),
      seed('Getriebeöl 80W GL-4', ['API GL-4', 'MB 235.1']),
      seed('Achsöl 75W-140 GL-5 LS', ['API GL-5', 'Limited Slip', 'MIL-PRF-2105E'], { bestseller: true }),
      seed('Achsöl 85W-140 GL-5', ['API GL-5', 'MAN 342 Typ M1', 'ZF TE-ML 07A/16D']),
      seed('Achsöl 80W-90 LS', ['API GL-5', 'Limited Slip', 'ZF TE-ML 05C/12C/21C']),
      seed('Getriebeöl 75W-90 Truck', ['API GL-4', 'ZF TE-ML 01L/02E', 'MB 235.11', 'Volvo 97305'], { new: true }),
      seed('Doppelkupplungsöl DCT', ['VW G 052 182', 'BMW MTF LT-5', 'Ford WSS-M2C936-A']),
      seed('Getriebeöl 75W-90 GL-4 Synth', ['API GL-4', 'VW G 055 532', 'Opel 1940182']),
      seed('Getriebeöl 75W-80 Truck', ['ZF TE-ML 02D', 'Volvo 97307', 'Iveco 18-1804 TLS']),
      seed('Achsöl 75W-90 LS Synth', ['API GL-5', 'Limited Slip', 'Ford WSP-M2C197-A']),
      seed('Getriebeöl SAE 90 GL-4', ['API GL-4', 'MB 235.1']),
    ],
  },
  {
    categoryId: 'c-gear-vehicle-atf',
    prefix: '20-25',
    packs: CAR_PACKS,
    basePrice: 16.9,
    describe: (seed) =>
      `Automatikgetriebeöl (ATF) mit stabilen Reibwerten für weiches, ruckfreies Schalten und lange Lebensdauer des Getriebes. Freigaben: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('ATF Dexron VI', ['GM Dexron VI', 'Ford Mercon LV', 'ZF TE-ML 14E', 'Voith H55.6336'], { bestseller: true }),
      seed('ATF Dexron III', ['GM Dexron IIIH', 'Ford Mercon', 'MB 236.1', 'ZF TE-ML 09/11A/14A'], { bestseller: true }),
      seed('ATF Multi-Vehicle', ['GM Dexron VI', 'Ford Mercon V', 'JASO 1A', 'Toyota WS']),
      seed('ATF 6HP', ['ZF TE-ML 11B', 'ZF LifeguardFluid 6', 'BMW 83 22 0 142 516']),
      seed('ATF 8HP', ['ZF LifeguardFluid 8', 'ZF TE-ML 11', 'Audi G 060 162'], { new: true }),
      seed('ATF CVT', ['Nissan NS-2', 'Toyota TC', 'Honda HCF-2', 'VW TL 52180']),
      seed('ATF 134 FE', ['MB 236.15', 'MB 236.17', 'NAG2']),
      seed('ATF Type A Suffix A', ['GM Type A Suffix A', 'Ford M2C33-F']),
      seed('ATF Allison TES-668', ['Allison TES-668', 'ZF TE-ML 14C', 'Voith H55.6335']),
      seed('ATF Servo', ['GM Dexron IID', 'MB 236.3', 'ZF TE-ML 04D']),
      seed('DSG-Getriebeöl', ['VW G 052 182', 'VW TL 52182'], { new: true }),
      seed('ATF Dexron II', ['GM Dexron IID', 'ZF TE-ML 03D/04D']),
      seed('ATF 9G', ['MB 236.17', 'ZF TE-ML 11']),
      seed('ATF Honda', ['Honda ATF DW-1', 'Honda Z-1']),
    ],
  },
  {
    categoryId: 'c-gear-industry-clp',
    prefix: '21-31',
    packs: BULK_PACKS,
    basePrice: 8.9,
    describe: (seed) =>
      `Mineralisches Industriegetriebeöl mit EP-Zusätzen für Stirnrad-, Kegelrad- und Schneckengetriebe unter hoher Last. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [46, 68, 100, 150, 220, 320, 460, 680, 1000, 1500].map((grade) =>
      seed(`Getriebeöl CLP ${grade}`, ['DIN 51517-3 CLP', `ISO VG ${grade}`, 'AGMA 9005-F16', 'David Brown S1.53.101'], grade === 220 ? { bestseller: true } : {}),
    ),
  },
  {
    categoryId: 'c-gear-industry-synth',
    prefix: '21-35',
    packs: BULK_PACKS,
    basePrice: 17.9,
    describe: (seed) =>
      `Synthetisches Hochleistungs-Getriebeöl für hohe Temperaturen, lange Ölwechselintervalle und hohe Wirkungsgrade. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[100, 150, 220, 320, 460, 680].map((grade) => seed(`Getriebeöl CLP HC ${grade}`, ['DIN 51517-3 CLP HC', `ISO VG ${grade}`, 'Flender-Freigabe'], grade === 220 ? { bestseller: true } : {})),
      ...[150, 220, 320, 460, 680, 1000].map((grade) => seed(`Getriebeöl CLP PG ${grade}`, ['DIN 51517-3 CLP PG', `ISO VG ${grade}`, 'Schneckengetriebe'])),
      seed('Getriebeöl CLP HC 220 H1', ['NSF H1', 'DIN 51517-3 CLP HC', 'ISO VG 220'], { new: true }),
    ],
  },
  {
    categoryId: 'c-hydraulic-hlp-zinc',
    prefix: '30-11',
    packs: BULK_PACKS,
    basePrice: 7.9,
    describe: (seed) =>
      `Zinkhaltiges Hydrauliköl mit hohem Verschleissschutz für Hydraulikanlagen in Industrie und Mobilhydraulik. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [10, 15, 22, 32, 46, 68, 100, 150].map((grade) =>
      seed(`Hydrauliköl HLP ${grade}`, ['DIN 51524-2 HLP', `ISO VG ${grade}`, 'Denison HF-0', 'Eaton E-FDGN-TB002-E'], grade === 46 ? { bestseller: true } : {}),
    ),
  },
  {
    categoryId: 'c-hydraulic-hlp-zincfree',
    prefix: '30-15',
    packs: BULK_PACKS,
    basePrice: 8.9,
    describe: (seed) =>
      `Zinkfreies Hydrauliköl (aschefrei) für Anlagen mit Silber- oder Buntmetallteilen und wo zinkfreie Öle vorgeschrieben sind. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[22, 32, 46, 68].map((grade) => seed(`Hydrauliköl HLP ${grade} zinkfrei`, ['DIN 51524-2 HLP', `ISO VG ${grade}`, 'Bosch Rexroth RDE 90245'], grade === 46 ? { bestseller: true } : {})),
      ...[32, 46].map((grade) => seed(`Hydrauliköl HLP-D ${grade}`, ['DIN 51502 HLP-D', `ISO VG ${grade}`, 'detergierend'])),
      seed('Hydrauliköl HLP 46 Plus', ['DIN 51524-2 HLP', 'ISO VG 46', 'Parker HF-1'], { new: true }),
      seed('Hydrauliköl HLP 32 zinkfrei Mobil', ['DIN 51524-2 HLP', 'ISO VG 32', 'Mobilhydraulik']),
      seed('Hydrauliköl HLP 68 zinkfrei Plus', ['DIN 51524-2 HLP', 'ISO VG 68', 'Parker HF-1']),
    ],
  },
  {
    categoryId: 'c-hydraulic-hvlp',
    prefix: '30-21',
    packs: BULK_PACKS,
    basePrice: 9.9,
    describe: (seed) =>
      `Mehrbereichs-Hydrauliköl mit hohem Viskositätsindex für Anlagen im Freien und wechselnde Temperaturen. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[15, 22, 32, 46, 68, 100].map((grade) => seed(`Hydrauliköl HVLP ${grade}`, ['DIN 51524-3 HVLP', `ISO VG ${grade}`, 'Denison HF-0'], grade === 32 ? { bestseller: true } : {})),
      seed('Hydrauliköl HVLP-D 46', ['DIN 51502 HVLP-D', 'ISO VG 46', 'detergierend']),
      seed('Hydrauliköl HVLP 32 Arctic', ['DIN 51524-3 HVLP', 'ISO VG 32', 'tiefe Temperaturen'], { new: true }),
      seed('Hydrauliköl HVLP 46 zinkfrei', ['DIN 51524-3 HVLP', 'ISO VG 46', 'zinkfrei']),
      seed('Hydrauliköl HVLP 68 Mobil', ['DIN 51524-3 HVLP', 'ISO VG 68', 'Mobilhydraulik']),
    ],
  },
  {
    categoryId: 'c-hydraulic-bio',
    prefix: '30-31',
    packs: BULK_PACKS,
    basePrice: 14.9,
    describe: (seed) =>
      `Biologisch schnell abbaubares Hydrauliköl für umweltsensible Einsätze in Land- und Forstwirtschaft, Wasserbau und Kommunaltechnik. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[32, 46, 68].map((grade) => seed(`Bio-Hydrauliköl HEES ${grade}`, ['ISO 15380 HEES', `ISO VG ${grade}`, 'EU Ecolabel'], grade === 46 ? { bestseller: true } : {})),
      ...[32, 46].map((grade) => seed(`Bio-Hydrauliköl HEPR ${grade}`, ['ISO 15380 HEPR', `ISO VG ${grade}`, 'Blauer Engel'])),
      seed('Bio-Hydrauliköl HETG 46', ['ISO 15380 HETG', 'ISO VG 46']),
      seed('Bio-Hydrauliköl HEES 46 Forst', ['ISO 15380 HEES', 'ISO VG 46', 'Kettenschmierung'], { new: true }),
      seed('Bio-Hydrauliköl HEES 22', ['ISO 15380 HEES', 'ISO VG 22', 'EU Ecolabel']),
      seed('Bio-Hydrauliköl HEES 46 Marine', ['ISO 15380 HEES', 'ISO VG 46', 'VGP EAL']),
    ],
  },
  {
    categoryId: 'c-grease-lithium',
    prefix: '40-11',
    packs: GREASE_PACKS,
    basePrice: 21.9,
    describe: (seed) =>
      `Lithiumverseiftes Mehrzweckfett für Wälz- und Gleitlager, Fahrwerk und Industrie. Wasserbeständig und scherstabil. Kennzeichnung: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Lithiumfett EP 2', ['DIN 51502 KP2K-30', 'NLGI 2'], { bestseller: true }),
      seed('Lithiumfett EP 0', ['DIN 51502 GP0K-30', 'NLGI 0']),
      seed('Lithiumfett EP 1', ['DIN 51502 KP1K-30', 'NLGI 1']),
      seed('Lithiumfett EP 3', ['DIN 51502 KP3K-20', 'NLGI 3']),
      seed('Lithiumfett EP 00 Fliessfett', ['DIN 51502 GP00K-30', 'NLGI 00']),
      seed('Lithiumfett MP 2', ['DIN 51502 K2K-30', 'NLGI 2']),
      seed('Lithiumfett MP 3', ['DIN 51502 K3K-20', 'NLGI 3']),
      seed('Lithiumfett EP 2 MoS2', ['DIN 51502 KPF2K-30', 'NLGI 2', 'Molybdändisulfid']),
      seed('Lithiumfett EP 2 Graphit', ['DIN 51502 KPF2K-20', 'NLGI 2'], { new: true }),
      seed('Lithiumfett EP 2 Wälzlager', ['DIN 51502 KP2K-30', 'NLGI 2', 'Wälzlager']),
      seed('Lithiumfett EP 1 Zentralschmierung', ['DIN 51502 KP1K-40', 'NLGI 1']),
    ],
  },
  {
    categoryId: 'c-grease-complex',
    prefix: '40-21',
    packs: GREASE_PACKS,
    basePrice: 27.9,
    describe: (seed) =>
      `Komplexfett für hohe Lasten und Temperaturen, Stösse und Wasser: Radlager, Baumaschinen, Stahlwerke. Kennzeichnung: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Lithiumkomplexfett EP 2', ['DIN 51502 KP2N-30', 'NLGI 2'], { bestseller: true }),
      seed('Lithiumkomplexfett EP 1', ['DIN 51502 KP1N-30', 'NLGI 1']),
      seed('Lithiumkomplexfett EP 2 Blau', ['DIN 51502 KP2N-30', 'NLGI 2', 'Radlager']),
      seed('Lithiumkomplexfett EP 2 Synth', ['DIN 51502 KPHC2N-40', 'NLGI 2'], { new: true }),
      seed('Calciumsulfonat-Komplexfett 2', ['DIN 51502 KP2N-25', 'NLGI 2', 'Wasserbeständig']),
      seed('Aluminiumkomplexfett 2', ['DIN 51502 KP2N-20', 'NLGI 2']),
      seed('Polyharnstofffett 2', ['DIN 51502 KP2N-30', 'NLGI 2', 'Elektromotoren']),
      seed('Lithiumkomplexfett EP 00 Zentralschmierung', ['DIN 51502 GP00N-40', 'NLGI 00']),
      seed('Lithiumkomplexfett EP 1.5 Bau', ['DIN 51502 KP1/2N-30', 'NLGI 1.5', 'Baumaschinen']),
      seed('Calciumsulfonat-Komplexfett 1.5 Marine', ['DIN 51502 KP1/2N-25', 'NLGI 1.5', 'Salzwasser']),
    ],
  },
  {
    categoryId: 'c-grease-special-heat',
    prefix: '40-31',
    packs: SPECIAL_GREASE_PACKS,
    basePrice: 39.9,
    describe: (seed) =>
      `Hochtemperaturfett für Lager in Öfen, Trocknern und Förderanlagen, die dauerhaft heiss laufen. Kennzeichnung: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Hochtemperaturfett 2', ['DIN 51502 KP2R-20', 'NLGI 2', 'bis 180 °C'], { bestseller: true }),
      seed('Hochtemperaturfett Bentonit 2', ['DIN 51502 K2R-10', 'NLGI 2', 'tropfpunktfrei']),
      seed('Hochtemperaturfett PFPE', ['DIN 51502 KFK2U-20', 'NLGI 2', 'bis 260 °C']),
      seed('Hochtemperatur-Kettenfett', ['DIN 51502 KPHC1S-20', 'NLGI 1']),
      seed('Hochtemperaturfett Polyharnstoff 2', ['DIN 51502 KPHC2R-40', 'NLGI 2'], { new: true }),
      seed('Hochtemperatur-Montagepaste', ['bis 1100 °C', 'Kupferfrei']),
      seed('Hochtemperaturfett Silikon 2', ['DIN 51502 KSI2R-40', 'NLGI 2', 'bis 200 °C']),
      seed('Hochtemperatur-Kupferpaste', ['bis 1100 °C', 'Bremsen und Auspuff']),
    ],
  },
  {
    categoryId: 'c-grease-special-food',
    prefix: '40-35',
    packs: SPECIAL_GREASE_PACKS,
    basePrice: 34.9,
    describe: (seed) =>
      `Lebensmitteltaugliches Schmierfett für Maschinen, bei denen gelegentlicher Kontakt mit Lebensmitteln möglich ist. Kennzeichnung: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Lebensmittelfett NSF H1 EP 2', ['NSF H1', 'DIN 51502 KPHC2K-30', 'ISO 21469'], { bestseller: true }),
      seed('Lebensmittelfett NSF H1 Aluminiumkomplex 2', ['NSF H1', 'DIN 51502 KPHC2N-30', 'Halal', 'Kosher']),
      seed('Lebensmittelfett NSF H1 Silikon', ['NSF H1', 'Dichtungen und Armaturen']),
      seed('Lebensmittelfett NSF H1 Hochtemperatur', ['NSF H1', 'bis 200 °C'], { new: true }),
      seed('Lebensmittelfett NSF H1 Fliessfett 00', ['NSF H1', 'DIN 51502 GPHC00K-40']),
      seed('Lebensmittelfett NSF H1 Kalzium 2', ['NSF H1', 'DIN 51502 KPHC2K-20', 'wasserbeständig']),
      seed('Lebensmittelfett NSF H1 Tieftemperatur 1', ['NSF H1', 'DIN 51502 KPHC1K-50', 'Kühlräume']),
    ],
  },
  {
    categoryId: 'c-coolant-concentrate',
    prefix: '50-11',
    packs: CAR_PACKS,
    basePrice: 11.9,
    describe: (seed) =>
      `Kühlerschutz-Konzentrat auf Ethylenglykolbasis, silikat- und aminfrei wo gefordert. Vor Gebrauch mit Wasser mischen, meist 1:1 für Frostschutz bis −37 °C. Freigaben: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Kühlerschutz G12evo Konzentrat', ['VW TL 774 L', 'MB 325.5', 'Porsche'], { bestseller: true }),
      seed('Kühlerschutz G13 Konzentrat', ['VW TL 774 J', 'Audi', 'Seat', 'Skoda']),
      seed('Kühlerschutz G12++ Konzentrat', ['VW TL 774 G', 'MB 325.5']),
      seed('Kühlerschutz G12+ Konzentrat', ['VW TL 774 F', 'MAN 324 Typ SNF']),
      seed('Kühlerschutz G11 Konzentrat', ['VW TL 774 C', 'MB 325.0', 'BMW GS 94000'], { bestseller: true }),
      seed('Kühlerschutz G40 Konzentrat', ['Opel/GM', 'Honda', 'Renault 41-01-001/-S Typ D']),
      seed('Kühlerschutz G48 Konzentrat', ['MB 325.0', 'MAN 324 Typ NF', 'Volvo 128 6083/002']),
      seed('Kühlerschutz G30 Konzentrat', ['MB 325.3', 'MAN 324 Typ SNF', 'Deutz DQC CB-14']),
      seed('Kühlerschutz G05 Konzentrat', ['MB 325.0', 'MAN 324 Typ NF', 'BMW GS 94000']),
      seed('Kühlerschutz Longlife OAT Konzentrat', ['ASTM D3306', 'Cummins CES 14603', 'Caterpillar EC-1']),
      seed('Kühlerschutz NFZ Konzentrat', ['MAN 324 Typ SNF', 'Scania TB 1451', 'DAF 74002'], { new: true }),
      seed('Kühlerschutz Hybrid Konzentrat', ['ASTM D3306', 'Hybrid-Batteriekühlung'], { new: true }),
      seed('Kühlerschutz G64 Konzentrat', ['Hyundai', 'Kia', 'VW TL 774 H']),
    ],
  },
  {
    categoryId: 'c-coolant-ready',
    prefix: '50-15',
    packs: CAR_PACKS,
    basePrice: 6.9,
    describe: (seed) =>
      `Gebrauchsfertiges Kühlmittel, fertig gemischt mit entmineralisiertem Wasser: direkt einfüllen, kein Mischen nötig. Freigaben: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Kühlmittel G12evo gebrauchsfertig −37 °C', ['VW TL 774 L', 'MB 325.6'], { bestseller: true }),
      seed('Kühlmittel G13 gebrauchsfertig −37 °C', ['VW TL 774 J']),
      seed('Kühlmittel G12++ gebrauchsfertig −37 °C', ['VW TL 774 G', 'MB 325.6']),
      seed('Kühlmittel G11 gebrauchsfertig −37 °C', ['VW TL 774 C', 'MB 325.2'], { bestseller: true }),
      seed('Kühlmittel G40 gebrauchsfertig −37 °C', ['Opel/GM', 'Renault Typ D']),
      seed('Kühlmittel G48 gebrauchsfertig −37 °C', ['MB 325.2', 'MAN 324 Typ NF']),
      seed('Kühlmittel G30 gebrauchsfertig −37 °C', ['MB 325.3']),
      seed('Kühlmittel G12evo gebrauchsfertig −25 °C', ['VW TL 774 L'], { new: true }),
      seed('Kühlmittel NFZ gebrauchsfertig −37 °C', ['MAN 324 Typ SNF', 'Scania TB 1451']),
      seed('Kühlmittel G64 gebrauchsfertig −37 °C', ['Hyundai', 'Kia']),
      seed('Kühlmittel Longlife OAT gebrauchsfertig −37 °C', ['ASTM D3306', 'Cummins CES 14603']),
    ],
  },
  {
    categoryId: 'c-metal-water',
    prefix: '60-11',
    packs: BULK_PACKS,
    basePrice: 12.9,
    describe: (seed) =>
      `Wassermischbarer Kühlschmierstoff für Drehen, Fräsen, Bohren und Schleifen: gute Kühlung, stabile Emulsion, hautverträglich. Eigenschaften: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Kühlschmierstoff Emulsion Universal', ['mineralölhaltig', 'borfrei', 'DIN 51385 SEMW'], { bestseller: true }),
      seed('Kühlschmierstoff Emulsion Aluminium', ['borfrei', 'formaldehydfrei', 'DIN 51385 SEMW']),
      seed('Kühlschmierstoff teilsynthetisch', ['mineralölarm', 'borfrei', 'DIN 51385 SEMW']),
      seed('Kühlschmierstoff vollsynthetisch Schleifen', ['mineralölfrei', 'DIN 51385 SESW']),
      seed('Kühlschmierstoff Emulsion Hochleistung', ['EP-Zusätze', 'borfrei', 'DIN 51385 SEMW']),
      seed('Kühlschmierstoff Emulsion formaldehydfrei', ['formaldehydfrei', 'aminfrei', 'DIN 51385 SEMW'], { new: true }),
      seed('Kühlschmierstoff Emulsion Guss', ['nitritfrei', 'DIN 51385 SEMW']),
      seed('Kühlschmierstoff Esterbasis', ['mineralölfrei', 'biologisch abbaubar', 'DIN 51385 SEMW']),
      seed('Kühlschmierstoff Emulsion Titan', ['chlorfrei', 'borfrei', 'DIN 51385 SEMW']),
      seed('Kühlschmierstoff Lösung Glasbearbeitung', ['mineralölfrei', 'DIN 51385 SESW']),
    ],
  },
  {
    categoryId: 'c-metal-cutting',
    prefix: '60-21',
    packs: BULK_PACKS,
    basePrice: 10.9,
    describe: (seed) =>
      `Nichtwassermischbares Schneidöl für spanende Bearbeitung mit hohen Anforderungen an Oberfläche und Werkzeugstandzeit. Eigenschaften: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Schneidöl 22 chlorfrei', ['DIN 51385 SN', 'ISO VG 22', 'chlorfrei'], { bestseller: true }),
      seed('Schneidöl 10 Hochleistung', ['DIN 51385 SN', 'ISO VG 10']),
      seed('Schneidöl 32 Universal', ['DIN 51385 SN', 'ISO VG 32']),
      seed('Tiefbohröl 15', ['DIN 51385 SN', 'ISO VG 15', 'Tiefbohren']),
      seed('Gewindeschneidöl', ['DIN 51385 SN', 'chlorfrei']),
      seed('Honöl 5', ['DIN 51385 SN', 'ISO VG 5']),
      seed('Schleiföl 7', ['DIN 51385 SN', 'ISO VG 7', 'Hartmetall']),
      seed('Schneidöl Ester 32', ['DIN 51385 SN', 'ISO VG 32', 'biologisch abbaubar'], { new: true }),
      seed('Stanz- und Umformöl', ['DIN 51385 SN', 'verdunstend']),
      seed('Schneidöl 15 Automatendrehen', ['DIN 51385 SN', 'ISO VG 15', 'Langdrehautomaten']),
      seed('Minimalmengenschmierstoff MMS', ['Esterbasis', 'Minimalmengenschmierung'], { new: true }),
    ],
  },
  {
    categoryId: 'c-metal-corrosion',
    prefix: '60-31',
    packs: [L4, L20, L60, L208],
    basePrice: 13.9,
    describe: (seed) =>
      `Korrosionsschutz für blanke Metallteile bei Lagerung und Transport, dünn auftragbar und leicht zu entfernen. Eigenschaften: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Korrosionsschutzöl dünnflüssig', ['DIN 51502 Kennzeichnung R', 'Innenlagerung bis 12 Monate'], { bestseller: true }),
      seed('Korrosionsschutz-Wachs', ['Aussenlagerung bis 24 Monate', 'trocknend']),
      seed('Korrosionsschutz Fluid wasserverdrängend', ['wasserverdrängend', 'Innenlagerung']),
      seed('Korrosionsschutzöl Konservierung', ['Langzeitkonservierung', 'DIN 51502 Kennzeichnung R']),
      seed('Korrosionsschutz-Emulsion', ['wassermischbar', 'Zwischenkonservierung'], { new: true }),
      seed('Rostlöser MoS2', ['kriechfähig', 'Molybdändisulfid']),
      seed('Korrosionsschutz VCI', ['Dampfphasen-Inhibitor', 'Verpackung']),
      seed('Korrosionsschutzöl Hohlraum', ['kriechfähig', 'Hohlraumkonservierung']),
    ],
  },
  {
    categoryId: 'c-industry-compressor',
    prefix: '70-11',
    packs: BULK_PACKS,
    basePrice: 11.9,
    describe: (seed) =>
      `Kompressorenöl für Kolben- und Schraubenverdichter mit geringer Rückstandsbildung und langer Standzeit. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[46, 68, 100, 150].map((grade) => seed(`Kompressorenöl VDL ${grade}`, ['DIN 51506 VDL', `ISO VG ${grade}`, 'ISO 6743-3 DAB'], grade === 100 ? { bestseller: true } : {})),
      ...[32, 46, 68].map((grade) => seed(`Schraubenkompressorenöl ${grade} Synth`, ['ISO 6743-3 DAJ', `ISO VG ${grade}`, '8000 Betriebsstunden'])),
      seed('Kompressorenöl 46 NSF H1', ['NSF H1', 'ISO VG 46'], { new: true }),
      seed('Kältekompressorenöl POE 68', ['ISO VG 68', 'Polyolester', 'HFKW-Kältemittel']),
      seed('Kältekompressorenöl PAG 46', ['ISO VG 46', 'Polyalkylenglykol', 'R1234yf']),
      seed('Vakuumpumpenöl 100', ['DIN 51506 VDL', 'ISO VG 100', 'Vakuumpumpen']),
    ],
  },
  {
    categoryId: 'c-industry-turbine',
    prefix: '70-21',
    packs: BULK_PACKS,
    basePrice: 12.9,
    describe: (seed) =>
      `Turbinenöl mit hoher Alterungsbeständigkeit und gutem Luftabscheidevermögen für Dampf-, Gas- und Wasserturbinen. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[32, 46, 68].map((grade) => seed(`Turbinenöl TD ${grade}`, ['DIN 51515-1 L-TD', `ISO VG ${grade}`, 'Siemens TLV 9013 04'], grade === 46 ? { bestseller: true } : {})),
      seed('Turbinenöl TG 32 Gasturbinen', ['DIN 51515-2 L-TG', 'ISO VG 32', 'GE GEK 32568']),
      seed('Turbinenöl Synth 32', ['ISO 8068 L-TSA', 'ISO VG 32'], { new: true }),
      seed('Turbinenöl Wasserkraft 68', ['DIN 51515-1 L-TD', 'ISO VG 68', 'Voith']),
      seed('Turbinenöl TD 100', ['DIN 51515-1 L-TD', 'ISO VG 100']),
      seed('Turbinenöl Synth 46 Wind', ['ISO 8068 L-TSA', 'ISO VG 46', 'Windkraft']),
    ],
  },
  {
    categoryId: 'c-industry-heat',
    prefix: '70-31',
    packs: BULK_PACKS,
    basePrice: 14.9,
    describe: (seed) =>
      `Wärmeträgeröl für geschlossene Heizkreisläufe mit hoher thermischer Stabilität und geringer Neigung zur Verkokung. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      seed('Wärmeträgeröl 32', ['DIN 51522 Q', 'bis 320 °C Vorlauf'], { bestseller: true }),
      seed('Wärmeträgeröl 22 Synth', ['DIN 51522 Q', 'bis 340 °C Vorlauf']),
      seed('Wärmeträgeröl 46', ['DIN 51522 Q', 'bis 300 °C Vorlauf']),
      seed('Wärmeträgeröl NSF HT1', ['NSF HT1', 'bis 310 °C Vorlauf'], { new: true }),
      seed('Anlagenreiniger für Wärmeträgeröl', ['Spülöl', 'vor dem Ölwechsel']),
      seed('Wärmeträgeröl 15 Tieftemperatur', ['DIN 51522 Q', 'ab −40 °C']),
    ],
  },
  {
    categoryId: 'c-industry-slideway',
    prefix: '70-41',
    packs: BULK_PACKS,
    basePrice: 10.9,
    describe: (seed) =>
      `Gleitbahnöl mit Haftzusätzen gegen Stick-Slip für Führungen und Schlitten von Werkzeugmaschinen. Spezifikationen: ${seed.approvals.join(', ')}.`,
    seeds: [
      ...[32, 68, 100, 220].map((grade) => seed(`Gleitbahnöl CGLP ${grade}`, ['DIN 51502 CGLP', `ISO VG ${grade}`, 'Cincinnati P-47'], grade === 68 ? { bestseller: true } : {})),
      seed('Gleitbahnöl CGLP 68 emulgierend', ['DIN 51502 CGLP', 'ISO VG 68', 'KSS-verträglich'], { new: true }),
      seed('Spindelöl 10', ['DIN 51502 CL', 'ISO VG 10', 'Spindellager']),
      seed('Spindelöl 22', ['DIN 51502 CL', 'ISO VG 22', 'Spindellager']),
      seed('Spindelöl 5', ['DIN 51502 CL', 'ISO VG 5', 'Hochgeschwindigkeit']),
      seed('Gleitbahnöl CGLP 220 Synth', ['DIN 51502 CGLP', 'ISO VG 220', 'Cincinnati P-50']),
    ],
  },
]

// ——— Building the products ———

/** A category's address part: lower case, umlauts written out, anything else a dash. */
export const slugOf = (text: string): string =>
  fold(text)
    .replace(/\+/g, '-plus-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const roundToRappen = (chf: number) => Math.round(chf * 20) / 20

const categoriesById = new Map(walkCategories().map((entry) => [entry.category.id, entry]))

/** A category and the path to it from the top, or undefined for an unknown id. */
export const categoryEntry = (id: string): { category: CategorySeed; path: CategorySeed[] } | undefined => categoriesById.get(id)

function tagsOf(seed: Seed, random: () => number): ProductTag[] {
  // Every eleventh product or so is on sale: seeded, so the same products every run.
  const types: (ProductTag['type'] | undefined)[] = [random() < 0.09 ? 'sale' : undefined, seed.new ? 'new' : undefined, seed.bestseller ? 'bestseller' : undefined]
  return types.filter((type) => type !== undefined).map((type) => ({ type, label: TAG_LABELS[type] }))
}

function buildLine(line: Line): CatalogueProduct[] {
  const entry = categoryEntry(line.categoryId)
  if (!entry || entry.category.children) throw new Error(`catalogue: ${line.categoryId} is not a leaf category.`)
  const slugs = entry.path.map((category) => category.slug)
  return line.seeds.map((seed, index) => {
    // Article numbers leave gaps, as a real range does where products were discontinued.
    const articleNumber = `${line.prefix}${String(11 + index * 3).padStart(2, '0')}`
    const random = seeded(hashText(articleNumber))
    const priceLevel = 0.9 + random() * 0.3
    return {
      id: `p-${articleNumber}`,
      title: seed.title,
      url: `${categoryUrl(slugs)}/${slugOf(seed.title)}`,
      articleNumber,
      label: seed.approvals.slice(0, 3).join(' · '),
      categoryId: line.categoryId,
      categoryIds: entry.path.map((category) => category.id),
      categoryPath: entry.path.map((category) => category.name).join(' / '),
      tags: tagsOf(seed, random),
      description: line.describe(seed),
      approvals: seed.approvals,
      variants: line.packs.map((pack) => ({
        articleNumber: `${articleNumber}.${pack.code}`,
        size: pack.size,
        quantity: pack.quantity,
        unit: pack.unit,
        container: pack.container,
        priceChf: roundToRappen(line.basePrice * priceLevel * pack.quantity * pack.factor),
      })),
    }
  })
}

/** Every product of the mock catalogue, grouped by category in the order of the category tree. */
export const PRODUCTS: readonly CatalogueProduct[] = LINES.flatMap(buildLine)

const productsByUrl = new Map(PRODUCTS.map((product) => [product.url, product]))
/** The product whose page lives at `path`, if any. */
export const productAt = (path: string): CatalogueProduct | undefined => productsByUrl.get(path)

/** The products filed under a category or any of its descendants, in catalogue order. */
export const productsIn = (categoryId: string): CatalogueProduct[] => PRODUCTS.filter((product) => product.categoryIds.includes(categoryId))
