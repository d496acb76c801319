import { formatBytes } from '@/src/lib/bytes'
import type { ListedFile } from './file-list.widget'

/** What a file's line says under its name: its kind and size in the locale's digits (`PDF · 2.46 MB`), or nothing. */
export const fileDetails = (file: Pick<ListedFile, 'type' | 'size'>, locale: string): string =>
  [file.type, file.size === undefined ? undefined : formatBytes(file.size, locale)].filter(Boolean).join(' · ')
