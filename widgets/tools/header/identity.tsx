import { useTranslation } from 'react-i18next'
import { fullNameOf, type CheckedContact } from '@/store/account-data'
import type { HeaderAccount } from './use-header-account'
import styles from './header.module.css'

/** spec 1 §1, spec 2 §2.4: whom the signed-in user acts for, with the customer number. */
export function ActingFor({ contact }: { contact: CheckedContact }) {
  const { t } = useTranslation('tools')
  return (
    <p className={styles.acting}>
      {t('header.actingForContact', { name: contact.name })}
      {contact.customerId ? (
        <>
          {' '}
          <span className={styles.nowrap}>({t('header.customerNumber', { number: contact.customerId })})</span>
        </>
      ) : null}
    </p>
  )
}

/** Who is signed in (name, company, customer number) and for whom they act: the top of the profile menu and the mobile flyout. */
export function Identity({ account }: { account: HeaderAccount }) {
  const { t } = useTranslation('tools')
  const { user, selectedContact } = account
  if (!user) return null
  const fullName = fullNameOf(user)
  return (
    <div className={styles.identity}>
      <p className={styles.identityName}>{fullName}</p>
      {user.name && user.name !== fullName ? <p>{user.name}</p> : null}
      {user.customerId ? <p className={styles.muted}>{t('header.customerNumber', { number: user.customerId })}</p> : null}
      {selectedContact ? <ActingFor contact={selectedContact} /> : null}
    </div>
  )
}
