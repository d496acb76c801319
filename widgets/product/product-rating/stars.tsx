import { RATING_MAX } from '@/api/product-review'
import styles from './product-rating.module.css'

/** 1 … RATING_MAX, the stars of a rating. */
export const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

// A five-pointed star in a 24 × 24 box, drawn in currentColor: outlined, or filled where data-fill says so.
const STAR_PATH = 'M12 2.6l2.8 6.1 6.7.7-5 4.5 1.4 6.6L12 17.1l-5.9 3.4 1.4-6.6-5-4.5 6.7-.7z'

/** One star: its outline, and the filled star over it (whole or its left half, by the parent's data-fill). */
export function Star() {
  return (
    <span className={styles.star} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false" className={styles.outline}>
        <path d={STAR_PATH} />
      </svg>
      <svg viewBox="0 0 24 24" focusable="false" className={styles.fill}>
        <path d={STAR_PATH} />
      </svg>
    </span>
  )
}

/** How much of star `n` an average fills, rounded to half stars. */
export const fillOf = (n: number, average: number): 'full' | 'half' | 'empty' => {
  const halves = Math.round(average * 2)
  return halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty'
}

/** The average as five stars, for the eye only: the text beside it says the same for everyone. */
export function AverageStars({ average }: { average: number }) {
  return (
    <span className={styles.averageStars} aria-hidden="true">
      {STARS.map((n) => (
        <span key={n} data-fill={fillOf(n, average)}>
          <Star />
        </span>
      ))}
    </span>
  )
}
