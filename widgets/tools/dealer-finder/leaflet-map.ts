import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { Bounds, MapMarker, Point } from './dealer-index'
import { clusterGlyph, dealerGlyph } from './dealer-glyphs'
import { DEALER_TIMINGS, MAP } from './map-constants'

/** What the map tells the finder. */
export type MapHandlers = {
  /** The view changed (a pan, a zoom, the first view): its bounds, zoom and centre. */
  onMove(view: { bounds: Bounds; zoom: number; centre: Point }): void
  /** A dealer's marker was chosen. */
  onDealer(id: string): void
  /** A cluster that no longer splits was chosen (past zoom 12, spec 1 §9): the finder lists its dealers. */
  onCluster(clusterId: number): void
  /** The tiles do not load: the map shows no land, and the finder says so (the list still works). */
  onTilesFailed(): void
}

export type MapTexts = {
  /** The map's name for assistive technology, with how to move it by keyboard. */
  label: string
  zoomIn: string
  zoomOut: string
}

export type MapOptions = { centre: Point; zoom: number; tileUrl: string; reducedMotion: boolean; texts: MapTexts }

/** The finder's handle on the map: markers, the highlighted dealer, moves and the info window. */
export type DealerMap = {
  setMarkers(markers: readonly MapMarker[]): void
  /** Lights the dealer's marker, or the cluster that holds it (the nearest cluster: where its dealers gather). */
  highlight(dealer: { id: string; lat: number; lng: number } | null): void
  moveTo(point: Point, zoom: number): void
  /**
   * Opens the info window at `point` with `content` (spec 1 §9 max width 300); `onClose` when it closes. The content
   * brings its own close button, named in the page's language (Leaflet's says «Close popup»).
   */
  openInfo(point: Point, content: HTMLElement, onClose: () => void): void
  closeInfo(): void
  destroy(): void
}

/**
 * Lays a popup out again for its content's new size and pans it into view: what `popup.update()` does but for setting
 * the content again, which takes the content out of the page and its focus with it (Leaflet 1.9's own steps).
 */
function relayout(popup: L.Popup) {
  const steps = popup as unknown as { _updateLayout?(): void; _updatePosition?(): void; _adjustPan?(): void }
  if (!steps._updateLayout || !steps._updatePosition || !steps._adjustPan) return
  steps._updateLayout()
  steps._updatePosition()
  steps._adjustPan()
}

// Tiles that fail before any has loaded: past this many the map counts as unavailable (one missing tile is not).
const FAILED_TILES_BEFORE_GIVING_UP = 4

/**
 * The dealer finder's map: Leaflet with the site's own tiles (the `mapTiles` address) and the spec's constants (spec 1
 * §9). It is a chunk of its own, loaded after the list: the list is the finder's primary view, and a map that fails to
 * load leaves it working. Markers are for the pointer only (no tab stops: the list reaches every dealer by keyboard),
 * the map itself takes the focus for panning by arrow keys and zooming by + and −, and Tab leaves it.
 */
