import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DatepickerConfig, TableFilterField } from '@/api/table-schemas'
import { formatDate } from '@/src/lib/dates'
import { isIsoDay } from '@/src/lib/calendar-day'
import { FILTER_VALUE_MAX, filterKey } from '@/src/lib/table-query'
import { Button } from '@/src/ui/button/button'
import { TextField } from '@/src/ui/text-field/text-field'
import type { TableFilterValues } from './use-server-table'
import styles from './data-table.module.css'

/** Props of {@link FilterPanel}. */
export type FilterPanelProps = {
  id: string
  /** The filters the server offers (tableFilterFields). */
  fields: TableFilterField[]
  /** The date range filter (datepicker), if the table has one. */
  datepicker: DatepickerConfig | undefined
  /** The values applied now: the form starts from them, and goes back to them whenever they change. */
  applied: TableFilterValues
  onApply(values: TableFilterValues): void
  /** Escape: the panel closes and focus returns to its toggle. */
  onClose(): void
}

type DateProblem = { field: 'from' | 'to'; message: string }

/**
 * The filter bar of a server-side table, built from the answer's tableFilterFields (a text field or a select
 * per filter) and its datepicker: our own date range of two native date fields, keyboard-usable as the
 * browser makes them, checked before anything is sent (a real day, within the allowed days, «Von» not after
 * «Bis») with the problem at its field. «Anwenden» applies all values at once, «Filter zurücksetzen» clears them.
 * When the applied view changes (the server dropped a value, a failed request put the view back), the form
 * takes it over in place: it is never started again, so the control that has the focus keeps it.
 */
export function FilterPanel({ id, fields, datepicker, applied, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation('common')
  const base = useId()
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...applied.filters }))
  const [from, setFrom] = useState(applied.dateFrom)
  const [to, setTo] = useState(applied.dateTo)
  const [problem, setProblem] = useState<DateProblem | null>(null)
  const fromInput = useRef<HTMLInputElement>(null)
  const toInput = useRef<HTMLInputElement>(null)

  // React's "adjust state when a prop changes": compared by a key that ignores the filters' order, since the
  // server lists them in its order and the form in the order they were typed (the same view, no reset).
  const appliedKey = filterKey(applied)
  const [shownKey, setShownKey] = useState(appliedKey)
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey)
    setValues({ ...applied.filters })
    setFrom(applied.dateFrom)
    setTo(applied.dateTo)
    setProblem(null)
  }

  // The browser leaves a date field's value empty while what was typed is no day: its validity says so.
  const dateProblem = (): DateProblem | null => {
    if (!datepicker) return null
    const range = { min: datepicker.min ? formatDate(datepicker.min) : '', max: datepicker.max ? formatDate(datepicker.max) : '' }
    for (const [field, value, input] of [['from', from, fromInput.current], ['to', to, toInput.current]] as const) {
      if (input?.validity.badInput || (value !== '' && !isIsoDay(value))) return { field, message: t('dataTable.dateInvalid') }
      const outside = value !== '' && ((datepicker.min && value < datepicker.min) || (datepicker.max && value > datepicker.max))
      if (outside) {
        const message = datepicker.min && datepicker.max ? t('dataTable.dateBetween', range) : datepicker.min ? t('dataTable.dateFrom', range) : t('dataTable.dateUntil', range)
        return { field, message }
      }
    }
    if (from !== '' && to !== '' && to < from) return { field: 'to', message: t('dataTable.dateOrder') }
    return null
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const found = dateProblem()
    setProblem(found)
    if (found) {
      ;(found.field === 'from' ? fromInput : toInput).current?.focus()
      return
    }
    const filters = Object.fromEntries(
      Object.entries(values)
        .map(([name, value]) => [name, value.trim()] as const)
        .filter(([name, value]) => value !== '' && fields.some((field) => field.name === name)),
    )
    onApply({ filters, dateFrom: datepicker ? from : '', dateTo: datepicker ? to : '' })
  }

  const reset = () => {
    setValues({})
    setFrom('')
    setTo('')
    setProblem(null)
    onApply({ filters: {}, dateFrom: '', dateTo: '' })
  }

  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }

  const problemId = `${base}-problem`
  const dateField = (field: 'from' | 'to') => {
    const invalid = problem?.field === field
    return {
      id: `${base}-${field}`,
      type: 'date',
      min: datepicker?.min,
      max: datepicker?.max,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? problemId : undefined,
    } as const
  }

  return (
    // Escape anywhere in the panel closes it; the handler only listens, the fields keep their own keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form id={id} className={styles.panel} onSubmit={submit} onKeyDown={escape} noValidate aria-label={t('dataTable.filters')}>
      <div className={styles.fields}>
        {fields.map((field) => {
          const fieldId = `${base}-f-${field.name}`
          const value = values[field.name] ?? ''
          const change = (next: string) => setValues((current) => ({ ...current, [field.name]: next }))
          return (
            <TextField key={field.name} id={fieldId} label={field.label}>
              {(control) =>
                field.type === 'select' ? (
                  <select {...control} value={value} onChange={(event) => change(event.target.value)}>
                    <option value="">{t('dataTable.all')}</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...control} type="search" value={value} maxLength={FILTER_VALUE_MAX} autoComplete="off" onChange={(event) => change(event.target.value)} />
                )
              }
            </TextField>
          )
        })}
        {datepicker ? (
          <fieldset className={styles.dateRange}>
            <legend>{datepicker.label}</legend>
            <div className={styles.dates}>
              {/* The range has one problem, said once below both fields; the field it concerns points to it (dateField). */}
              <TextField id={`${base}-from`} label={t('dataTable.from')}>
                {() => <input ref={fromInput} {...dateField('from')} value={from} onChange={(event) => setFrom(event.target.value)} />}
              </TextField>
              <TextField id={`${base}-to`} label={t('dataTable.to')}>
                {() => <input ref={toInput} {...dateField('to')} value={to} onChange={(event) => setTo(event.target.value)} />}
              </TextField>
            </div>
            {problem ? (
              <p id={problemId} className={styles.problem}>
                {problem.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </div>
      <div className={styles.panelActions}>
        <Button type="submit">{t('dataTable.apply')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('dataTable.reset')}
        </Button>
      </div>
    </form>
  )
}
