import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { capText } from '@/src/lib/cap'
import { choiceKey, useContactChange } from '@/src/features/acting-for/use-contact-change'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { TextField } from '@/src/ui/text-field/text-field'
import type { AvailableContact } from '@/store/account'
import { useAppSelector } from '@/store/hooks'
import { selectSessionUrl } from '@/store/session'
import { useContactSearch } from '@/store/use-contact-search'
import styles from './header.module.css'

/** The contact search takes a name or a company; longer input is no search term. */
const TERM_MAX_LENGTH = 100
const LINE_MAX_LENGTH = 100

/** Props of {@link ContactSearch}. */
export type ContactSearchProps = {
  /** spec 1 §6, spec 2 §2.4: a customer's link reads show-all-as-customer, anyone else's all-contacts. */
  customer: boolean
  /** A contact was chosen and is now the one acted for: the menu closes while the page reloads. */
  onChosen(): void
}

/**
 * The order-on-behalf search (spec 1 §7, spec 2 §4), built on the contact family (store/use-contact-search.ts):
 * the list loads when it is created if it is empty; typing searches after a pause (at most 5 contacts);
 * choosing a contact selects it, then the menu closes and the page reloads for that customer, as it does
 * from the customer overview (src/features/acting-for/use-contact-change.ts). Loaded with the menu's first opening, with the
 * contact family and axios, so the header itself stays small.
 */
export default function ContactSearch({ customer, onChosen }: ContactSearchProps) {
  const { t } = useTranslation('tools')
  const { contacts, query, busy, search } = useContactSearch()
  const { choose, pending } = useContactChange()
  const [term, setTerm] = useState(query)
  const overviewUrl = useAppSelector((state) => selectSessionUrl(state, 'customerOverviewUrl'))
  const id = useId()

  // A failure was shown as a notification; the menu stays for another try.
  const pick = (contact: AvailableContact) => void choose(contact).then((chosen) => chosen && onChosen())

  return (
    <div className={styles.stack}>
      <TextField id={`${id}-term`} label={t('header.searchContacts')}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={term}
            maxLength={TERM_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              setTerm(event.target.value)
              search(event.target.value)
            }}
          />
        )}
      </TextField>
      <p className="visually-hidden" role="status">
        {busy ? '' : t('header.contactsFound', { count: contacts.length })}
      </p>
      {contacts.length > 0 ? (
        <ul className={styles.contacts} aria-busy={busy || undefined}>
          {contacts.map((contact) => (
            <li key={`${contact.id}-${contact.contactId}`}>
              <button
                type="button"
                className={styles.contact}
                aria-busy={pending === choiceKey(contact) || undefined}
                aria-disabled={pending !== null || undefined}
                onClick={() => pick(contact)}
              >
                <span className={styles.contactLine}>{capText(contact.displayLine1, LINE_MAX_LENGTH)}</span>{' '}
                <span>{capText(contact.displayLine2, LINE_MAX_LENGTH)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : busy ? null : (
        <p className={styles.muted}>{t('header.noContacts')}</p>
      )}
      {overviewUrl ? (
        <SafeLink href={overviewUrl} className={styles.link}>
          {t(customer ? 'header.showAllAsCustomer' : 'header.allContacts')}
        </SafeLink>
      ) : null}
    </div>
  )
}
