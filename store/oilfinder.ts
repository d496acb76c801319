import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import {
  categoriesCheck,
  getCategories,
  getHydratedModels,
  getMakes,
  getModels,
  getPlateTypeIds,
  getTypes,
  hydratedModelsCheck,
  makesCheck,
  modelsCheck,
  plateCheck,
  searchCheck,
  searchVehicles,
  typesCheck,
  type Category,
  type HydratedModel,
  type Make,
  type Model,
  type SearchHit,
  type VehicleType,
} from '@/api/oilfinder'
import { rootReducer, type RootState } from './index'
import { answered, NOT_ASKED, rejected, started, type Answered } from './keyed-answers'
import { createRequest } from './request'

// The oil finder's steps (spec 1 §2 "Oil finder (steps brand, model, note, recommendation)", §3 categories, brands,
// models, types, quick access; §7 the calls): each list kept per question for the page's life, so going back a step
// and forward again shows it at once without asking again; the free-text search keeps only its latest question.
// The recommendation and its disclaimer are store/oilfinder-recommendation.ts. Injected lazily like store/fairs.ts.

/** spec 1 §7: the oil finder's calls send the page's language, `de` of `de-CH`. */
export const langOf = (locale: string): string => locale.split('-')[0] ?? locale

// Every step shows its own skeleton and its failure with a retry in its place: in the background, so the page-wide
// overlay stays away. Not quiet: the server's messages are notifications, as for the other lists (spec 1 §8).
const inPlace = { background: true } as const

/** spec 1 §7 GET getCategories (lang). */
export const fetchCategories = createRequest('oilfinder/fetchCategories', getCategories, categoriesCheck, inPlace)
/** spec 1 §7 GET getAllMakeImages (lang, catId): every make of a category with its logo. */
export const fetchMakes = createRequest('oilfinder/fetchMakes', getMakes, makesCheck, inPlace)
/** spec 1 §7 GET getModelList (lang, makeID, categoryID): asked only when the hydrated list has no model of the category. */
export const fetchModels = createRequest('oilfinder/fetchModels', getModels, modelsCheck, inPlace)
/**
 * spec 1 §7 hydrated model list (lang, makeID): the make's models of every category, each with its types, so the type
 * step needs no call of its own. Quiet: when it fails, the plain model list is asked instead, and says any failure.
 */
export const fetchHydratedModels = createRequest('oilfinder/fetchHydratedModels', getHydratedModels, hydratedModelsCheck, { background: true, quiet: true })
/** spec 1 §7 GET getTypeList (lang, modelID): asked only when the hydrated list has no types for the model. */
export const fetchTypes = createRequest('oilfinder/fetchTypes', getTypes, typesCheck, inPlace)
/** spec 1 §7 GET search (lang, search, catId, categoryName). Quiet: the search says its failure under its box. */
export const searchVehicleTypes = createRequest('oilfinder/searchVehicles', searchVehicles, searchCheck, { background: true, quiet: true })
/**
 * spec 1 §7 GET getLicensePlate2TypeID (licenseplate). Quiet: a malformed plate (400) or an unknown one is said in
 * words beside the field, not as a notification.
 */
export const fetchPlateTypes = createRequest('oilfinder/fetchPlateTypes', getPlateTypeIds, plateCheck, { background: true, quiet: true })

export type SearchAnswer = { hits: SearchHit[]; total: number }

type OilfinderState = {
  categories: Record<string, Answered<Category[]>>
  makes: Record<string, Answered<Make[]>>
  models: Record<string, Answered<Model[]>>
  hydrated: Record<string, Answered<HydratedModel[]>>
  types: Record<string, Answered<VehicleType[]>>
  /** The latest search only (by its text): an older one still on its way is superseded. */
  search: Record<string, Answered<SearchAnswer>>
}

const initialState: OilfinderState = { categories: {}, makes: {}, models: {}, hydrated: {}, types: {}, search: {} }

// The keys of the questions: the same list in another language is another answer.
export const categoriesKey = ({ lang }: { lang: string }) => lang
export const makesKey = ({ lang, catId }: { lang: string; catId: string }) => `${lang}:${catId}`
export const modelsKey = ({ lang, makeId, categoryId }: { lang: string; makeId: string; categoryId: string }) => `${lang}:${makeId}:${categoryId}`
export const hydratedKey = ({ lang, makeId }: { lang: string; makeId: string }) => `${lang}:${makeId}`
export const typesKey = ({ lang, modelId }: { lang: string; modelId: string }) => `${lang}:${modelId}`
export const searchKey = ({ lang, catId, search }: { lang: string; catId: string; search: string }) => `${lang}:${catId}:${search}`

