/**
 * The news list's grid (news-list.module.css): one column on phones, two from 768 px, three from 1200 px, beside the
 * filters' 16rem from 1024 px. A card's picture is drawn that wide.
 */
export const NEWS_LIST_SIZES = '(min-width: 1200px) 290px, (min-width: 1024px) 340px, (min-width: 768px) 50vw, 100vw'

/** The first card's picture loads at once: on a phone it is the largest thing on the first screen (LCP). */
export const EAGER_CARDS = 1
