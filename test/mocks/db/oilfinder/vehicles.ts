/**
 * The oil finder's models and types, built once from the compact seeds (model-seeds.ts, engine-seeds.ts) with a
 * seeded generator (no Math.random): the same vehicles on every run. A model takes some of the engines of its make's
 * pool that fit its class and years; a type is one engine at one power, some also with the make's automatic or
 * all-wheel-drive version. A motorcycle model's types are its versions (ABS, Adventure, R …) of its one engine.
 */
import type { VehicleType } from '@/api/oilfinder'
import { slugOf } from '../catalogue'
import { hashText, seeded } from '../seeded'
import { ENGINE_POOLS } from './engine-seeds'
import { MODEL_GROUPS, MOTORCYCLE_GROUPS } from './model-seeds'

/** A type with what its recommendation is derived from. */
export type OilType = VehicleType & {
  modelId: string
  /** The engine pool and the model's class (model-seeds.ts). */
  pool: string
  modelClass: string
  automatic: boolean
  allWheel: boolean
  /** Motorcycles: air- or water-cooled. */
  cooling?: 'air' | 'water'
}

export type OilModel = { id: string; makeId: string; categoryId: string; name: string; yearFrom: number; yearTo?: number; types: OilType[] }

type Engine = { name: string; code?: string; ccm?: number; powers: number[]; fuel: VehicleType['fuel']; from: number; to?: number; classes: string }

const FUELS: Record<string, VehicleType['fuel']> = { p: 'petrol', d: 'diesel', h: 'hybrid', e: 'electric', g: 'gas' }
const PS_PER_KW = 1.35962
/** The last model year the demo knows of (its «today» is in November 2026). */
const LAST_YEAR = 2026

const optionalNumber = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text))

function engineOf(seed: string): Engine {
  const [name = '', code = '', ccm, powers = '', fuel = 'p', from = '', to, classes = ''] = seed.split('|')
  return {
    name,
    code: code === '' ? undefined : code,
    ccm: optionalNumber(ccm),
    // `150h` is 150 PS: kept as kW, so `{hp}` reads 150 again.
    powers: powers.split(',').map((power) => (power.endsWith('h') ? Number(power.slice(0, -1)) / PS_PER_KW : Number(power))),
    fuel: FUELS[fuel] ?? 'petrol',
    from: Number(from),
    to: optionalNumber(to),
    classes,
  }
}

const pools = new Map(Object.entries(ENGINE_POOLS).map(([pool, seeds]) => [pool, seeds.map(engineOf)]))

/** The automatic or all-wheel-drive version a car make offers besides its base type. */
const VERSIONS: Readonly<Record<string, readonly string[]>> = {
  'alfa-romeo': ['Q4 Automatik', 'TCT'],
  audi: ['S tronic', 'quattro S tronic'],
  bmw: ['Steptronic'],
  citroen: ['EAT8'],
  dacia: ['4x4'],
  fiat: ['Dualogic'],
  ford: ['Automatik', 'AWD Automatik'],
  honda: ['CVT'],
  hyundai: ['DCT', '4WD DCT'],
  kia: ['DCT', 'AWD DCT'],
  mazda: ['Automatik', 'AWD Automatik'],
  'mercedes-benz': ['4MATIC'],
  opel: ['Automatik'],
  peugeot: ['EAT8'],
  renault: ['EDC'],
  seat: ['DSG', '4Drive DSG'],
  skoda: ['DSG', '4x4 DSG'],
  subaru: ['Lineartronic'],
  suzuki: ['Allgrip', 'Automatik'],
  toyota: ['Multidrive S', 'AWD-i'],
  volvo: ['Geartronic', 'AWD Geartronic'],
  vw: ['DSG', '4Motion DSG'],
}
const AUTOMATIC = /DSG|tronic|Automatik|EAT8|CVT|DCT|EDC|TCT|Dualogic|Lineartronic|Multidrive|4MATIC/
const ALL_WHEEL = /4Motion|quattro|4x4|4Drive|4MATIC|AWD|Q4|Allgrip|xDrive|4WD|e-quattro/
/** Makes whose cars are automatic throughout, or drive their rear wheels. */
const ALWAYS_AUTOMATIC = new Set(['mercedes-benz', 'porsche', 'tesla'])
const REAR_DRIVEN = new Set(['bmw', 'mercedes-benz', 'porsche'])

