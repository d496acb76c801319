/**
 * The oil finder's calls (spec 1 §1, §2 steps brand, model, note, recommendation; §3 categories, brands, models, types,
 * recommendation, disclaimer, quick access; §7 the nine calls) and the shapes of their answers, checked at the edge.
 * The spec names the calls and their parameters only; the shapes are ours (the oil finder's data contract). Every call
 * but the plate and the disclaimer sends the page's language as `lang` (spec 1 §7). Lists are read entry by entry: a
 * malformed entry is dropped with a warning and a report, the others still show; a recommendation whose components
 * are all malformed is no answer.
 */
import * as v from 'valibot'
import { checkedList } from '@/src/lib/checked-list'
import { RICH_TEXT_MAX_LENGTH } from '@/src/lib/content-schemas'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { checkList, checkOptional, schemaCheck } from '@/src/lib/schema-check'
import { address, boundedText, maybe, shownText } from '@/src/lib/schema-parts'
import { callData, type CallContext } from './client'
import { CATEGORY_ICONS, oilfinderId } from './oilfinder-names'

export { CATEGORY_ICONS, type CategoryIcon } from './oilfinder-names'

/** spec 1 §7 search: the backend answers a search text of 3 to 100 characters. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_MAX_LENGTH = 100

/** What the fuel of a type may be. */
export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric', 'gas'] as const
/** The conditions a recommendation's variant is for. */
export const USAGES = ['normal', 'severe', 'winter', 'racing'] as const

// List caps: a category holds a few hundred makes at most, a make a few hundred models, a model a few hundred types;
// a search answers at most 50 hits (the contract); a plate names a handful of types.
const CATEGORIES_MAX = 20
const MAKES_MAX = 400
const MODELS_MAX = 500
const TYPES_MAX = 500
const HITS_MAX = 50
const PLATE_TYPES_MAX = 20
const NOTES_MAX = 10
const COMPONENTS_MAX = 20
const VARIANTS_MAX = 4
const PRODUCTS_MAX = 10
const LINES_MAX = 10
const ARTICLES_MAX = 30

// Display caps: names are a make's, model's or engine's name; notes and capacities a sentence; a longer one is cut.
const NAME_MAX = 100
const CODE_MAX = 40
const NOTE_MAX = 500
const LINE_MAX = 200
const LABEL_MAX = 80
const TITLE_MAX = 200
const SPECIFICATION_MAX = 300

const id = oilfinderId
const year = v.pipe(v.number(), v.integer(), v.minValue(1886), v.maxValue(2100))
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max))

/** An address of this site (a make's logo, a product page, a data sheet): never another host or a script. */
const sameOrigin = v.pipe(
  address,
  v.check((value) => sameOriginUrl(value) !== null, 'must be an address of this site'),
)

/** Texts shown one per line, at most `max` of them, each cut at `cap`; a line that is no text is left out. */
const lines = (cap: number, max: number) =>
  v.optional(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) => items.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, max)),
      v.array(shownText(cap)),
    ),
    [],
  )


const categorySchema = v.object({ id, name: shownText(NAME_MAX), icon: v.picklist(CATEGORY_ICONS) })
export type Category = v.InferOutput<typeof categorySchema>

const makeSchema = v.pipe(
  v.object({ id, name: shownText(NAME_MAX), image: v.optional(v.unknown()) }),
  v.transform(({ image, ...make }) => ({ ...make, image: checkOptional(image, sameOrigin, `the logo of make ${make.id}`) })),
)
export type Make = v.InferOutput<typeof makeSchema>

/** The years a model or type was built, the last (absent while still built) not before the first. */
const yearsInOrder = <T extends { yearFrom: number; yearTo?: number | undefined }>() =>
  v.check<T, string>(({ yearFrom, yearTo }) => yearTo === undefined || yearFrom <= yearTo, 'yearTo must not be before yearFrom')

const modelEntries = { id, name: shownText(NAME_MAX), yearFrom: year, yearTo: maybe(year) }
const modelSchema = v.pipe(v.object(modelEntries), yearsInOrder())
export type Model = v.InferOutput<typeof modelSchema>

const typeSchema = v.pipe(
  v.object({
    id,
    name: shownText(NAME_MAX),
    engine: maybe(shownText(CODE_MAX)),
    ccm: maybe(count(100_000)),
    powerKw: maybe(count(10_000)),
    powerHp: maybe(count(15_000)),
    yearFrom: year,
    yearTo: maybe(year),
    fuel: v.picklist(FUELS),
  }),
  yearsInOrder(),
)
export type VehicleType = v.InferOutput<typeof typeSchema>

