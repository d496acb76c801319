import { useTranslation } from 'react-i18next'
import { selectSelectedContact, selectUser } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectSession } from '@/store/session'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { SignInPrompt } from '@/src/features/sign-in-prompt/sign-in-prompt'
import styles from './account-table.module.css'

/**
 * Who may see an account table of the B2B shop (orders, ordered articles, contracts …; spec 1 §1, §6):
 * signed-in active shop users; an employee only while acting for a contact, whose customer's data it is.
 */
export type AccountAccess = 'signedOut' | 'notShopUser' | 'noCustomer' | 'allowed'

/** Whether the page's user may see the account's tables; nothing is fetched for anyone else. */
export function useAccountAccess(): AccountAccess {
  const user = useAppSelector(selectUser)
  const contact = useAppSelector(selectSelectedContact)
  const { isActiveShopUser } = useAppSelector(selectSession)
  if (!user) return 'signedOut'
  if (!isActiveShopUser) return 'notShopUser'
  return user.type === 'employee' && !contact ? 'noCustomer' : 'allowed'
}

/**
 * Whose data an account table shows: the customer number of the contact an employee acts for, else the
 * user's own. AccountTableGate (./account-table-gate.tsx) gives it to the table as its `key`, so a change of the
 * contact acted for starts the table again for that customer instead of showing the previous one's rows.
 */
export function useAccountScope(): string {
  const user = useAppSelector(selectUser)
  const contact = useAppSelector(selectSelectedContact)
  return contact?.customerId ?? user?.customerId ?? ''
}

/** The widget's own words for each case (its `shopuser` strings). */
export type AccessTexts = Record<Exclude<AccountAccess, 'allowed'>, string>

/**
 * What a visitor, a user without shop access, or an employee acting for nobody sees in place of the table;
 * the employee gets the way to the customer overview (session.urls.customerOverviewUrl) to choose a contact.
 */
export function AccountAccessNote({ access, texts }: { access: Exclude<AccountAccess, 'allowed'>; texts: AccessTexts }) {
  const { t } = useTranslation('shopuser')
  const { urls } = useAppSelector(selectSession)
  return (
    <div className={styles.note} data-access={access}>
      {access === 'signedOut' ? <SignInPrompt text={texts[access]} /> : <p>{texts[access]}</p>}
      {access === 'noCustomer' && urls.customerOverviewUrl ? <SafeLink href={urls.customerOverviewUrl}>{t('accountTable.toCustomerOverview')}</SafeLink> : null}
    </div>
  )
}