const fill = (template: string, series: string, kw: number) =>
  template
    .replace('{s}', series)
    .replace('{hp10}', String(Math.round((kw * PS_PER_KW) / 10)))
    .replace('{hp}', String(Math.round(kw * PS_PER_KW)))
    .replace('{kw}', String(Math.round(kw)))
    .trim()

/**
 * Distinct names and ids within a model: two types of one name (BMW's 330d of 265 and 286 PS) are told apart by their
 * PS, then by their engine code; what still repeats gets a counter in its id.
 */
function uniqueIds(types: OilType[]): OilType[] {
  const count = (list: OilType[], name: string) => list.filter((type) => type.name === name).length
  const byPower = types.map((type) => (count(types, type.name) > 1 && !type.name.endsWith(' PS') ? { ...type, name: `${type.name} ${type.powerHp} PS` } : type))
  // Two engine generations of one power (Hyundai's 1.6 CRDi D4FB and D4FE) by their engine code.
  const named = byPower.map((type) => (count(byPower, type.name) > 1 && type.engine !== undefined ? { ...type, name: `${type.name} (${type.engine})` } : type))
  const seen = new Set<string>()
  return named.map((type) => {
    const base = `${type.modelId}-${slugOf(type.name)}`
    let id = base
    for (let index = 2; seen.has(id); index++) id = `${base}-${index}`
    seen.add(id)
    return { ...type, id }
  })
}

const shuffled = <T>(items: readonly T[], random: () => number): T[] =>
  items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item)

function engineModel(makeId: string, categoryId: string, pool: string, seed: string): OilModel {
  const [name = '', from = '', to, modelClass = '', seriesSeed] = seed.split('|')
  const id = `${makeId}-${slugOf(name)}`
  const yearFrom = Number(from)
  const yearTo = optionalNumber(to)
  const series = seriesSeed ?? name.split(' ')[0] ?? name
  const random = seeded(hashText(id))
  const isCar = categoryId === 'pkw'
  const candidates = (pools.get(pool) ?? [])
    .filter((engine) => engine.classes.includes(modelClass))
    .flatMap((engine) => {
      const first = Math.max(yearFrom, engine.from)
      const last = Math.min(yearTo ?? LAST_YEAR, engine.to ?? LAST_YEAR)
      if (first > last) return []
      const open = yearTo === undefined && engine.to === undefined
      return engine.powers.map((kw) => ({ engine, kw, first, last: open ? undefined : last }))
    })
  // A car takes three to six of its engines and powers, another vehicle two to five.
  const chosen = shuffled(candidates, random).slice(0, isCar ? 3 + Math.floor(random() * 4) : 2 + Math.floor(random() * 4))
  const types = chosen.flatMap(({ engine, kw, first, last }) => {
    // Two powers of one engine are told apart by their PS, as the makers' price lists do ('1.0 TSI 95 PS').
    const named = fill(engine.name, series, kw)
    const base = engine.powers.length > 1 && !engine.name.includes('{') ? `${named} ${Math.round(kw * PS_PER_KW)} PS` : named
    const type = (suffix: string): OilType => {
      const typeName = suffix === '' ? base : `${base} ${suffix}`
      const electric = engine.fuel === 'electric'
      return {
        id: `${id}-${slugOf(typeName)}`,
        name: typeName,
        ...(engine.code === undefined ? {} : { engine: engine.code }),
        ...(engine.ccm === undefined ? {} : { ccm: engine.ccm }),
        powerKw: Math.round(kw),
        powerHp: Math.round(kw * PS_PER_KW),
        yearFrom: first,
        ...(last === undefined ? {} : { yearTo: last }),
        fuel: engine.fuel,
        modelId: id,
        pool,
        modelClass,
        automatic: electric || engine.fuel === 'hybrid' || ALWAYS_AUTOMATIC.has(makeId) || AUTOMATIC.test(typeName),
        allWheel: ALL_WHEEL.test(typeName) || makeId === 'subaru' || (isCar && modelClass === 'x' && !REAR_DRIVEN.has(makeId)) || /Land Cruiser|Ranger|Jimny/.test(name),
      }
    }
    const versions = VERSIONS[makeId] ?? []
    const extra = isCar && engine.fuel !== 'electric' && engine.fuel !== 'hybrid' && versions.length > 0 && random() < 0.55
    return extra ? [type(''), type(versions[Math.floor(random() * versions.length)] ?? '')] : [type('')]
  })
  return { id, makeId, categoryId, name, yearFrom, ...(yearTo === undefined ? {} : { yearTo }), types: uniqueIds(sortTypes(types)) }
}

