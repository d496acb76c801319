/**
 * The map's constants (spec 1 §9 "Map: zoom 12, minimum zoom 2, latitude -80 to 80, clustering radius 120 with max
 * zoom 12, info window max width 300, marker icon 15 px, cluster size 90 if more than 20 else 80").
 */
export const MAP = {
  zoom: 12,
  minZoom: 2,
  /** Beyond this the map still zooms in (the tiles go to 18), but clusters no longer split: they list their dealers. */
  clusterMaxZoom: 12,
  maxZoom: 18,
  latitude: { min: -80, max: 80 },
  /** In screen pixels: supercluster measures it against a tile of `tileSize`. */
  clusterRadius: 120,
  tileSize: 256,
  infoWindowMaxWidth: 300,
  markerIconSize: 15,
  /** A cluster's disc: 90 px for more than 20 dealers, else 80. */
  clusterSize: (count: number): number => (count > 20 ? 90 : 80),
} as const

/** The dealer finder's user timings (performance marks), read by the map benchmark (test/bench/dealer-map.ts). */
export const DEALER_TIMINGS = { data: 'dealer-finder:data', indexed: 'dealer-finder:indexed', markers: 'dealer-finder:markers' } as const
