import type { RootState } from './index'

/**
 * Which of spec 1 §6's price texts the signed-in user's amounts are: active e-commerce shop users see net
 * prices excluding VAT ('Netto / exkl. MwSt.'), in retailer mode gross prices including VAT ('Brutto /
 * inkl. MwSt.'); consumers see prices including VAT ('Netto / inkl. Mwst'). The server sends the amounts
 * on that basis; the front end only words them.
 */
export type PriceBasis = 'net' | 'gross' | 'consumer'

/** The user's price basis, or undefined for anonymous visitors, who see no prices (spec 1 §6: the prompt to log in). */
export const selectPriceBasis = (state: RootState): PriceBasis | undefined => {
  if (state.account.user === null) return undefined
  if (!state.session.isActiveShopUser) return 'consumer'
  return state.account.retailerMode.enabled ? 'gross' : 'net'
}

/**
 * A signed-in active e-commerce shop user (spec 1 §6, spec 2 §1): the only users who get price labels,
 * last order dates, the favourite button and shopping lists.
 */
export const selectIsActiveShopUser = (state: RootState): boolean => state.account.user !== null && state.session.isActiveShopUser
