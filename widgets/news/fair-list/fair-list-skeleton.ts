/** How many grey cards stand in for a list of fairs while it loads: the island's skeleton and the CMS's fallback alike. */
export const SKELETON_CARDS = 3
