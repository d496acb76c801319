import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartEntry, CartTotals as Totals, NotOrderableEntry } from '@/api/cart-schemas'
import { CartTotals as CartSums, CartTotalsPlaceholder } from '@/src/ui/cart-totals/cart-totals'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import type { CartKind } from '@/store/cart'
import { CartLine } from './cart-line'
import styles from './cart-lines.module.css'

/** Props of {@link CartLines}. */
export type CartLinesProps = {
  cart: CartKind
  /** The lines, as the server answered them. */
  entries: (CartEntry | NotOrderableEntry)[]
  /** Lines that cannot be ordered show why and no quantity field (spec 2 §3 entriesNotOrderable). */
  orderable?: boolean
  /** The list's accessible name. */
  label: string
  /** Where focus goes when the last line is removed while focus was in it: the cart's heading (tabIndex -1). */
  headingRef: RefObject<HTMLElement | null>
  /** More for a line, below its values (the B2B checkout's reference text field). */
  renderExtra?: ((entry: CartEntry | NotOrderableEntry) => ReactNode) | undefined
}

const FOCUSABLE = 'a[href], input:not([disabled]), button:not([disabled])'

/**
 * The lines of a cart as a list: on phones each line a card, from 768 px a row under column headings. When a
 * line goes while focus was in it (its remove button, or 0 typed), focus moves to the next line, else the one
 * before, else the heading, and a polite status says which product was removed.
 */
export function CartLines({ cart, entries, orderable = true, label, headingRef, renderExtra }: CartLinesProps) {
  const { t } = useTranslation('shopuser')
  const listRef = useRef<HTMLUListElement>(null)
  // The line that had focus last while focus was in the list, and the lines as last rendered.
  const focused = useRef<string | null>(null)
  const previous = useRef(entries)
  const [announcement, setAnnouncement] = useState('')

  useLayoutEffect(() => {
    const before = previous.current
    previous.current = entries
    const keys = new Set(entries.map((entry) => entry.itemKey))
    const gone = before.filter((entry) => !keys.has(entry.itemKey))
    if (gone.length === 0) return
    setAnnouncement(gone.map((entry) => t('cartLines.removed', { title: entry.title })).join(' '))
    const lost = focused.current !== null && gone.some((entry) => entry.itemKey === focused.current)
    const list = listRef.current
    if (!lost || (list && list.contains(document.activeElement))) return
    // The next line takes the removed one's place; after the last, the one before; with none, the heading.
    const index = before.findIndex((entry) => entry.itemKey === focused.current)
    const next = before.slice(index + 1).find((entry) => keys.has(entry.itemKey)) ?? [...before.slice(0, index)].reverse().find((entry) => keys.has(entry.itemKey))
    const target = next && list?.querySelector(`[data-item-key="${CSS.escape(next.itemKey)}"]`)?.querySelector<HTMLElement>(FOCUSABLE)
    focused.current = next?.itemKey ?? null
    ;(target ?? headingRef.current)?.focus()
  }, [entries, headingRef, t])

  const trackFocus = (event: FocusEvent<HTMLUListElement>) => {
    focused.current = (event.target as HTMLElement).closest<HTMLElement>('[data-item-key]')?.dataset.itemKey ?? null
  }
  const leaveFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) focused.current = null
  }

  return (
    <div className={styles.lines} data-part="cart-lines">
      {/* Column headings for sighted users from 768 px; each line names its values itself for screen readers. */}
      <div className={styles.head} data-part="head" aria-hidden="true">
        <span>{t('cartLines.article')}</span>
        <span>{t('cartLines.unitPrice')}</span>
        <span>{t('cartLines.quantity')}</span>
        <span>{t('cartLines.sum')}</span>
      </div>
      <ul ref={listRef} className={styles.list} data-part="list" aria-label={label} onFocus={trackFocus} onBlur={leaveFocus}>
        {entries.map((entry) => (
          <CartLine key={entry.itemKey} cart={cart} entry={entry} orderable={orderable} extra={renderExtra?.(entry)} />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}

/**
 * When a cart's last line goes, the list goes with it and takes the focus along: focus moves to the cart's
 * heading (tabIndex -1), so a keyboard user is not thrown back to the start of the page.
 */
export function useFocusHeadingWhenEmptied(lineCount: number, headingRef: RefObject<HTMLElement | null>) {
  const before = useRef(lineCount)
  useLayoutEffect(() => {
    const emptied = before.current > 0 && lineCount === 0
    before.current = lineCount
    const active = document.activeElement
    if (emptied && (active === null || active === document.body || !active.isConnected)) headingRef.current?.focus()
  }, [lineCount, headingRef])
}

/** Props of {@link CartTotals}. */
export type CartTotalsProps = {
  /** The totals exactly as the server computed them. */
  totals: Totals
  /** Prices include VAT (consumers, retailer mode): the VAT row is what the total contains. */
  vatIncluded: boolean
  /** While a change is on its way the totals are about to change: they say so. */
  updating?: boolean
}

/** A cart's subtotal, VAT and total as the server sent them (src/ui/cart-totals), in the cart's terms. */
export function CartTotals({ totals, vatIncluded, updating = false }: CartTotalsProps) {
  const { t } = useTranslation('shopuser')
  const labels = { subtotal: t('cartLines.subtotal'), vat: vatIncluded ? t('cartLines.vatIncluded') : t('cartLines.vat'), total: t('cartLines.total') }
  return <CartSums totals={totals} labels={labels} updating={updating} />
}

/** Props of {@link CartEmpty}. */
export type CartEmptyProps = {
  /** What the cart says when it holds nothing (e.g. 'Ihr Warenkorb ist leer.'); none while it is still unknown. */
  text?: string
  /** The way on, e.g. back to the shop. */
  link?: { href: string; text: string }
}

/** An empty cart: its text and the way on, in a box of fixed height (the loading state of an empty cart is the same box). */
export function CartEmpty({ text, link }: CartEmptyProps) {
  return (
    <div className={styles.empty} data-part="cart-empty" aria-busy={text === undefined || undefined}>
      {text === undefined ? null : <p>{text}</p>}
      {text !== undefined && link ? <SafeLink href={link.href}>{link.text}</SafeLink> : null}
    </div>
  )
}

/**
 * The lines' places while the cart loads: as many as the session's count promises, each the height of a
 * line, and the totals' box, so nothing moves when the answer arrives (the CMS's fallback markup is the same).
 */
export function CartLinesSkeleton({ count, withExtra = false }: { count: number; withExtra?: boolean }) {
  const { t } = useTranslation('shopuser')
  return (
    <>
      <div className={styles.lines} data-part="cart-lines" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('cartLines.loading')}
        </p>
        <div className={styles.head} data-part="head" aria-hidden="true" />
        <ul className={styles.list} data-part="list" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className={styles.line} data-part="line" data-extra={withExtra ? '' : undefined} />
          ))}
        </ul>
      </div>
      <CartTotalsPlaceholder />
    </>
  )
}