export function createDealerMap(container: HTMLElement, { centre, zoom, tileUrl, reducedMotion, texts }: MapOptions, handlers: MapHandlers): DealerMap {
  const map = L.map(container, {
    center: [centre.lat, centre.lng],
    zoom,
    minZoom: MAP.minZoom,
    maxZoom: MAP.maxZoom,
    maxBounds: [
      [MAP.latitude.min, -180],
      [MAP.latitude.max, 180],
    ],
    maxBoundsViscosity: 1,
    zoomControl: false,
    attributionControl: false,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
    markerZoomAnimation: !reducedMotion,
  })
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map)
  container.setAttribute('aria-label', texts.label)
  container.setAttribute('role', 'region')

  let loadedTiles = 0
  let failedTiles = 0
  const tiles = L.tileLayer(tileUrl, { minZoom: MAP.minZoom, maxZoom: MAP.maxZoom, tileSize: MAP.tileSize, noWrap: true })
  tiles.on('tileload', () => {
    loadedTiles++
  })
  tiles.on('tileerror', () => {
    failedTiles++
    if (loadedTiles === 0 && failedTiles === FAILED_TILES_BEFORE_GIVING_UP) handlers.onTilesFailed()
  })
  tiles.addTo(map)

  const layer = L.layerGroup().addTo(map)
  const dealerMarkers = new Map<string, L.Marker>()
  const clusterMarkers: L.Marker[] = []
  let highlighted: L.Marker | null = null
  let drawn: readonly MapMarker[] | null = null

  const report = () => {
    const bounds = map.getBounds()
    const middle = map.getCenter()
    handlers.onMove({ bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: map.getZoom(), centre: { lat: middle.lat, lng: middle.lng } })
  }
  map.on('moveend', report)

  const markerOf = (marker: MapMarker): L.Marker => {
    if (marker.kind === 'dealer') {
      const icon = L.divIcon({ className: 'dealer-marker', html: dealerGlyph(marker.type), iconSize: [MAP.markerIconSize, MAP.markerIconSize] })
      const made = L.marker([marker.lat, marker.lng], { icon, keyboard: false, title: marker.title })
      made.on('click', () => handlers.onDealer(marker.id))
      dealerMarkers.set(marker.id, made)
      return made
    }
    const size = MAP.clusterSize(marker.count)
    const icon = L.divIcon({ className: 'dealer-cluster', html: clusterGlyph(marker.count, marker.mix), iconSize: [size, size] })
    const made = L.marker([marker.lat, marker.lng], { icon, keyboard: false })
    clusterMarkers.push(made)
    made.on('click', () => {
      if (marker.expandsAt === null) handlers.onCluster(marker.clusterId)
      else move({ lat: marker.lat, lng: marker.lng }, marker.expandsAt)
    })
    return made
  }

  const move = (point: Point, level: number) => {
    if (reducedMotion) map.setView([point.lat, point.lng], level, { animate: false })
    else map.flyTo([point.lat, point.lng], level, { duration: 0.6 })
  }

  const holderOf = (dealer: { id: string; lat: number; lng: number }): L.Marker | null => {
    const own = dealerMarkers.get(dealer.id)
    if (own) return own
    const at = map.latLngToLayerPoint([dealer.lat, dealer.lng])
    let nearest: L.Marker | null = null
    let best = Infinity
    for (const cluster of clusterMarkers) {
      const gap = at.distanceTo(map.latLngToLayerPoint(cluster.getLatLng()))
      if (gap < best) [nearest, best] = [cluster, gap]
    }
    return best <= MAP.clusterRadius ? nearest : null
  }

  const mark = (marker: L.Marker | null, on: boolean) => {
    marker?.getElement()?.classList.toggle('is-highlighted', on)
    marker?.setZIndexOffset(on ? 1000 : 0)
  }

  // The first view, once the container has its size.
  map.whenReady(report)

  return {
    setMarkers(markers) {
      // The same answer twice (drawn as it came, then again as the finder rendered it): nothing to redraw.
      if (markers === drawn) return
      drawn = markers
      layer.clearLayers()
      dealerMarkers.clear()
      clusterMarkers.length = 0
      highlighted = null
      for (const marker of markers) layer.addLayer(markerOf(marker))
      if (markers.length > 0 && performance.getEntriesByName(DEALER_TIMINGS.markers).length === 0) performance.mark(DEALER_TIMINGS.markers)
    },
    highlight(dealer) {
      mark(highlighted, false)
      highlighted = dealer ? holderOf(dealer) : null
      mark(highlighted, true)
    },
    moveTo: move,
    openInfo(point, content, onClose) {
      const popup = L.popup({ maxWidth: MAP.infoWindowMaxWidth, autoPanPadding: [24, 24], closeButton: false }).setLatLng([point.lat, point.lng]).setContent(content)
      // The content grows as the dealer's details arrive: the window is laid out and panned into the map again, or
      // its top would stand above the map, over the search.
      const resized = new ResizeObserver(() => popup.isOpen() && relayout(popup))
      resized.observe(content)
      popup.on('remove', () => {
        resized.disconnect()
        onClose()
      })
      popup.openOn(map)
    },
    closeInfo: () => void map.closePopup(),
    destroy: () => void map.remove(),
  }
}
