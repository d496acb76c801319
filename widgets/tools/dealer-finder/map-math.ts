import { numberFormat } from '@/src/lib/number-format'
import type { Bounds, Point } from './dealer-index'
import { MAP } from './map-constants'

/** The size of the view the list stands for while the map has not said its own (or failed): a map's box on a phone. */
export const NOMINAL_VIEW = { width: 640, height: 480 } as const

const worldSize = (zoom: number) => MAP.tileSize * 2 ** zoom

/** Web Mercator: a point's position in the world's pixels at `zoom`. */
function project({ lat, lng }: Point, zoom: number): { x: number; y: number } {
  const sin = Math.sin((lat * Math.PI) / 180)
  const size = worldSize(zoom)
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size }
}

function unproject({ x, y }: { x: number; y: number }, zoom: number): Point {
  const size = worldSize(zoom)
  const n = Math.PI - (2 * Math.PI * y) / size
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 }
}

/** The bounds a map of `view` pixels shows around `centre` at `zoom`, as Leaflet would report them. */
export function boundsAround(centre: Point, zoom: number, view: { width: number; height: number } = NOMINAL_VIEW): Bounds {
  const middle = project(centre, zoom)
  const northWest = unproject({ x: middle.x - view.width / 2, y: middle.y - view.height / 2 }, zoom)
  const southEast = unproject({ x: middle.x + view.width / 2, y: middle.y + view.height / 2 }, zoom)
  const clamp = (lat: number) => Math.max(MAP.latitude.min, Math.min(MAP.latitude.max, lat))
  return [Math.max(-180, northWest.lng), clamp(southEast.lat), Math.min(180, southEast.lng), clamp(northWest.lat)]
}

/**
 * Whether two bounds at `zoom` are the same view, as the finder computed it and as Leaflet reports it: within two
 * pixels on every side (Leaflet rounds to whole pixels; a degree of latitude is longer than one of longitude here).
 */
export function sameBounds(a: Bounds, b: Bounds, zoom: number): boolean {
  const twoPixels = (2 * 360) / worldSize(zoom)
  return a.every((value, index) => Math.abs(value - (b[index] ?? Number.NaN)) < twoPixels)
}

/** A distance for the list, in the page's language: metres below one kilometre, then kilometres with one decimal below ten. */
export function distanceText(metres: number, locale: string): string {
  if (metres < 1000) return numberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10)
  const km = metres / 1000
  return numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
}
