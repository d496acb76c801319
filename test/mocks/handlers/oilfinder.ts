/**
 * The oil finder (spec 1 §1, §2, §3, §7: the nine calls), over db/oilfinder/, for anyone: categories, a category's
 * makes with their badges, a make's models (of a category, or of all with their types), a model's types, a type's
 * recommendation, the search over a category's types, the types of a licence plate and the disclaimers. Every call but
 * the plate and the disclaimer takes `lang` (de, fr, it, en or a locale such as fr-CH); without it, and for those two,
 * the session's language (X-Locale) counts. A bad parameter answers 400 with a German message at it, an unknown id 404.
 * The makes' badges are served here too, as SVG (db/oilfinder/makes.ts).
 */
import { http, HttpResponse } from 'msw'
import { isLocale } from '@/i18n/locales'
import { LANGUAGES, languageOf, type Language } from '@/test/cms/texts'
import {
  categoriesIn,
  disclaimerOf,
  isPlate,
  MAKE_IMAGE_PREFIX,
  makeBadgeSvg,
  makesOf,
  modelEntry,
  modelsOf,
  oilCategory,
  oilMake,
  oilModel,
  oilType,
  recommendationOf,
  searchTypes,
  typeEntry,
  typeIdsOfPlate,
} from '../db/oilfinder/index'
import { errorMessage, fail, ok } from '../envelope'
import { optionalParam, textParam, withParams, type Param } from '../query-params'
import { requestLanguage } from '../request-language'
import { route } from '../route'

const ID = /^[\w.-]{1,80}$/
/** An id of the finder's data: letters, digits, `.`, `-` and `_`. */
const idParam: Param<string> & { optional: false } = {
  optional: false,
  read: (raw) => (ID.test(raw) ? { value: raw } : { problem: 'muss eine Kennung aus Buchstaben, Ziffern, «.», «-» und «_» sein (höchstens 80 Zeichen).' }),
}

const LANGUAGE_TAG = /^[a-z]{2}(-[A-Za-z]{2})?$/
/** The page's language (spec 1 §7): de, fr, it or en, or a locale read by its language as the CMS reads it. */
const langParam = optionalParam<Language>({
  optional: false,
  read: (raw) => {
    if (!LANGUAGE_TAG.test(raw)) return { problem: 'muss ein Sprachcode wie «de» oder «fr-CH» sein.' }
    const language = raw.slice(0, 2)
    return { value: isLocale(raw) ? languageOf(raw) : LANGUAGES.find((known) => known === language) ?? 'de' }
  },
})

/** spec 1 §7 search: 3 to 100 characters. */
const searchParam: Param<string> & { optional: false } = {
  optional: false,
  read: (raw) =>
    raw.length < 3 ? { problem: 'muss mindestens 3 Zeichen lang sein.' } : raw.length > 100 ? { problem: 'darf höchstens 100 Zeichen lang sein.' } : { value: raw },
}

/** A Swiss or German plate (db/oilfinder/plates.ts), read as the client sends it; case and spaces around do not count. */
const plateParam: Param<string> & { optional: false } = {
  optional: false,
  read: (raw) => {
    const plate = raw.toUpperCase().replace(/\s+/g, ' ')
    return isPlate(plate) ? { value: plate } : { problem: 'muss ein Schweizer (ZH 123456) oder deutsches Kennzeichen (M-AB 1234) sein.' }
  },
}

const notFound = (what: string, field: string) => fail(404, [errorMessage(what, field)])

const languageOfCall = (lang: Language | undefined, request: Request) => lang ?? requestLanguage(request)

export const oilfinderHandlers = [
  http.get(
    route('oilfinderCategories'),
    withParams({ lang: langParam }, ({ input, request }) => ok({ categories: categoriesIn(languageOfCall(input.lang, request)) })),
  ),
  http.get(
    route('oilfinderMakeImages'),
    withParams({ lang: langParam, catId: idParam }, ({ input }) =>
      oilCategory(input.catId) ? ok({ makes: makesOf(input.catId) }) : notFound(`Die Kategorie «${input.catId}» gibt es nicht.`, 'catId'),
    ),
  ),
  http.get(
    route('oilfinderModels'),
    withParams({ lang: langParam, makeID: idParam, categoryID: idParam }, ({ input }) => {
      if (!oilMake(input.makeID)) return notFound(`Die Marke «${input.makeID}» gibt es nicht.`, 'makeID')
      if (!oilCategory(input.categoryID)) return notFound(`Die Kategorie «${input.categoryID}» gibt es nicht.`, 'categoryID')
      return ok({ models: modelsOf(input.makeID, input.categoryID).map(modelEntry) })
    }),
  ),
  http.get(
    route('oilfinderHydratedModels'),
    withParams({ lang: langParam, makeID: idParam }, ({ input }) =>
      oilMake(input.makeID)
        ? ok({ models: modelsOf(input.makeID).map((model) => ({ ...modelEntry(model), categoryId: model.categoryId, types: model.types.map(typeEntry) })) })
        : notFound(`Die Marke «${input.makeID}» gibt es nicht.`, 'makeID'),
    ),
  ),
  http.get(
    route('oilfinderTypes'),
    withParams({ lang: langParam, modelID: idParam }, ({ input }) => {
      const model = oilModel(input.modelID)
      return model ? ok({ types: model.types.map(typeEntry) }) : notFound(`Das Modell «${input.modelID}» gibt es nicht.`, 'modelID')
    }),
  ),
  http.get(
    route('oilfinderRecommendation'),
    withParams({ lang: langParam, type: idParam }, ({ input, request }) => {
      const type = oilType(input.type)
      const recommendation = type && recommendationOf(type, languageOfCall(input.lang, request))
      return recommendation ? ok({ recommendation }) : notFound(`Den Typ «${input.type}» gibt es nicht.`, 'type')
    }),
  ),
  http.get(
    route('oilfinderSearch'),
    // categoryName is what the spec sends besides the id; the mock searches by the id.
    withParams({ lang: langParam, search: searchParam, catId: idParam, categoryName: optionalParam(textParam(100)) }, ({ input }) =>
      oilCategory(input.catId) ? ok(searchTypes(input.catId, input.search)) : notFound(`Die Kategorie «${input.catId}» gibt es nicht.`, 'catId'),
    ),
  ),
  http.get(
    route('oilfinderLicensePlate'),
    withParams({ licenseplate: plateParam }, ({ input }) => ok({ typeIds: [...typeIdsOfPlate(input.licenseplate)] })),
  ),
  http.get(
    route('oilfinderDisclaimer'),
    withParams({ id: idParam }, ({ input, request }) => {
      const disclaimer = disclaimerOf(input.id, requestLanguage(request))
      return disclaimer ? ok({ disclaimer }) : notFound(`Den Hinweis «${input.id}» gibt es nicht.`, 'id')
    }),
  ),
  // The makes' badges (db/oilfinder/makes.ts): same origin, so the pages' img-src 'self' allows them.
  http.get(`*${MAKE_IMAGE_PREFIX}:file`, ({ params }) => {
    const file = typeof params.file === 'string' ? params.file : ''
    const make = file.endsWith('.svg') ? oilMake(file.slice(0, -'.svg'.length)) : undefined
    if (!make) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(makeBadgeSvg(make), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } })
  }),
]
