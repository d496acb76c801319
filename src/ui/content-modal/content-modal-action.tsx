import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { BlockLinkInput } from '@/src/widget/fallback'
import type { ContentModalContent } from './content-modal'

// The dialog and react-modal load with the first click: a page of content blocks that nobody opens never downloads them.
const Modal = lazy(() => import('@/src/ui/modal/modal').then((module) => ({ default: module.Modal })))

/** spec 2 §2.10: a content modal is 800 px wide. */
const CONTENT_MODAL_SIZE = 800

// A click that opens the link elsewhere (a new tab or window, a download) stays the browser's.
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A block's button that opens a content modal (src/ui/modal, size 800) with the editor's rich text, sanitised: the
 * same link as `BlockAction` (so the markup is the fallback's, and without a script the button follows the link to a
 * page with the same content), with `aria-haspopup="dialog"`; a plain click opens the dialog instead, which takes
 * the focus and gives it back to the button when it closes.
 */
export function ContentModalAction({ link, modal }: { link: BlockLinkInput; modal: ContentModalContent }) {
  const [opened, setOpened] = useState(false)
  const [isOpen, setIsOpen] = useState(false)
  const clean = useMemo(() => sanitizeHtml(modal.html), [modal.html])
  return (
    <>
      <p data-part="action">
        <SafeLink
          href={link.href}
          target={link.target}
          title={link.title}
          data-look="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            if (opensElsewhere(event)) return
            event.preventDefault()
            setOpened(true)
            setIsOpen(true)
          }}
        >
          {link.text}
        </SafeLink>
      </p>
      {/* Kept once opened: react-modal gives the focus back to the button only from a dialog that closes, not one that goes away. */}
      {opened && (
        <Suspense fallback={null}>
          <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={modal.title} size={CONTENT_MODAL_SIZE} closeOnOutsideClick>
            <div data-block="content-modal">
              <div data-part="text" dangerouslySetInnerHTML={{ __html: clean }} />
            </div>
          </Modal>
        </Suspense>
      )}
    </>
  )
}
