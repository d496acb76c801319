import { Button } from '@/src/ui/button/button'
import { Modal } from '@/src/ui/modal/modal'

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  isOpen: boolean
  title: string
  /** What will happen, as a question or a warning. */
  question: string
  confirmLabel: string
  cancelLabel: string
  /** The confirmed action runs: the confirm button is busy and the dialog cannot be closed. */
  busy?: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * A question before an action that cannot be undone (deleting the cart; a setting that clears every
 * reference text), on src/ui/modal: focus moves in, Escape cancels, focus returns to the trigger. Its
 * own module, loaded on first use (./lazy-dialog.ts), so react-modal is not part of the cart's first load.
 */
export default function ConfirmDialog({ isOpen, title, question, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size={600}
      closable={!busy}
      footer={
        <>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      <p>{question}</p>
    </Modal>
  )
}
