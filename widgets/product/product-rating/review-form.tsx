import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REVIEW_CAPTCHA_ACTION, REVIEW_LIMITS } from '@/api/product-review'
import { isEmailAddress } from '@/src/lib/email'
import type { CaptchaProviderName } from '@/src/lib/captcha/provider-names'
import { runCaptchaFor } from '@/src/lib/captcha/captcha-problem'
import { Button } from '@/src/ui/button/button'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { FieldError } from '@/src/ui/form/field-error'
import { TextField } from '@/src/ui/text-field/text-field'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { sendProductReview } from '@/store/product-review'
import { selectSession } from '@/store/session'
import { StarInput } from './star-input'
import styles from './product-rating.module.css'

type ReviewValues = { name: string; email: string; comment: string; rating: number | null; username: string; captcha: string }
// The fields a server message may name (spec 1 §7); `rating` and `captcha` have no text input of their own.
const FIELDS = ['name', 'email', 'comment', 'rating', 'captcha'] as const
const EMPTY: ReviewValues = { name: '', email: '', comment: '', rating: null, username: '', captcha: '' }

/** What the form is doing after a submit: running the captcha, then sending. */
type Phase = 'idle' | 'captcha' | 'sending'

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  product: string
  captchaProvider: CaptchaProviderName
  /** The form's accessible name. */
  label: string
  /** Hidden while the thank-you shows in its place (it stays mounted, so a new review starts empty). */
  hidden: boolean
  /** Told once the server has answered 201 and the fields are cleared. */
  onSent(): void
}

/**
 * The rating and comment form (spec 1 §5, spec 2 §5): name, email (type email) and message are required,
 * and submit is disabled while one is empty or the form is sending; the rating is optional. The hidden
 * `username` field is a honeypot. On submit the captcha runs first (the provider the CMS chose, the
 * session's site key); then the review is posted and counts as sent only on HTTP 201 (spec 1 §4).
 * Whatever fails (the captcha, a field the server refuses, anything else) is said at its field and in
 * the error summary, and what was typed stays.
 */
export function ReviewForm({ product, captchaProvider, label, hidden, onSent }: ReviewFormProps) {
  const { t, i18n } = useTranslation('product')
  const dispatch = useAppDispatch()
  const { captchaSiteKey } = useAppSelector(selectSession)
  const { form, problems, failures, submitWith } = useServerForm<ReviewValues>({
    fields: FIELDS,
    defaultValues: EMPTY,
    // The error summary takes the focus after a failed submit, also for the e-mail check made here (GOV.UK's pattern).
    shouldFocusError: false,
  })
  const [phase, setPhase] = useState<Phase>('idle')
  const captchaSlot = useRef<HTMLDivElement>(null)
  const id = useId()
  const inputIdOf = (field: string) => `${id}-${field}`
  const [name, email, comment, rating] = form.watch(['name', 'email', 'comment', 'rating'])
  // spec 1 §5: name, email and message are required; blanks alone do not count.
  const complete = name.trim() !== '' && email.trim() !== '' && comment.trim() !== ''
  const busy = phase !== 'idle'
  const { errors } = form.formState

  const send = submitWith(async (values) => {
    // spec 1 §5: submit does nothing while a required field is empty (Enter in a field included).
    if (!complete) return
    setPhase('captcha')
    try {
      // spec 1 §5: the captcha runs before sending; its script loads only now.
      const token = await runCaptchaFor('captcha', (reason) => t(`productRating.captcha.${reason}`), captchaProvider, captchaSiteKey, REVIEW_CAPTCHA_ACTION, {
        container: captchaSlot.current,
        language: i18n.language,
      })
      setPhase('sending')
      await dispatch(
        sendProductReview({
          name: values.name.trim(),
          email: values.email.trim(),
          comment: values.comment.trim(),
          rating: values.rating,
          product,
          username: values.username,
          captcha: token,
        }),
      ).unwrap()
    } finally {
      setPhase('idle')
    }
    // spec 2 §5: after success the fields clear (and the thank-you shows).
    form.reset(EMPTY)
    onSent()
  })

  const fieldError = (field: (typeof FIELDS)[number]) => <FieldError inputId={inputIdOf(field)} message={errors[field]?.message} />

  return (
    <form
      className={styles.form}
      aria-label={label}
      hidden={hidden}
      noValidate
      onSubmit={(event) => {
        // Fields without an input are not validated again by react-hook-form: their last error would block the next submit.
        if (!busy) form.clearErrors(['rating', 'captcha'])
        send(event)
      }}
    >
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={inputIdOf} />
      <TextField id={inputIdOf('name')} label={t('productRating.name')} error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="name" required maxLength={REVIEW_LIMITS.name} {...form.register('name')} />}
      </TextField>
      <TextField id={inputIdOf('email')} label={t('productRating.email')} error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={REVIEW_LIMITS.email}
            {...form.register('email', { validate: (value) => value.trim() === '' || isEmailAddress(value.trim()) || t('productRating.emailInvalid') })}
          />
        )}
      </TextField>
      <TextField id={inputIdOf('comment')} className={styles.comment} label={t('productRating.comment')} error={errors.comment?.message}>
        {(control) => <textarea {...control} rows={5} required maxLength={REVIEW_LIMITS.comment} {...form.register('comment')} />}
      </TextField>
      <StarInput
        value={rating}
        firstId={inputIdOf('rating')}
        errorId={errors.rating ? `${inputIdOf('rating')}-error` : undefined}
        onChange={(value) => {
          form.clearErrors('rating')
          form.setValue('rating', value)
        }}
      />
      {fieldError('rating')}
      {/* spec 2 §5: the hidden username field is a honeypot: out of sight, out of the tab order and the accessibility tree, never autofilled. */}
      <div className={styles.honeypot} aria-hidden="true" inert>
        <label htmlFor={inputIdOf('username')}>{t('productRating.honeypot')}</label>
        <input id={inputIdOf('username')} type="text" tabIndex={-1} autoComplete="off" {...form.register('username')} />
      </div>
      <div id={inputIdOf('captcha')} className={styles.captcha} tabIndex={-1} data-field-messages="captcha">
        <p className={styles.note}>{t('productRating.captchaNote')}</p>
        {fieldError('captcha')}
        {/* A provider that shows something (Friendly Captcha's box) draws it here, inside the form. */}
        <div ref={captchaSlot} />
      </div>
      <p id={`${id}-hint`} className={styles.note} hidden={complete}>
        {t('productRating.hint')}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={!complete} busy={busy} aria-describedby={complete ? undefined : `${id}-hint`}>
          {t('productRating.submit')}
        </Button>
        <p className={styles.progress} role="status">
          {phase === 'captcha' ? t('productRating.checking') : phase === 'sending' ? t('productRating.sending') : ''}
        </p>
      </div>
    </form>
  )
}
