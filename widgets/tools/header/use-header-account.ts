import { useMemo } from 'react'
import { useAppSelector } from '@/store/hooks'
import { checkOne } from '@/src/lib/schema-check'
import { contactPersonSchema, checkUserMenu, selectedContactSchema } from './header-data'

/**
 * Who the header is for: the signed-in user (already checked by the page-data reader), and the parts
 * page data passes through unchecked, checked here once (header-data.ts): the user menu, the selected
 * contact, the contact person.
 */
export function useHeaderAccount() {
  const account = useAppSelector((state) => state.account)
  const userMenu = useAppSelector((state) => state.session.userMenu)
  return useMemo(
    () => ({
      user: account.user,
      selectedContact: checkOne(account.selectedContact, selectedContactSchema, 'user.selectedContact'),
      contactPerson: checkOne(account.contactPerson, contactPersonSchema, 'user.contactPerson'),
      retailerMode: account.retailerMode,
      userMenu: checkUserMenu(userMenu),
    }),
    [account, userMenu],
  )
}

export type HeaderAccount = ReturnType<typeof useHeaderAccount>
