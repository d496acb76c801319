import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SHOPPING_LIST_NAME_MAX } from '@/api/shopping-lists'
import { Button } from '@/src/ui/button/button'
import { useServerForm } from '@/src/features/server-form/use-server-form'
import { TextField } from '@/src/ui/text-field/text-field'
import styles from './add-to-shopping-list.module.css'

type NameValues = { name: string }
const FIELDS = ['name'] as const

/** Props of {@link ListNameForm}. */
export type ListNameFormProps = {
  /** The field's label, e.g. "Name der neuen Liste". */
  label: string
  /** The submit button's text, e.g. "Liste anlegen". */
  submitLabel: string
  /** The name to start from (a rename); empty by default. */
  initialName?: string
  /**
   * Sends the trimmed name: resolves on success; rejects with the request's failure (store/request.ts
   * RequestFailure), whose messages then show at the field.
   */
  onSubmit(name: string): Promise<unknown>
  /** Shows a cancel button, also reached with Escape in the field (a rename in place). */
  onCancel?(): void
  /** Shows the submit button busy (it is while the form's own request runs, in any case). */
  busy?: boolean
  /** Focus the field when the form appears (a rename opened by a button). */
  focusOnMount?: boolean
  /** Empty the field after a success (a create form that stays on the page). */
  resetOnSuccess?: boolean
  /** Lays the field and buttons out in one row from 480 px (a list row), instead of stacked. */
  inline?: boolean
}

/**
 * The name of a shopping list: one field, checked before sending (not blank, at most 60 characters) and
 * by the server (a name the user already has). One request at a time (useServerForm). A failure shows at
 * the field and moves focus to it, where its message is read out as the field's description; what was
 * typed stays. With one field, the error summary of longer forms would only repeat it (and its heading
 * would break the outline of a list row or a dialog). Shared by the add dialog and the shopping list widgets.
 */
export function ListNameForm({ label, submitLabel, initialName = '', onSubmit, onCancel, busy = false, focusOnMount = false, resetOnSuccess = false, inline = false }: ListNameFormProps) {
  const { t } = useTranslation('common')
  const id = useId()
  const inputId = `${id}-name`
  const { form, problems, failures, submitWith } = useServerForm<NameValues>({ fields: FIELDS, defaultValues: { name: initialName } })
  const input = useRef<HTMLInputElement | null>(null)
  const { ref: registerRef, ...field } = form.register('name', {
    validate: (value) => {
      const name = value.trim()
      if (name === '') return t('addToShoppingList.nameRequired')
      if (name.length > SHOPPING_LIST_NAME_MAX) return t('addToShoppingList.nameTooLong', { max: SHOPPING_LIST_NAME_MAX })
      return true
    },
  })

  // After each failed submit the field takes focus, so its message (its description) is read out.
  useEffect(() => {
    if (failures > 0) input.current?.focus()
  }, [failures])

  const messages = problems.map((problem) => problem.message)
  const submit = submitWith(async ({ name }) => {
    await onSubmit(name.trim())
    if (resetOnSuccess) form.reset({ name: '' })
  })

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onCancel) {
      // Escape ends the rename here; it must not also close a dialog around the form.
      event.stopPropagation()
      onCancel()
    }
  }

  return (
    <form className={inline ? `${styles.nameForm} ${styles.inline}` : styles.nameForm} onSubmit={submit} noValidate>
      <TextField id={inputId} label={label} error={messages.length > 0 ? messages.join(' ') : undefined}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user opened the rename with a button: focus follows their action
            autoFocus={focusOnMount}
            onKeyDown={handleKeyDown}
            {...field}
            ref={(element) => {
              registerRef(element)
              input.current = element
            }}
          />
        )}
      </TextField>
      <div className={styles.formActions}>
        <Button type="submit" busy={busy || form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('addToShoppingList.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
