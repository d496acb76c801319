/**
 * The recommendation for a type (spec 1 §2 steps note and recommendation, §3 recommendation), derived from the type
 * on every call, the same on every run: its components by category (a car's engine, gearbox, axle, steering, cooling
 * and brakes; a motorcycle's engine and fork; a tractor's engine, UTTO transmission, axle and cooling; a boat's engine
 * and gear case …), capacities and intervals as text in the asked language, a normal and often a severe, winter or
 * racing variant, each with products of the mock catalogue (catalogue.ts) and their packs as article numbers. About
 * one component in twenty answers the placeholder product instead (the maker has none: «ask us»).
 */
import type { VehicleType } from '@/api/oilfinder'
import type { Language, Text } from '@/test/cms/texts'
import { defaultAddresses } from '@/api/addresses'
import { PRODUCTS, type CatalogueProduct } from '../catalogue'
import { findSafetyDataSheet } from '../safety-data-sheets'
import { PRODUCT_PICTURE } from '../search'
import { hashText, seeded } from '../seeded'
import { oilCategory } from './categories'
import { disclaimerIdOf } from './disclaimers'
import { oilMake } from './makes'
import {
  BRAKE_FLUID_TITLE,
  capacity,
  COMPONENT_NAMES,
  interval,
  NOTES,
  PLACEHOLDER_TITLE,
  TWO_STROKE_TITLE,
  USAGE_LABELS,
  type ComponentId,
  type Interval,
} from './texts'
import { oilModel, typeEntry, type OilModel, type OilType } from './vehicles'

type Usage = keyof typeof USAGE_LABELS
/** A catalogue product by id, or the placeholder with its title. */
type ProductRef = string | { placeholder: Text }
type Capacity = { litres: number; extra?: 'withFilter' | 'withoutFilter' | 'perLeg' }
/** A recommended product as the backend sends it (the data contract; api/oilfinder.ts reads it). */
type WireProduct =
  | {
      placeholder: false
      productId: string
      title: string
      url: string
      image: { src: string; alt: string }
      specification: string
      articleNumbers: string[]
      safetyDataSheet: string
    }
  | { placeholder: true; title: string }
/** A recommendation as the backend sends it. */
export type WireRecommendation = {
  vehicle: { categoryId: string; category: string; makeId: string; make: string; modelId: string; model: string; type: VehicleType }
  notes: string[]
  components: { id: string; name: string; code?: string; capacities: string[]; intervals: string[]; variants: { usage: Usage; label: string; products: WireProduct[] }[] }[]
  disclaimerId: string
}
type Plan = { id: ComponentId; code?: string; capacities: Capacity[]; intervals: Interval[]; variants: { usage: Usage; products: ProductRef[] }[] }

const round1 = (value: number) => Math.round(value * 10) / 10
const normal = (...products: ProductRef[]) => ({ usage: 'normal' as const, products })
const also = (usage: Usage, ...products: ProductRef[]) => ({ usage, products })

// ——— Products: which catalogue product a component takes (ids of catalogue.ts) ———

