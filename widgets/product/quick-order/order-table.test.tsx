import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import type { OrderRow } from './order-lines'
import { OrderTable } from './order-table'
import { checkRows } from './row-check'

const rowsOf = (...numbers: string[]): OrderRow[] => numbers.map((articleNumber, index) => ({ id: `row-${String(index)}`, articleNumber, quantityText: '1', mergedLines: 1 }))
const asking = (rows: OrderRow[]) => checkRows(rows, { packs: {}, unknown: {}, asking: Object.fromEntries(rows.map((row) => [row.articleNumber, true])), failed: {} })
const answered = (rows: OrderRow[]) => checkRows(rows, { packs: {}, unknown: Object.fromEntries(rows.map((row) => [row.articleNumber, true])), asking: {}, failed: {} })
const removeButton = (position: number) => screen.getByRole('button', { name: `Position ${String(position)} entfernen` })

describe('OrderTable focus', () => {
  it('moves focus after a removal only once the removed row is gone, not on a redraw that comes first (a lookup’s answer)', async () => {
    const rows = rowsOf('10-4111.020', '10-4111.060', '10-4111.004')
    const table = (checked: ReturnType<typeof checkRows>) => (
      <OrderTable rows={checked} canAddRow onEdit={() => undefined} onRemove={() => undefined} onAddRow={() => undefined} />
    )
    const { user, rerender } = renderWithProviders(table(asking(rows)))

    await user.click(removeButton(2))
    // The lookup answers before the removal is drawn: the list is redrawn with all three rows.
    rerender(table(answered(rows)))
    rerender(table(answered([rows[0]!, rows[2]!])))

    expect(removeButton(2)).toHaveFocus()
    expect(screen.getAllByRole('button', { name: /entfernen$/ })).toHaveLength(2)
  })
})
