import { sameOriginUrl } from '@/src/lib/safe-url'
import cases from '@/test/fixtures/redirect-cases.json'
import { scenarioOf } from '@/test/mocks/shops'
import { BAD_SWITCH_VALUES } from './bad-switch-values'
import { applySwitches, readRefused, readSwitches, SWITCHES, VALID_VALUES } from './switches'

const params = (query: string) => new URLSearchParams(query)
/** The cookie header a browser sends back after a response set these cookies (name=value only). */
const sentBack = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ')

const badCases = SWITCHES.flatMap((name) => BAD_SWITCH_VALUES[name].map((value) => [name, value] as const))

describe('readSwitches', () => {
  it('finds no switch in an address without one', () => {
    expect(readSwitches(params('page=2&q=locale'))).toBeUndefined()
  })

  it.each([
    ['locale=fr-CH', { locale: 'fr-CH' }],
    ['tenant=lubricants-at', { tenant: 'lubricants-at' }],
    ['theme=03', { theme: '03' }],
    ['user=Kunde@Example.ch', { user: 'kunde@example.ch' }],
    ['user=%20haendler@example.ch%20', { user: 'haendler@example.ch' }],
    ['user=anonymous', { user: 'anonymous' }],
    ['user=', { user: 'anonymous' }],
    ['features=disableLogin,+hideMenuWhenLoggedOut,', { features: 'disableLogin,hideMenuWhenLoggedOut' }],
    ['features=', { features: '' }],
    ['scenario=offline', { scenario: 'offline' }],
    ['scenario=none', { scenario: 'none' }],
  ])('takes %j as %j', (query, accepted) => {
    expect(readSwitches(params(query))).toEqual({ accepted, refused: [] })
  })

  it.each(badCases)('refuses ?%s=%j and keeps it for the notice', (name, value) => {
    expect(readSwitches(params(`${name}=${encodeURIComponent(value)}`))).toEqual({ accepted: {}, refused: [{ name, value }] })
  })

  it('takes the good switches of an address and refuses the bad ones', () => {
    expect(readSwitches(params('locale=fr-CH&theme=09&user=kunde@example.ch&scenario=kaputt'))).toEqual({
      accepted: { locale: 'fr-CH', user: 'kunde@example.ch' },
      refused: [
        { name: 'theme', value: '09' },
        { name: 'scenario', value: 'kaputt' },
      ],
    })
  })

  it('shortens a long refused value to 80 characters', () => {
    expect(readSwitches(params(`locale=${'x'.repeat(5000)}`))?.refused).toEqual([{ name: 'locale', value: 'x'.repeat(80) }])
  })

  it('lists every valid value the checks take', () => {
    for (const name of SWITCHES) {
      for (const value of VALID_VALUES[name]) expect(readSwitches(params(`${name}=${encodeURIComponent(value)}`))?.refused, `${name}=${value}`).toEqual([])
    }
  })
})

describe('applySwitches', () => {
  const at = (path: string, query: string) => {
    const url = new URL('http://testserver/')
    url.pathname = path
    url.search = query
    return url
  }
  const apply = (url: URL, cookieHeader = 'mock_shop=a') => applySwitches(url, readSwitches(url.searchParams) ?? { accepted: {}, refused: [] }, cookieHeader)

  it('remembers each accepted choice in a cookie and loads the URL without the switches, in the language chosen', () => {
    const { location, cookies } = apply(at('/rich-text', '?locale=fr-CH&tenant=lubricants-de&theme=02&features=disableLogin&user=kunde@example.ch&page=2'))

    expect(location).toBe('/fr-ch/rich-text?page=2')
    expect(sentBack(cookies)).toBe('cms_locale=fr-CH; cms_tenant=lubricants-de; cms_theme=02; cms_features=disableLogin; demo_user=kunde%40example.ch')
  })

  it('signs out for user=anonymous', () => {
    expect(apply(at('/', '?user=anonymous')).cookies).toEqual(['demo_user=; Path=/; Max-Age=0; SameSite=Lax'])
  })

  it.each(badCases)('sets no cookie but the notice for ?%s=%j, and applies nothing', (name, value) => {
    const { cookies } = apply(at('/', `?${name}=${encodeURIComponent(value)}`), 'mock_shop=b')

    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['cms_notice'])
    expect(readRefused(sentBack(cookies))).toEqual([{ name, value }])
    expect(scenarioOf('b')).toBe('none')
  })

  it('applies a scenario to the shop of the cookie header only', () => {
    apply(at('/', '?scenario=offline'), 'mock_shop=a')

    expect([scenarioOf('a'), scenarioOf('b'), scenarioOf('default')]).toEqual(['offline', 'none', 'none'])
  })

  // Django's redirect cases and crafted tricks as the request's path: the next address stays on this origin.
  const crafted = ['//evil.example/x', '//a//evil.example/x', '///evil.example', '/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '/.//evil.example', '/..//evil.example', '//evil.example\\@testserver', '/\t/evil.example', '/\n/evil.example']
  it.each([...cases.bad, ...cases.good, ...crafted])('sends the path %j back to the own origin', (path) => {
    const { location } = apply(at(path, '?locale=de-CH'))

    expect(location).toMatch(/^\/(?![/\\])/)
    expect(location).not.toContain('\\')
    expect(sameOriginUrl(location, 'http://testserver/here')).not.toBeNull()
  })
})

describe('readRefused', () => {
  it.each([
    ['no cookie', undefined],
    ['another cookie', 'cms_locale=de'],
    ['no JSON', 'cms_notice=kaputt'],
    ['no list', `cms_notice=${encodeURIComponent('{"name":"locale","value":"x"}')}`],
    ['a bad %-sequence', 'cms_notice=%E0%A4%A'],
  ])('finds nothing in %s', (_, header) => {
    expect(readRefused(header)).toEqual([])
  })

  it('keeps only well-formed entries of switches it knows, shortened', () => {
    const list = [{ name: 'locale', value: 'x'.repeat(200) }, { name: 'constructor', value: 'x' }, { name: 'theme', value: 4 }, null, 'theme']
    expect(readRefused(`cms_notice=${encodeURIComponent(JSON.stringify(list))}`)).toEqual([{ name: 'locale', value: 'x'.repeat(80) }])
  })
})