/** A car's engine oil by maker and age: [normal, severe]. */
function carEngineOil(make: string, type: OilType): [string, string] {
  const { fuel, yearFrom } = type
  const modern = yearFrom >= 2019
  switch (make) {
    case 'vw':
    case 'audi':
    case 'seat':
    case 'skoda':
      if (yearFrom < 2008) return ['p-10-4614', 'p-10-4635']
      return modern && fuel !== 'diesel' ? ['p-10-4111', 'p-10-4141'] : ['p-10-4411', 'p-10-4447']
    case 'porsche':
      return ['p-10-4617', 'p-10-4641']
    case 'bmw':
      if (yearFrom < 2008) return ['p-10-4638', 'p-10-4617']
      return modern && fuel === 'petrol' ? ['p-10-4114', 'p-10-4444'] : ['p-10-4444', 'p-10-4414']
    case 'mercedes-benz':
      return modern ? ['p-10-4132', 'p-10-4444'] : ['p-10-4411', 'p-10-4444']
    case 'toyota':
      return fuel === 'hybrid' ? ['p-10-4123', 'p-10-4465'] : ['p-10-4465', 'p-10-4414']
    case 'ford':
      return modern && fuel === 'petrol' ? ['p-10-4144', 'p-10-4459'] : ['p-10-4459', 'p-10-4423']
    case 'renault':
    case 'dacia':
      if (fuel === 'gas') return ['p-10-4632', 'p-10-4456']
      return fuel === 'diesel' ? ['p-10-4462', 'p-10-4420'] : ['p-10-4623', 'p-10-4462']
    case 'peugeot':
    case 'citroen':
      return ['p-10-4468', 'p-10-4214']
    case 'opel':
      return yearFrom >= 2019 ? ['p-10-4468', 'p-10-4214'] : ['p-10-4426', 'p-10-4229']
    case 'fiat':
    case 'alfa-romeo':
      if (fuel === 'gas') return ['p-10-4456', 'p-10-4632']
      return ['p-10-4417', 'p-10-4214']
    case 'honda':
      return ['p-10-4438', 'p-10-4441']
    case 'volvo':
      return yearFrom >= 2015 ? ['p-10-4129', 'p-10-4429'] : ['p-10-4429', 'p-10-4220']
    default:
      // Hyundai, Kia, Mazda, Subaru, Suzuki: ILSAC oils, a C3 oil for their diesels.
      return fuel === 'diesel' ? ['p-10-4414', 'p-10-4435'] : yearFrom >= 2016 ? ['p-10-4120', 'p-10-4423'] : ['p-10-4423', 'p-10-4435']
  }
}

/** A coolant concentrate and its ready-mixed version, by maker and age. */
function carCoolant(make: string, type: OilType): string[] {
  if (type.fuel === 'electric') return ['p-50-1144']
  switch (make) {
    case 'vw':
    case 'audi':
    case 'seat':
    case 'skoda':
    case 'porsche':
      return type.yearFrom >= 2019 ? ['p-50-1111', 'p-50-1511'] : type.yearFrom >= 2012 ? ['p-50-1114', 'p-50-1514'] : ['p-50-1117', 'p-50-1517']
    case 'bmw':
      return ['p-50-1135']
    case 'mercedes-benz':
      return type.yearFrom >= 2016 ? ['p-50-1132', 'p-50-1529'] : ['p-50-1129', 'p-50-1526']
    case 'hyundai':
    case 'kia':
      return ['p-50-1147', 'p-50-1538']
    case 'volvo':
      return ['p-50-1129', 'p-50-1526']
    case 'opel':
    case 'peugeot':
    case 'citroen':
    case 'renault':
    case 'dacia':
    case 'honda':
      return ['p-50-1126', 'p-50-1523']
    case 'toyota':
      return type.fuel === 'hybrid' ? ['p-50-1144'] : ['p-50-1138', 'p-50-1541']
    default:
      return ['p-50-1117', 'p-50-1517']
  }
}

/** The automatic gearbox's code and fluid. */
function automaticGearbox(make: string, type: OilType): { code: string; product: string; litres: number } {
  if (/DSG|S tronic/.test(type.name)) return type.modelClass === 's' ? { code: 'DQ200', product: 'p-20-2541', litres: 1.7 } : { code: 'DQ381', product: 'p-20-2541', litres: 5.5 }
  if (make === 'mercedes-benz') return type.yearFrom >= 2016 ? { code: '9G-TRONIC', product: 'p-20-2547', litres: 9.3 } : { code: '7G-TRONIC', product: 'p-20-2529', litres: 8.0 }
  if (make === 'porsche') return { code: 'PDK', product: 'p-20-2150', litres: 7.5 }
  if (make === 'bmw' || make === 'alfa-romeo' || make === 'audi') return { code: 'ZF 8HP', product: 'p-20-2523', litres: 8.5 }
  if (/CVT|Lineartronic|Multidrive/.test(type.name)) return { code: 'CVT', product: 'p-20-2526', litres: 7.0 }
  if (type.fuel === 'hybrid') return { code: 'e-CVT', product: 'p-20-2517', litres: 3.5 }
  if (/EAT8/.test(type.name)) return { code: 'EAT8', product: 'p-20-2517', litres: 7.0 }
  if (/DCT/.test(type.name)) return { code: '7DCT', product: 'p-20-2150', litres: 2.0 }
  return { code: 'AT6', product: 'p-20-2517', litres: 6.5 }
}

