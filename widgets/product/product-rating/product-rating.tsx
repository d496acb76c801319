import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import type { ProductRatingProps } from './product-rating.widget'
import { ReviewForm } from './review-form'
import { AverageStars } from './stars'
import { ratingSummary } from './summary'
import styles from './product-rating.module.css'

/** spec 1 §9, spec 2 §9: the thank-you shows for 3 seconds. */
export const THANK_YOU_MS = 3000

/**
 * A product's rating and comment block (spec 1 §5, spec 2 §5): the current average and count if the CMS
 * gives them, and a «Bewertung schreiben» button that opens the form below it (a disclosure:
 * aria-expanded, aria-controls; Escape closes it again, keeping what was typed). Once the server has
 * taken the review, a thank-you takes the form's place and receives focus; after 3 seconds the block
 * closes and focus returns to the button (unless the user has moved on meanwhile).
 */
export function ProductRating({ product, productName, average, count, captchaProvider }: ProductRatingProps) {
  const { t, i18n } = useTranslation('product')
  const [open, setOpen] = useState(false)
  const [thanked, setThanked] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const thanks = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const close = useCallback(() => {
    // Focus goes back to the button only if it was in the block (the panel is about to be hidden) or nowhere.
    const active = document.activeElement
    const focusWasHere = active === null || active === document.body || (root.current?.contains(active) ?? false)
    setOpen(false)
    setThanked(false)
    if (focusWasHere) trigger.current?.focus()
  }, [])

  useEffect(() => {
    if (!thanked) return
    thanks.current?.focus()
    // spec 2 §5, §9: after the thank-you (3000 ms) the form closes.
    const timer = window.setTimeout(close, THANK_YOU_MS)
    return () => window.clearTimeout(timer)
  }, [thanked, close])

  // Escape closes the open block while the focus is in it; what was typed stays.
  useEffect(() => {
    const element = root.current
    if (!open || !element) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      close()
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  const shown = ratingSummary(average, count, i18n.language)
  const summary =
    shown.kind === 'hidden' ? null : (
      <p className={styles.summary}>
        {shown.kind === 'none' ? (
          <span>{t('productRating.none')}</span>
        ) : (
          <>
            {shown.average ? (
              <>
                <AverageStars average={shown.average.value} />
                <span>{t('productRating.average', { average: shown.average.text })}</span>
              </>
            ) : null}
            {shown.count === undefined ? null : <span>{t('productRating.count', { total: shown.count })}</span>}
          </>
        )}
      </p>
    )

  return (
    <div ref={root} className={styles.root}>
      <div className={styles.bar}>
        {summary}
        <Button
          ref={trigger}
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {t('productRating.open')}
        </Button>
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {thanked ? (
          <div ref={thanks} className={styles.thanks} role="status" tabIndex={-1}>
            <p className={styles.thanksTitle}>{t('productRating.thanks')}</p>
            <p>{t('productRating.thanksText')}</p>
          </div>
        ) : null}
        <ReviewForm
          product={product}
          captchaProvider={captchaProvider}
          label={productName ? t('productRating.formLabel', { name: productName }) : t('productRating.open')}
          hidden={thanked}
          onSent={() => setThanked(true)}
        />
      </div>
    </div>
  )
}
