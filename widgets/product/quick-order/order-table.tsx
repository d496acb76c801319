/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The table's elements restate their own roles (table, rowgroup, row, columnheader, rowheader, cell): its rows
   are drawn as grids (quick-order.module.css), and some browsers drop a table's semantics when the display of
   its parts changes (WebKit has; Chromium keeps them). The rule takes td for interactive, which it is not. */
import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LookupPack } from '@/api/product-lookup'
import { Button, IconButton } from '@/src/ui/button/button'
import { PriceBasisText } from '@/src/features/price/price'
import { Price } from '@/src/ui/price/price'
import type { OrderRow, QuantityProblem } from './order-lines'
import type { ArticleProblem, CheckedRow } from './row-check'
import { useRowMessages, type RowMessages } from './row-messages'
import styles from './quick-order.module.css'

type EditField = 'articleNumber' | 'quantityText'

type OrderTableProps = {
  rows: CheckedRow[]
  /** Whether the list has room for another row (at most 500). */
  canAddRow: boolean
  onEdit(id: string, field: EditField, value: string): void
  onRemove(id: string): void
  /** Adds an empty row; answers its id, or undefined when the list is full. */
  onAddRow(): string | undefined
}

/**
 * The quick order's list as an editable table: per row a labelled input for the article
 * number and one for the quantity, what the lookup found (title, pack, unit price) or what is wrong, and a
 * remove button; an add-row button below. On phones each row is a small card (quick-order.module.css).
 * Rows are memoised, so typing in one of 500 rows draws that row again, not the other 499.
 */
export function OrderTable({ rows, canAddRow, onEdit, onRemove, onAddRow }: OrderTableProps) {
  const { t } = useTranslation('product')
  const body = useRef<HTMLTableSectionElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  // Where focus goes once the list has re-rendered: a new row's article number, or after a removal the
  // remove button now at that place (the one before it at the end, the add-row button when none is left).
  // It waits for the redraw it is for: a lookup's answer can redraw the list first, and focusing then would
  // land on the button about to go (and focus would drop to the page).
  const focusNext = useRef<{ articleOf: string } | { removed: string; at: number } | null>(null)

  useEffect(() => {
    const next = focusNext.current
    if (!next) return
    const drawn = (id: string) => rows.some(({ row }) => row.id === id)
    if ('articleOf' in next) {
      if (!drawn(next.articleOf)) return
      focusNext.current = null
      body.current?.querySelector<HTMLInputElement>(`[data-row="${next.articleOf}"] [data-field="articleNumber"]`)?.focus()
      return
    }
    if (drawn(next.removed)) return
    focusNext.current = null
    const buttons = body.current?.querySelectorAll<HTMLButtonElement>('[data-remove]')
    const target = buttons && buttons.length > 0 ? buttons[Math.min(next.at, buttons.length - 1)] : undefined
    ;(target ?? addButton.current)?.focus()
  }, [rows])

  // Stable, so the memoised rows are not drawn again for a new callback.
  // The rows' words, made once here rather than in each of 500 rows (a translation hook per row is what
  // made redrawing the list after a removal slow).
  const messages = useRowMessages()
  const text: RowText = useMemo(
    () => ({
      articleLabel: (position) => t('quickOrder.articleLabel', { position }),
      quantityLabel: (position) => t('quickOrder.quantityLabel', { position }),
      remove: (position) => t('quickOrder.remove', { position }),
      mergedLines: (count) => t('quickOrder.mergedLines', { count }),
      checking: t('quickOrder.checking'),
      ...messages,
    }),
    [t, messages],
  )

  const remove = useCallback(
    (id: string, index: number) => {
      focusNext.current = { removed: id, at: index }
      onRemove(id)
    },
    [onRemove],
  )
  const addRow = () => {
    const id = onAddRow()
    if (id !== undefined) focusNext.current = { articleOf: id }
  }

  return (
    <div className={styles.list}>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('quickOrder.empty')}</p>
      ) : (
        <table role="table" className={styles.table}>
          <caption className="visually-hidden">{t('quickOrder.tableCaption')}</caption>
          <thead role="rowgroup">
            <tr role="row" className={styles.headRow}>
              <th role="columnheader" scope="col">
                {t('quickOrder.columns.position')}
              </th>
              <th role="columnheader" scope="col">
                {t('quickOrder.columns.articleNumber')}
              </th>
              <th role="columnheader" scope="col">
                {t('quickOrder.columns.quantity')}
              </th>
              <th role="columnheader" scope="col">
                {t('quickOrder.columns.product')}
              </th>
              <th role="columnheader" scope="col" className={styles.priceHead}>
                {t('quickOrder.columns.price')}
                <PriceBasisText />
              </th>
              <th role="columnheader" scope="col">
                <span className="visually-hidden">{t('quickOrder.columns.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" ref={body}>
            {rows.map(({ row, check }, index) => (
              <RowView
                key={row.id}
                row={row}
                index={index}
                pending={check.pending}
                pack={check.pack}
                articleProblem={check.articleProblem}
                duplicateOf={check.duplicateOf}
                reason={check.reason}
                quantityProblem={check.quantityProblem}
                text={text}
                onEdit={onEdit}
                onRemove={remove}
              />
            ))}
          </tbody>
        </table>
      )}
      {canAddRow ? (
        <Button ref={addButton} variant="secondary" size="s" className={styles.addRow} onClick={addRow}>
          {t('quickOrder.addRow')}
        </Button>
      ) : null}
    </div>
  )
}

