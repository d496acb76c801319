/** A teaser is placed in a column of the content area: a third of it from 768 px, the phone's width below. */
export const NEWS_TEASER_SIZES = '(min-width: 1200px) 389px, (min-width: 768px) 33vw, 100vw'
