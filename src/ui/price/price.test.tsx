import { renderWithProviders } from '@/test/render'
import { accountOf } from '@/store/account'
import { sessionFor, userDataFor } from '@/test/mocks/db/index'
import { sessionDefaults } from '@/store/session'
import { LoginForPrices, Price } from './price'

/** The store a page carries for this demo user (null: anonymous). */
const stateFor = (username: string | null, retailerMode = false) => {
  const data = userDataFor(username)
  if (data) data.retailerMode.enabled = retailerMode
  return { session: { ...sessionDefaults, ...(username ? sessionFor(username) : {}) }, account: accountOf(data) }
}

describe('price', () => {
  it.each([
    ['kunde@example.ch', false, 'Netto / exkl. MwSt.'],
    ['haendler@example.ch', true, 'Brutto / inkl. MwSt.'],
    ['konsument@example.ch', false, 'Netto / inkl. Mwst'],
  ])('words the amount for %s (retailer mode %s) as spec 1 §6 says: %s', (username, retailerMode, basis) => {
    const { container } = renderWithProviders(<Price amount={1234.5} withBasis />, { preloadedState: stateFor(username, retailerMode) })
    expect(container).toHaveTextContent(`CHF 1 234.50${basis}`)
  })

  it('shows no basis and asks anonymous visitors to log in for prices and availability', () => {
    const { container, getByRole } = renderWithProviders(
      <>
        <Price amount={12} withBasis />
        <LoginForPrices loginUrl="/login" />
      </>,
      { preloadedState: stateFor(null) },
    )
    expect(container).toHaveTextContent(/^CHF 12.00Melden Sie sich an/)
    expect(getByRole('link', { name: 'Melden Sie sich an, um Preise und Verfügbarkeit zu sehen.' })).toHaveAttribute('href', '/login')
  })

  it('renders nothing for an amount that is not a number, and no prompt for a signed-in user', () => {
    const { container } = renderWithProviders(
      <>
        <Price amount={Number.NaN} />
        <LoginForPrices />
      </>,
      { preloadedState: stateFor('kunde@example.ch') },
    )
    expect(container).toBeEmptyDOMElement()
  })
})
