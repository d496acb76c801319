/** The small teaser's picture: a third of a half column from 480 px, the phone's width below. */
export const SMALL_NEWS_TEASER_SIZES = '(min-width: 1200px) 195px, (min-width: 480px) 17vw, 100vw'
