import { useTranslation } from 'react-i18next'
import type { CustomerEntry } from '@/api/customers'
import { DataTable } from '@/src/features/data-table/data-table'
import { useServerTable } from '@/src/features/data-table/use-server-table'
import { fetchCustomers } from '@/store/customers'
import { placeholderRowsOf } from '@/src/features/data-table/table-props'
import { CUSTOMER_SORTABLE, useCustomerColumns } from '../parts/customer-table/customer-columns'
import { EmployeeAccessNote, useEmployeeAccess } from '../parts/customer-table/employee-access'
import tableStyles from '../parts/customer-table/customer-table.module.css'
import type { CustomerListProps } from './customer-list.widget'
import styles from './customer-list.module.css'

/**
 * The customer list (spec 2 §1, §3, §7 "Get customers"): the customers the employee looks after
 * as a server-side table on the one table pattern (src/features/data-table): customer number, company with its
 * branch, contact persons with their roles, address (street, postal code and city); search, place, canton and
 * branch filters and the sort kept in the address (spec 1 §2); the whole filtered list as CSV. While a page of
 * its view is on its way, the table shows its busy overlay (spec 2 §4), from useServerTable's own running flag.
 * Only for signed-in employees.
 */
export function CustomerList(props: CustomerListProps) {
  const { t } = useTranslation('shopuser')
  const access = useEmployeeAccess()
  if (access === 'signedOut') return <EmployeeAccessNote text={t('customerList.signIn')} signIn />
  if (access === 'notEmployee') return <EmployeeAccessNote text={t('customerList.employeesOnly')} />
  return <Customers {...props} />
}

function Customers({ pageSize, storedKey, expectedRows }: CustomerListProps) {
  const { t } = useTranslation('shopuser')
  const table = useServerTable({ request: fetchCustomers, pageSize, storedKey, sortable: CUSTOMER_SORTABLE })
  const { customerId, companyName, contacts, address } = useCustomerColumns()
  return (
    <div className={`${tableStyles.fixed} ${styles.list}`}>
      <DataTable
        table={table}
        caption={t('customerList.caption')}
        columns={[customerId, companyName, contacts, address]}
        rowKey={(entry: CustomerEntry) => entry.customerId}
        emptyText={t('customerList.noEntries')}
        notFoundText={t('customerList.notFound')}
        csvFileName={t('customerList.csvFileName')}
        placeholderRows={placeholderRowsOf(expectedRows, pageSize)}
      />
    </div>
  )
}
