/** A news article's topic (spec 2 §3 news article topics): its id and its name in the page's language. */
export type Topic = { id: string; name: string }

/** spec 2 §2.10: the chips component shows three topics, then a more chip. */
export const CHIPS_SHOWN = 3
