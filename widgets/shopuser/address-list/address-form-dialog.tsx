import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from '@/api/address-list'
import type { FormConfiguration, FormValues } from '@/api/form-config'
import { LoadFailed } from '@/src/ui/card-list/load-failed'
import { Modal } from '@/src/ui/modal/modal'
import { fetchAddressForm, saveAddress } from '@/store/addresses'
import { useAppDispatch } from '@/store/hooks'
import { ConfigForm } from '@/src/features/config-form/config-form'
import styles from './address-list.module.css'

/**
 * Which address the dialog edits: one of the list (its partnerId), or a new ship-to address (none); and
 * which opening of the dialog this is, so every opening starts from a freshly loaded form.
 */
export type FormTarget = { partnerId?: string | undefined; opening: number }

/** Props of {@link AddressFormDialog}. */
export type AddressFormDialogProps = {
  /** The address being edited; null while the dialog is closed. */
  target: FormTarget | null
  onClose(): void
  /** After the server took the form: the saved address's partnerId, and the address as the answer lists it. */
  onSaved(savedPartnerId: string, address: Address | undefined): void
  /** Level of the dialog's subheaders. */
  subheaderLevel: 3 | 4
  /** The dialog has closed and handed focus back to the button that opened it (src/ui/modal). */
  onAfterClose(): void
}

/**
 * The edit form of an address in a dialog (spec 2 §7 Get address edit form, with params: the address's
 * partnerId, none for a new ship-to address). The dialog hands focus back to the button that opened it
 * when it closes (src/ui/modal).
 */
export function AddressFormDialog({ target, onClose, onSaved, subheaderLevel, onAfterClose }: AddressFormDialogProps) {
  const { t } = useTranslation('shopuser')
  return (
    <Modal
      isOpen={target !== null}
      onClose={onClose}
      onAfterClose={onAfterClose}
      title={t(target?.partnerId === undefined ? 'addressList.newTitle' : 'addressList.editTitle')}
      size={700}
    >
      {target ? <FormLoader key={target.opening} partnerId={target.partnerId} onClose={onClose} onSaved={onSaved} subheaderLevel={subheaderLevel} /> : null}
    </Modal>
  )
}

// A retry keeps the failed view with its button busy, so keyboard focus stays on it until the answer.
type FormState = { status: 'loading' } | { status: 'failed'; retrying: boolean } | { status: 'ready'; configuration: FormConfiguration }

type FormLoaderProps = Omit<AddressFormDialogProps, 'target' | 'onAfterClose'> & { partnerId: string | undefined }

/** Loads the server's form configuration, then shows the form built from it; a form that cannot be loaded says so, with a retry. */
function FormLoader({ partnerId, onClose, onSaved, subheaderLevel }: FormLoaderProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const [form, setForm] = useState<FormState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    const request = dispatch(fetchAddressForm(partnerId === undefined ? {} : { partnerId }))
    request.unwrap().then(
      ({ configuration }) => setForm({ status: 'ready', configuration }),
      () => {
        if (!cancelled) setForm({ status: 'failed', retrying: false })
      },
    )
    return () => {
      cancelled = true
      request.abort()
    }
  }, [dispatch, partnerId, attempt])

  const retry = () => {
    if (form.status === 'failed' && form.retrying) return
    setForm({ status: 'failed', retrying: true })
    setAttempt((count) => count + 1)
  }

  const save = useCallback(
    async (values: FormValues) => {
      const { savedPartnerId, addressList } = await dispatch(saveAddress(values)).unwrap()
      onSaved(
        savedPartnerId,
        addressList.find((address) => address.partnerId === savedPartnerId),
      )
    },
    [dispatch, onSaved],
  )

  if (form.status === 'loading')
    return (
      <p className={styles.note} role="status">
        {t('addressList.formLoading')}
      </p>
    )
  if (form.status === 'failed') return <LoadFailed text={t('addressList.formFailed')} onRetry={retry} busy={form.retrying} />
  return <ConfigForm fields={form.configuration.fields} onSubmit={save} onCancel={onClose} subheaderLevel={subheaderLevel} submitLabel={t('addressList.save')} focusFirst />
}
