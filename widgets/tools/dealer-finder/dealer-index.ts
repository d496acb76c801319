import Supercluster from 'supercluster'
import type { DealerLocation } from '@/api/dealer-locations'
import { MAP } from './map-constants'

/** The dealer types that have a position (spec 1 §3: dealer, distributor, service point). */
type MapType = DealerLocation['icon']

/** How many dealers of each type a cluster holds: its disc shows the mix (spec 1 §9 clusters; nothing by colour alone). */
export type TypeMix = Partial<Record<MapType, number>>

/** What the map draws at a zoom: a single dealer, or a cluster of dealers with its mix of types. */
export type MapMarker =
  | { kind: 'dealer'; id: string; lat: number; lng: number; type: MapType; title: string }
  | { kind: 'cluster'; clusterId: number; lat: number; lng: number; count: number; mix: TypeMix; expandsAt: number | null }

/** A dealer in the list: its location and its distance from the search point in metres. */
export type ListedDealer = DealerLocation & { distance: number }

/** [west, south, east, north] in degrees, as Leaflet's bounds give them. */
export type Bounds = readonly [west: number, south: number, east: number, north: number]
export type Point = { lat: number; lng: number }

export type ViewQuestion = { bounds: Bounds; zoom: number; types: readonly MapType[]; from: Point; limit: number }
export type ViewAnswer = { markers: MapMarker[]; list: { total: number; dealers: ListedDealer[] } }

type Props = { index: number; type: MapType }
// Flat counts: supercluster copies a cluster's properties shallowly, so a nested object would be shared between zooms.
type ClusterProps = Record<MapType, number>
const MAP_TYPES: readonly MapType[] = ['ZBM004', 'ZBM005', 'ZBM019']

const EARTH_RADIUS_M = 6_371_000
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points in metres (haversine). */
export function distance(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

const inBounds = ([west, south, east, north]: Bounds, { lat, lng }: Point) =>
  lat >= south && lat <= north && (west <= east ? lng >= west && lng <= east : lng >= west || lng <= east)

/**
 * The dealers of the map, clustered (supercluster: spec 1 §9 radius 120 px up to zoom 12) and listed for a view. It
 * runs in the dealer finder's worker (./cluster.worker.ts), so building the index for ten thousand dealers never blocks
 * the page; one index per set of types, built when that set is first asked for and kept.
 */
export class DealerIndex {
  private readonly indexes = new Map<string, Supercluster<Props, ClusterProps>>()
  private readonly dealers: readonly DealerLocation[]

  constructor(dealers: readonly DealerLocation[]) {
    this.dealers = dealers
  }

  private dealerAt(position: number): DealerLocation {
    const dealer = this.dealers[position]
    if (!dealer) throw new Error(`The cluster index has no dealer ${position}.`)
    return dealer
  }

  get size(): number {
    return this.dealers.length
  }

  private indexOf(types: readonly MapType[]): Supercluster<Props, ClusterProps> {
    const key = [...types].sort().join(',')
    let index = this.indexes.get(key)
    if (!index) {
      const shown = new Set(types)
      index = new Supercluster<Props, ClusterProps>({
        minZoom: MAP.minZoom,
        maxZoom: MAP.clusterMaxZoom,
        radius: MAP.clusterRadius,
        extent: MAP.tileSize,
        map: ({ type }) => ({ ZBM004: type === 'ZBM004' ? 1 : 0, ZBM005: type === 'ZBM005' ? 1 : 0, ZBM019: type === 'ZBM019' ? 1 : 0 }),
        reduce: (total, props) => {
          for (const type of MAP_TYPES) total[type] += props[type]
        },
      })
      index.load(
        this.dealers.flatMap((dealer, position) =>
          shown.has(dealer.icon) ? [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [dealer.lng, dealer.lat] }, properties: { index: position, type: dealer.icon } }] : [],
        ),
      )
      this.indexes.set(key, index)
    }
    return index
  }

  /** The markers of a view, and its dealers nearest `from` first (at most `limit`, with how many the view holds). */
  view({ bounds, zoom, types, from, limit }: ViewQuestion): ViewAnswer {
    const index = this.indexOf(types)
    // Past the last zoom of clustering the clusters stay as they are there (spec 1 §9).
    const level = Math.max(MAP.minZoom, Math.min(Math.floor(zoom), MAP.clusterMaxZoom))
    const markers = index.getClusters([...bounds], level).map((feature): MapMarker => {
      const [lng, lat] = feature.geometry.coordinates as [number, number]
      const props = feature.properties
      if ('cluster' in props) {
        // Past the last zoom of clustering a cluster no longer splits: it lists its dealers (spec 1 §9).
        const expansion = index.getClusterExpansionZoom(props.cluster_id)
        const mix: TypeMix = {}
        for (const type of MAP_TYPES) if (props[type] > 0) mix[type] = props[type]
        return { kind: 'cluster', clusterId: props.cluster_id, lat, lng, count: props.point_count, mix, expandsAt: expansion <= MAP.clusterMaxZoom ? expansion : null }
      }
      const dealer = this.dealerAt(props.index)
      return { kind: 'dealer', id: dealer.id, lat, lng, type: dealer.icon, title: dealer.title }
    })
    const shown = new Set(types)
    const inView: ListedDealer[] = []
    for (const dealer of this.dealers) if (shown.has(dealer.icon) && inBounds(bounds, dealer)) inView.push({ ...dealer, distance: distance(from, dealer) })
    inView.sort((a, b) => a.distance - b.distance || a.title.localeCompare(b.title))
    return { markers, list: { total: inView.length, dealers: inView.slice(0, limit) } }
  }

  /** The dealer of `id` with its distance from `from`: none when the index has no such dealer. */
  dealer(id: string, from: Point): ListedDealer[] {
    const found = this.dealers.find((dealer) => dealer.id === id)
    return found ? [{ ...found, distance: distance(from, found) }] : []
  }

  /** The dealers of a cluster that no longer splits, nearest `from` first. */
  leaves(clusterId: number, types: readonly MapType[], from: Point): ListedDealer[] {
    return this.indexOf(types)
      .getLeaves(clusterId, Infinity)
      .map((leaf) => {
        const dealer = this.dealerAt(leaf.properties.index)
        return { ...dealer, distance: distance(from, dealer) }
      })
      .sort((a, b) => a.distance - b.distance || a.title.localeCompare(b.title))
  }
}
