/**
 * Web Mercator as slippy maps use it (OpenStreetMap's z/x/y, Leaflet's default CRS): the world is a square of
 * 256 · 2^z pixels at zoom z, x growing east from longitude −180, y growing south from latitude ≈ 85.05.
 */

export const TILE_SIZE = 256
/** Spec 1 §9: the map's minimum zoom is 2; 18 is the deepest a slippy map usually goes. */
export const MIN_ZOOM = 2
export const MAX_ZOOM = 18
/** The latitude at which Web Mercator's world becomes square (y = 0 and y = 1). */
export const MAX_LATITUDE = 85.0511287798

/** A longitude as a fraction of the world's width, 0 at −180° and 1 at 180°. */
export const mercatorX = (lng: number): number => (lng + 180) / 360

/** A latitude as a fraction of the world's height, 0 at the top (≈ 85.05° N) and 1 at the bottom. */
export function mercatorY(lat: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2
}

/** The tile at zoom `z` that holds a position, and the position's pixel within it. */
export function tileAt(lat: number, lng: number, z: number): { x: number; y: number; px: number; py: number } {
  const size = 2 ** z
  const wx = mercatorX(lng) * size
  const wy = mercatorY(lat) * size
  const x = Math.min(size - 1, Math.floor(wx))
  const y = Math.min(size - 1, Math.floor(wy))
  return { x, y, px: (wx - x) * TILE_SIZE, py: (wy - y) * TILE_SIZE }
}
