import type { MapDealerType } from '@/api/dealer-locations'
import { MAP } from './map-constants'

// The dealer types' shapes (spec 1 §3 types; §9 marker icon 15 px): a circle for a dealer, a square for a distributor,
// a diamond for a service point. The shape tells the type apart without its colour (WCAG 1.4.1); the legend and the
// list name it. Drawn as SVG markup for Leaflet's div icons and the legend alike, coloured by the stylesheet's classes
// (presentation attributes only: the Content Security Policy allows no style attribute).

const HALF = MAP.markerIconSize / 2

const SHAPES: Record<MapDealerType, string> = {
  ZBM004: `<circle cx="${HALF}" cy="${HALF}" r="${HALF - 1}"></circle>`,
  ZBM005: `<rect x="1" y="1" width="${MAP.markerIconSize - 2}" height="${MAP.markerIconSize - 2}"></rect>`,
  ZBM019: `<path d="M${HALF} 0.5 L${MAP.markerIconSize - 0.5} ${HALF} L${HALF} ${MAP.markerIconSize - 0.5} L0.5 ${HALF}Z"></path>`,
}

/** A dealer type's shape as SVG markup, 15 × 15 (decorative: the type is named in text beside it). */
export const dealerGlyph = (type: MapDealerType): string =>
  `<svg viewBox="0 0 ${MAP.markerIconSize} ${MAP.markerIconSize}" width="${MAP.markerIconSize}" height="${MAP.markerIconSize}" aria-hidden="true" focusable="false" data-type="${type}">${SHAPES[type]}</svg>`

const MAP_TYPES: readonly MapDealerType[] = ['ZBM004', 'ZBM005', 'ZBM019']

/**
 * A cluster's disc (spec 1 §9: 90 px for more than 20 dealers, else 80): its count, and a ring whose arcs show the
 * share of each type in the types' order, so the mix reads at a glance; the count is the disc's text.
 */
export function clusterGlyph(count: number, mix: Partial<Record<MapDealerType, number>>): string {
  const size = MAP.clusterSize(count)
  const radius = size / 2 - 6
  const circumference = 2 * Math.PI * radius
  let offset = 0
  const arcs = MAP_TYPES.flatMap((type) => {
    const share = (mix[type] ?? 0) / Math.max(1, count)
    if (share === 0) return []
    const length = share * circumference
    // Each arc starts where the one before ended, from the top, clockwise.
    const arc = `<circle cx="${size / 2}" cy="${size / 2}" r="${radius.toFixed(1)}" data-type="${type}" stroke-dasharray="${length.toFixed(2)} ${(circumference - length).toFixed(2)}" stroke-dashoffset="${(circumference / 4 - offset).toFixed(2)}"></circle>`
    offset += length
    return [arc]
  })
  return `<svg viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" aria-hidden="true" focusable="false"><circle data-part="disc" cx="${size / 2}" cy="${size / 2}" r="${(radius - 6).toFixed(1)}"></circle>${arcs.join('')}<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle">${count}</text></svg>`
}
