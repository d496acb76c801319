import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useOutsidePointer } from '@/src/lib/use-outside-pointer'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { isExternal } from './file-share'

/** One link of a download menu. */
export type DownloadMenuEntry = { key: string; href: string; content: ReactNode }

/** Props of {@link DownloadMenu}. */
export type DownloadMenuProps = {
  /** The list shows; the widget keeps one menu open at a time. */
  open: boolean
  onOpenChange(open: boolean): void
  /** primary: the share's «Alle herunterladen»; secondary: an asset's menu. */
  variant: 'primary' | 'secondary'
  /** What the button says (an asset's menu names its file for screen readers). */
  label: ReactNode
  entries: readonly DownloadMenuEntry[]
}

type Move = 'first' | 'last'

const linksIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLAnchorElement>('[data-part="menu-list"] a') ?? [])]
const focusIn = (root: HTMLElement | null, move: Move) => {
  const links = linksIn(root)
  ;(move === 'first' ? links[0] : links.at(-1))?.focus()
}

/**
 * A download menu (spec 2 §2.6): a disclosure button (aria-expanded, aria-controls) and right after it, in the reading
 * and tab order, the list of its links, so Tab walks from the button into the open list. Enter and Space open and
 * close it; ArrowDown and ArrowUp on the button open it and move to its first or last link; the arrows, Home and End
 * move between the links; Escape closes it and returns focus to the button, as does choosing a link; focus leaving it
 * or a click outside closes it. A link to a path of this site downloads (`download`); an https link opens in a new tab.
 * The CMS's fallback writes a `<details>` of the same size in its place (file-sharing.fallback.ts), which opens without
 * any script.
 */
export function DownloadMenu({ open, onOpenChange, variant, label, entries }: DownloadMenuProps) {
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // Where the focus goes once the list shows (opened by an arrow key).
  const pending = useRef<Move | null>(null)

  useEffect(() => {
    if (!open || pending.current === null) return
    focusIn(root.current, pending.current)
    pending.current = null
  }, [open])

  useOutsidePointer(open, [root], () => onOpenChange(false))

  const close = () => {
    onOpenChange(false)
    button.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      onOpenChange(false)
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const move = event.key === 'ArrowDown' ? 'first' : 'last'
    if (open) focusIn(root.current, move)
    else {
      pending.current = move
      onOpenChange(true)
    }
  }

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    const links = linksIn(root.current)
    const index = links.indexOf(event.currentTarget)
    const last = links.length - 1
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined || index === -1) return
    event.preventDefault()
    links[next]?.focus()
  }

  // Tabbing out of the list closes it (the disclosure pattern); a click elsewhere is the outside pointer's.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false)
  }

  return (
    <div ref={root} data-part="menu" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        data-part="menu-button"
        data-look="button"
        data-variant={variant}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span data-part="chevron" aria-hidden="true" />
      </button>
      <ul id={listId} data-part="menu-list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {isExternal(entry.href) ? (
              <SafeLink href={entry.href} target="_blank" onClick={close} onKeyDown={onLinkKeyDown}>
                {entry.content}
              </SafeLink>
            ) : (
              <SafeLink href={entry.href} download="" onClick={close} onKeyDown={onLinkKeyDown}>
                {entry.content}
              </SafeLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
