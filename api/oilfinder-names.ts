import { answerId } from '@/src/lib/answer-parts'

// What the oil finder's answers name (spec 1 §3, §7), apart from its calls: the tile and the finder's address need
// these without the calls' client (axios).

/** The vehicle kinds the finder draws an icon for (spec 1 §3 categories). */
export const CATEGORY_ICONS = ['car', 'motorcycle', 'truck', 'agriculture', 'construction', 'marine'] as const
export type CategoryIcon = (typeof CATEGORY_ICONS)[number]

/** An id of the answers (a category, make, model or type); also all the finder's address may name. */
export const oilfinderId = answerId
