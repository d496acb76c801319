import * as v from 'valibot'
import { DEALER_TYPES, type DealerType } from '@/api/dealers'
import { readParam } from '@/src/lib/address-param'
import { addressWith, querySegment } from '@/src/lib/address-query'
import type { Point } from './dealer-index'
import { MAP } from './map-constants'

/**
 * The finder's view in the address bar (a shared link or a reload shows the same): the place searched for, the map's
 * centre and zoom, and the dealer types shown. `/haendlersuche?ort=8001&lat=47.3769&lng=8.5417&zoom=12&typen=ZBM004,ZBM019`.
 */
export const VIEW_PARAMS = { place: 'ort', lat: 'lat', lng: 'lng', zoom: 'zoom', types: 'typen' } as const

export type FinderView = { place?: string; centre?: Point; zoom?: number; types?: DealerType[] }

const number = (min: number, max: number) => v.pipe(v.string(), v.regex(/^-?\d{1,3}(\.\d{1,7})?$/, 'expected a number'), v.transform(Number), v.minValue(min), v.maxValue(max))
const schemas = {
  place: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
  lat: number(MAP.latitude.min, MAP.latitude.max),
  lng: number(-180, 180),
  zoom: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'expected a whole zoom'), v.transform(Number), v.minValue(MAP.minZoom), v.maxValue(MAP.maxZoom)),
  types: v.pipe(
    v.string(),
    v.transform((text) => text.split(',')),
    v.array(v.picklist(DEALER_TYPES)),
    v.transform((types) => DEALER_TYPES.filter((type) => types.includes(type))),
  ),
}

/** The view the address names; a value out of its form is dropped with a warning (readParam), the rest kept. */
export function readFinderView(search: string = window.location.search): FinderView {
  const view: FinderView = {}
  const place = readParam(VIEW_PARAMS.place, schemas.place, search)
  if (place.ok) view.place = place.value
  const lat = readParam(VIEW_PARAMS.lat, schemas.lat, search)
  const lng = readParam(VIEW_PARAMS.lng, schemas.lng, search)
  if (lat.ok && lng.ok) view.centre = { lat: lat.value, lng: lng.value }
  const zoom = readParam(VIEW_PARAMS.zoom, schemas.zoom, search)
  if (zoom.ok) view.zoom = zoom.value
  const types = readParam(VIEW_PARAMS.types, schemas.types, search)
  if (types.ok) view.types = types.value
  return view
}

const isViewParam = (name: string) => (Object.values(VIEW_PARAMS) as string[]).includes(name)

/** This page's address with `view`, every other part kept byte for byte; coordinates to about a metre. */
export const finderViewUrl = (view: FinderView, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string =>
  addressWith(isViewParam, [
    ...(view.place ? [querySegment(VIEW_PARAMS.place, view.place)] : []),
    ...(view.centre ? [querySegment(VIEW_PARAMS.lat, view.centre.lat.toFixed(5)), querySegment(VIEW_PARAMS.lng, view.centre.lng.toFixed(5))] : []),
    ...(view.zoom === undefined ? [] : [querySegment(VIEW_PARAMS.zoom, String(view.zoom))]),
    ...(view.types ? [querySegment(VIEW_PARAMS.types, view.types.join(','))] : []),
  ], location)
