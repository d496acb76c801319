import type { RootState } from './index'

/**
 * Which of spec 1 §6's price texts the signed-in user's amounts are, by the user type: business customers
 * (and employees, who buy at the customer's terms) see net prices excluding VAT ('Netto / exkl. MwSt.'), in
 * retailer mode gross prices including VAT ('Brutto / inkl. MwSt.'); consumers see prices including VAT
 * ('Netto / inkl. Mwst'). The server sends the amounts on that basis; the front end only words them.
 */
export type PriceBasis = 'net' | 'gross' | 'consumer'

/**
 * The user's price basis, or undefined for anonymous visitors, who see no prices (spec 1 §6: the prompt to log
 * in). It follows the user type alone: isActiveShopUser decides which shop features a user gets, not what their
 * prices are ({@link selectIsActiveShopUser}).
 */
export const selectPriceBasis = (state: RootState): PriceBasis | undefined => {
  const { user, retailerMode } = state.account
  if (user === null) return undefined
  if (user.consumer === true) return 'consumer'
  return retailerMode.enabled ? 'gross' : 'net'
}

/**
 * A signed-in active e-commerce shop user (spec 1 §6, spec 2 §1): the only users who get price labels,
 * last order dates, the favourite button and shopping lists; consumers too when the flag is set.
 */
export const selectIsActiveShopUser = (state: RootState): boolean => state.account.user !== null && state.session.isActiveShopUser
