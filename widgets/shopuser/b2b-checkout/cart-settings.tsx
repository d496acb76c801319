import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { B2bCart } from '@/api/cart-schemas'
import { LazyConfirmDialog, preloadConfirmDialog } from '@/src/features/confirm-dialog/lazy-confirm-dialog'
import { setShowItemRefTexts, setShowManualPricing } from '@/store/cart'
import { selectRefTextDrafts } from '@/store/checkout-draft'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import shared from './b2b-checkout.module.css'
import styles from './cart-step.module.css'

/**
 * The B2B cart's two settings (spec 2 §3 showItemRefTexts, showManualPricing; spec 2 §7). spec 2 §4:
 * changing the reference-text setting clears every line's text, so the box says so, and when any line
 * has a text (saved or typed) a dialog asks first. Each box shows the new value at once and the server's
 * again if the change fails.
 */
export function CartSettings({ cart }: { cart: B2bCart }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const drafts = useAppSelector(selectRefTextDrafts)
  const id = useId()
  // The value on its way to the server; null when the box shows the server's.
  const [refTexts, setRefTexts] = useState<boolean | null>(null)
  const [manualPricing, setManualPricing] = useState<boolean | null>(null)
  const [asking, setAsking] = useState(false)

  const hasTexts = cart.entries.some((entry) => entry.itemRefText !== '') || Object.values(drafts).some((draft) => draft.text !== '')

  const changeRefTexts = async (show: boolean) => {
    setRefTexts(show)
    await dispatch(setShowItemRefTexts(show))
    setRefTexts(null)
  }
  const askOrChange = () => {
    if (refTexts !== null) return
    if (hasTexts) setAsking(true)
    else void changeRefTexts(!cart.showItemRefTexts)
  }
  // The change shows in the box at once (and is taken back if it fails), so the dialog closes as it starts.
  const confirm = () => {
    setAsking(false)
    void changeRefTexts(!cart.showItemRefTexts)
  }
  const changeManualPricing = async () => {
    if (manualPricing !== null) return
    const show = !cart.showManualPricing
    setManualPricing(show)
    await dispatch(setShowManualPricing(show))
    setManualPricing(null)
  }

  return (
    <fieldset className={styles.settings} data-part="settings">
      <legend className={styles.settingsLegend}>{t('b2bCheckout.settings')}</legend>
      <div className={shared.setting}>
        <input
          id={`${id}-ref-texts`}
          type="checkbox"
          checked={refTexts ?? cart.showItemRefTexts}
          onChange={askOrChange}
          // The question needs the dialog's code only while texts exist: loaded as the box is approached.
          onFocus={hasTexts ? preloadConfirmDialog : undefined}
          onPointerEnter={hasTexts ? preloadConfirmDialog : undefined}
          // Not `disabled`: a disabled box would drop the keyboard focus while the change is on its way.
          aria-disabled={refTexts !== null || undefined}
          aria-describedby={`${id}-ref-texts-hint`}
        />
        <label htmlFor={`${id}-ref-texts`}>{t('b2bCheckout.showItemRefTexts')}</label>
        <p id={`${id}-ref-texts-hint`} className={styles.settingHint}>
          {t('b2bCheckout.showItemRefTextsHint')}
        </p>
      </div>
      <div className={shared.setting}>
        <input
          id={`${id}-manual-pricing`}
          type="checkbox"
          checked={manualPricing ?? cart.showManualPricing}
          onChange={() => void changeManualPricing()}
          aria-disabled={manualPricing !== null || undefined}
        />
        <label htmlFor={`${id}-manual-pricing`}>{t('b2bCheckout.showManualPricing')}</label>
      </div>
      <LazyConfirmDialog
        isOpen={asking}
        title={t('b2bCheckout.clearRefTextsTitle')}
        question={t('b2bCheckout.clearRefTextsQuestion')}
        confirmLabel={t('b2bCheckout.clearRefTextsConfirm')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </fieldset>
  )
}
