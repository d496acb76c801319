import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from '@/api/address-list'
import { Button } from '@/src/ui/button/button'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { ConfirmDialog } from '@/src/features/confirm-dialog/confirm-dialog'
import { selectSelectedContact, selectUser } from '@/store/account'
import { actingContactOf, checkSelectedContact } from '@/store/account-data'
import { deleteAddress, fetchAddresses, selectAddressList, selectAddressListStatus, selectIsAddressChanging, setShipToAddress } from '@/store/addresses'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { AccountAccessNote, useAccountAccess, useAccountScope } from '@/widgets/shopuser/parts/account-table/account-access'
import type { AddressListProps } from './address-list.widget'
import { AddressCard, addressName, cardHeadingId } from './address-card'
import { AddressFormDialog, type FormTarget } from './address-form-dialog'
import styles from './address-list.module.css'

/**
 * The customer's addresses (spec 2 §1 "address management (ship-to and bill-to)", §3, §7): each as a card
 * with its types marked in words (CRMH02 ship-to, CRMH04 bill-to) and the current ship-to address marked;
 * make one the ship-to address, add one or edit one in a dialog whose form the server configures, delete
 * one after a confirmation (posting its partnerId). Signed-in active shop users only; an employee acting for
 * a contact works on that contact's customer's addresses (spec 1 §1, §6), and the B2B checkout offers the same.
 */
export function AddressList(props: AddressListProps) {
  const { t } = useTranslation('shopuser')
  const access = useAccountAccess()
  // An employee's addresses are the contact's customer's: a new contact means another list (store/addresses.ts resets it).
  const scope = useAccountScope()
  if (access === 'allowed') return <Addresses key={scope} {...props} />
  return <AccountAccessNote access={access} texts={{ signedOut: t('addressList.signIn'), notShopUser: t('addressList.notShopUser'), noCustomer: t('addressList.noCustomer') }} />
}

function Addresses({ headingLevel, addressCount }: AddressListProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const acting = actingContactOf(useAppSelector(selectUser), checkSelectedContact(useAppSelector(selectSelectedContact)))
  const list = useAppSelector(selectAddressList)
  const status = useAppSelector(selectAddressListStatus)
  const changing = useAppSelector(selectIsAddressChanging)
  const [confirming, setConfirming] = useState<Address | null>(null)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [editing, setEditing] = useState<FormTarget | null>(null)
  // Where focus goes once the render that draws it is done: where the user's action left its mark.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null)
  // A new address's card heading, where focus goes once the form's dialog has closed (it hands focus back to its button first).
  const [afterForm, setAfterForm] = useState<string | null>(null)
  const openings = useRef(0)
  const idPrefix = useId()
  const listHeadingId = `${idPrefix}-heading`
  const Heading = `h${headingLevel}` as const

  useEffect(() => {
    const request = dispatch(fetchAddresses())
    return () => request.abort()
  }, [dispatch])

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus()
  }, [focusTarget])

  const notify = (message: string) => dispatch(notificationsShown([{ type: 'success', message }]))

  const setShipTo = async (address: Address) => {
    if (changing) return
    try {
      await dispatch(setShipToAddress({ partnerId: address.partnerId })).unwrap()
    } catch {
      return // its messages were shown; the list stays as it was
    }
    notify(t('addressList.shipToSet', { name: addressName(address) }))
    // The button went away (the address is the current one now): focus goes to its card's heading.
    setFocusTarget({ id: cardHeadingId(idPrefix, address.partnerId) })
  }

  const askDelete = (address: Address) => {
    setConfirming(address)
    setDeleteOpen(true)
  }

  // spec 2 §7 Delete address: posts partnerId. A failure rejects: the dialog stays and says why.
  const confirmDelete = async () => {
    if (!confirming) return
    await dispatch(deleteAddress({ partnerId: confirming.partnerId })).unwrap()
    notify(t('addressList.deleted', { name: addressName(confirming) }))
    setDeleteOpen(false)
    // The delete button went with its card: focus goes to the list's heading instead of the page start.
    setFocusTarget({ id: listHeadingId })
  }

  const openForm = (partnerId?: string) => {
    openings.current += 1
    setEditing({ partnerId, opening: openings.current })
  }

  const saved = (savedPartnerId: string, address: Address | undefined) => {
    const isNew = editing?.partnerId === undefined
    notify(address ? t('addressList.saved', { name: addressName(address) }) : t('addressList.savedPlain'))
    setEditing(null)
    // A new address's card is new: focus goes to it. An edited one's button gets focus back from the dialog.
    if (isNew) setAfterForm(cardHeadingId(idPrefix, savedPartnerId))
  }

  return (
    <div className={styles.root} data-access="allowed">
      <div className={styles.head}>
        <Heading id={listHeadingId} tabIndex={-1} className={styles.heading}>
          {t('addressList.title')}
        </Heading>
        <Button aria-haspopup="dialog" onClick={() => openForm()}>
          {t('addressList.newAddress')}
        </Button>
      </div>
      {acting ? <p className={styles.note}>{t('addressList.actingFor', { company: acting.name })}</p> : null}

      <div aria-busy={list === null && status !== 'failed'}>
        {list === null && status === 'failed' ? (
          <LoadFailed text={t('addressList.failed')} onRetry={() => void dispatch(fetchAddresses())} />
        ) : list === null ? (
          <>
            <p className="visually-hidden" role="status">
              {t('addressList.loading')}
            </p>
            <ul className={styles.cards} data-skeleton="" aria-hidden="true">
              {Array.from({ length: addressCount }, (_, index) => (
                <li key={index} className={styles.placeholder} />
              ))}
            </ul>
          </>
        ) : list.addressList.length === 0 ? (
          <p className={styles.note}>{t('addressList.empty')}</p>
        ) : (
          <ul className={styles.cards}>
            {list.addressList.map((address) => (
              <AddressCard
                key={address.partnerId}
                address={address}
                current={address.partnerId === list.partnerId}
                level={(headingLevel + 1) as 3 | 4}
                idPrefix={idPrefix}
                onSetShipTo={() => void setShipTo(address)}
                onEdit={() => openForm(address.partnerId)}
                onDelete={() => askDelete(address)}
              />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        isOpen={deleteOpen}
        title={t('addressList.deleteTitle')}
        question={t('addressList.deleteQuestion', { name: confirming ? addressName(confirming) : '' })}
        confirmLabel={t('addressList.deleteConfirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleteOpen(false)}
      />

      <AddressFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={saved}
        subheaderLevel={3}
        onAfterClose={() => {
          if (afterForm === null) return
          setFocusTarget({ id: afterForm })
          setAfterForm(null)
        }}
      />
    </div>
  )
}
