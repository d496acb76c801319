import { useId, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Partner } from '@/api/cart'
import type { B2bCart, CartEntry } from '@/api/cart-schemas'
import { formatDate } from '@/src/lib/dates'
import { Button } from '@/src/ui/button/button'
import { useRetailerModeSwitch } from '@/src/features/retailer-mode/use-retailer-mode-switch'
import { PriceBasisText } from '@/src/features/price/price'
import { Price } from '@/src/ui/price/price'
import { selectRetailerModeEnabled } from '@/store/account'
import { selectCommit, type B2bCheckout } from '@/store/cart'
import { selectTermsAccepted, submitOrder, termsAcceptedChanged } from '@/store/checkout-draft'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectPriceBasis } from '@/store/price-basis'
import { CartTotals } from '../parts/cart-lines/cart-lines'
import { PartnerAddress } from './partner-address'
import { TermsButton } from './terms'
import shared from './b2b-checkout.module.css'
import styles from './overview-step.module.css'

/** Props of {@link OverviewStep}. */
export type OverviewStepProps = {
  cart: B2bCart
  checkout: B2bCheckout
  /** The level of the step's heading; the sections are one below. */
  headingLevel: 1 | 2 | 3
  onChangeCart(): void
  onBack(): void
}

const partnerOf = (partners: Partner[], partnerId: string) => partners.find((partner) => partner.partnerId === partnerId)

/**
 * Step 3, the overview (spec 2 §3, §7): everything the order will be, to confirm: the lines and totals as
 * the server sent them, the delivery and invoice addresses, the date and the comment; the terms to read
 * (./terms.tsx) and to accept; and the submission. Submitting happens once (store/checkout-draft.ts
 * submitOrder): the button is busy while it runs, and a second click or Enter does nothing. spec 1 §6:
 * retailer mode blocks submission, said before the button, which is disabled and described by it; the
 * server refuses too. On success the server's answer leads to the confirmation page.
 */
