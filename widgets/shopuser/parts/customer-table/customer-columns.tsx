import { useTranslation } from 'react-i18next'
import type { CustomerContactEntry, CustomerEntry } from '@/api/customers'
import type { DataTableColumn } from '@/src/features/data-table/data-table'
import styles from './customer-table.module.css'

/** The fields the customer tables sort by, if the server lists them too (tableSortColumns). */
export const CUSTOMER_SORTABLE = ['customerId', 'companyName', 'city']

type Column = DataTableColumn<CustomerEntry>

/** Postal code and city in one: «8404 Winterthur». */
export const locationOf = (entry: CustomerEntry): string => [entry.postalCode, entry.city].filter(Boolean).join(' ')

/** The whole address on one line, for the CSV export: «Industriestrasse 24, 8404 Winterthur». */
const addressOf = (entry: CustomerEntry): string => [entry.street, locationOf(entry)].filter(Boolean).join(', ')

/** A contact with what is known of them, for the CSV export: name, then role and e-mail. */
const personText = (person: CustomerContactEntry): string => {
  const details = [person.role, person.email].filter(Boolean).join(', ')
  return details === '' ? person.name : `${person.name} (${details})`
}

/** A contact as the list shows them: the name, and the role in brackets. */
const personLine = (person: CustomerContactEntry): string => (person.role ? `${person.name} (${person.role})` : person.name)

/** A cell of two lines, the second quieter; each cut with an ellipsis where it is too long for the column. */
function TwoLines({ first, second }: { first: string; second: string | undefined }) {
  return (
    <>
      <span className={styles.line}>{first}</span>
      {second ? <span className={`${styles.line} ${styles.muted}`}>{second}</span> : null}
    </>
  )
}

/**
 * The columns the customer overview and the customer list share (spec 2 §3 "customer list: entries"), with their CSV
 * values (docs/cms-integration.md "Tables": CSV export of the filtered table, where nothing is cut), labelled from the
 * `shopuser` strings `customerList.columns`. Each widget picks and orders the ones it shows. Every cell holds at most
 * two lines, so every row has the height of the skeleton's rows (customer-table.module.css) and nothing below the table
 * moves when the rows arrive.
 */
export function useCustomerColumns() {
  const { t } = useTranslation('shopuser')
  const customerId: Column = { key: 'customerId', label: t('customerList.columns.customerId'), sortable: true, csv: (entry) => entry.customerId }
  // The branch below the company, quieter: who the customer is at a glance.
  const companyName: Column = {
    key: 'companyName',
    label: t('customerList.columns.companyName'),
    sortable: true,
    render: (entry) => <TwoLines first={entry.companyName} second={entry.industry} />,
    csv: (entry) => entry.companyName,
  }
  // The place below the company: the overview's narrower second column.
  const companyAndPlace: Column = { ...companyName, render: (entry) => <TwoLines first={entry.companyName} second={locationOf(entry)} /> }
  // Sorted by city (then postal code) on the server: the column's key is the sort field.
  const address: Column = {
    key: 'city',
    label: t('customerList.columns.address'),
    sortable: true,
    render: (entry) => (entry.street ? <TwoLines first={entry.street} second={locationOf(entry)} /> : <TwoLines first={locationOf(entry)} second={undefined} />),
    csv: addressOf,
  }
  const contacts: Column = {
    key: 'contacts',
    label: t('customerList.columns.contacts'),
    render: (entry) =>
      entry.contacts.length === 0 ? (
        <span className={styles.muted}>{t('customerList.noContacts')}</span>
      ) : (
        <span className={styles.clamp}>{entry.contacts.map(personLine).join(', ')}</span>
      ),
    csv: (entry) => entry.contacts.map(personText).join(' / '),
  }
  return { customerId, companyName, companyAndPlace, address, contacts }
}
