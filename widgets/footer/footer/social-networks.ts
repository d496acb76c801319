/**
 * The social networks a footer links to: the editor picks one of these names, the footer shows its glyph
 * (24×24, drawn in currentColor like public/icons/, inline so the footer paints at once) and names the
 * link "<company> auf <network>". The CMS writes the same glyphs into the footer's fallback markup.
 */
export const SOCIAL_NETWORKS = ['linkedin', 'xing', 'youtube', 'instagram', 'facebook', 'x'] as const

/** One of {@link SOCIAL_NETWORKS}. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** Each network's name as the network writes it (a brand, never translated) and its glyph's strokes. */
export const NETWORKS: Record<SocialNetwork, { name: string; paths: readonly string[] }> = {
  linkedin: {
    name: 'LinkedIn',
    paths: ['M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z', 'M8 10.5V17', 'M8 7v.01', 'M12 17v-6.5', 'M12 13.5a2.5 2.5 0 0 1 5 0V17'],
  },
  xing: { name: 'XING', paths: ['M5.5 7.5l2 3.5-2.8 5', 'M17.5 3l-5 9 3.5 6.5'] },
  youtube: {
    name: 'YouTube',
    paths: ['M4.5 5.5c2.5-.5 12.5-.5 15 0a2.5 2.5 0 0 1 2 2c.4 2.9.4 6.1 0 9a2.5 2.5 0 0 1-2 2c-2.5.5-12.5.5-15 0a2.5 2.5 0 0 1-2-2c-.4-2.9-.4-6.1 0-9a2.5 2.5 0 0 1 2-2z', 'M10 9l5 3-5 3z'],
  },
  instagram: {
    name: 'Instagram',
    paths: ['M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z', 'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z', 'M17.5 6.5v.01'],
  },
  facebook: { name: 'Facebook', paths: ['M15 3h-2a4 4 0 0 0-4 4v3H7v3.5h2V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z'] },
  x: { name: 'X', paths: ['M4 4h4l12 16h-4z', 'M20 4l-6.5 7', 'M4 20l6.5-7'] },
}
