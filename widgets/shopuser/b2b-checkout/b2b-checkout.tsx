import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { whenIdle } from '@/src/lib/when-idle'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import { selectUser } from '@/store/account'
import { fetchCartData, selectB2bCart, selectB2bCheckout, selectCommit } from '@/store/cart'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { CartLinesSkeleton, useFocusHeadingWhenEmptied } from '../parts/cart-lines/cart-lines'
import type { B2bCheckoutProps } from './b2b-checkout.widget'
import { CartStep } from './cart-step'
import { useCheckoutStep, type CheckoutStep } from './checkout-step'
import { StepIndicator } from './step-indicator'
import styles from './b2b-checkout.module.css'
import cartStyles from './cart-step.module.css'
import stepStyles from './step-indicator.module.css'

// Steps 2 and 3 load on their own (react-hook-form; the table, the terms with DOMPurify and react-modal),
// so the cart, the step most visits end on, comes first; both are fetched once the cart is shown, well
// before a buyer moves on, and at once when the address names them.
const loadDeliveryStep = () => import('./delivery-step')
const loadOverviewStep = () => import('./overview-step')
const DeliveryStep = lazy(() => loadDeliveryStep().then((module) => ({ default: module.DeliveryStep })))
const OverviewStep = lazy(() => loadOverviewStep().then((module) => ({ default: module.OverviewStep })))

type Load = 'loading' | 'done' | 'failed'

/**
 * The B2B checkout (spec 1 §2 "B2B checkout (cart, delivery and invoice, overview)"; spec 1 §4, §5; spec 2
 * §3, §4, §7) for the signed-in active shop user: three steps, each at its own URL
 * (`?step=cart|delivery|overview`, ./checkout-step.ts), so Back and Forward walk through them and a
 * reload stays; what was typed lives in the store and survives the steps. Focus moves to the step's
 * heading on every change of step. Visitors are asked to sign in, other users told the cart is not theirs.
 */
export function B2bCheckout(props: B2bCheckoutProps) {
  const { t } = useTranslation('shopuser')
  const user = useAppSelector(selectUser)
  const isShopUser = useAppSelector(selectSession).isActiveShopUser
  if (user === null || !isShopUser) {
    return (
      <Frame title={t('b2bCheckout.steps.cart')} headingLevel={props.headingLevel}>
        <div className={styles.notice} data-part="notice">
          {user === null ? <SignInPrompt text={t('b2bCheckout.signIn')} /> : <p>{t('b2bCheckout.notShopUser')}</p>}
        </div>
      </Frame>
    )
  }
  return <Checkout {...props} />
}