const manualGearboxOil = (make: string) =>
  ['vw', 'audi', 'seat', 'skoda', 'ford'].includes(make) ? 'p-20-2123' : make === 'bmw' ? 'p-20-2150' : make === 'opel' ? 'p-20-2153' : 'p-20-2117'

const LONG_LIFE = new Set(['vw', 'audi', 'seat', 'skoda', 'bmw', 'mercedes-benz', 'porsche'])
/** Makes whose cars drive their rear wheels: a rear axle differential of their own. */
const REAR_DRIVEN = new Set(['bmw', 'mercedes-benz', 'porsche'])

// ——— Plans per category ———

function carPlans(make: string, type: OilType, random: () => number): Plan[] {
  const plans: Plan[] = []
  const litres = round1(Math.min(9, Math.max(3, ((type.ccm ?? 1600) / 1000) * 1.5 + 1.6)))
  const longLife = LONG_LIFE.has(make) && type.yearFrom >= 2005
  if (type.fuel !== 'electric') {
    const [oil, severeOil] = carEngineOil(make, type)
    plans.push({
      id: 'engine',
      code: type.engine,
      capacities: [{ litres, extra: 'withFilter' }, { litres: round1(litres - 0.3), extra: 'withoutFilter' }],
      intervals: longLife ? [{ km: 30_000, months: 24 }, { km: 15_000, months: 12, severe: true }] : [{ km: 15_000, months: 12 }, { km: 10_000, months: 12, severe: true }],
      variants: [normal(oil), make === 'porsche' && type.modelClass === 'p' ? also('racing', severeOil) : also('severe', severeOil)],
    })
  }
  if (type.fuel === 'electric') {
    plans.push({ id: 'gearbox-reduction', capacities: [{ litres: 1.2 }], intervals: [{ lifetime: true }], variants: [normal('p-20-2517')] })
  } else if (type.automatic) {
    const gearbox = automaticGearbox(make, type)
    plans.push({ id: 'gearbox-automatic', code: gearbox.code, capacities: [{ litres: gearbox.litres }], intervals: [{ km: 60_000, months: 48 }], variants: [normal(gearbox.product)] })
  } else {
    const vag = ['vw', 'audi', 'seat', 'skoda'].includes(make)
    plans.push({ id: 'gearbox-manual', ...(vag ? { code: type.modelClass === 's' ? 'MQ200' : 'MQ350' } : {}), capacities: [{ litres: type.modelClass === 's' ? 1.7 : 2.1 }], intervals: [{ lifetime: true }], variants: [normal(manualGearboxOil(make))] })
  }
  if (type.allWheel || (REAR_DRIVEN.has(make) && type.fuel !== 'electric')) {
    plans.push({ id: 'axle-rear', capacities: [{ litres: type.modelClass === 'x' ? 1.6 : 0.9 }], intervals: [{ check: true }], variants: [normal('p-20-2159')] })
  }
  if (type.yearFrom < 2012 && type.fuel !== 'electric') {
    plans.push({ id: 'power-steering', capacities: [{ litres: 1.0 }], intervals: [{ check: true }], variants: [normal('p-20-2538')] })
  }
  plans.push({ id: 'coolant', capacities: [{ litres: round1(litres * 1.6 + 1) }], intervals: [{ years: 5 }], variants: [normal(...carCoolant(make, type))] })
  // The range has no brake fluid: where the finder names it, it asks the visitor to ask (spec 1 §2).
  if (random() < 0.15) plans.push({ id: 'brake-fluid', capacities: [{ litres: 1.0 }], intervals: [{ years: 2 }], variants: [normal({ placeholder: BRAKE_FLUID_TITLE })] })
  return plans
}
const SCOOTER = /PCX|NMAX|XMAX|TMAX|Forza|Burgman|C 400|SR GT/
const OFFROAD = /Enduro|Adventure|Ténéré|Africa Twin|Tuareg|V85|Pan America|V-Strom/

