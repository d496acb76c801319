import { glyphHtml } from '@/src/widget/fallback'

/** A file without a preview: a sheet with a folded corner, as the island and the fallback write it (decorative). */
export const FILE_GLYPH = glyphHtml(['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6', 'M8 13h8', 'M8 17h5'])
