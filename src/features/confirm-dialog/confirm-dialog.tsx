import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { Modal } from '@/src/ui/modal/modal'
import { failureMessages } from '@/store/request'
import styles from './confirm-dialog.module.css'

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  /** Whether the dialog is shown; the caller owns this state and closes it once `onConfirm` has succeeded. */
  isOpen: boolean
  /** The dialog's heading, which names it («Adresse löschen»). */
  title: string
  /** What the user is asked, naming what the action applies to. */
  question: string
  /** The confirm button's text («Adresse löschen»); the other button cancels. */
  confirmLabel: string
  /**
   * Does what was asked: resolves on success, rejects with the request's failure (`dispatch(request).unwrap()`),
   * whose messages the dialog shows. The request must be quiet: the page's notifications lie outside the
   * modal dialog, where a keyboard user cannot reach them while it is open. What asks for no request (a
   * setting whose change shows at once) closes the dialog and returns nothing.
   */
  onConfirm(): Promise<unknown> | void
  /** The user cancelled (the cancel or close button, Escape). */
  onClose(): void
}

/**
 * A question before an action that cannot be undone (delete an address, a shopping list), in a modal dialog
 * (src/ui/modal: focus moves in on open, stays inside, returns to the trigger on close). Confirm runs once at a
 * time, its button busy and the dialog not closable meanwhile; a failure keeps the dialog open and says why inside
 * it, above the buttons, in an alert that is read out at once: the server's messages, or the unknown-error text
 * (spec 1 §8).
 */
export function ConfirmDialog({ isOpen, title, question, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])

  const close = () => {
    setProblems([])
    onClose()
  }

  const confirm = async () => {
    if (busy) return
    setBusy(true)
    // Emptied first, so the same message after a second try is read out again.
    setProblems([])
    try {
      await onConfirm()
    } catch (failure) {
      const messages = failureMessages(failure).map(({ message }) => message)
      setProblems(messages.length > 0 ? messages : [t('errors.unknown')])
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={title}
      size={600}
      // While the action runs the dialog stays: its answer belongs in it.
      closable={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('confirmDialog.cancel')}
          </Button>
          <Button busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.question}>{question}</p>
      {/* Always there, so a screen reader announces what appears in it. */}
      <p role="alert" className={styles.problem}>
        {problems.map((problem, index) => (
          <span key={index}>{problem}</span>
        ))}
      </p>
    </Modal>
  )
}
