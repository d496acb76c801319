import dayjs from 'dayjs'
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/src/lib/dates'
import { formatSwissDate, formatSwissDateTime, swissDay, swissToday } from '@/src/lib/swiss-time'

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

describe('formatSwissDate', () => {
  it('writes the Swiss day of a moment as DD.MM.YYYY, which near midnight is not the UTC day', () => {
    // 23:30 UTC on New Year's Eve is 00:30 on New Year's Day in Zurich (UTC+1): the day the server files it under.
    expect(formatSwissDate('2025-12-31T23:30:00Z')).toBe('01.01.2026')
    expect(formatSwissDate('2025-12-31T22:59:00Z')).toBe('31.12.2025')
    // Summer time (UTC+2): 22:00 UTC is already the next day.
    expect(formatSwissDate('2026-07-14T22:00:00Z')).toBe('15.07.2026')
    expect(formatSwissDate('2026-07-14T21:59:00Z')).toBe('14.07.2026')
  })

  it('writes a plain day as that day, wherever it is read', () => {
    expect(formatSwissDate('2026-03-05')).toBe('05.03.2026')
  })

  it('accepts timestamps and Dates, and gives an empty text for a missing or invalid value', () => {
    expect(formatSwissDate(Date.UTC(2026, 2, 5, 23, 30))).toBe('06.03.2026')
    expect(formatSwissDate(new Date(Date.UTC(2026, 2, 5, 12)))).toBe('05.03.2026')
    expect(formatSwissDate('')).toBe('')
    expect(formatSwissDate(null)).toBe('')
    expect(formatSwissDate(undefined)).toBe('')
    expect(formatSwissDate('gestern')).toBe('')
  })

  it('writes the same pattern as dates.ts (DATE_FORMAT)', () => {
    const shape = (text: string) => text.replace(/\d/g, '9')
    expect(shape(formatSwissDate('2026-03-05T13:07:00Z'))).toBe(shape(dayjs('2026-03-05T14:07:00').format(DATE_FORMAT)))
  })
})

describe('swissDay and swissToday', () => {
  it('give the Swiss day of a moment as YYYY-MM-DD', () => {
    expect(swissDay('2025-12-31T23:30:00Z')).toBe('2026-01-01')
    expect(swissDay(new Date(Date.UTC(2026, 10, 24, 12)))).toBe('2026-11-24')
    expect(swissDay('gestern')).toBe('')
  })

  it('give today in Switzerland', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 23, 15), toFake: ['Date'] })
    try {
      expect(swissToday()).toBe('2026-11-24')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the Swiss clock', () => {
  // What the time zone database says, through Intl: the reference the arithmetic of swiss-time.ts must match.
  const zurich = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const byIntl = (time: number) => {
    const part = Object.fromEntries(zurich.formatToParts(time).map(({ type, value }) => [type, value]))
    return `${part.day ?? ''}.${part.month ?? ''}.${part.year ?? ''} - ${part.hour ?? ''}:${part.minute ?? ''}`
  }

  it('agrees with the time zone database every half hour around each change of the clocks, 1996 to 2040', () => {
    const disagreements: string[] = []
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // From the 20th to the end of March and October: every last Sunday lies within.
        for (let time = Date.UTC(year, month, 20); time < Date.UTC(year, month + 1, 1); time += 30 * 60_000) {
          if (formatSwissDateTime(time) !== byIntl(time)) disagreements.push(new Date(time).toISOString())
        }
      }
    }
    expect(disagreements).toEqual([])
  })

  it('agrees with it on 5 000 moments spread over 1996 to 2040', () => {
    const from = Date.UTC(1996, 0, 1)
    const step = Math.floor((Date.UTC(2041, 0, 1) - from) / 5000) + 7 * 60_000 // odd minutes, every hour of the day in turn
    const disagreements: string[] = []
    for (let index = 0; index < 5000; index++) {
      const time = from + index * step
      if (formatSwissDateTime(time) !== byIntl(time)) disagreements.push(new Date(time).toISOString())
    }
    expect(disagreements).toEqual([])
  })
})
