import { glyphHtml } from '@/src/widget/fallback'

/** The box's symbol, a light bulb, as the island and the fallback write it (decorative: the title says what the box is). */
export const INFO_GLYPH = glyphHtml(['M9 18h6', 'M10 22h4', 'M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z'])
