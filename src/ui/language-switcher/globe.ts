/** The globe's drawing (public/icons/globe.svg): the switcher's glyph (glyphs.tsx) and its fallback markup (language-switcher.fallback.ts) draw it alike. */
export const GLOBE_PATHS = ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z'] as const
