import { useEffect } from 'react'
import type { Category, Make, Model, VehicleType } from '@/api/oilfinder'
import { reportDropped } from '@/src/lib/schema-check'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import {
  fetchCategories,
  fetchHydratedModels,
  fetchMakes,
  fetchModels,
  fetchTypes,
  selectCategories,
  selectHydratedModels,
  selectMakes,
  selectModels,
  selectTypes,
} from '@/store/oilfinder'
import type { Answered } from '@/store/keyed-answers'
import { useAsked } from '@/src/lib/use-asked'
import { FINDER_PARAMS } from '../parts/finder-params'
import { pathBefore, type FinderPath, type Level } from './finder-address'

/** One step's list: where its question stands, its items once answered, and the way to ask again. */
export type StepList<T> = { status: Answered<unknown>['status']; asking: boolean; items: readonly T[] | null; retry(): void }

/** What the finder knows of the address's path: each level's list and its chosen item, once the list has come. */
export type FinderData = {
  categories: StepList<Category>
  makes: StepList<Make>
  models: StepList<Model>
  types: StepList<VehicleType>
  chosen: { category?: Category | undefined; make?: Make | undefined; model?: Model | undefined; type?: VehicleType | undefined }
}

const NONE: StepList<never> = { status: 'idle', asking: false, items: null, retry: () => undefined }

/**
 * The lists of the steps the address has reached, asked for as they are needed (spec 1 §7): the categories, the
 * chosen category's makes, the chosen make's models, the chosen model's types. The models come from the make's
 * hydrated model list where it has models of the category, and with them their types, so the type step asks nothing;
 * where it has none, or fails, the plain model list and the type list are asked. A chosen id none of the answers knows
 * is dropped with a warning, and the address corrected to the step before it.
 */
export function useFinderData(lang: string, path: FinderPath, offered: readonly string[], correct: (path: FinderPath) => void): FinderData {
  const dispatch = useAppDispatch()
  const { category: categoryId, make: makeId, model: modelId, type: typeId } = path

  const categories = useAppSelector((state) => selectCategories(state, lang))
  useAsked(lang, categories.status === 'idle', () => dispatch(fetchCategories({ lang })))

  const makes = useAppSelector((state) => (categoryId ? selectMakes(state, { lang, catId: categoryId }) : null))
  useAsked(categoryId ? `${lang}:${categoryId}` : null, (makes?.status ?? 'idle') === 'idle', () => dispatch(fetchMakes({ lang, catId: categoryId ?? '' })))

  const hydrated = useAppSelector((state) => (makeId ? selectHydratedModels(state, { lang, makeId }) : null))
  useAsked(makeId ? `${lang}:${makeId}` : null, (hydrated?.status ?? 'idle') === 'idle', () => dispatch(fetchHydratedModels({ lang, makeId: makeId ?? '' })))
  const hydratedOfCategory = hydrated?.data?.filter((model) => model.categoryId === categoryId) ?? []
  // The hydrated list has answered (or failed) without a model of the category: the plain list is asked.
  const plainModelsNeeded = makeId !== undefined && categoryId !== undefined && (hydrated?.status === 'failed' || (hydrated?.status === 'done' && hydratedOfCategory.length === 0))
  const plainModels = useAppSelector((state) => (plainModelsNeeded ? selectModels(state, { lang, makeId: makeId, categoryId: categoryId }) : null))
  useAsked(plainModelsNeeded ? `${lang}:${makeId}:${categoryId}` : null, (plainModels?.status ?? 'idle') === 'idle', () =>
    dispatch(fetchModels({ lang, makeId: makeId ?? '', categoryId: categoryId ?? '' })),
  )

  const hydratedModel = modelId ? hydratedOfCategory.find((model) => model.id === modelId) : undefined
  const hydratedTypes = hydratedModel && hydratedModel.types.length > 0 ? hydratedModel.types : null
  const hydratedSettled = hydrated?.status === 'done' || hydrated?.status === 'failed'
  const plainTypesNeeded = modelId !== undefined && hydratedSettled && hydratedTypes === null
  const plainTypes = useAppSelector((state) => (plainTypesNeeded ? selectTypes(state, { lang, modelId: modelId }) : null))
  useAsked(plainTypesNeeded ? `${lang}:${modelId}` : null, (plainTypes?.status ?? 'idle') === 'idle', () => dispatch(fetchTypes({ lang, modelId: modelId ?? '' })))

  const list = <T,>(entry: Answered<T[]> | null, retry: () => void, filter: (items: T[]) => readonly T[] = (items) => items): StepList<T> =>
    entry ? { status: entry.status, asking: entry.asking, items: entry.data ? filter(entry.data) : null, retry } : NONE

  const categoryList = list(categories, () => void dispatch(fetchCategories({ lang })), (items) =>
    offered.length === 0 ? items : items.filter((category) => offered.includes(category.id)),
  )
  const makeList = list(makes, () => void dispatch(fetchMakes({ lang, catId: categoryId ?? '' })))
  const retryModels = () => {
    if (plainModelsNeeded) void dispatch(fetchModels({ lang, makeId: makeId, categoryId: categoryId }))
    else void dispatch(fetchHydratedModels({ lang, makeId: makeId ?? '' }))
  }
  let modelList: StepList<Model>
  if (hydratedOfCategory.length > 0) modelList = { status: 'done', asking: false, items: hydratedOfCategory, retry: retryModels }
  else if (plainModelsNeeded) modelList = list(plainModels, retryModels)
  // Until the hydrated list has answered, the step is loading.
  else modelList = makeId ? { status: 'loading', asking: true, items: null, retry: retryModels } : NONE
  let typeList: StepList<VehicleType>
  if (hydratedTypes) typeList = { status: 'done', asking: false, items: hydratedTypes, retry: () => undefined }
  else if (plainTypesNeeded) typeList = list(plainTypes, () => void dispatch(fetchTypes({ lang, modelId: modelId })))
  else typeList = modelId ? { status: 'loading', asking: true, items: null, retry: () => undefined } : NONE

  const chosen = {
    category: categoryList.items?.find((item) => item.id === categoryId),
    make: makeList.items?.find((item) => item.id === makeId),
    model: modelList.items?.find((item) => item.id === modelId),
    type: typeList.items?.find((item) => item.id === typeId),
  }

  // A chosen id the answered list does not know (an old link, a typo): dropped, the address corrected to its step.
  const unknown = (
    [
      ['category', categoryId, categoryList],
      ['make', makeId, makeList],
      ['model', modelId, modelList],
      ['type', typeId, typeList],
    ] as const
  ).find(([level, id, stepList]) => id !== undefined && stepList.items !== null && chosen[level] === undefined)
  const unknownLevel: Level | undefined = unknown?.[0]
  const unknownId = unknown?.[1]
  useEffect(() => {
    if (unknownLevel === undefined) return
    reportDropped(`Dropped address.${FINDER_PARAMS[unknownLevel]}: no ${unknownLevel} "${unknownId}" in the answer`)
    correct(pathBefore(path, unknownLevel))
    // The path is read when the unknown id shows; correcting it ends the unknown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownLevel, unknownId])

  return { categories: categoryList, makes: makeList, models: modelList, types: typeList, chosen }
}