const hydratedModelSchema = v.pipe(
  v.object({ ...modelEntries, categoryId: id, types: v.array(v.unknown()) }),
  yearsInOrder(),
  v.transform(({ types, ...model }) => ({ ...model, types: checkList(types, typeSchema, `the types of model ${model.id}`, TYPES_MAX) })),
)
export type HydratedModel = v.InferOutput<typeof hydratedModelSchema>

const searchHitSchema = v.object({ makeId: id, make: shownText(NAME_MAX), modelId: id, model: shownText(NAME_MAX), type: typeSchema })
export type SearchHit = v.InferOutput<typeof searchHitSchema>

const productImageSchema = v.object({ src: sameOrigin, alt: shownText(TITLE_MAX) })

const realProductSchema = v.pipe(
  v.object({
    placeholder: v.literal(false),
    productId: boundedText(100),
    title: shownText(TITLE_MAX),
    url: sameOrigin,
    image: v.optional(v.unknown()),
    specification: maybe(shownText(SPECIFICATION_MAX)),
    articleNumbers: v.pipe(v.array(boundedText(40)), v.transform((numbers) => [...new Set(numbers)].slice(0, ARTICLES_MAX))),
    safetyDataSheet: v.optional(v.unknown()),
  }),
  v.transform(({ image, safetyDataSheet, ...product }) => ({
    ...product,
    image: checkOptional(image, productImageSchema, `the picture of product ${product.productId}`),
    safetyDataSheet: checkOptional(safetyDataSheet, sameOrigin, `the safety data sheet of product ${product.productId}`),
  })),
)
/** The maker has no product for the component: the finder says «ask us» (spec 1 §2 recommendation). */
const placeholderProductSchema = v.object({ placeholder: v.literal(true), title: shownText(TITLE_MAX) })
const recommendedProductSchema = v.variant('placeholder', [realProductSchema, placeholderProductSchema])
export type RecommendedProduct = v.InferOutput<typeof recommendedProductSchema>

const variantSchema = v.pipe(
  v.object({ usage: v.picklist(USAGES), label: shownText(LABEL_MAX), products: v.array(v.unknown()) }),
  v.transform(({ products, ...variant }) => ({ ...variant, products: checkList(products, recommendedProductSchema, `the products for ${variant.usage} use`, PRODUCTS_MAX) })),
  v.check(({ products }) => products.length > 0, 'a variant needs at least one product'),
)
export type RecommendationVariant = v.InferOutput<typeof variantSchema>

const componentSchema = v.object({
  id,
  name: shownText(NAME_MAX),
  code: maybe(shownText(CODE_MAX)),
  capacities: lines(LINE_MAX, LINES_MAX),
  intervals: lines(LINE_MAX, LINES_MAX),
  variants: v.pipe(v.array(variantSchema), v.minLength(1, 'a component needs at least one variant'), v.maxLength(VARIANTS_MAX)),
})
export type RecommendationComponent = v.InferOutput<typeof componentSchema>

/** A vehicle by its category, make, model and type: the recommendation's, and the quick access's stored ones. */
export const vehicleSchema = v.object({
  categoryId: id,
  category: shownText(NAME_MAX),
  makeId: id,
  make: shownText(NAME_MAX),
  modelId: id,
  model: shownText(NAME_MAX),
  type: typeSchema,
})

const recommendationSchema = v.object({
  vehicle: vehicleSchema,
  // spec 1 §2 "note": hints for the vehicle shown before the products; none is an empty step.
  notes: lines(NOTE_MAX, NOTES_MAX),
  // Each component on its own: a malformed one is dropped, a recommendation left with none is no answer.
  components: v.pipe(
    checkedList(componentSchema, 'data.recommendation.components', COMPONENTS_MAX),
    v.check((components) => components.length > 0, 'a recommendation needs at least one component'),
  ),
  disclaimerId: maybe(id),
})
export type Recommendation = v.InferOutput<typeof recommendationSchema>

const disclaimerSchema = v.object({ id, title: shownText(TITLE_MAX), text: v.pipe(v.string(), v.maxLength(RICH_TEXT_MAX_LENGTH)) })
/** A disclaimer (spec 1 §3): `text` is HTML, sanitised (src/lib/sanitize) before it is shown. */
export type Disclaimer = v.InferOutput<typeof disclaimerSchema>