function motorcyclePlans(make: string, model: OilModel, type: OilType): Plan[] {
  const sport = (type.powerKw ?? 0) >= 120
  const engineOil = SCOOTER.test(model.name)
    ? 'p-12-6120'
    : make === 'harley-davidson' && type.cooling === 'air'
      ? 'p-12-6311'
      : make === 'moto-guzzi' || (make === 'bmw' && type.cooling === 'air')
        ? 'p-12-6329'
        : OFFROAD.test(type.name)
          ? 'p-12-6132'
          : sport
            ? 'p-12-6138'
            : 'p-12-6111'
  const plans: Plan[] = [
    {
      id: 'engine',
      capacities: [{ litres: round1(Math.min(5.5, Math.max(0.9, ((type.ccm ?? 600) / 1000) * 2.4 + 1))), extra: 'withFilter' }],
      intervals: [{ km: make === 'ktm' ? 7_500 : 10_000, months: 12 }],
      variants: sport ? [normal(engineOil), also('racing', 'p-12-6114')] : [normal(engineOil)],
    },
  ]
  if (!SCOOTER.test(model.name)) plans.push({ id: 'fork', capacities: [{ litres: sport ? 0.6 : 0.5, extra: 'perLeg' }], intervals: [{ km: 20_000, months: 24 }], variants: sport ? [normal('p-30-1111'), also('racing', 'p-30-2111')] : [normal('p-30-1111')] })
  if (/^[RK] /.test(model.name) || make === 'moto-guzzi') plans.push({ id: 'final-drive', capacities: [{ litres: 0.18 }], intervals: [{ km: 40_000, months: 24 }], variants: [normal('p-20-2111')] })
  if (type.cooling === 'water') plans.push({ id: 'coolant', capacities: [{ litres: round1(1 + (type.ccm ?? 600) / 1000) }], intervals: [{ years: 4 }], variants: [normal('p-50-1517')] })
  return plans
}

const TRUCK_ENGINE_OILS: Readonly<Record<string, [string, string]>> = {
  man: ['p-11-5111', 'p-11-5311'],
  scania: ['p-11-5126', 'p-11-5323'],
  daf: ['p-11-5126', 'p-11-5323'],
  'volvo-trucks': ['p-11-5335', 'p-11-5111'],
  'renault-trucks': ['p-11-5120', 'p-11-5335'],
  iveco: ['p-11-5135', 'p-11-5111'],
  'mercedes-benz': ['p-11-5120', 'p-11-5111'],
}
const TRUCK_GEARBOXES: Readonly<Record<string, string>> = { man: 'TipMatic', scania: 'Opticruise GRS905', 'volvo-trucks': 'I-Shift AT2612', 'renault-trucks': 'Optidriver', 'mercedes-benz': 'PowerShift G281', daf: 'TraXon' }
const VAN_ENGINE_OILS: Readonly<Record<string, string>> = { vw: 'p-10-4411', man: 'p-10-4411', ford: 'p-10-4459', 'mercedes-benz': 'p-10-4444', renault: 'p-10-4462', fiat: 'p-10-4417', iveco: 'p-10-4414' }

