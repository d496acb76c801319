import dayjs from 'dayjs'
import { DATE_TIME_FORMAT } from '@/src/lib/dates'
import { formatSwissDateTime } from '@/src/lib/swiss-time'

describe('formatSwissDateTime', () => {
  it('writes DD.MM.YYYY - HH:mm in Swiss winter time (UTC+1)', () => {
    expect(formatSwissDateTime('2026-11-23T13:07:00Z')).toBe('23.11.2026 - 14:07')
  })

  it('writes Swiss summer time (UTC+2) before the clocks go back on 25 October 2026', () => {
    expect(formatSwissDateTime('2026-10-20T08:30:00Z')).toBe('20.10.2026 - 10:30')
    expect(formatSwissDateTime('2026-10-25T00:59:00Z')).toBe('25.10.2026 - 02:59')
    expect(formatSwissDateTime('2026-10-25T01:00:00Z')).toBe('25.10.2026 - 02:00')
  })

  it('moves the day where Swiss midnight is passed, and writes midnight as 00', () => {
    expect(formatSwissDateTime('2026-12-31T23:00:00Z')).toBe('01.01.2027 - 00:00')
    expect(formatSwissDateTime('2026-11-23T23:30:00-05:00')).toBe('24.11.2026 - 05:30')
  })

  it('writes the same pattern as dates.ts (DATE_TIME_FORMAT)', () => {
    // Compared by shape (digits as 9): dayjs writes local time, so the digits depend on the machine's zone.
    const shape = (text: string) => text.replace(/\d/g, '9')
    expect(shape(formatSwissDateTime('2026-03-05T13:07:00Z'))).toBe(shape(dayjs('2026-03-05T14:07:00').format(DATE_TIME_FORMAT)))
  })

  it('accepts timestamps and Dates', () => {
    const moment = Date.UTC(2026, 2, 5, 13, 7)
    expect(formatSwissDateTime(moment)).toBe('05.03.2026 - 14:07')
    expect(formatSwissDateTime(new Date(moment))).toBe('05.03.2026 - 14:07')
  })

  it('gives an empty text for a missing or invalid moment', () => {
    expect(formatSwissDateTime('')).toBe('')
    expect(formatSwissDateTime(null)).toBe('')
    expect(formatSwissDateTime(undefined)).toBe('')
    expect(formatSwissDateTime('gestern')).toBe('')
  })
})
