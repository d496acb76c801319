import cases from '@/test/fixtures/redirect-cases.json'
import { safeHref, sameOriginUrl } from './safe-url'

// Django's cases with 'testserver' as the allowed host, here the page's own origin.
const BASE = 'https://testserver/shop/cart'

describe('sameOriginUrl', () => {
  it.each(cases.bad)('refuses %j', (raw) => {
    expect(sameOriginUrl(raw, BASE)).toBeNull()
  })

  // One good case uses http: on an https page it changes the scheme, so it is refused as well.
  it.each(cases.good.filter((raw) => !raw.startsWith('http://')))('follows %j within the origin', (raw) => {
    expect(new URL(sameOriginUrl(raw, BASE) ?? 'https://other.example').origin).toBe('https://testserver')
  })

  it('refuses http on an https page and accepts it on an http page', () => {
    expect(sameOriginUrl('http://testserver/confirm', BASE)).toBeNull()
    expect(sameOriginUrl('http://testserver/confirm', 'http://testserver/')).toBe('http://testserver/confirm')
  })

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https:%2F%2Fevil.example'],
    ['https://testserver.evil.example/'],
    ['https://testserver@evil.example/'],
    [''],
    ['   '],
  ])('refuses the trick %j', (raw) => {
    expect(sameOriginUrl(raw, BASE)).toBeNull()
  })

  it('keeps encoded characters inside the path of our origin', () => {
    expect(sameOriginUrl('/%2F%2Fevil.example', BASE)).toBe('https://testserver/%2F%2Fevil.example')
  })

  it('refuses what is not a string', () => {
    expect(sameOriginUrl(undefined, BASE)).toBeNull()
    expect(sameOriginUrl({ href: '/' }, BASE)).toBeNull()
  })
})

describe('safeHref', () => {
  it.each(['/produkte', 'produkte/motoroel', 'https://example.ch/', 'mailto:info@example.ch', 'tel:+41311234567', '#inhalt'])('keeps %j', (href) => {
    expect(safeHref(href)).toBe(href)
  })

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'java\nscript:x', ''])('drops %j', (href) => {
    expect(safeHref(href)).toBeUndefined()
  })
})
