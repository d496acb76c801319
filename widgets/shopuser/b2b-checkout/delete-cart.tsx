import { useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { deleteCart } from '@/store/cart'
import { useAppDispatch } from '@/store/hooks'
import { focusAfterDialog } from '../parts/shopping-list/focus-after-dialog'
import { ConfirmDialog, loadConfirmDialog } from './lazy-dialog'

const preload = () => void loadConfirmDialog()

/**
 * Deleting the whole B2B cart (spec 2 §7 Delete B2B cart) after a confirmation. Once it is gone, focus
 * goes to the step's heading, above the empty cart (the button that opened the dialog went with the lines).
 */
export function DeleteCart({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const confirm = async () => {
    if (deleting) return
    setDeleting(true)
    const result = await dispatch(deleteCart())
    setDeleting(false)
    setOpen(false)
    if (deleteCart.fulfilled.match(result)) focusAfterDialog(headingRef.current)
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {t('b2bCheckout.deleteCart')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        title={t('b2bCheckout.deleteTitle')}
        question={t('b2bCheckout.deleteQuestion')}
        confirmLabel={t('b2bCheckout.deleteConfirm')}
        cancelLabel={t('b2bCheckout.cancel')}
        busy={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}
