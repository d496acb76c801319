import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { sameOriginUrl } from '@/src/lib/safe-url'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { b2cCartIdKnown, fetchCart, flushCartChanges, selectB2cCart, selectCartStatus, selectIsCartChanging } from '@/store/cart'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { useQuantitiesShown } from '../parts/cart-lines/cart-line'
import { CartEmpty, CartLines, CartLinesSkeleton, CartTotals, useFocusHeadingWhenEmptied } from '../parts/cart-lines/cart-lines'
import type { B2cCartProps } from './b2c-cart.widget'
import styles from './b2c-cart.module.css'

/**
 * The consumer's cart (spec 2 §3 "B2C cart: entries"): its lines with quantity fields and
 * remove buttons, each line's sum and the totals exactly as the server sent them, the consumers' price text
 * (spec 1 §6 'Netto / inkl. Mwst'), the way to the checkout, and an empty cart's way back to the shop.
 * While loading it holds the place of as many lines as the session's count says.
 */
export function B2cCart({ cartId, checkoutUrl, shopUrl, headingLevel }: B2cCartProps) {
  const { t } = useTranslation('shopuser')
  const { t: tCommon } = useTranslation('common')
  const dispatch = useAppDispatch()
  const cart = useAppSelector(selectB2cCart)
  const status = useAppSelector((state) => selectCartStatus(state, 'b2c'))
  const changing = useAppSelector((state) => selectIsCartChanging(state, 'b2c'))
  const sessionCount = useAppSelector(selectSession).cartCounts.b2c
  const headingRef = useRef<HTMLHeadingElement>(null)
  const quantitiesShown = useQuantitiesShown('b2c')
  const [unshown, setUnshown] = useState(false)
  const Heading = `h${headingLevel}` as const

  const load = () => void dispatch(fetchCart({ cart: 'b2c', cartId }))
  useEffect(() => {
    if (cartId) dispatch(b2cCartIdKnown(cartId))
    void dispatch(fetchCart({ cart: 'b2c', cartId }))
  }, [dispatch, cartId])

  // Leaving for the checkout: the changes still in their pause go first, so the checkout sees them.
  const toCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    // spec 1 §5: not while a quantity field shows no quantity of the cart (an emptied one): the checkout would
    // show one the buyer did not see.
    const shown = quantitiesShown()
    setUnshown(!shown)
    if (!shown) {
      event.preventDefault()
      return
    }
    const target = sameOriginUrl(checkoutUrl)
    if (!changing || target === null) return
    event.preventDefault()
    void dispatch(flushCartChanges('b2c')).then(() => window.location.assign(target))
  }

  const entries = cart?.entries ?? []
  const notOrderable = cart?.entriesNotOrderable ?? []
  const empty = cart !== null && entries.length === 0 && notOrderable.length === 0
  useFocusHeadingWhenEmptied(entries.length + notOrderable.length, headingRef)

  let content
  if (status === 'failed') {
    content = (
      <div className={styles.problem} data-part="cart-empty">
        <p>{t('b2cCart.failed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('b2cCart.retry')}
        </Button>
      </div>
    )
  } else if (empty || (cart === null && sessionCount === 0)) {
    content = <CartEmpty text={cart === null ? undefined : t('b2cCart.empty')} link={{ href: shopUrl, text: t('b2cCart.toShop') }} />
  } else if (cart === null) {
    content = (
      <>
        <CartLinesSkeleton count={sessionCount} />
        <div className={styles.actions} data-part="cart-actions" />
      </>
    )
  } else {
    content = (
      <>
        {entries.length > 0 ? <CartLines cart="b2c" entries={entries} label={t('b2cCart.linesLabel')} headingRef={headingRef} /> : null}
        {notOrderable.length > 0 ? (
          <div className={styles.notOrderable}>
            <p className={styles.notOrderableTitle}>{t('b2cCart.notOrderable')}</p>
            <CartLines cart="b2c" entries={notOrderable} orderable={false} label={t('b2cCart.notOrderable')} headingRef={headingRef} />
          </div>
        ) : null}
        <CartTotals totals={cart.totals} vatIncluded updating={changing} />
        <div className={styles.actions} data-part="cart-actions">
          {/* spec 1 §6: the consumers' price text. */}
          <p className={styles.basis}>{tCommon('price.consumer')}</p>
          {unshown ? <NotificationBox type="error">{t('cartLines.fixQuantities')}</NotificationBox> : null}
          <div className={styles.buttons}>
            {checkoutUrl && entries.length > 0 ? (
              <SafeLink href={checkoutUrl} className={styles.checkout} onClick={toCheckout}>
                {t('b2cCart.checkout')}
              </SafeLink>
            ) : null}
            <SafeLink href={shopUrl} className={styles.continue}>
              {t('b2cCart.toShop')}
            </SafeLink>
          </div>
        </div>
      </>
    )
  }

  return (
    // No region landmark: two carts on a page (the block catalogue) would be two regions of one name.
    <div className={styles.cart}>
      {/* Focus lands here when the last line is removed. */}
      <Heading ref={headingRef} tabIndex={-1} data-part="heading">
        {t('b2cCart.title')}
      </Heading>
      {content}
    </div>
  )
}
