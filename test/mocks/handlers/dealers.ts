/**
 * The dealer finder (spec 1 §1, §2 dealer finder, §3 map location and dealer types; the dealers contract's four calls),
 * over db/dealers/, for anyone: every dealer with a position as a map location, the online dealers, one dealer's detail
 * with its opening hours in the session's language (X-Locale), and the places of a postal code or town. A bad parameter
 * answers 400 with a German message at it, an unknown dealer 404.
 */
import { http } from 'msw'
import { dealerById, dealerDetail, dealerLocations, GEOCODE_COUNTRIES, geocode, onlineDealerEntries } from '../db/dealers/index'
import { errorMessage, fail, ok } from '../envelope'
import { oneOfParam, optionalParam, withParams, type Param } from '../query-params'
import { requestLanguage } from '../request-language'
import { route } from '../route'

const ID = /^[\w.-]{1,80}$/

/** The contract: a postal code or a town of 2 to 100 characters. */
const queryParam: Param<string> & { optional: false } = {
  optional: false,
  read: (raw) =>
    raw.length < 2 ? { problem: 'muss mindestens 2 Zeichen lang sein.' } : raw.length > 100 ? { problem: 'darf höchstens 100 Zeichen lang sein.' } : { value: raw },
}

export const dealerHandlers = [
  // About 9 600 entries: the list is built once and only its contract's fields go out.
  http.get(route('dealerLocations'), () => ok({ locations: dealerLocations() })),
  http.get(route('onlineDealers'), () => ok({ dealers: onlineDealerEntries() })),
  http.get(route('dealerDetail'), ({ params, request }) => {
    const id = typeof params.id === 'string' ? params.id : ''
    if (!ID.test(id)) return fail(400, [errorMessage('Das Feld «id» muss eine Kennung aus Buchstaben, Ziffern, «.», «-» und «_» sein (höchstens 80 Zeichen).', 'id')])
    const dealer = dealerById(id)
    return dealer ? ok({ dealer: dealerDetail(dealer, requestLanguage(request)) }) : fail(404, [errorMessage(`Den Händler «${id}» gibt es nicht.`, 'id')])
  }),
  http.get(
    route('dealerGeocode'),
    withParams({ query: queryParam, country: optionalParam(oneOfParam(GEOCODE_COUNTRIES)) }, ({ input }) => ok({ places: geocode(input.query, input.country) })),
  ),
]
