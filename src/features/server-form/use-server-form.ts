import { useRef, useState, type SyntheticEvent } from 'react'
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormProps } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isRecord } from '@/src/lib/guards'
import type { FormProblem } from '@/src/ui/error-summary/error-summary'
import { failureMessages } from '@/store/request'

export type ServerFormOptions<T extends FieldValues> = UseFormProps<T> & {
  /** The form's fields: a server message whose `source.field` names one shows at that field. */
  fields: readonly Path<T>[]
  /** What a failure without messages says; the unknown-error text (spec 1 §8) unless the form has its own (spec 2 §8). */
  failureText?: string
}

/**
 * The one pattern of every form that sends to the backend, on react-hook-form:
 * - one request at a time: a second submit while one is on its way does nothing, even several within
 *   one task, before React has re-rendered (docs/cms-integration.md "Forms"; the checkout depends on it);
 * - what the user typed stays after a failure;
 * - a failure's messages go to the form, not to page notifications (the request is `quiet`): each at
 *   its field when it names one, and all in the error summary at the top, which takes focus (the GOV.UK
 *   pattern); a failure without messages says the unknown-error text there (spec 1 §8).
 *
 * `submitWith(send)` gives the form's onSubmit; `send` resolves on success and rejects with the
 * request's failure (`dispatch(request(values)).unwrap()`).
 */
export function useServerForm<T extends FieldValues>({ fields, failureText, ...options }: ServerFormOptions<T>) {
  const { t } = useTranslation()
  const form = useForm<T>(options)
  const [problems, setProblems] = useState<FormProblem[]>([])
  // Counts failed submits, so the summary takes focus again after each one.
  const [failures, setFailures] = useState(0)
  const sending = useRef(false)

  const isField = (name: string | undefined): name is Path<T> => name !== undefined && (fields as readonly string[]).includes(name)

  const fail = (found: FormProblem[]) => {
    setProblems(found)
    setFailures((count) => count + 1)
  }

  const sendChecked = async (send: (values: T) => Promise<unknown>, values: T) => {
    setProblems([])
    try {
      await send(values)
    } catch (failure) {
      const messages = failureMessages(failure)
      const found = messages.length > 0 ? messages.map(({ message, source }) => (isField(source?.field) ? { message, field: source.field } : { message })) : [{ message: failureText ?? t('errors.unknown') }]
      for (const { field, message } of found) if (isField(field)) form.setError(field, { type: 'server', message })
      fail(found)
    }
  }

  const onInvalid = (errors: FieldErrors<T>) =>
    fail(Object.entries(errors).flatMap(([field, error]) => (isRecord(error) && typeof error.message === 'string' ? [{ field, message: error.message }] : [])))

  const submitWith = (send: (values: T) => Promise<unknown>) => (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    void form.handleSubmit((values) => sendChecked(send, values), onInvalid)(event).finally(() => {
      sending.current = false
    })
  }

  return { form, problems, failures, submitWith }
}
