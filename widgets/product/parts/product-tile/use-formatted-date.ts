import { useEffect, useState } from 'react'

type Format = (value: string) => string

// src/lib/dates.ts brings dayjs (about 4 KB): it loads with the first tile that has a date to show, so
// visitors without last order dates (anonymous, consumers: most of them) never fetch it.
let format: Format | undefined
let loading: Promise<void> | undefined
const loadFormat = () =>
  (loading ??= import('@/src/lib/dates').then(
    (dates) => void (format = dates.formatDate),
    () => {
      // A failed chunk leaves the date out (its line stays reserved); the next tile tries again.
      loading = undefined
    },
  ))

/**
 * An ISO date as DD.MM.YYYY (spec 2 §9, src/lib/dates.ts), or '' until the formatter has loaded and for no
 * date. The tile reserves the line, so the date appearing a moment later moves nothing.
 */
export function useFormattedDate(iso: string | undefined): string {
  const [, setLoaded] = useState(format !== undefined)
  useEffect(() => {
    if (iso && !format) void loadFormat().then(() => setLoaded(format !== undefined))
  }, [iso])
  return iso && format ? format(iso) : ''
}
