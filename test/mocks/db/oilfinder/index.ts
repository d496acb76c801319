/**
 * The oil finder's mock data (docs/simulated-cms.md "The oil finder's data"): what the handlers
 * (handlers/oilfinder.ts) answer from. Read-only: nothing of the finder changes with a session.
 */
import type { Make, Model, SearchHit } from '@/api/oilfinder'
import type { Language } from '@/test/cms/texts'
import { hasEveryWord, queryWords, searchText, type SearchText } from '../search-text'
import { OIL_CATEGORIES } from './categories'
import { makeImagePath, oilMake, type OilMake } from './makes'
import { OIL_MODELS, typeEntry, type OilModel, type OilType } from './vehicles'

export { OIL_CATEGORIES, oilCategory } from './categories'
export { makeBadgeSvg, oilMake, OIL_MAKES, MAKE_IMAGE_PREFIX } from './makes'
export { allOilTypes, OIL_MODELS, oilModel, oilType, typeEntry } from './vehicles'
export { recommendationOf } from './recommendations'
export { disclaimerOf, OIL_DISCLAIMERS } from './disclaimers'
export { isPlate, TEST_PLATES, typeIdsOfPlate } from './plates'

/** The most hits a search answers (the data contract). */
export const SEARCH_HITS_MAX = 50

export const categoriesIn = (language: Language) => OIL_CATEGORIES.map(({ id, icon, name }) => ({ id, icon, name: name[language] }))

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de', { numeric: true })

const makeEntry = (make: OilMake): Make => ({ id: make.id, name: make.name, image: makeImagePath(make.id) })

/** The makes with models in a category, A–Z. */
export const makesOf = (categoryId: string): Make[] =>
  [...new Set(OIL_MODELS.filter((model) => model.categoryId === categoryId).map((model) => model.makeId))]
    .map((id) => oilMake(id))
    .filter((make) => make !== undefined)
    .sort(byName)
    .map(makeEntry)

export const modelEntry = ({ id, name, yearFrom, yearTo }: OilModel): Model => ({ id, name, yearFrom, ...(yearTo === undefined ? {} : { yearTo }) })

/** A make's models of a category (or of every category), A–Z. */
export const modelsOf = (makeId: string, categoryId?: string): OilModel[] =>
  OIL_MODELS.filter((model) => model.makeId === makeId && (categoryId === undefined || model.categoryId === categoryId)).sort(byName)

type Indexed = { make: OilMake; model: OilModel; type: OilType; text: SearchText }
let index: Indexed[] | undefined
// Built on the first search: make, model, type name and engine code, each its own field.
const searchIndex = () =>
  (index ??= OIL_MODELS.flatMap((model) => {
    const make = oilMake(model.makeId)
    return make ? model.types.map((type) => ({ make, model, type, text: searchText(make.name, model.name, type.name, type.engine ?? '') })) : []
  }).sort((a, b) => byName(a.make, b.make) || byName(a.model, b.model) || byName(a.type, b.type)))

/**
 * The types of a category whose make, model, type name or engine code hold every word of the search (case and
 * accents folded, separators optional: search-text.ts), by make, model and type; at most SEARCH_HITS_MAX and the total.
 */
export function searchTypes(categoryId: string, search: string): { hits: SearchHit[]; total: number } {
  const words = queryWords(search)
  const found = searchIndex().filter((entry) => entry.model.categoryId === categoryId && hasEveryWord(entry.text, words))
  return {
    hits: found.slice(0, SEARCH_HITS_MAX).map(({ make, model, type }) => ({ makeId: make.id, make: make.name, modelId: model.id, model: model.name, type: typeEntry(type) })),
    total: found.length,
  }
}