const MOTORCYCLE_VERSIONS = ['ABS', 'Pro', 'R', 'S', 'Special', 'Tour']

function motorcycleModel(makeId: string, seed: string): OilModel {
  const [name = '', from = '', to, ccm = '', kw = '', cooling = 'w'] = seed.split('|')
  const id = `${makeId}-${slugOf(name)}`
  const yearFrom = Number(from)
  const yearTo = optionalNumber(to)
  const random = seeded(hashText(id))
  const versions = ['', ...shuffled(MOTORCYCLE_VERSIONS, random).slice(0, 1 + Math.floor(random() * 3))]
  const types = versions.map((version, index): OilType => {
    // A sportier version has a little more power; a later one came a year or three after the model.
    const power = Number(kw) * (version === 'R' || version === 'S' || version === 'Pro' ? 1.08 : 1)
    const first = Math.min(yearTo ?? LAST_YEAR, yearFrom + (index === 0 ? 0 : 1 + Math.floor(random() * 3)))
    const typeName = version === '' ? name : `${name} ${version}`
    return {
      id: `${id}-${slugOf(typeName)}`,
      name: typeName,
      ccm: Number(ccm),
      powerKw: Math.round(power),
      powerHp: Math.round(power * PS_PER_KW),
      yearFrom: first,
      ...(yearTo === undefined ? {} : { yearTo }),
      fuel: 'petrol',
      modelId: id,
      pool: 'motorcycle',
      modelClass: 'moto',
      automatic: false,
      allWheel: false,
      cooling: cooling === 'a' ? 'air' : 'water',
    }
  })
  return { id, makeId, categoryId: 'motorrad', name, yearFrom, ...(yearTo === undefined ? {} : { yearTo }), types: uniqueIds(types) }
}

const sortTypes = (types: OilType[]) => [...types].sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }) || a.yearFrom - b.yearFrom)

/** Every model of the finder, make by make, in the order of the seeds. */
export const OIL_MODELS: readonly OilModel[] = [
  ...MODEL_GROUPS.flatMap((group) => group.models.map((seed) => engineModel(group.make, group.category, group.pool, seed))),
  ...MOTORCYCLE_GROUPS.flatMap((group) => group.models.map((seed) => motorcycleModel(group.make, seed))),
].filter((model) => model.types.length > 0)

const modelsById = new Map(OIL_MODELS.map((model) => [model.id, model]))
const typesById = new Map(OIL_MODELS.flatMap((model) => model.types.map((type) => [type.id, type] as const)))

export const oilModel = (id: string): OilModel | undefined => modelsById.get(id)
export const oilType = (id: string): OilType | undefined => typesById.get(id)
export const allOilTypes = (): OilType[] => [...typesById.values()]

/** A type as the finder's answers carry it (api/oilfinder.ts VehicleType), without what the mock derives from. */
export const typeEntry = ({ id, name, engine, ccm, powerKw, powerHp, yearFrom, yearTo, fuel }: OilType): VehicleType => ({
  id,
  name,
  ...(engine === undefined ? {} : { engine }),
  ...(ccm === undefined ? {} : { ccm }),
  ...(powerKw === undefined ? {} : { powerKw }),
  ...(powerHp === undefined ? {} : { powerHp }),
  yearFrom,
  ...(yearTo === undefined ? {} : { yearTo }),
  fuel,
})