function truckPlans(make: string, type: OilType, random: () => number): Plan[] {
  const van = type.modelClass === 'v' || type.modelClass === 'w' || type.modelClass === 'e'
  if (van) return vanPlans(make, type, random)
  const heavy = type.modelClass === 'h'
  const plans: Plan[] = []
  if (type.fuel === 'electric') {
    plans.push({ id: 'gearbox-reduction', capacities: [{ litres: 6 }], intervals: [{ km: 200_000, months: 36 }], variants: [normal('p-20-2517')] })
  } else {
    const [oil, severeOil] = type.fuel === 'gas' ? ['p-11-5526', 'p-11-5526'] : (TRUCK_ENGINE_OILS[make] ?? ['p-11-5511', 'p-11-5311'])
    plans.push({
      id: 'engine',
      code: type.engine,
      capacities: [{ litres: Math.round(((type.ccm ?? 7000) / 1000) * 3 + 8), extra: 'withFilter' }],
      intervals: [{ km: heavy ? 100_000 : 60_000, months: 12 }, { km: heavy ? 45_000 : 30_000, months: 12, severe: true }],
      variants: oil === severeOil ? [normal(oil)] : [normal(oil), also('severe', severeOil)],
    })
    plans.push({ id: 'gearbox-manual', code: TRUCK_GEARBOXES[make] ?? 'ZF TraXon', capacities: [{ litres: heavy ? 15.5 : 9 }], intervals: [{ km: 450_000, months: 36 }], variants: [normal(make === 'mercedes-benz' || make === 'volvo-trucks' ? 'p-20-2147' : 'p-20-2156')] })
  }
  plans.push({ id: 'axle-rear', capacities: [{ litres: heavy ? 16 : 9 }], intervals: [{ km: 360_000, months: 36 }], variants: [normal('p-20-2111'), also('severe', 'p-20-2141')] })
  if (type.fuel !== 'electric') plans.push({ id: 'power-steering', capacities: [{ litres: 4 }], intervals: [{ check: true }], variants: [normal('p-20-2514')] })
  plans.push({ id: 'coolant', capacities: [{ litres: heavy ? 55 : 30 }], intervals: [{ years: 3 }], variants: [normal(...(['man', 'scania', 'daf'].includes(make) ? ['p-50-1141', 'p-50-1535'] : ['p-50-1129', 'p-50-1526']))] })
  return plans
}

function vanPlans(make: string, type: OilType, random: () => number): Plan[] {
  const plans: Plan[] = []
  const litres = round1(((type.ccm ?? 2000) / 1000) * 1.6 + 3)
  if (type.fuel === 'electric') {
    plans.push({ id: 'gearbox-reduction', capacities: [{ litres: 1.5 }], intervals: [{ lifetime: true }], variants: [normal('p-20-2517')] })
  } else {
    plans.push({ id: 'engine', code: type.engine, capacities: [{ litres, extra: 'withFilter' }], intervals: [{ km: 30_000, months: 24 }, { km: 15_000, months: 12, severe: true }], variants: [normal(VAN_ENGINE_OILS[make] ?? 'p-10-4414'), also('severe', 'p-10-4435')] })
    plans.push({ id: 'gearbox-manual', capacities: [{ litres: 2.2 }], intervals: [{ lifetime: true }], variants: [normal(make === 'vw' || make === 'man' ? 'p-20-2123' : 'p-20-2117')] })
  }
  plans.push({ id: 'coolant', capacities: [{ litres: round1(litres * 2.5) }], intervals: [{ years: 5 }], variants: [normal(...(type.fuel === 'electric' ? ['p-50-1144'] : make === 'vw' || make === 'man' ? ['p-50-1111', 'p-50-1511'] : ['p-50-1117', 'p-50-1517']))] })
  if (random() < 0.15) plans.push({ id: 'brake-fluid', capacities: [{ litres: 1.0 }], intervals: [{ years: 2 }], variants: [normal({ placeholder: BRAKE_FLUID_TITLE })] })
  return plans
}

