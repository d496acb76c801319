import { Fragment, type ReactNode } from 'react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { AccountAccessNote, useAccountAccess, useAccountScope } from './account-access'

type ShopuserKey = ParseKeys<'shopuser'>
// The prefixes of the keys that end in `.<suffix>` (distributed over the union of keys).
type PrefixOf<Key, Suffix extends string> = Key extends `${infer Prefix}.${Suffix}` ? Prefix : never

/** A widget's strings that word the three notes: `<prefix>.signIn`, `<prefix>.notShopUser`, `<prefix>.noCustomer` (its `shopuser` strings). */
export type AccountTableTexts = PrefixOf<ShopuserKey, 'signIn'> & PrefixOf<ShopuserKey, 'notShopUser'> & PrefixOf<ShopuserKey, 'noCustomer'>

/**
 * The way into an account table (order history, order detail, ordered products, contracts and their positions,
 * safety data sheets; spec 1 §1, §6): a visitor, a user without shop access and an employee acting for nobody
 * get the note in its place, worded by the widget's strings `texts`; everyone else the table, started anew for
 * each customer it is for. The store can change whom an employee acts for under a mounted island (another
 * island's answer, another tab's): keyed by that customer, the table then fetches again instead of showing
 * the previous customer's rows under the new customer's name.
 *
 * @example
 * <AccountTableGate texts="contractList"><Contracts {...props} /></AccountTableGate>
 */
export function AccountTableGate({ texts, children }: { texts: AccountTableTexts; children: ReactNode }) {
  const { t } = useTranslation('shopuser')
  const access = useAccountAccess()
  const scope = useAccountScope()
  if (access !== 'allowed') {
    return <AccountAccessNote access={access} texts={{ signedOut: t(`${texts}.signIn`), notShopUser: t(`${texts}.notShopUser`), noCustomer: t(`${texts}.noCustomer`) }} />
  }
  return <Fragment key={scope}>{children}</Fragment>
}
