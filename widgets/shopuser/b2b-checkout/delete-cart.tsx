import { useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { focusAfterDialog } from '@/src/features/confirm-dialog/focus-after-dialog'
import { LazyConfirmDialog, preloadConfirmDialog } from '@/src/features/confirm-dialog/lazy-confirm-dialog'
import { deleteCart } from '@/store/cart'
import { useAppDispatch } from '@/store/hooks'

/**
 * Deleting the whole B2B cart (spec 2 §7 Delete B2B cart) after a confirmation. A failure is said in the
 * dialog, which stays open. Once the cart is gone, focus goes to the step's heading, above the empty cart
 * (the button that opened the dialog went with the lines).
 */
export function DeleteCart({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [open, setOpen] = useState(false)

  const confirm = async () => {
    await dispatch(deleteCart()).unwrap()
    setOpen(false)
    focusAfterDialog(headingRef.current)
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog}>
        {t('b2bCheckout.deleteCart')}
      </Button>
      <LazyConfirmDialog
        isOpen={open}
        title={t('b2bCheckout.deleteTitle')}
        question={t('b2bCheckout.deleteQuestion')}
        confirmLabel={t('b2bCheckout.deleteConfirm')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
