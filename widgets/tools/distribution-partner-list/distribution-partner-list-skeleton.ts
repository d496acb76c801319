/**
 * How many grey cards stand in for the partners while they load: the island's skeleton and the CMS's fallback alike.
 * Four cards are taller than a desktop or phone screen below the page's title, so what follows the list (the footer)
 * starts below the first screen and its move when the partners arrive is not seen (CLS).
 */
export const SKELETON_CARDS = 4
