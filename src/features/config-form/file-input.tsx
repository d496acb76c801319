import { useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form'
import type { RuleTexts } from '@/api/form-constraints'
import type { FileField, FormValues } from '@/api/form-config'
import { acceptedTypes, fileProblem, tooManyFiles } from '@/api/form-files'
import { formatBytes } from '@/src/lib/bytes'
import { TextField } from '@/src/ui/text-field/text-field'
import styles from './config-form.module.css'

type FileInputProps = {
  field: FileField
  form: UseFormReturn<FormValues>
  inputId: string
  error: string | undefined
  /** The field's label with its optional mark, as every field of the form shows it. */
  label: ReactNode
  rules: RegisterOptions<FieldValues, string>
  ruleTexts: RuleTexts
}

/**
 * A file field (spec 2 §5 file; spec 1 §5 job applications: PDF, at most 10 MB each): the browser's own file input,
 * which every keyboard and screen reader knows, with the field's rules as its hint; each chosen file is checked at
 * once, before anything is sent, and a refused one is named with the rule it breaks; the chosen files are listed
 * with their sizes and a button each to remove them. The files travel with the form when it is sent.
 */
export function FileInput({ field, form, inputId, error, label, rules, ruleTexts }: FileInputProps) {
  const { t, i18n } = useTranslation()
  // Registered for its rules and its focus, its value set here: the browser's file input holds no value React can set.
  // (Not useController: it would bring more of react-hook-form into the chunk every form of the site shares.)
  const { ref: registered, onBlur } = form.register(field.name, rules)
  const value = form.watch(field.name)
  const files = Array.isArray(value) ? (value as unknown[]).filter((file): file is File => file instanceof File) : []
  const setFiles = (next: File[]) => form.setValue(field.name, next, { shouldDirty: true })
  const [said, setSaid] = useState('')
  const input = useRef<HTMLInputElement | null>(null)
  const max = formatBytes(field.maxSize, i18n.language)
  const types = acceptedTypes(field)
  const hint = [types ? t('configForm.files.rules', { types, max }) : t('configForm.files.rulesAny', { max }), field.help].filter(Boolean).join(' · ')

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    // The same file may be chosen again after it was removed.
    event.target.value = ''
    const refused: string[] = []
    const kept = [...files]
    for (const file of chosen) {
      const problem = fileProblem(field, file, ruleTexts) ?? tooManyFiles(field, kept.length + 1, ruleTexts)
      if (problem) refused.push(problem)
      else if (field.multiple) kept.push(file)
      else kept.splice(0, kept.length, file)
    }
    setFiles(kept)
    setSaid('')
    if (refused.length > 0) form.setError(field.name, { type: 'file', message: refused.join(' ') })
    else form.clearErrors(field.name)
  }

  const remove = (index: number) => {
    const gone = files[index]
    setFiles(files.filter((_, at) => at !== index))
    form.clearErrors(field.name)
    if (gone) setSaid(t('configForm.files.removed', { file: gone.name }))
    // The button that had the focus is gone: the file input takes it, where another file can be chosen.
    input.current?.focus()
  }

  return (
    <div className={styles.files}>
      <TextField id={inputId} label={label} hint={hint} error={error}>
        {(aria) => (
          <input
            {...aria}
            ref={(element) => {
              input.current = element
              registered(element)
            }}
            name={field.name}
            type="file"
            accept={field.accept.join(',') || undefined}
            multiple={field.multiple}
            onChange={choose}
            onBlur={(event) => void onBlur(event)}
          />
        )}
      </TextField>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={t('configForm.files.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <span className={styles.fileName}>{file.name}</span> <span className={styles.fileSize}>{formatBytes(file.size, i18n.language)}</span>
              <button type="button" className={styles.remove} onClick={() => remove(index)}>
                {t('configForm.files.remove', { file: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  )
}
