/** A day as YYYY-MM-DD, with no other import: the table query, the schemas of outside data and the teasers' date windows read it. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
