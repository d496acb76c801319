import { useMemo } from 'react'
import { selectAccount } from '@/store/account'
import { checkContactPerson, checkSelectedContact, checkUserMenu } from '@/store/account-data'
import { useAppSelector } from '@/store/hooks'
import { selectUserMenu } from '@/store/session'

/**
 * Who the header is for: the signed-in user (already checked by the page-data reader), and the parts
 * page data passes through unchecked, checked here once (store/account-data.ts): the user menu, the selected
 * contact, the contact person.
 */
export function useHeaderAccount() {
  const account = useAppSelector(selectAccount)
  const userMenu = useAppSelector(selectUserMenu)
  return useMemo(
    () => ({
      user: account.user,
      selectedContact: checkSelectedContact(account.selectedContact),
      contactPerson: checkContactPerson(account.contactPerson),
      retailerMode: account.retailerMode,
      userMenu: checkUserMenu(userMenu),
    }),
    [account, userMenu],
  )
}

export type HeaderAccount = ReturnType<typeof useHeaderAccount>
