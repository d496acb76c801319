import * as v from 'valibot'
import { glyphHtml } from '@/src/widget/fallback'

/**
 * The symbols an editor picks for icon blocks (icon text, icon list), drawn here in the islands' glyph style (24×24,
 * stroked in currentColor): inline, so they paint with the fallback, take the block's colour, and cost no request.
 */
const PATHS = {
  drop: ['M12 3c3 4 6 7.2 6 10.5a6 6 0 0 1-12 0C6 10.2 9 7 12 3z'],
  gear: ['M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M12 2v3', 'M12 19v3', 'M2 12h3', 'M19 12h3', 'M4.9 4.9 7 7', 'M17 17l2.1 2.1', 'M4.9 19.1 7 17', 'M17 7l2.1-2.1'],
  leaf: ['M5 19c0-8 5-14 15-15-1 10-7 15-15 15z', 'M5 19l8-8'],
  truck: ['M2 6h11v10H2z', 'M13 9h4l4 4v3h-8z', 'M6.5 20a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z', 'M17.5 20a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z'],
  flask: ['M9 2h6', 'M10 2v6L4.5 18.5A2 2 0 0 0 6.3 21h11.4a2 2 0 0 0 1.8-2.5L14 8V2', 'M7 15h10'],
  shield: ['M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z', 'M8.5 12l2.5 2.5 4.5-5'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  phone: ['M5 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z'],
  thermometer: ['M10 4a2 2 0 1 1 4 0v10.3a4 4 0 1 1-4 0z', 'M12 14V8'],
  factory: ['M2 21h20', 'M3 21V11l6 4v-4l6 4V4h5v17'],
  award: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.5 13.5 7 22l5-3 5 3-1.5-8.5'],
  cycle: ['M20 11a8 8 0 0 0-14.9-3', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.9 3', 'M20 20v-4h-4'],
  headset: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v6H5a1 1 0 0 1-1-1z', 'M20 14h-3v6h2a1 1 0 0 0 1-1z'],
  pin: ['M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
} as const satisfies Record<string, readonly string[]>

export type ContentIconName = keyof typeof PATHS

/** The names an editor can pick, for the blocks' schemas. */
export const CONTENT_ICON_NAMES = Object.keys(PATHS) as [ContentIconName, ...ContentIconName[]]

/** spec 2 §5: the icon colours of icon blocks; the stylesheet draws each as the symbol's disc (content-icons.css). */
export const ICON_COLORS = ['default', 'gray', 'lightgray', 'white'] as const
export type IconColor = (typeof ICON_COLORS)[number]

/** The symbol's SVG markup (decorative: the block's text says what it means). */
export const contentIconHtml = (name: ContentIconName): string => glyphHtml(PATHS[name])

/** The symbol on its disc, as the CMS's fallback and the island (ContentIcon) write it. */
export const contentIconPartHtml = (name: ContentIconName, color: IconColor): string =>
  `<span data-part="icon" data-icon-color="${color}">${contentIconHtml(name)}</span>`

/** A symbol of this set, as an icon block's schema takes it. */
export const contentIcon = v.pipe(v.picklist(CONTENT_ICON_NAMES), v.description(`Symbol: ${CONTENT_ICON_NAMES.join(', ')}.`))

/** spec 2 §5: the icon colour of icon blocks, drawn as the symbol's disc. */
export const iconColor = v.optional(v.pipe(v.picklist(ICON_COLORS), v.description('Farbe des Symbols: default (Markenfarbe), gray, lightgray oder white (Dokument 2 §5).')), 'default')