const AGRI_ENGINE_OILS: Readonly<Record<string, [string, string]>> = {
  'john-deere': ['p-11-5326', 'p-11-5520'],
  fendt: ['p-11-5520', 'p-11-5311'],
  'massey-ferguson': ['p-11-5520', 'p-11-5311'],
  valtra: ['p-11-5520', 'p-11-5311'],
  'deutz-fahr': ['p-11-5326', 'p-11-5329'],
  claas: ['p-11-5326', 'p-11-5311'],
  kubota: ['p-10-4838', 'p-11-5326'],
}

function agriculturePlans(make: string, type: OilType): Plan[] {
  const harvester = type.modelClass === 'c' || type.modelClass === 'f'
  const litres = Math.round(((type.ccm ?? 6000) / 1000) * 2.6 + 4)
  const [oil, severeOil] = AGRI_ENGINE_OILS[make] ?? ['p-11-5511', 'p-11-5311']
  const hp = type.powerHp ?? 150
  const plans: Plan[] = [
    { id: 'engine', code: type.engine, capacities: [{ litres, extra: 'withFilter' }], intervals: [{ hours: 500, months: 12 }, { hours: 250, severe: true }], variants: [normal(oil), also('severe', severeOil)] },
  ]
  if (harvester) {
    plans.push({ id: 'hydraulics', capacities: [{ litres: 120 }], intervals: [{ hours: 1000, months: 24 }], variants: [normal('p-30-1123'), also('winter', 'p-30-2132')] })
    plans.push({ id: 'travel-drives', capacities: [{ litres: 12 }], intervals: [{ hours: 1000, months: 24 }], variants: [normal('p-20-2129')] })
  } else {
    plans.push({ id: 'transmission-hydraulics', capacities: [{ litres: Math.round(30 + hp * 0.35) }], intervals: [{ hours: 1200, months: 24 }], variants: [normal('p-30-2120'), also('winter', 'p-30-2132')] })
    plans.push({ id: 'axle-front', capacities: [{ litres: round1(4 + hp * 0.03) }], intervals: [{ hours: 1200, months: 24 }], variants: [normal('p-20-2144')] })
  }
  plans.push({ id: 'coolant', capacities: [{ litres: Math.round(litres * 1.8) }], intervals: [{ years: 3 }], variants: [normal(...(make === 'john-deere' ? ['p-50-1138', 'p-50-1541'] : ['p-50-1129', 'p-50-1526']))] })
  plans.push({ id: 'grease', capacities: [], intervals: [{ hours: 50 }], variants: [normal('p-40-2111')] })
  return plans
}

const BAU_ENGINE_OILS: Readonly<Record<string, [string, string]>> = {
  caterpillar: ['p-11-5523', 'p-11-5317'],
  komatsu: ['p-11-5523', 'p-11-5317'],
  'volvo-ce': ['p-11-5335', 'p-11-5511'],
  kubota: ['p-10-4838', 'p-11-5523'],
  'wacker-neuson': ['p-10-4838', 'p-11-5523'],
  takeuchi: ['p-10-4838', 'p-11-5523'],
}

function constructionPlans(make: string, type: OilType): Plan[] {
  const litres = Math.round(((type.ccm ?? 4000) / 1000) * 2.8 + 3)
  const [oil, severeOil] = BAU_ENGINE_OILS[make] ?? ['p-11-5511', 'p-11-5523']
  const plans: Plan[] = [
    { id: 'engine', code: type.engine, capacities: [{ litres, extra: 'withFilter' }], intervals: [{ hours: 500, months: 12 }, { hours: 250, severe: true }], variants: [normal(oil), also('severe', severeOil)] },
    { id: 'hydraulics', capacities: [{ litres: Math.round(litres * 9) }], intervals: [{ hours: 2000, months: 24 }], variants: [normal('p-30-1123', 'p-30-3114'), also('winter', 'p-30-2132')] },
  ]
  if (type.modelClass === 'b' || type.modelClass === 'r') plans.push({ id: 'travel-drives', capacities: [{ litres: round1(litres * 0.3) }], intervals: [{ hours: 1000, months: 12 }], variants: [normal('p-20-2129')] })
  if (type.modelClass === 'k' || type.modelClass === 'q') {
    plans.push({ id: 'gearbox-automatic', code: 'ZF Ergopower', capacities: [{ litres: 35 }], intervals: [{ hours: 1000, months: 12 }], variants: [normal('p-20-2535')] })
    plans.push({ id: 'axle-rear', capacities: [{ litres: 28 }], intervals: [{ hours: 2000, months: 24 }], variants: [normal('p-20-2144')] })
  }
  plans.push({ id: 'coolant', capacities: [{ litres: Math.round(litres * 1.7) }], intervals: [{ hours: 6000 }], variants: [normal('p-50-1138', 'p-50-1541')] })
  plans.push({ id: 'grease', capacities: [], intervals: [{ hours: 10 }], variants: [normal('p-40-2135')] })
  return plans
}

