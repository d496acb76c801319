import { render, screen } from '@testing-library/react'
import { CartTotals } from './cart-totals'

const labels = { subtotal: 'Zwischensumme', vat: 'inkl. MwSt.', total: 'Total' }

/** Each term with the value it names, as a screen reader pairs them. */
const rows = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('cart-totals', () => {
  it('lists subtotal, VAT and total under their terms, the amounts as the server sent them', () => {
    const { container } = render(<CartTotals totals={{ subtotal: 1234.5, vat: 99.95, total: 1234.5 }} labels={labels} />)

    expect(rows()).toEqual([
      ['Zwischensumme', 'CHF 1 234.50'],
      ['inkl. MwSt.', 'CHF 99.95'],
      ['Total', 'CHF 1 234.50'],
    ])
    expect(container.querySelector('dl')).not.toHaveAttribute('aria-busy')
  })

  it('says it is about to change while a change is on its way', () => {
    const { container } = render(<CartTotals totals={{ subtotal: 10, vat: 0.81, total: 10.81 }} labels={{ ...labels, vat: 'MwSt.' }} updating />)

    const list = container.querySelector('dl')
    expect(list).toHaveAttribute('aria-busy', 'true')
    expect(list).toHaveAttribute('data-stale')
    expect(rows()[1]).toEqual(['MwSt.', 'CHF 0.81'])
  })
})