const oilfinderSlice = createSlice({
  name: 'oilfinder',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCategories.pending, (state, { meta }) => started(state.categories, categoriesKey(meta.arg), meta))
      .addCase(fetchCategories.fulfilled, (state, { payload, meta }) => answered(state.categories[categoriesKey(meta.arg)], meta, payload.categories))
      .addCase(fetchCategories.rejected, (state, action) => rejected(state.categories[categoriesKey(action.meta.arg)], action))
      .addCase(fetchMakes.pending, (state, { meta }) => started(state.makes, makesKey(meta.arg), meta))
      .addCase(fetchMakes.fulfilled, (state, { payload, meta }) => answered(state.makes[makesKey(meta.arg)], meta, payload.makes))
      .addCase(fetchMakes.rejected, (state, action) => rejected(state.makes[makesKey(action.meta.arg)], action))
      .addCase(fetchModels.pending, (state, { meta }) => started(state.models, modelsKey(meta.arg), meta))
      .addCase(fetchModels.fulfilled, (state, { payload, meta }) => answered(state.models[modelsKey(meta.arg)], meta, payload.models))
      .addCase(fetchModels.rejected, (state, action) => rejected(state.models[modelsKey(action.meta.arg)], action))
      .addCase(fetchHydratedModels.pending, (state, { meta }) => started(state.hydrated, hydratedKey(meta.arg), meta))
      .addCase(fetchHydratedModels.fulfilled, (state, { payload, meta }) => answered(state.hydrated[hydratedKey(meta.arg)], meta, payload.models))
      .addCase(fetchHydratedModels.rejected, (state, action) => rejected(state.hydrated[hydratedKey(action.meta.arg)], action))
      .addCase(fetchTypes.pending, (state, { meta }) => started(state.types, typesKey(meta.arg), meta))
      .addCase(fetchTypes.fulfilled, (state, { payload, meta }) => answered(state.types[typesKey(meta.arg)], meta, payload.types))
      .addCase(fetchTypes.rejected, (state, action) => rejected(state.types[typesKey(action.meta.arg)], action))
      .addCase(searchVehicleTypes.pending, (state, { meta }) => {
        // Only the latest search is kept: the results of earlier texts are of no use once the text changed.
        const key = searchKey(meta.arg)
        const kept = state.search[key]
        state.search = kept ? { [key]: kept } : {}
        started(state.search, key, meta)
      })
      .addCase(searchVehicleTypes.fulfilled, (state, { payload, meta }) => answered(state.search[searchKey(meta.arg)], meta, payload))
      .addCase(searchVehicleTypes.rejected, (state, action) => rejected(state.search[searchKey(action.meta.arg)], action))
  },
  selectors: {
    selectAll: (state) => state,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof oilfinderSlice> {}
}

// Injected once, when the oil finder's code loads; every island of the page shares it.
const injected = oilfinderSlice.injectInto(rootReducer)
const all = (state: RootState) => injected.selectors.selectAll(state)

export const selectCategories = (state: RootState, lang: string): Answered<Category[]> => all(state).categories[categoriesKey({ lang })] ?? NOT_ASKED
export const selectMakes = (state: RootState, question: { lang: string; catId: string }): Answered<Make[]> => all(state).makes[makesKey(question)] ?? NOT_ASKED
export const selectModels = (state: RootState, question: { lang: string; makeId: string; categoryId: string }): Answered<Model[]> =>
  all(state).models[modelsKey(question)] ?? NOT_ASKED
export const selectHydratedModels = (state: RootState, question: { lang: string; makeId: string }): Answered<HydratedModel[]> =>
  all(state).hydrated[hydratedKey(question)] ?? NOT_ASKED
export const selectTypes = (state: RootState, question: { lang: string; modelId: string }): Answered<VehicleType[]> => all(state).types[typesKey(question)] ?? NOT_ASKED
export const selectSearch = (state: RootState, question: { lang: string; catId: string; search: string }): Answered<SearchAnswer> =>
  all(state).search[searchKey(question)] ?? NOT_ASKED