/** The words a row shows, the same object for every row while the language stays. */
type RowText = RowMessages & {
  articleLabel(position: number): string
  quantityLabel(position: number): string
  remove(position: number): string
  mergedLines(count: number): string
  checking: string
}

type RowViewProps = {
  row: OrderRow
  index: number
  pending: boolean
  pack: LookupPack | undefined
  articleProblem: ArticleProblem | undefined
  duplicateOf: number | undefined
  reason: string | undefined
  quantityProblem: QuantityProblem | undefined
  text: RowText
  onEdit(id: string, field: EditField, value: string): void
  onRemove(id: string, index: number): void
}

/** One row: memo compares these props, all primitives or objects that keep their identity until they change. */
const RowView = memo(function RowView({ row, index, pending, pack, articleProblem, duplicateOf, reason, quantityProblem, text, onEdit, onRemove }: RowViewProps) {
  const position = index + 1
  const ids = `quick-order-${row.id}`
  const articleMessage = text.article({ articleProblem, duplicateOf, reason })
  const quantityMessage = text.quantity(quantityProblem)

  let product: ReactNode = null
  if (pack && articleProblem !== 'duplicate') {
    product = (
      <>
        <span className={styles.title}>{pack.title}</span>
        <span className={styles.pack}>
          {pack.size} {pack.container}
        </span>
      </>
    )
  }

  return (
    <tr role="row" data-row={row.id} className={styles.row}>
      <th role="rowheader" scope="row" className={styles.position}>
        {position}
      </th>
      <td role="cell" className={styles.articleCell}>
        <label htmlFor={`${ids}-article`} className="visually-hidden">
          {text.articleLabel(position)}
        </label>
        <input
          id={`${ids}-article`}
          data-field="articleNumber"
          className={styles.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          value={row.articleNumber}
          aria-invalid={articleProblem !== undefined}
          aria-describedby={articleMessage ? `${ids}-article-problem` : undefined}
          onChange={(event) => onEdit(row.id, 'articleNumber', event.target.value)}
        />
      </td>
      <td role="cell" className={styles.quantityCell}>
        <label htmlFor={`${ids}-quantity`} className="visually-hidden">
          {text.quantityLabel(position)}
        </label>
        <input
          id={`${ids}-quantity`}
          data-field="quantityText"
          className={`${styles.input} ${styles.quantity}`}
          type="text"
          // A text field, not type="number": it keeps what was typed ('1,5'), so the row can say why it is refused.
          inputMode="numeric"
          autoComplete="off"
          value={row.quantityText}
          aria-invalid={quantityProblem !== undefined}
          aria-describedby={quantityMessage ? `${ids}-quantity-problem` : undefined}
          onChange={(event) => onEdit(row.id, 'quantityText', event.target.value)}
        />
      </td>
      <td role="cell" className={styles.productCell}>
        {product}
        {articleMessage ? (
          <span id={`${ids}-article-problem`} className={styles.problem}>
            {articleMessage}
          </span>
        ) : pending ? (
          <span className={styles.checking}>{text.checking}</span>
        ) : null}
        {quantityMessage ? (
          <span id={`${ids}-quantity-problem`} className={styles.problem}>
            {quantityMessage}
          </span>
        ) : null}
        {row.mergedLines > 1 ? <span className={styles.merged}>{text.mergedLines(row.mergedLines)}</span> : null}
      </td>
      <td role="cell" className={styles.priceCell}>{pack?.price !== undefined && articleProblem !== 'duplicate' ? <Price amount={pack.price} /> : null}</td>
      <td role="cell" className={styles.removeCell}>
        <IconButton label={text.remove(position)} data-remove="" className={styles.remove} onClick={() => onRemove(row.id, index)}>
          ×
        </IconButton>
      </td>
    </tr>
  )
})
