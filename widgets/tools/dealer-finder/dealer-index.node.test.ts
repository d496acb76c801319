import type { DealerLocation } from '@/api/dealer-locations'
import { hashText, seeded } from '@/test/mocks/db/seeded'
import { DealerIndex, distance, type Bounds } from './dealer-index'
import { MAP } from './map-constants'

const ZURICH = { lat: 47.3769, lng: 8.5417 }
const GENEVA = { lat: 46.2044, lng: 6.1432 }
const TYPES = ['ZBM004', 'ZBM005', 'ZBM019'] as const

/** `count` dealers around `centre`, within about `km` km, the types in turn. */
function around(centre: { lat: number; lng: number }, count: number, km: number, prefix: string): DealerLocation[] {
  const random = seeded(hashText(prefix))
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    lat: centre.lat + (random() - 0.5) * (km / 111),
    lng: centre.lng + (random() - 0.5) * (km / 75),
    title: `${prefix} ${index}`,
    text: `Strasse ${index}, 8000 Ort`,
    icon: TYPES[index % TYPES.length]!,
  }))
}

const dealers = [...around(ZURICH, 300, 20, 'zh'), ...around(GENEVA, 100, 10, 'ge')]
const SWITZERLAND: Bounds = [5.9, 45.8, 10.5, 47.8]
const all = { types: TYPES, from: ZURICH, limit: 50 }

describe('DealerIndex', () => {
  it('measures distances on the sphere', () => {
    // Zürich–Geneva as the crow flies: about 224 km.
    expect(distance(ZURICH, GENEVA) / 1000).toBeCloseTo(224, -1)
    expect(distance(ZURICH, ZURICH)).toBe(0)
  })

  it('clusters a country view and keeps every dealer in some marker, with the mix of types', () => {
    const index = new DealerIndex(dealers)
    const { markers } = index.view({ ...all, bounds: SWITZERLAND, zoom: 7 })
    const clusters = markers.filter((marker) => marker.kind === 'cluster')
    expect(clusters.length).toBeGreaterThan(0)
    expect(markers.length).toBeLessThan(20)
    const counted = markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0)
    expect(counted).toBe(dealers.length)
    for (const cluster of clusters) {
      if (cluster.kind !== 'cluster') continue
      expect(Object.values(cluster.mix).reduce((sum: number, n) => sum + (n ?? 0), 0)).toBe(cluster.count)
      // At zoom 7 every cluster still splits further.
      expect(cluster.expandsAt).toBeGreaterThan(7)
    }
  })

  it('lists the dealers in view nearest the search point first, at most the limit, with how many the view holds', () => {
    const index = new DealerIndex(dealers)
    const { list } = index.view({ ...all, bounds: SWITZERLAND, zoom: 7, from: GENEVA, limit: 20 })
    expect(list.total).toBe(dealers.length)
    expect(list.dealers).toHaveLength(20)
    expect(list.dealers.every((dealer) => dealer.id.startsWith('ge-'))).toBe(true)
    const distances = list.dealers.map((dealer) => dealer.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    // A view of Geneva alone holds only its dealers.
    const geneva = index.view({ ...all, bounds: [5.9, 46.1, 6.4, 46.3], zoom: 11 })
    expect(geneva.list.total).toBe(100)
  })

  it('shows only the chosen types, on the map and in the list', () => {
    const index = new DealerIndex(dealers)
    const { markers, list } = index.view({ ...all, types: ['ZBM019'], bounds: SWITZERLAND, zoom: 7 })
    expect(list.total).toBe(dealers.filter((dealer) => dealer.icon === 'ZBM019').length)
    expect(list.dealers.every((dealer) => dealer.icon === 'ZBM019')).toBe(true)
    for (const marker of markers) expect(marker.kind === 'cluster' ? Object.keys(marker.mix) : [marker.type]).toEqual(['ZBM019'])
  })

  it('stops splitting past zoom 12: a cluster there lists its dealers (spec 1 §9)', () => {
    // Ten dealers in one building: no zoom separates them by 120 px.
    const sameSpot = Array.from({ length: 10 }, (_, index): DealerLocation => ({ id: `spot-${index}`, lat: 47.3769, lng: 8.5417 + index * 1e-6, title: `Spot ${index}`, text: '', icon: 'ZBM004' }))
    const index = new DealerIndex([...sameSpot, ...dealers])
    const near: Bounds = [8.53, 47.37, 8.55, 47.38]
    const { markers } = index.view({ ...all, bounds: near, zoom: MAP.maxZoom })
    const cluster = markers.find((marker) => marker.kind === 'cluster' && marker.count >= 10)
    if (cluster?.kind !== 'cluster') throw new Error('expected the ten as one cluster')
    expect(cluster.expandsAt).toBeNull()
    const leaves = index.leaves(cluster.clusterId, TYPES, ZURICH)
    expect(leaves.map((dealer) => dealer.id)).toEqual(expect.arrayContaining(sameSpot.map((dealer) => dealer.id)))
    expect(leaves.map((dealer) => dealer.distance)).toEqual([...leaves.map((dealer) => dealer.distance)].sort((a, b) => a - b))
  })

  it('builds each set of types once', () => {
    const index = new DealerIndex(dealers)
    const first = index.view({ ...all, bounds: SWITZERLAND, zoom: 8 })
    const again = index.view({ ...all, types: [...TYPES].reverse(), bounds: SWITZERLAND, zoom: 8 })
    expect(again.markers).toEqual(first.markers)
  })
})
