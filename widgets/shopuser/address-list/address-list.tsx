import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from '@/api/address-list'
import { Button } from '@/src/ui/button/button'
import { Modal } from '@/src/ui/modal/modal'
import { SafeLink } from '@/src/ui/safe-link/safe-link'
import { selectSelectedContact, selectUser } from '@/store/account'
import { deleteAddress, fetchAddresses, selectAddressList, selectAddressListStatus, selectIsAddressBusy, selectIsAddressChanging, setShipToAddress } from '@/store/addresses'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { notificationsShown } from '@/store/notifications'
import { selectSession } from '@/store/session'
import type { AddressListProps } from './address-list.widget'
import { AddressCard, addressName, cardHeadingId } from './address-card'
import { AddressFormDialog, type FormTarget } from './address-form-dialog'
import styles from './address-list.module.css'

/** Who may manage addresses (spec 1 §1, §6): signed-in active shop users; an employee once acting for a contact. */
type Access = 'signedOut' | 'notShopUser' | 'noCustomer' | 'allowed'

function useAccess(): Access {
  const user = useAppSelector(selectUser)
  const contact = useAppSelector(selectSelectedContact)
  const { isActiveShopUser } = useAppSelector(selectSession)
  if (!user) return 'signedOut'
  if (!isActiveShopUser) return 'notShopUser'
  return user.type === 'employee' && !contact ? 'noCustomer' : 'allowed'
}

const NOTES = { signedOut: 'addressList.signIn', notShopUser: 'addressList.notShopUser', noCustomer: 'addressList.noCustomer' } as const

/**
 * The customer's addresses (spec 2 §1 "address management (ship-to and bill-to)", §3, §7): each as a card
 * with its types marked in words (CRMH02 ship-to, CRMH04 bill-to) and the current ship-to address marked;
 * make one the ship-to address, add one or edit one in a dialog whose form the server configures, delete
 * one after a confirmation (posting its partnerId). An employee acting for a contact works on that
 * contact's customer's addresses; the B2B checkout offers the same addresses.
 */
export function AddressList(props: AddressListProps) {
  const { t } = useTranslation('shopuser')
  const access = useAccess()
  const { urls } = useAppSelector(selectSession)
  if (access === 'allowed') return <Addresses {...props} />
  return (
    <div className={styles.root} data-access={access}>
      <p className={styles.note}>{t(NOTES[access])}</p>
      {access === 'noCustomer' && urls.customerOverviewUrl ? (
        <p className={styles.note}>
          <SafeLink href={urls.customerOverviewUrl}>{t('addressList.toCustomerOverview')}</SafeLink>
        </p>
      ) : null}
    </div>
  )
}

// Focus goes where the user's action left its mark, once React has drawn it and a closing dialog has handed focus back.
const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0)

function Addresses({ headingLevel, addressCount }: AddressListProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)
  const contact = useAppSelector(selectSelectedContact)
  const list = useAppSelector(selectAddressList)
  const status = useAppSelector(selectAddressListStatus)
  const changing = useAppSelector(selectIsAddressChanging)
  const [confirming, setConfirming] = useState<Address | null>(null)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [editing, setEditing] = useState<FormTarget | null>(null)
  const openings = useRef(0)
  const deleting = useAppSelector((state) => confirming !== null && selectIsAddressBusy(state, 'delete', confirming.partnerId))
  const idPrefix = useId()
  const listHeadingId = `${idPrefix}-heading`
  const Heading = `h${headingLevel}` as const
  // An employee's addresses are the contact's customer's: a new contact means another list (store/addresses.ts resets it).
  const customerId = contact?.customerId ?? user?.customerId ?? ''

  useEffect(() => {
    const request = dispatch(fetchAddresses())
    return () => request.abort()
  }, [dispatch, customerId])

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
    focusLater(cardHeadingId(idPrefix, address.partnerId))
  }

  const askDelete = (address: Address) => {
    setConfirming(address)
    setDeleteOpen(true)
  }

  const confirmDelete = async () => {
    if (!confirming || deleting) return
    try {
      // spec 2 §7 Delete address: posts partnerId.
      await dispatch(deleteAddress({ partnerId: confirming.partnerId })).unwrap()
    } catch {
      return // its messages were shown; the dialog stays, so the user can try again or cancel
    }
    notify(t('addressList.deleted', { name: addressName(confirming) }))
    setDeleteOpen(false)
    // The delete button went with its card: focus goes to the list's heading instead of the page start.
    focusLater(listHeadingId)
  }

  const openForm = (partnerId?: string) => {
    openings.current += 1
    setEditing({ partnerId, opening: openings.current })
  }

  const saved = useCallback(
    (savedPartnerId: string, address: Address | undefined) => {
      const isNew = editing?.partnerId === undefined
      dispatch(notificationsShown([{ type: 'success', message: address ? t('addressList.saved', { name: addressName(address) }) : t('addressList.savedPlain') }]))
      setEditing(null)
      // A new address's card is new: focus goes to it. An edited one's button gets focus back from the dialog.
      if (isNew) focusLater(cardHeadingId(idPrefix, savedPartnerId))
    },
    [dispatch, editing, idPrefix, t],
  )

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
      {contact ? <p className={styles.note}>{t('addressList.actingFor', { company: contact.name })}</p> : null}

      <div aria-busy={list === null && status !== 'failed'}>
        {list === null && status === 'failed' ? (
          <div className={styles.failed}>
            <p>{t('addressList.failed')}</p>
            <Button variant="secondary" size="s" onClick={() => void dispatch(fetchAddresses())}>
              {t('addressList.retry')}
            </Button>
          </div>
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

      <Modal
        isOpen={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={t('addressList.deleteTitle')}
        size={600}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleteOpen(false)}>
              {t('addressList.cancel')}
            </Button>
            <Button busy={deleting} onClick={() => void confirmDelete()}>
              {t('addressList.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p className={styles.question}>{t('addressList.deleteQuestion', { name: confirming ? addressName(confirming) : '' })}</p>
      </Modal>

      <AddressFormDialog target={editing} onClose={() => setEditing(null)} onSaved={saved} subheaderLevel={3} />
    </div>
  )
}
