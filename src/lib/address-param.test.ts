import * as v from 'valibot'
import { readParam, withParam } from './address-param'

const token = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/, 'expected a token'))

describe('withParam', () => {
  it('adds the parameter with ? or &, keeping the address’s own parameters and fragment', () => {
    expect(withParam('/konto/bestellung', 'order', '4500000123')).toBe('/konto/bestellung?order=4500000123')
    expect(withParam('/konto/bestellung?tab=2', 'order', '4500000123')).toBe('/konto/bestellung?tab=2&order=4500000123')
    expect(withParam('/konto/bestellung?', 'order', '1')).toBe('/konto/bestellung?order=1')
    expect(withParam('/konto/bestellung?tab=2&', 'order', '1')).toBe('/konto/bestellung?tab=2&order=1')
    expect(withParam('/konto/bestellung?tab=2#kopf', 'order', '1')).toBe('/konto/bestellung?tab=2&order=1#kopf')
    expect(withParam('https://shop.example.ch/konto/vertrag#a#b', 'contract', '46')).toBe('https://shop.example.ch/konto/vertrag?contract=46#a#b')
  })

  it('encodes the name and the value', () => {
    expect(withParam('/liste', 'id', 'a&b=c d')).toBe('/liste?id=a%26b%3Dc%20d')
    expect(withParam('/liste', 'a b', 'x')).toBe('/liste?a%20b=x')
  })
})

describe('readParam', () => {
  it('reads the parameter, trimmed, through the schema', () => {
    expect(readParam('order', token, '?order=%204500000123%20&tab=2')).toEqual({ ok: true, value: '4500000123' })
  })

  it('says `missing` for an absent or blank parameter, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readParam('order', token, '')).toEqual({ ok: false, problem: 'missing' })
    expect(readParam('order', token, '?order=%20')).toEqual({ ok: false, problem: 'missing' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('drops a value the schema refuses with a warning naming the parameter, and says `invalid`', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readParam('order', token, `?order=${encodeURIComponent('<img src=x>')}`)).toEqual({ ok: false, problem: 'invalid' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.order'))
  })

  it('reads the current address unless told otherwise', () => {
    window.history.replaceState(null, '', '/konto/vertrag?contract=4600001025')
    expect(readParam('contract', token)).toEqual({ ok: true, value: '4600001025' })
  })
})
