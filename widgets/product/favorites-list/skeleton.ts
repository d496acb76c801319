/**
 * At most this many placeholder tiles hold the favourites list's place while it loads (the island's
 * skeleton and the CMS's fallback draw the same number: one per favourite of the session, up to this).
 */
export const SKELETON_MAX = 12
