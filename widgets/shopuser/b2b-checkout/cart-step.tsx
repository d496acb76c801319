import { useId, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { B2bCart } from '@/api/cart-schemas'
import { Button } from '@/src/ui/button/button'
import { PriceBasisText } from '@/src/features/price/price'
import { flushCartChanges, selectIsCartChanging } from '@/store/cart'
import { selectRefTextDraft } from '@/store/checkout-draft'
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks'
import { selectPriceBasis } from '@/store/price-basis'
import { useQuantitiesShown } from '../parts/cart-lines/cart-line'
import { CartLines, CartTotals } from '../parts/cart-lines/cart-lines'
import { CartSettings } from './cart-settings'
import { DeleteCart } from './delete-cart'
import { hasHash, ItemRefText, refTextFieldId } from './item-ref-text'
import shared from './b2b-checkout.module.css'
import styles from './cart-step.module.css'

/** Props of {@link CartStep}. */
export type CartStepProps = {
  cart: B2bCart
  /** The step's heading (tabIndex -1): where focus goes when the last line goes. */
  headingRef: RefObject<HTMLHeadingElement | null>
  /** On to delivery and invoice, once every change of this step has reached the server. */
  onNext(): void
}

/**
 * Step 1, the cart (spec 2 §3 B2B cart): the orderable lines with quantity fields (spec 1
 * §4: 0 removes a line, updates go after a pause, the header's count follows), each with its reference
 * text while the setting is on; the lines that cannot be ordered apart, with why; the two settings; the
 * totals as the server sent them; deleting the whole cart after a confirmation.
 */
export function CartStep({ cart, headingRef, onNext }: CartStepProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const changing = useAppSelector((state) => selectIsCartChanging(state, 'b2b'))
  const gross = useAppSelector(selectPriceBasis) === 'gross'
  const [leaving, setLeaving] = useState(false)
  const [refused, setRefused] = useState(false)
  const [unshown, setUnshown] = useState(false)
  const quantitiesShown = useQuantitiesShown('b2b')
  const blockedId = useId()
  const { entries, entriesNotOrderable: notOrderable } = cart

  // The first line whose reference text cannot be saved as typed, read from the store (a save may just have failed).
  const firstRefused = () =>
    cart.showItemRefTexts
      ? entries.find((entry) => {
          const draft = selectRefTextDraft(store.getState(), entry.itemKey)
          return draft !== undefined && (hasHash(draft.text) || draft.refusal !== null)
        })
      : undefined

  const stopAt = (itemKey: string) => {
    setRefused(true)
    document.getElementById(refTextFieldId(itemKey))?.focus()
  }

  const next = async () => {
    if (leaving) return
    // spec 1 §5: not on while a quantity field shows no quantity of the cart (an emptied one): the order would
    // carry a quantity the buyer did not see.
    const shown = quantitiesShown()
    setUnshown(!shown)
    if (!shown) return
    const refusedBefore = firstRefused()
    if (refusedBefore) {
      stopAt(refusedBefore.itemKey)
      return
    }
    setRefused(false)
    // Quantities and texts still in their pause go now; the next step shows what the server has.
    setLeaving(true)
    await dispatch(flushCartChanges('b2b'))
    setLeaving(false)
    const refusedAfter = firstRefused()
    if (refusedAfter) stopAt(refusedAfter.itemKey)
    else onNext()
  }

  const nothingOrderable = entries.length === 0

  return (
    <>
      <CartSettings cart={cart} />
      {entries.length > 0 ? (
        <CartLines
          cart="b2b"
          entries={entries}
          label={t('b2bCheckout.linesLabel')}
          headingRef={headingRef}
          renderExtra={cart.showItemRefTexts ? (entry) => <ItemRefText entry={entry} /> : undefined}
        />
      ) : null}
      {notOrderable.length > 0 ? (
        <section className={styles.notOrderable} aria-labelledby={`${blockedId}-not-orderable`}>
          <h3 id={`${blockedId}-not-orderable`} className={shared.subheading}>
            {t('b2bCheckout.notOrderable')}
          </h3>
          <p className={shared.note}>{t('b2bCheckout.notOrderableHint')}</p>
          <CartLines cart="b2b" entries={notOrderable} orderable={false} label={t('b2bCheckout.notOrderable')} headingRef={headingRef} />
        </section>
      ) : null}
      <CartTotals totals={cart.totals} vatIncluded={gross} updating={changing} />
      <div className={shared.actions} data-part="checkout-actions">
        {/* spec 1 §6: what the amounts are for this user. */}
        <p className={shared.basis}>
          <PriceBasisText />
        </p>
        {refused ? (
          <p id={`${blockedId}-refused`} className={shared.blocked} role="alert">
            {t('b2bCheckout.fixRefTexts')}
          </p>
        ) : null}
        {unshown ? (
          <p id={`${blockedId}-quantities`} className={shared.blocked} role="alert">
            {t('cartLines.fixQuantities')}
          </p>
        ) : null}
        {nothingOrderable ? (
          <p id={`${blockedId}-nothing`} className={shared.blocked}>
            {t('b2bCheckout.nothingOrderable')}
          </p>
        ) : null}
        <div className={shared.buttons}>
          <DeleteCart headingRef={headingRef} />
          <Button
            onClick={() => void next()}
            busy={leaving}
            disabled={nothingOrderable}
            aria-describedby={nothingOrderable ? `${blockedId}-nothing` : unshown ? `${blockedId}-quantities` : refused ? `${blockedId}-refused` : undefined}
          >
            {t('b2bCheckout.next.cart')}
          </Button>
        </div>
      </div>
    </>
  )
}