export const categoriesCheck = schemaCheck(v.object({ categories: checkedList(categorySchema, 'data.categories', CATEGORIES_MAX) }))
export const makesCheck = schemaCheck(v.object({ makes: checkedList(makeSchema, 'data.makes', MAKES_MAX) }))
export const modelsCheck = schemaCheck(v.object({ models: checkedList(modelSchema, 'data.models', MODELS_MAX) }))
export const hydratedModelsCheck = schemaCheck(v.object({ models: checkedList(hydratedModelSchema, 'data.models', MODELS_MAX) }))
export const typesCheck = schemaCheck(v.object({ types: checkedList(typeSchema, 'data.types', TYPES_MAX) }))
export const recommendationCheck = schemaCheck(v.object({ recommendation: recommendationSchema }))
export const searchCheck = schemaCheck(v.object({ hits: checkedList(searchHitSchema, 'data.hits', HITS_MAX), total: count(10_000_000) }))
export const plateCheck = schemaCheck(v.object({ typeIds: v.pipe(v.array(id), v.transform((ids) => [...new Set(ids)].slice(0, PLATE_TYPES_MAX))) }))
export const disclaimerCheck = schemaCheck(v.object({ disclaimer: disclaimerSchema }))

/**
 * A plate as the backend reads it (the contract's "Licence plates"): upper case, spaces and dashes kept as single
 * separators, nothing around it. `zh  123456` reads `ZH 123456`, ` m--ab 1234` reads `M-AB 1234`.
 */
export const normalizeLicensePlate = (typed: string) =>
  typed
    .trim()
    .toUpperCase()
    .replace(/\s*-[\s-]*/g, '-')
    .replace(/\s+/g, ' ')

type Lang = { lang: string }

/** spec 1 §7 getCategories: the vehicle categories. */
export const getCategories = ({ lang }: Lang, context: CallContext) => callData('get', 'oilfinderCategories', { params: { lang }, ...context })

/** spec 1 §7 getAllMakeImages: every make of a category, A–Z, with its logo. */
export const getMakes = ({ lang, catId }: Lang & { catId: string }, context: CallContext) =>
  callData('get', 'oilfinderMakeImages', { params: { lang, catId }, ...context })

/** spec 1 §7 getModelList: a make's models of a category. */
export const getModels = ({ lang, makeId, categoryId }: Lang & { makeId: string; categoryId: string }, context: CallContext) =>
  callData('get', 'oilfinderModels', { params: { lang, makeID: makeId, categoryID: categoryId }, ...context })

/** spec 1 §7 hydrated model list: a make's models of all categories, each with its types. */
export const getHydratedModels = ({ lang, makeId }: Lang & { makeId: string }, context: CallContext) =>
  callData('get', 'oilfinderHydratedModels', { params: { lang, makeID: makeId }, ...context })

/** spec 1 §7 getTypeList: a model's types. */
export const getTypes = ({ lang, modelId }: Lang & { modelId: string }, context: CallContext) =>
  callData('get', 'oilfinderTypes', { params: { lang, modelID: modelId }, ...context })

/** spec 1 §7 recommendation: the components and products for a type. */
export const getRecommendation = ({ lang, typeId }: Lang & { typeId: string }, context: CallContext) =>
  callData('get', 'oilfinderRecommendation', { params: { lang, type: typeId }, ...context })

/** spec 1 §7 search: types of a category matching a text of SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters. */
export const searchVehicles = ({ lang, search, catId, categoryName }: Lang & { search: string; catId: string; categoryName: string }, context: CallContext) =>
  callData('get', 'oilfinderSearch', { params: { lang, search, catId, categoryName }, ...context })

/** spec 1 §7 getLicensePlate2TypeID: the types registered under a plate (spec 1 §3 quick access), sent normalised. */
export const getPlateTypeIds = ({ licensePlate }: { licensePlate: string }, context: CallContext) =>
  callData('get', 'oilfinderLicensePlate', { params: { licenseplate: normalizeLicensePlate(licensePlate) }, ...context })

/** spec 1 §7 getDisclaimer: a disclaimer's title and HTML text. */
export const getDisclaimer = ({ id: disclaimerId }: { id: string }, context: CallContext) =>
  callData('get', 'oilfinderDisclaimer', { params: { id: disclaimerId }, ...context })
