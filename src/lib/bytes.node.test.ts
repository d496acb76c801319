import { BYTE_UNITS, formatBytes } from '@/src/lib/bytes'

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1500000, '1.43 MB'],
    [1024 ** 2, '1 MB'],
    [1024 ** 3, '1 GB'],
    [5.25 * 1024 ** 3, '5.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
  ])('formats %s bytes as %j', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected)
  })

  it('rounds to at most two decimals and drops trailing zeros', () => {
    expect(formatBytes(1024 + 10)).toBe('1.01 KB')
    expect(formatBytes(1024 * 1.1)).toBe('1.1 KB')
    expect(formatBytes(1024 * 2.999)).toBe('3 KB')
  })

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatBytes(1024 ** 2 - 1)).toBe('1 MB')
    expect(formatBytes(1024 * 1023.99)).toBe('1023.99 KB')
  })

  it('keeps values beyond YB in YB without exponent notation', () => {
    expect(formatBytes(2048 * 1024 ** 8)).toBe('2048 YB')
    expect(formatBytes(1e50)).toMatch(/^\d+ YB$/)
  })

  it.each([-1, -1024, NaN, Infinity, -Infinity])('reads %s as 0 B', (bytes) => {
    expect(formatBytes(bytes)).toBe('0 B')
  })

  it('has the units of spec 2 §2.6', () => {
    expect(BYTE_UNITS).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'])
  })

  it.each([
    ['de-CH', '1.5 KB'],
    ['en-US', '1.5 KB'],
    ['fr-CH', '1,5 KB'],
    ['de-DE', '1,5 KB'],
    ['it-IT', '1,5 KB'],
  ])('writes the decimals in the digits of %s: %s', (locale, expected) => {
    expect(formatBytes(1536, locale)).toBe(expected)
  })

  it('moves to the next unit at 1024 in a locale with a decimal comma too', () => {
    expect(formatBytes(1024 ** 2 - 1, 'fr-CH')).toBe('1 MB')
  })
})
