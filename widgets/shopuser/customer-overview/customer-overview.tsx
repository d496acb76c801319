import { useId, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerContactEntry, CustomerEntry } from '@/api/customers'
import { FILTER_VALUE_MAX } from '@/src/lib/table-query'
import { choiceKey, useContactChange, type ContactChoice } from '@/src/features/acting-for/use-contact-change'
import { Button } from '@/src/ui/button/button'
import { TextField } from '@/src/ui/text-field/text-field'
import { DataTable } from '@/src/features/data-table/data-table'
import { useServerTable, type ServerTable } from '@/src/features/data-table/use-server-table'
import { selectSelectedContact, selectUser } from '@/store/account'
import { fetchCustomers } from '@/store/customers'
import { useAppSelector } from '@/store/hooks'
import { actingContactOf, checkSelectedContact } from '@/store/account-data'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import { CUSTOMER_SORTABLE, useCustomerColumns } from '../parts/customer-table/customer-columns'
import { EmployeeAccessNote, useEmployeeAccess } from '../parts/customer-table/employee-access'
import tableStyles from '../parts/customer-table/customer-table.module.css'
import type { CustomerOverviewProps } from './customer-overview.widget'
import styles from './customer-overview.module.css'

/** The filter of the customer list that searches customer number, company, contacts and place (the search box sets it). */
export const SEARCH_FILTER = 'search'

/**
 * The customer overview (spec 1 §1, §2, §6; spec 2 §4): for an employee, the customers they look
 * after with the contacts they may act for, from the customer list (/api/customers/list), searchable (the
 * search box sets the list's text filter), sortable and paginated on the one table pattern, with the view in
 * the address. Choosing a contact acts on their behalf through the contact family, the same state the
 * header's select-contact menu changes; once the server confirms, the page loads again, since everything on
 * it is now for that customer (as after a change of retailer mode, spec 1 §4). Anyone else sees a note.
 */
export function CustomerOverview(props: CustomerOverviewProps) {
  const { t } = useTranslation('shopuser')
  const access = useEmployeeAccess()
  if (access === 'signedOut') return <EmployeeAccessNote text={t('customerOverview.signIn')} signIn />
  if (access === 'notEmployee') return <EmployeeAccessNote text={t('customerOverview.employeesOnly')} />
  return <Overview {...props} />
}

/** A contact of a customer as /api/contact/select takes it (spec 1 §7: id, contactId). */
const choiceOf = (entry: CustomerEntry, person: CustomerContactEntry): ContactChoice => ({ id: entry.customerId, contactId: person.contactId })

function Overview({ pageSize, storedKey, expectedRows }: CustomerOverviewProps) {
  const { t } = useTranslation('shopuser')
  const table = useServerTable({ request: fetchCustomers, pageSize, storedKey, sortable: CUSTOMER_SORTABLE })
  const { customerId, companyAndPlace, contacts } = useCustomerColumns()
  const acting = actingContactOf(useAppSelector(selectUser), checkSelectedContact(useAppSelector(selectSelectedContact)))
  // spec 2 §4: choosing a contact selects it; the page then reloads for that customer. The contact being
  // chosen is busy until it does, the others are not pressable meanwhile.
  const { choose, pending: choosing } = useContactChange()

  const isCurrent = (entry: CustomerEntry, person: CustomerContactEntry) =>
    acting !== null && acting.customerId === entry.customerId && acting.contactPerson?.name === person.name

  // spec 1 §1, §6: one button per contact, named by the person; what it does is in its accessible name.
  const actions = {
    ...contacts,
    label: t('customerOverview.actColumn'),
    csvLabel: contacts.label,
    render: (entry: CustomerEntry) =>
      entry.contacts.length === 0 ? (
        <span className={tableStyles.muted}>{t('customerList.noContacts')}</span>
      ) : (
        <ul className={styles.contacts}>
          {entry.contacts.map((person) => (
            <li key={person.contactId}>
              {isCurrent(entry, person) ? (
                <span className={styles.current}>
                  {person.name}
                  <span className={styles.currentMark}>{t('customerOverview.current')}</span>
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="s"
                  className={styles.contact}
                  aria-label={t('customerOverview.actFor', { name: person.name, company: entry.companyName })}
                  busy={choosing === choiceKey(choiceOf(entry, person))}
                  aria-disabled={(choosing !== null && choosing !== choiceKey(choiceOf(entry, person))) || undefined}
                  onClick={() => void choose(choiceOf(entry, person))}
                >
                  {person.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ),
  }

  return (
    <div className={`${tableStyles.fixed} ${styles.root}`}>
      <OverviewSearch table={table} />
      <DataTable
        table={table}
        caption={t('customerOverview.caption')}
        columns={[customerId, companyAndPlace, actions]}
        rowKey={(entry) => entry.customerId}
        emptyText={t('customerOverview.noEntries')}
        notFoundText={t('customerOverview.notFound')}
        csvFileName={t('customerOverview.csvFileName')}
        placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
      />
    </div>
  )
}

/**
 * The overview's search: the customer list's text filter «search» (customer number, company, contact, place),
 * in view above the table rather than behind the filter toggle. It applies on Enter or «Suchen», keeps the
 * other filters, and follows the applied view (a reset in the filter bar, a failed request put back).
 */
function OverviewSearch({ table }: { table: ServerTable<CustomerEntry> }) {
  const { t } = useTranslation('shopuser')
  const id = useId()
  const applied = table.query.filters[SEARCH_FILTER] ?? ''
  const [term, setTerm] = useState(applied)
  const [shown, setShown] = useState(applied)
  // Adjusting state while rendering when the applied term changes (React's pattern for derived state).
  if (shown !== applied) {
    setShown(applied)
    setTerm(applied)
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const others = Object.fromEntries(Object.entries(table.query.filters).filter(([name]) => name !== SEARCH_FILTER))
    const value = term.trim()
    table.filter({ filters: value === '' ? others : { ...others, [SEARCH_FILTER]: value }, dateFrom: table.query.dateFrom, dateTo: table.query.dateTo })
  }

  return (
    <form className={styles.search} role="search" aria-label={t('customerOverview.searchLabel')} onSubmit={submit}>
      <TextField id={id} label={t('customerOverview.searchLabel')}>
        {(control) => <input {...control} type="search" value={term} maxLength={FILTER_VALUE_MAX} autoComplete="off" onChange={(event) => setTerm(event.target.value)} />}
      </TextField>
      <Button type="submit">{t('customerOverview.search')}</Button>
    </form>
  )
}
