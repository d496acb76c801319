import type { CategoryIcon } from '@/api/oilfinder-names'
import { glyphHtml } from '@/src/widget/fallback'

/**
 * The vehicle categories' symbols (spec 1 §3 oil finder: categories), drawn in the islands' glyph style (24×24,
 * stroked in currentColor, as src/ui/content-icons): neither public/icons nor the editors' set has a car, a motorcycle,
 * a tractor, an excavator or a boat, and inline they paint with the fallback, take the tile's colour and cost no request.
 */
const PATHS: Record<CategoryIcon, readonly string[]> = {
  car: ['M2 15v-3.5L4.5 7h15l2.5 4.5V15z', 'M2 11.5h20', 'M6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z', 'M17.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'],
  motorcycle: ['M5 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M19 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M5 16l4-6h5l5 6', 'M9 10l3 6h3', 'M14 10l-1-4h3'],
  truck: ['M2 6h11v10H2z', 'M13 9h4l4 4v3h-8z', 'M6.5 20a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z', 'M17.5 20a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z'],
  agriculture: ['M7 21a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M18 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z', 'M4 13V5h6l2 6h8v6h-1', 'M10 5v6h2'],
  construction: ['M3 21h11a2 2 0 0 0 0-4H3a2 2 0 0 0 0 4z', 'M4 17v-5h7v5', 'M7 12V9h4v3', 'M11 12l6-7 4 6', 'M21 11l-2 3h3z'],
  marine: ['M2 15h20l-3 5H5z', 'M6 15v-4h8l3 4', 'M10 11V4l5 5h-5'],
}

/** The category's symbol as SVG markup (decorative: the tile's text names the category). */
export const categoryIconHtml = (icon: CategoryIcon): string => glyphHtml(PATHS[icon])