function marinePlans(make: string, type: OilType): Plan[] {
  const inboard = type.pool === 'yanmar' || (type.pool === 'volvo-penta' && 'abcd'.includes(type.modelClass))
  const sterndrive = type.modelClass === 'n' || (type.pool === 'volvo-penta' && 'ef'.includes(type.modelClass))
  const litres = round1(Math.max(0.5, ((type.ccm ?? 1000) / 1000) * 1.6 + 0.4))
  const engineOil: ProductRef = make === 'evinrude' ? { placeholder: TWO_STROKE_TITLE } : inboard ? 'p-11-5529' : 'p-10-4811'
  const plans: Plan[] = [{ id: 'engine', code: type.engine, capacities: make === 'evinrude' ? [] : [{ litres, extra: 'withFilter' }], intervals: [{ hours: inboard ? 250 : 100, months: 12 }], variants: [normal(engineOil)] }]
  if (inboard) {
    plans.push({ id: 'marine-gearbox', capacities: [{ litres: round1(0.3 + litres * 0.25) }], intervals: [{ hours: 500, months: 24 }], variants: [normal('p-20-2514')] })
    plans.push({ id: 'coolant', capacities: [{ litres: round1(litres * 1.5) }], intervals: [{ years: 4 }], variants: [normal('p-50-1129', 'p-50-1526')] })
  } else {
    plans.push({ id: sterndrive ? 'sterndrive' : 'gear-case', capacities: [{ litres: sterndrive ? 2.2 : round1(0.3 + litres * 0.1) }], intervals: [{ hours: 100, months: 12 }], variants: [normal(sterndrive ? 'p-20-2111' : 'p-20-2129')] })
    if (type.modelClass !== '1') plans.push({ id: 'power-trim', capacities: [{ litres: 0.7 }], intervals: [{ check: true }], variants: [normal('p-20-2514')] })
  }
  plans.push({ id: 'grease', capacities: [], intervals: [{ hours: 100, months: 12 }], variants: [normal('p-40-2138')] })
  return plans
}

// ——— Notes (spec 1 §2 "note") ———

function notesOf(categoryId: string, make: string, type: OilType): Text[] {
  const notes: Text[] = []
  if ((categoryId === 'pkw' || categoryId === 'nfz') && type.fuel === 'diesel' && type.yearFrom >= 2009) notes.push(NOTES.particleFilter)
  if (categoryId === 'pkw' && LONG_LIFE.has(make) && type.yearFrom >= 2005 && type.fuel !== 'electric') notes.push(NOTES.longLife)
  if (type.fuel === 'hybrid') notes.push(NOTES.hybrid)
  if (type.fuel === 'electric') notes.push(NOTES.electric)
  if (type.fuel === 'gas') notes.push(NOTES.gas)
  if (categoryId === 'motorrad' && type.pool === 'motorcycle' && !SCOOTER.test(type.name)) notes.push(NOTES.wetClutch)
  if (categoryId === 'landwirtschaft' || categoryId === 'bau') notes.push(NOTES.operatingHours)
  if (categoryId === 'marine') notes.push(NOTES.saltWater)
  return notes
}

