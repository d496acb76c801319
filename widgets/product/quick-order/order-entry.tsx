import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/src/ui/button/button'
import { TextField } from '@/src/ui/text-field/text-field'
import { ORDER_LINES_MAX, readOrderText, type OrderRead } from './order-lines'
import { readOrderFile } from './read-order-file'
import type { Applied } from './use-quick-order'
import styles from './quick-order.module.css'

type OrderEntryProps = {
  /** Heading element of the section, one level below the widget's. */
  heading: 'h2' | 'h3' | 'h4'
  onApply(read: OrderRead): Applied
}

type Notice = { kind: 'status' | 'error'; text: string }

/**
 * Where positions come in: a text field for typed or pasted lines (an Excel range too),
 * read when the buyer takes it over (button or Ctrl+Enter), never while typing; and a CSV upload, read
 * by papaparse, which loads only when a file is chosen. What came in, or why nothing did, is announced.
 * Text that could not be taken over stays in the field.
 */
export function OrderEntry({ heading: Heading, onApply }: OrderEntryProps) {
  const { t } = useTranslation('product')
  const id = useId()
  const [text, setText] = useState('')
  const [reading, setReading] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)

  const report = (applied: Applied) => {
    if (!applied.ok) {
      setNotice({ kind: 'error', text: applied.problem === 'tooManyLines' ? t('quickOrder.tooManyLines', { max: ORDER_LINES_MAX, count: applied.count }) : t('quickOrder.nothingToApply') })
      return false
    }
    const merged = applied.merged > 0 ? ` ${t('quickOrder.merged', { count: applied.merged })}` : ''
    setNotice({ kind: 'status', text: `${t('quickOrder.applied', { count: applied.count })}${merged}` })
    return true
  }

  const applyText = () => {
    if (report(onApply(readOrderText(text)))) setText('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter makes a new line; Ctrl+Enter (⌘+Enter) takes the list over, as in mail and chat fields.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      applyText()
    }
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Emptied, so choosing the same file again (after fixing it in Excel) reads it again.
    input.value = ''
    if (!file || reading) return
    setReading(true)
    setNotice({ kind: 'status', text: t('quickOrder.reading') })
    try {
      const result = await readOrderFile(file)
      if (result.ok) report(onApply(result.read))
      else setNotice({ kind: 'error', text: t(`quickOrder.${result.problem}`) })
    } catch {
      // papaparse's chunk failed to load (offline): the file could not be read.
      setNotice({ kind: 'error', text: t('quickOrder.fileUnreadable') })
    } finally {
      setReading(false)
    }
  }

  return (
    // No landmark: the headings structure the widget, and a page (the block catalogue) may hold two of them.
    <div className={styles.entry}>
      <Heading className={styles.heading}>
        {t('quickOrder.entryTitle')}
      </Heading>
      <TextField id={`${id}-text`} label={t('quickOrder.textLabel')} hint={t('quickOrder.textHint')}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={6}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </TextField>
      <div>
        <Button variant="secondary" onClick={applyText}>
          {t('quickOrder.apply')}
        </Button>
      </div>
      <TextField id={`${id}-file`} label={t('quickOrder.fileLabel')} hint={t('quickOrder.fileHint')}>
        {(control) => (
          <input
            {...control}
            className={styles.file}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-busy={reading || undefined}
            onChange={(event) => void onFile(event)}
          />
        )}
      </TextField>
      {/* Always in the page, so what is written into them is announced (polite for news, at once for errors). */}
      <p role="status" className={styles.notice}>
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className={`${styles.notice} ${styles.noticeError}`}>
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
    </div>
  )
}