function Checkout({ shopUrl, headingLevel, itemRefTextsShown }: B2bCheckoutProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const cart = useAppSelector(selectB2bCart)
  const checkout = useAppSelector(selectB2bCheckout)
  const commit = useAppSelector(selectCommit)
  const sessionCount = useAppSelector(selectSession).cartCounts.b2b
  const { step: addressStep, moved, goTo, correct } = useCheckoutStep()
  const [load, setLoad] = useState<Load>('loading')
  const headingRef = useRef<HTMLHeadingElement>(null)

  const fetchData = useCallback(() => {
    void dispatch(fetchCartData()).then((result) => setLoad(fetchCartData.fulfilled.match(result) ? 'done' : 'failed'))
  }, [dispatch])
  const reload = () => {
    setLoad('loading')
    fetchData()
  }
  // spec 2 §7 Get B2B cart data: the cart with the checkout's partners, delivery and terms link.
  useEffect(fetchData, [fetchData])

  // Every change of step puts the focus on its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (moved > 0) headingRef.current?.focus()
  }, [moved])

  // The other steps' code, once the cart is there and the page has a moment.
  const shown = cart !== null
  useEffect(() => {
    if (!shown) return
    const preload = () => {
      void loadDeliveryStep()
      void loadOverviewStep()
    }
    return whenIdle(preload, { timeout: 2000, fallbackMs: 500 })
  }, [shown])

  const entries = cart?.entries ?? []
  const lineCount = entries.length + (cart?.entriesNotOrderable.length ?? 0)
  useFocusHeadingWhenEmptied(lineCount, headingRef)

  // Delivery and overview need lines to order: without any, the cart step is where the buyer is.
  const step: CheckoutStep = cart !== null && entries.length === 0 ? 'cart' : addressStep
  useEffect(() => {
    if (step !== addressStep) correct(step)
  }, [step, addressStep, correct])

  if (commit.status === 'done') {
    // The server's answer navigates to the confirmation page; until it has loaded, say what happened.
    return (
      <Frame title={t('b2bCheckout.steps.overview')} headingLevel={headingLevel} headingRef={headingRef}>
        <div className={styles.notice} data-part="notice" role="status">
          <p>{t('b2bCheckout.submitted', { order: commit.orderNumber ?? '' })}</p>
        </div>
      </Frame>
    )
  }

  if (load === 'failed' && cart === null) {
    return (
      <Frame title={t('b2bCheckout.steps.cart')} headingLevel={headingLevel} headingRef={headingRef}>
        <div className={styles.notice} data-part="notice">
          <p>{t('b2bCheckout.failed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('b2bCheckout.retry')}
          </Button>
        </div>
      </Frame>
    )
  }

  if (cart === null || checkout === null) {
    // Loading: the places of as many lines as the session's count says (the CMS's fallback is the same).
    return (
      <Frame title={t('b2bCheckout.steps.cart')} headingLevel={headingLevel} headingRef={headingRef} steps={sessionCount > 0 ? <div className={stepStyles.steps} data-part="steps" /> : null}>
        {sessionCount > 0 ? (
          <>
            <div className={cartStyles.settings} data-part="settings" aria-hidden="true" />
            <CartLinesSkeleton count={sessionCount} withExtra={itemRefTextsShown} />
            <div className={styles.actions} data-part="checkout-actions" />
          </>
        ) : (
          <div className={styles.notice} data-part="notice" aria-busy="true" />
        )}
      </Frame>
    )
  }

  if (lineCount === 0) {
    return (
      <Frame title={t('b2bCheckout.steps.cart')} headingLevel={headingLevel} headingRef={headingRef}>
        <div className={styles.notice} data-part="notice">
          <p>{t('b2bCheckout.empty')}</p>
          <SafeLink href={shopUrl}>{t('b2bCheckout.toShop')}</SafeLink>
        </div>
      </Frame>
    )
  }

  let content
  if (step === 'cart') content = <CartStep cart={cart} headingRef={headingRef} onNext={() => goTo('delivery')} />
  else if (step === 'delivery') content = <DeliveryStep checkout={checkout} onBack={() => goTo('cart')} onNext={() => goTo('overview')} />
  else content = <OverviewStep cart={cart} checkout={checkout} headingLevel={headingLevel} onChangeCart={() => goTo('cart')} onBack={() => goTo('delivery')} />

  return (
    <Frame title={t(`b2bCheckout.steps.${step}`)} headingLevel={headingLevel} headingRef={headingRef} steps={<StepIndicator current={step} onGo={goTo} />}>
      {/* While a step's code arrives: its place, busy. */}
      <Suspense fallback={<div className={styles.stepLoading} aria-busy="true" />}>{content}</Suspense>
    </Frame>
  )
}

type FrameProps = {
  title: string
  headingLevel: 1 | 2 | 3
  headingRef?: RefObject<HTMLHeadingElement | null>
  /** The step indicator, above the heading. */
  steps?: ReactNode
  children: ReactNode
}

/**
 * The widget's frame: the steps, then the step's heading (tabIndex -1: focus lands there on each step).
 * Not a landmark of its own: the page's main region holds it, and two carts on one page (the block
 * catalogue) would be two regions of the same name.
 */
function Frame({ title, headingLevel, headingRef, steps, children }: FrameProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.checkout}>
      {steps}
      <Heading ref={headingRef} tabIndex={-1} data-part="heading">
        {title}
      </Heading>
      {children}
    </div>
  )
}
