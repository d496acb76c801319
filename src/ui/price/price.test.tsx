import { renderWithProviders } from '@/test/render'
import { Price, PricePrompt } from './price'

// The parts alone, from their props; the signed-in user's basis and the prompt's rule are src/features/price's.
describe('price (presentational)', () => {
  it('writes the amount as spec 1 §9 says, with the basis text it is given under it', () => {
    const { container } = renderWithProviders(<Price amount={1234.5} basis="Netto / exkl. MwSt." />)
    expect(container).toHaveTextContent(/^CHF 1 234\.50Netto \/ exkl\. MwSt\.$/)
  })

  it('renders nothing for an amount that is not a finite number', () => {
    const { container } = renderWithProviders(<Price amount={Number.POSITIVE_INFINITY} basis="Netto / exkl. MwSt." />)
    expect(container).toBeEmptyDOMElement()
  })

  it('makes the prompt a link only where there is a login page', () => {
    const { getByRole, queryByRole } = renderWithProviders(
      <>
        <PricePrompt text="Melden Sie sich an" href="/login" />
        <PricePrompt text="Ohne Link" />
      </>,
    )
    expect(getByRole('link', { name: 'Melden Sie sich an' })).toHaveAttribute('href', '/login')
    expect(queryByRole('link', { name: 'Ohne Link' })).toBeNull()
  })
})
