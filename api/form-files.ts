/**
 * The rules of a file field (spec 2 §5 file; spec 1 §5 job applications: "PDF, max 10MB each"), checked as the files
 * are chosen, before anything is sent, and again by the mock server: each refusal names the file and the rule.
 */
import { formatBytes } from '@/src/lib/bytes'
import type { RuleTexts } from './form-constraints'
import type { FileField } from './form-config'

/** What the rules need of a file: the browser's File, or what the mock server read of an upload. */
export type ChosenFile = { name: string; size: number; type: string }

const endingOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? ''

/** Whether `file` is of a type the field takes: its media type (`application/pdf`, `image/*`) or its ending (`.pdf`). */
export function accepts(field: Pick<FileField, 'accept'>, file: ChosenFile): boolean {
  if (field.accept.length === 0) return true
  const type = file.type.toLowerCase()
  return field.accept.some((allowed) =>
    allowed.startsWith('.') ? endingOf(file.name) === allowed : allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed,
  )
}

/** The field's types for people: `PDF`, `PDF, DOCX`; media types by their subtype. */
export const acceptedTypes = (field: Pick<FileField, 'accept'>) =>
  [...new Set(field.accept.map((allowed) => (allowed.startsWith('.') ? allowed.slice(1) : (allowed.split('/')[1] ?? allowed)).toUpperCase()))].join(', ')

/** Why `file` cannot be sent with `field`, or null: its type first, then its size. */
export function fileProblem(field: FileField, file: ChosenFile, texts: RuleTexts): string | null {
  if (!accepts(field, file)) return texts('fileType', { label: field.label, file: file.name, types: acceptedTypes(field) })
  if (file.size > field.maxSize) return texts('fileSize', { label: field.label, file: file.name, max: formatBytes(field.maxSize, texts.locale) })
  return null
}

/** Files beyond the field's count: refused with the rule. */
export const tooManyFiles = (field: FileField, count: number, texts: RuleTexts): string | null =>
  count > (field.multiple ? field.maxFiles : 1) ? texts('fileCount', { label: field.label, max: field.multiple ? field.maxFiles : 1 }) : null
