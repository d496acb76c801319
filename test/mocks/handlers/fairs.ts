/**
 * The fair list (spec 1 §1, §2, §7 `GET /api/fair/`, payload "not shown"), over db/fairs.ts, for anyone: the fairs
 * the maker exhibits at, the next first and then the past ones, the most recent first. Optional `period` (upcoming,
 * a running fair among them, or past, on the demo's «today»), and `limit` and `offset` with the news list's
 * `pagination` (../list-window.ts), since both are lists of the news area. Malformed input answers 400 with a German
 * message per parameter.
 */
import { http } from 'msw'
import { FAIR_PERIODS, fairEntry, fairsOf } from '../db/fairs'
import { fail, ok } from '../envelope'
import { listWindow, pageOf, WINDOW_PARAMS } from '../list-window'
import { oneOfParam, optionalParam, withParams } from '../query-params'
import { route } from '../route'

export const fairHandlers = [
  http.get(
    route('fairs'),
    withParams({ ...WINDOW_PARAMS, period: optionalParam(oneOfParam(FAIR_PERIODS)) }, ({ input }) => {
      const window = listWindow(input)
      if ('errors' in window) return fail(400, window.errors)
      return ok(pageOf(fairsOf(input.period), window.window, fairEntry))
    }),
  ),
]