export function OverviewStep({ cart, checkout, headingLevel, onChangeCart, onBack }: OverviewStepProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const accepted = useAppSelector(selectTermsAccepted)
  const commit = useAppSelector(selectCommit)
  const retailerMode = useAppSelector(selectRetailerModeEnabled)
  const leaving = useRetailerModeSwitch()
  const gross = useAppSelector(selectPriceBasis) === 'gross'
  const [missingTerms, setMissingTerms] = useState(false)
  const id = useId()
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4'
  const { delivery } = checkout
  const shipTo = partnerOf(checkout.shipTo, delivery.shipToPartnerId)
  const billTo = partnerOf(checkout.billTo, delivery.billToPartnerId)
  const running = commit.status === 'running'

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    // spec 1 §6: nothing is sent in retailer mode (the button says why); the server would refuse it too.
    if (retailerMode || running) return
    if (!accepted) {
      setMissingTerms(true)
      document.getElementById(`${id}-terms`)?.focus()
      return
    }
    void dispatch(submitOrder())
  }

  const describedBy = [retailerMode ? `${id}-retailer` : '', missingTerms && !accepted ? `${id}-terms-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <form className={styles.overview} onSubmit={submit} noValidate>
      <section aria-labelledby={`${id}-lines`} className={styles.overviewSection}>
        <div className={styles.sectionHead}>
          <Section id={`${id}-lines`} className={styles.subheading}>
            {t('b2bCheckout.overviewLines')}
          </Section>
          <Button variant="ghost" size="s" onClick={onChangeCart} aria-label={t('b2bCheckout.changeCart')}>
            {t('b2bCheckout.change')}
          </Button>
        </div>
        <OverviewLines entries={cart.entries} showItemRefTexts={cart.showItemRefTexts} />
        {cart.entriesNotOrderable.length > 0 ? <p className={shared.note}>{t('b2bCheckout.overviewNotOrderable', { count: cart.entriesNotOrderable.length })}</p> : null}
        <CartTotals totals={cart.totals} vatIncluded={gross} />
        <p className={shared.basis}>
          <PriceBasisText />
        </p>
      </section>

      <section aria-labelledby={`${id}-delivery`} className={styles.overviewSection}>
        <div className={styles.sectionHead}>
          <Section id={`${id}-delivery`} className={styles.subheading}>
            {t('b2bCheckout.steps.delivery')}
          </Section>
          <Button variant="ghost" size="s" onClick={onBack} aria-label={t('b2bCheckout.changeDelivery')}>
            {t('b2bCheckout.change')}
          </Button>
        </div>
        <dl className={styles.deliveryList}>
          <div>
            <dt>{t('b2bCheckout.shipTo')}</dt>
            <dd>{shipTo ? <PartnerAddress partner={shipTo} /> : delivery.shipToPartnerId}</dd>
          </div>
          <div>
            <dt>{t('b2bCheckout.billTo')}</dt>
            <dd>{billTo ? <PartnerAddress partner={billTo} /> : delivery.billToPartnerId}</dd>
          </div>
          <div>
            <dt>{t('b2bCheckout.requestedDate')}</dt>
            <dd>{delivery.requestedDate === '' ? t('b2bCheckout.soonestDate') : formatDate(delivery.requestedDate)}</dd>
          </div>
          <div>
            <dt>{t('b2bCheckout.comment')}</dt>
            <dd className={styles.comment}>{delivery.comment === '' ? t('b2bCheckout.noComment') : delivery.comment}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={`${id}-terms-heading`} className={styles.overviewSection}>
        <Section id={`${id}-terms-heading`} className={styles.subheading}>
          {t('b2bCheckout.termsTitle')}
        </Section>
        {checkout.checkoutConfig.agbContentLink ? <TermsButton link={checkout.checkoutConfig.agbContentLink} /> : null}
        <div className={styles.accept}>
          {missingTerms && !accepted ? (
            <p id={`${id}-terms-error`} className={shared.fieldError}>
              {t('b2bCheckout.acceptTermsRequired')}
            </p>
          ) : null}
          <div className={shared.setting}>
            <input
              id={`${id}-terms`}
              type="checkbox"
              checked={accepted}
              required
              aria-invalid={missingTerms && !accepted ? true : undefined}
              aria-describedby={missingTerms && !accepted ? `${id}-terms-error` : undefined}
              onChange={(event) => dispatch(termsAcceptedChanged(event.target.checked))}
            />
            <label htmlFor={`${id}-terms`}>{t('b2bCheckout.acceptTerms')}</label>
          </div>
        </div>
      </section>

      <div className={shared.submitArea}>
        {retailerMode ? (
          <div className={shared.blocked}>
            <p id={`${id}-retailer`}>{t('b2bCheckout.retailerBlocked')}</p>
            {/* The way out, here where the block is met: the same switch as the header's (the page reloads). */}
            <Button variant="secondary" size="s" busy={leaving.busy} onClick={() => leaving.switchTo(false)}>
              {t('b2bCheckout.leaveRetailerMode')}
            </Button>
          </div>
        ) : null}
        <div className={shared.stepButtons}>
          <Button variant="secondary" onClick={onBack}>
            {t('b2bCheckout.back.overview')}
          </Button>
          <Button type="submit" busy={running} disabled={retailerMode} aria-describedby={describedBy}>
            {t('b2bCheckout.submit')}
          </Button>
        </div>
        <p className="visually-hidden" role="status">
          {running ? t('b2bCheckout.submitting') : ''}
        </p>
      </div>
    </form>
  )
}

/**
 * The lines to be ordered, read-only: name, pack and article number, the reference text (while the
 * setting is on), quantity, unit price and sum as the server sent them. A list of cards rather than a
 * table, so a phone shows every value without scrolling sideways.
 */
function OverviewLines({ entries, showItemRefTexts }: { entries: CartEntry[]; showItemRefTexts: boolean }) {
  const { t } = useTranslation('shopuser')
  return (
    <ul className={styles.overviewLines} aria-label={t('b2bCheckout.linesLabel')}>
      {entries.map((entry) => (
        <li key={entry.itemKey} className={styles.overviewLine}>
          <p className={styles.overviewArticle}>
            <span className={shared.addressName}>{entry.title}</span>{' '}
            <span className={shared.meta}>
              {entry.packSize ? `${entry.packSize} · ` : ''}
              {t('cartLines.articleNumber', { number: entry.productId })}
            </span>
          </p>
          <dl className={styles.overviewValues}>
            {showItemRefTexts ? (
              <div className={styles.overviewRefText}>
                <dt>{t('b2bCheckout.refText')}</dt>
                <dd>{entry.itemRefText === '' ? '–' : entry.itemRefText}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('cartLines.quantity')}</dt>
              <dd>{entry.quantity}</dd>
            </div>
            <div>
              <dt>{t('cartLines.unitPrice')}</dt>
              <dd>
                <Price amount={entry.price} />
              </dd>
            </div>
            <div>
              <dt>{t('cartLines.sum')}</dt>
              <dd>
                <Price amount={entry.sum} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
