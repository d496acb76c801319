import { capText } from '@/src/lib/cap'

/** A ribbon is a sentence or two; a longer text is cut with an ellipsis rather than pushing the page down. */
export const RIBBON_TEXT_MAX_LENGTH = 300

/** The ribbon's text as shown: trimmed and cut. The simulated CMS writes its fallback with the same function. */
export const shownRibbonText = (text: string): string => capText(text.trim(), RIBBON_TEXT_MAX_LENGTH)
