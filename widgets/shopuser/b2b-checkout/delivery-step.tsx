import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Delivery, Partner } from '@/api/cart'
import { swissToday } from '@/src/lib/swiss-time'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { TextField } from '@/src/ui/text-field/text-field'
import { saveDelivery, type B2bCheckout } from '@/store/cart'
import { deliveryTyped, selectDeliveryDraft } from '@/store/checkout-draft'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { PartnerAddress } from './partner-address'
import shared from './b2b-checkout.module.css'
import styles from './delivery-step.module.css'

/** The longest comment the server takes. */
export const COMMENT_MAX = 500

const FIELDS = ['shipToPartnerId', 'billToPartnerId', 'requestedDate', 'comment'] as const
type Field = (typeof FIELDS)[number]


/** Props of {@link DeliveryStep}. */
export type DeliveryStepProps = {
  checkout: B2bCheckout
  onBack(): void
  /** On to the overview, once the server has stored the delivery. */
  onNext(): void
}

/**
 * Step 2, delivery and invoice (spec 2 §1 address types: CRMH02 ship-to, CRMH04 bill-to; spec 2 §7
 * Update B2B cart data): where to deliver and whom to bill, from the customer's partners in the cart
 * data, a wished delivery date (not in the past) and a comment. What is typed is kept in the store on
 * every change, so going back to the cart and returning loses nothing; Next stores it on the server,
 * whose refusals show at their fields and in the error summary (src/features/server-form/use-server-form).
 */
export function DeliveryStep({ checkout, onBack, onNext }: DeliveryStepProps) {
  const { t } = useTranslation('shopuser')
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectDeliveryDraft)
  const { form, problems, failures, submitWith } = useServerForm<Delivery>({ fields: FIELDS, defaultValues: draft ?? checkout.delivery })
  const { errors, isSubmitting } = form.formState
  const id = useId()
  const inputIdOf = (field: string) => `${id}-${field}`
  // The earliest delivery date: the shop's days are Swiss days.
  const today = swissToday()

  // What was typed survives the steps.
  useEffect(() => {
    const subscription = form.watch((values) => dispatch(deliveryTyped({ ...checkout.delivery, ...values })))
    return () => subscription.unsubscribe()
  }, [form, dispatch, checkout.delivery])

  const submit = submitWith(async (values) => {
    await dispatch(saveDelivery({ ...values, comment: values.comment.trim() })).unwrap()
    onNext()
  })

  const errorOf = (field: Field) =>
    errors[field]?.message ? (
      <p id={`${inputIdOf(field)}-error`} className={shared.fieldError}>
        {errors[field].message}
      </p>
    ) : null
  const describedBy = (field: Field, ...more: string[]) => {
    const ids = [...(errors[field] ? [`${inputIdOf(field)}-error`] : []), ...more]
    return ids.length > 0 ? ids.join(' ') : undefined
  }

  const partnerChoice = (field: 'shipToPartnerId' | 'billToPartnerId', all: Partner[], legend: string, required: string) => {
    // spec 2 §2.9: a partner without partnerId is ignored on selection, so it is not offered: its radio
    // would send nothing the server could take.
    const partners = all.filter((partner) => partner.partnerId !== '')
    return (
      <fieldset className={styles.partners} aria-describedby={describedBy(field)} data-part={field}>
        <legend className={styles.legend}>{legend}</legend>
        {errorOf(field)}
        {partners.length === 0 ? <p className={shared.note}>{t('b2bCheckout.noPartners')}</p> : null}
        <div className={styles.partnerList}>
          {partners.map((partner, index) => (
            <label key={partner.partnerId} className={styles.partner}>
              <input
                type="radio"
                value={partner.partnerId}
                // The error summary's link focuses the first choice.
                id={index === 0 ? inputIdOf(field) : undefined}
                {...form.register(field, { required })}
              />
              <PartnerAddress partner={partner} />
            </label>
          ))}
        </div>
      </fieldset>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      {partnerChoice('shipToPartnerId', checkout.shipTo, t('b2bCheckout.shipTo'), t('b2bCheckout.shipToRequired'))}
      {partnerChoice('billToPartnerId', checkout.billTo, t('b2bCheckout.billTo'), t('b2bCheckout.billToRequired'))}
      <TextField id={inputIdOf('requestedDate')} className={styles.dateField} label={t('b2bCheckout.requestedDate')} hint={t('b2bCheckout.requestedDateHint')} error={errors.requestedDate?.message}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={today}
            {...form.register('requestedDate', {
              // The native picker keeps earlier days out; a typed one is refused here, and by the server.
              validate: (value) => value === '' || value >= today || t('b2bCheckout.dateInPast'),
            })}
          />
        )}
      </TextField>
      <TextField
        id={inputIdOf('comment')}
        className={styles.commentField}
        label={t('b2bCheckout.comment')}
        hint={t('b2bCheckout.commentHint', { max: COMMENT_MAX })}
        error={errors.comment?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={COMMENT_MAX}
            {...form.register('comment', { maxLength: { value: COMMENT_MAX, message: t('b2bCheckout.commentTooLong', { max: COMMENT_MAX }) } })}
          />
        )}
      </TextField>
      <div className={shared.stepButtons}>
        <Button variant="secondary" onClick={onBack}>
          {t('b2bCheckout.back.delivery')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('b2bCheckout.next.delivery')}
        </Button>
      </div>
    </form>
  )
}