// ——— Rendering ———

const productsById = new Map(PRODUCTS.map((product) => [product.id, product]))

/** The product's viscosity (its leaf category, for oils graded by SAE) and first approvals. */
const specificationOf = (product: CatalogueProduct) => {
  const leaf = product.categoryPath.split(' / ').at(-1) ?? ''
  return [...(leaf.startsWith('SAE ') ? [leaf] : []), ...product.approvals.slice(0, 3)].join(', ')
}

function productOf(ref: ProductRef, language: Language): WireProduct {
  if (typeof ref !== 'string') return { placeholder: true, title: ref.placeholder[language] }
  const product = productsById.get(ref)
  if (!product) throw new Error(`oil finder: the catalogue has no product ${ref}.`)
  return {
    placeholder: false,
    productId: product.id,
    title: product.title,
    url: product.url,
    image: { src: PRODUCT_PICTURE, alt: product.title },
    specification: specificationOf(product),
    articleNumbers: product.variants.map((variant) => variant.articleNumber),
    safetyDataSheet: safetyDataSheetOf(product, language),
  }
}

/**
 * The download of the product's safety data sheet in `language`, or its German original where the sheet has no
 * translation into it (English is missing for about one product in three; the sheets are German, French, Italian).
 */
function safetyDataSheetOf(product: CatalogueProduct, language: Language): string {
  const sheet = findSafetyDataSheet(`sdb-${product.articleNumber}-${language}`) ?? findSafetyDataSheet(`sdb-${product.articleNumber}-de`)
  if (!sheet) throw new Error(`oil finder: the catalogue has no safety data sheet for ${product.id}.`)
  return `${defaultAddresses.safetyDataSheetDownload}?id=${encodeURIComponent(sheet.id)}`
}

/** The share of components that answer the placeholder although the range has a product: about one in fifty. */
const PLACEHOLDER_SHARE = 0.02

/** The recommendation for a type in `language`, or undefined for an unknown type. */
export function recommendationOf(type: OilType, language: Language): WireRecommendation | undefined {
  const model = oilModel(type.modelId)
  const make = model && oilMake(model.makeId)
  const category = model && oilCategory(model.categoryId)
  if (!model || !make || !category) return undefined
  const random = seeded(hashText(`recommendation:${type.id}`))
  const plansOf: Readonly<Record<string, () => Plan[]>> = {
    pkw: () => carPlans(make.id, type, random),
    motorrad: () => motorcyclePlans(make.id, model, type),
    nfz: () => truckPlans(make.id, type, random),
    landwirtschaft: () => agriculturePlans(make.id, type),
    bau: () => constructionPlans(make.id, type),
    marine: () => marinePlans(make.id, type),
  }
  const plans = plansOf[category.id]?.() ?? []
  return {
    vehicle: { categoryId: category.id, category: category.name[language], makeId: make.id, make: make.name, modelId: model.id, model: model.name, type: typeEntry(type) },
    notes: notesOf(category.id, make.id, type).map((note) => note[language]),
    components: plans.map((plan) => {
      const placeholder = random() < PLACEHOLDER_SHARE
      return {
        id: plan.id,
        name: COMPONENT_NAMES[plan.id][language],
        ...(plan.code === undefined ? {} : { code: plan.code }),
        capacities: plan.capacities.map((entry) => capacity(entry.litres, language, entry.extra)),
        intervals: plan.intervals.map((entry) => interval(entry, language)),
        variants: (placeholder ? [normal({ placeholder: PLACEHOLDER_TITLE })] : plan.variants).map((variant) => ({
          usage: variant.usage,
          label: USAGE_LABELS[variant.usage][language],
          products: variant.products.map((ref) => productOf(ref, language)),
        })),
      }
    }),
    disclaimerId: disclaimerIdOf(category.id),
  }
}
