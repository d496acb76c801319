import { renderWithProviders } from '@/test/render'
import { accountOf } from '@/store/account'
import { sessionFor, userDataFor } from '@/test/mocks/db/index'
import { sessionDefaults } from '@/store/session'
import { Price } from '@/src/ui/price/price'
import { LoginForPrices, PriceWithBasis } from './price'

/** The store a page carries for this demo user (null: anonymous); `shopUser` overrides the session's isActiveShopUser. */
const stateFor = (username: string | null, retailerMode = false, shopUser?: boolean) => {
  const data = userDataFor(username)
  if (data) data.retailerMode.enabled = retailerMode
  const session = { ...sessionDefaults, ...(username ? sessionFor(username) : {}) }
  return { session: shopUser === undefined ? session : { ...session, isActiveShopUser: shopUser }, account: accountOf(data) }
}

describe('price', () => {
  it.each([
    ['kunde@example.ch', false, 'Netto / exkl. MwSt.'],
    ['haendler@example.ch', true, 'Brutto / inkl. MwSt.'],
    ['konsument@example.ch', false, 'Netto / inkl. Mwst'],
  ])('words the amount for %s (retailer mode %s) as spec 1 §6 says: %s', (username, retailerMode, basis) => {
    const { container } = renderWithProviders(<PriceWithBasis amount={1234.5} />, { preloadedState: stateFor(username, retailerMode) })
    expect(container).toHaveTextContent(`CHF 1 234.50${basis}`)
  })

  // spec 1 §6: the text follows who the user is; isActiveShopUser decides the shop's features, not the price basis.
  it.each([
    ['a consumer with shop access', 'Netto / inkl. Mwst', 'konsument@example.ch', true],
    ['a business customer without shop access', 'Netto / exkl. MwSt.', 'kunde@example.ch', false],
  ])('words the amount for %s as «%s», by the user type', (_, basis, username, shopUser) => {
    const { container } = renderWithProviders(<PriceWithBasis amount={12} />, { preloadedState: stateFor(username, false, shopUser) })
    expect(container).toHaveTextContent(`CHF 12.00${basis}`)
  })

  it('shows no basis and asks anonymous visitors to log in for prices and availability', () => {
    const { container, getByRole } = renderWithProviders(
      <>
        <PriceWithBasis amount={12} />
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
