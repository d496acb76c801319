import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { Modal } from '@/src/ui/modal/modal'
import styles from './favorite-button.module.css'

/** Props of {@link ConfirmRemoval}. */
export type ConfirmRemovalProps = {
  productName: string
  /** The removal is on its way: «Entfernen» shows it, and neither button nor Escape closes the dialog. */
  busy: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * spec 2 §4: the confirmation before a favourite is removed, a modal dialog (focus inside while it is open,
 * Escape or «Abbrechen» cancel, focus back on the favourite button after). A module of its own, loaded on
 * first use: react-modal stays out of every product list and detail until someone removes a favourite.
 */
export default function ConfirmRemoval({ productName, busy, onConfirm, onCancel }: ConfirmRemovalProps) {
  const { t } = useTranslation('product')
  // Closing is not cancelling a removal already sent: the dialog stays until its answer.
  const cancel = () => {
    if (!busy) onCancel()
  }
  return (
    <Modal
      isOpen
      onClose={cancel}
      title={t('favoriteButton.confirmTitle')}
      size={600}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('favoriteButton.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {t('favoriteButton.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.question}>{t('favoriteButton.confirmText', { name: productName })}</p>
    </Modal>
  )
}
