import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sanitizeHtml } from '@/src/lib/sanitize'
import { Button } from '@/src/ui/button/button'
import { NotificationBox } from '@/src/ui/notification-box/notification-box'
import { Table, type TableColumn } from '@/src/ui/table/table'
import { chooseBillingPartner } from '@/store/billing-partner'
import { useAppDispatch } from '@/store/hooks'
import { AccountAccessNote, useAccountAccess } from '@/widgets/shopuser/parts/account-table/account-access'
import type { BillingPartnerSelectionProps } from './billing-partner-selection.widget'
import { choosableRows, type ChoosableRow } from './partner-rows'
import styles from './billing-partner-selection.module.css'

const nameOf = (row: ChoosableRow) => row.companyName.join(', ')

/** CMS rich text, sanitised (src/lib/sanitize.ts): no scripts, forms or styles. */
function Content({ html }: { html: string | undefined }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html])
  return clean === '' ? null : <div className={styles.content} data-part="content" dangerouslySetInnerHTML={{ __html: clean }} />
}

/**
 * The billing partner selection (spec 2 §2.9): content areas above and below a table of the customer's
 * billing partners (spec 1 §3: partnerId, companyName as a list of lines, street, postalCode, city), in the
 * columns account/company name, selection, partner id and address; a button per row chooses that partner
 * (POST /api/user/billing-partner/{partnerId}, spec 1 §7). A redirectUrl in the answer is followed by the
 * API client; otherwise the row is marked chosen and a message says so. The rows come from the CMS (props):
 * the page knows the customer's billing partners when it is rendered, and the spec names no call to fetch them.
 */
export function BillingPartnerSelection({ partners, selectedPartnerId, contentAbove, contentBelow, caption }: BillingPartnerSelectionProps) {
  const { t } = useTranslation('shopuser')
  // An employee chooses for the customer they act for (spec 1 §6): acting for nobody, the server would refuse.
  const access = useAccountAccess()
  return (
    <div className={styles.root}>
      <Content html={contentAbove} />
      {access === 'allowed' ? (
        <PartnerTable rows={choosableRows(partners)} initiallySelected={selectedPartnerId} caption={caption ?? t('billingPartnerSelection.caption')} />
      ) : (
        <AccountAccessNote
          access={access}
          texts={{ signedOut: t('billingPartnerSelection.signIn'), notShopUser: t('billingPartnerSelection.notShopUser'), noCustomer: t('billingPartnerSelection.noCustomer') }}
        />
      )}
      <Content html={contentBelow} />
    </div>
  )
}

type PartnerTableProps = { rows: ChoosableRow[]; initiallySelected: string | undefined; caption: string }

function PartnerTable({ rows, initiallySelected, caption }: PartnerTableProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [selected, setSelected] = useState(initiallySelected)
  const [choosing, setChoosing] = useState<string | null>(null)
  const [chosen, setChosen] = useState<ChoosableRow | null>(null)
  const message = useRef<HTMLDivElement>(null)

  const choose = async (row: ChoosableRow) => {
    // One choice at a time: a second click, on this row or another, waits for the answer.
    if (choosing !== null) return
    setChoosing(row.partnerId)
    try {
      await dispatch(chooseBillingPartner({ partnerId: row.partnerId })).unwrap()
    } catch {
      return // its messages were shown; the choice stays as it was
    } finally {
      setChoosing(null)
    }
    setSelected(row.partnerId)
    setChosen(row)
  }

  // The row's button gave way to "Ausgewählt": focus goes to the message that says what happened, once it is drawn.
  useEffect(() => {
    if (chosen) message.current?.focus()
  }, [chosen])

  const columns: TableColumn<ChoosableRow>[] = [
    {
      key: 'companyName',
      label: t('billingPartnerSelection.company'),
      render: (row) => (
        <span className={styles.lines} data-part="lines">
          {row.companyName.map((line, index) => (
            <span key={index} className={index === 0 ? styles.firstLine : undefined}>
              {line}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'selection',
      label: t('billingPartnerSelection.selection'),
      render: (row) =>
        row.partnerId === selected ? (
          <span className={styles.chosen} data-part="chosen">
            <span aria-hidden="true">✓ </span>
            {t('billingPartnerSelection.chosen')}
          </span>
        ) : (
          <Button size="s" variant="secondary" busy={choosing === row.partnerId} onClick={() => void choose(row)} aria-label={t('billingPartnerSelection.chooseFor', { name: nameOf(row) })}>
            {t('billingPartnerSelection.choose')}
          </Button>
        ),
    },
    { key: 'partnerId', label: t('billingPartnerSelection.partnerId') },
    {
      key: 'address',
      label: t('billingPartnerSelection.address'),
      render: (row) => (
        <span className={styles.lines} data-part="lines">
          <span>{row.street}</span>
          <span>
            {row.postalCode} {row.city}
          </span>
        </span>
      ),
    },
  ]

  return (
    <>
      {chosen ? (
        <div ref={message} tabIndex={-1} className={styles.message}>
          <NotificationBox type="success">
            {t('billingPartnerSelection.chosenMessage', { name: nameOf(chosen) })}
          </NotificationBox>
        </div>
      ) : null}
      <div className={styles.table} data-part="table">
        <Table caption={caption} columns={columns} rows={rows} rowKey={(row) => row.partnerId} empty={t('billingPartnerSelection.empty')} />
      </div>
    </>
  )
}
