import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Star, STARS } from './stars'
import fieldStyles from '@/src/ui/text-field/text-field.module.css'
import styles from './product-rating.module.css'

/** Props of {@link StarInput}. */
export type StarInputProps = {
  /** 1–5 stars, or null for none. */
  value: number | null
  onChange(value: number | null): void
  /** The first star's input id: an error summary's link to the rating focuses it. */
  firstId: string
  /** The id of the rating's error message, when there is one. */
  errorId?: string | undefined
}

/**
 * The rating of spec 1 §5 and spec 2 §5: 1–5 stars or none. A group of native radio buttons, so the
 * arrow keys move between the stars and choose them as in any radio group; each is named '3 von 5
 * Sternen'. Choosing the star that is already chosen clears the rating: a click on it, or Space while it has
 * the focus, which the hint says.
 */
export function StarInput({ value, onChange, firstId, errorId }: StarInputProps) {
  const { t } = useTranslation('product')
  const id = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered ?? value ?? 0

  return (
    <fieldset className={styles.rating} aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}>
      <legend>{t('productRating.rating')}</legend>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('productRating.ratingHint')}
      </p>
      <div className={styles.starInputs} onPointerLeave={() => setHovered(null)}>
        {STARS.map((n) => {
          const inputId = n === 1 ? firstId : `${id}-${n}`
          return (
            <span key={n} className={styles.starChoice}>
              <input
                type="radio"
                id={inputId}
                name={`${id}-rating`}
                value={n}
                className="visually-hidden"
                checked={value === n}
                // The click decides (the arrow keys click the radio button they move to): the chosen star clears, another is chosen.
                onClick={() => onChange(value === n ? null : n)}
                onChange={() => undefined}
                onKeyDown={(event) => {
                  // Space on the chosen star clears it (browsers do not click a radio button that is already checked).
                  if (event.key !== ' ' || value !== n) return
                  event.preventDefault()
                  onChange(null)
                }}
              />
              <label htmlFor={inputId} data-filled={n <= shown ? '' : undefined} onPointerEnter={() => setHovered(n)}>
                <Star />
                <span className="visually-hidden">{t('productRating.star', { stars: n })}</span>
              </label>
            </span>
          )
        })}
      </div>
    </fieldset>
  )
}
