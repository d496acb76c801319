import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import ReactModal from 'react-modal'
import styles from './modal.module.css'

/** Spec 2 §2.10: the modal widths in pixels; 9999 means the full width of the window. */
export const MODAL_SIZES = [600, 700, 800, 1000, 9999] as const

/** One of {@link MODAL_SIZES}. */
export type ModalSize = (typeof MODAL_SIZES)[number]

/** Props of {@link Modal}. */
export type ModalProps = {
  /** Whether the dialog is shown; the caller owns this state. */
  isOpen: boolean
  /** Called when the user asks to close (close button, Escape, outside click if enabled). */
  onClose(): void
  /** The dialog's heading, which also names the dialog for assistive technology. */
  title: string
  /** Maximum width in pixels (spec 2 §2.10); 9999 is full width. Default 800, the content-modal size. */
  size?: ModalSize
  /** False for the non-closable variant (spec 2 §4): no close button, Escape and outside click do nothing. Default true. */
  closable?: boolean
  /** Close when the backdrop is clicked (spec 2 §4: only if enabled). Default false. */
  closeOnOutsideClick?: boolean
  children: ReactNode
  /** Actions shown below the content, e.g. confirm and cancel buttons. */
  footer?: ReactNode
  /**
   * Called once the dialog has closed and handed focus back to its trigger: where focus should go elsewhere
   * (to what the dialog added), this is the moment; an effect of the render that closes it comes too early.
   */
  onAfterClose?(): void
}

/**
 * react-modal walks Tab itself where it takes the browser for desktop Safari (headless Chromium too, by its
 * user agent), and from an element outside the tab order that the code focused (an error summary, a step's
 * heading: tabindex -1) it jumps to the dialog's first control. In the document order, Tab from there reaches
 * the next control, as everywhere else. A native listener, so the key never reaches react-modal's handler
 * (React listens at the portal's root); Tab from every other element stays react-modal's, which keeps it inside.
 */
function keepTabOrder(body: HTMLDivElement | null) {
  if (!body) return undefined
  const listener = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && event.target instanceof HTMLElement && event.target.tabIndex < 0) event.stopPropagation()
  }
  body.addEventListener('keydown', listener)
  return () => body.removeEventListener('keydown', listener)
}

/**
 * An accessible dialog on react-modal: role dialog with aria-modal, named by its title; focus moves
 * into it on open, stays inside while Tab is pressed, and returns to the trigger on close; the body
 * does not scroll behind it. Full screen below the sm breakpoint (768 px, spec 2 §9).
 */
export function Modal({
  isOpen,
  onClose,
  title,
  size = 800,
  closable = true,
  closeOnOutsideClick = false,
  children,
  footer,
  onAfterClose,
}: ModalProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <ReactModal
      isOpen={isOpen}
      onRequestClose={onClose}
      onAfterClose={onAfterClose}
      // The page is many islands with no single app element to hide; aria-modal on the dialog tells
      // assistive technology that the rest of the page is inert instead.
      ariaHideApp={false}
      aria={{ labelledby: titleId, modal: true }}
      role="dialog"
      // spec 2 §4: closes on Escape, on outside click only if enabled, and a non-closable modal ignores both.
      shouldCloseOnEsc={closable}
      shouldCloseOnOverlayClick={closable && closeOnOutsideClick}
      shouldFocusAfterRender
      shouldReturnFocusAfterClose
      // A class instead of react-modal's inline styles, so the CSS module (and its breakpoints) decides the look.
      className={styles.content}
      overlayClassName={styles.overlay}
      // react-modal counts open modals per body class, so nested modals keep the lock until the last closes.
      bodyOpenClassName={styles.bodyOpen}
      data={{ size: String(size) }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={styles.body} ref={keepTabOrder}>
        {children}
      </div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </ReactModal>
  )
}
