import cases from '@/test/fixtures/redirect-cases.json'
import { isHostHeader, localPath, requestUrl } from './request-target'

const OWN = '127.0.0.1:4173'
const origin = (url: URL | null) => url?.origin

describe('requestUrl', () => {
  it.each([
    ['/', '/', ''],
    ['/rich-text?locale=fr-CH', '/rich-text', '?locale=fr-CH'],
    ['/api/x?name[]=a&name[]=b', '/api/x', '?name[]=a&name[]=b'],
    ['/a/../b/./c', '/b/c', ''],
    ['/%2e%2e/vue', '/vue', ''],
    ['/a#fragment', '/a', ''],
  ])('reads %j as the path %j and query %j of the Host’s origin', (target, pathname, search) => {
    const url = requestUrl(target, 'localhost:5173', OWN)
    expect([url?.origin, url?.pathname, url?.search]).toEqual(['http://localhost:5173', pathname, search])
  })

  // RFC 9112 §3.2.1: a target in origin form is a path. `new URL(target, base)` read these as other hosts.
  it.each([
    ['//[', '/['],
    ['//evil.example/x', '/evil.example/x'],
    ['//a//evil.example/x', '/a//evil.example/x'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['//\\evil.example', '/evil.example'],
    ['/..//evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/%2e%2e//evil.example', '/evil.example'],
    ['//user:pass@evil.example', '/user:pass@evil.example'],
  ])('keeps %j on the own origin, as the path %j', (target, pathname) => {
    const url = requestUrl(target, 'localhost:5173', OWN)
    expect([origin(url), url?.pathname]).toEqual(['http://localhost:5173', pathname])
  })

  it.each(['*', '[', 'x', '', 'http://evil.example/', 'https://localhost:5173/', 'localhost:5173', '?a=b', '\\evil.example', '%2F'])(
    'refuses the target %j, which is not in origin form',
    (target) => {
      expect(requestUrl(target, 'localhost:5173', OWN)).toBeNull()
    },
  )

  it('refuses a request without a target', () => {
    expect(requestUrl(undefined, 'localhost', OWN)).toBeNull()
  })

  it.each(['[', '[::1', '::1', '[zz]', '[1]', 'a b', '', ' localhost', 'evil.example/x', 'evil.example?x', 'evil.example#x', 'user@evil.example', 'localhost:99999', 'localhost:', 'localhost:-1', 'localhost:5173:1', 'a..b', '.', 'ü.example', 'a\tb', 'evil.example\\x', '%65vil.example'])(
    'refuses the Host %j',
    (host) => {
      expect(requestUrl('/', host, OWN)).toBeNull()
    },
  )

  it.each([
    ['localhost', 'http://localhost'],
    ['LOCALHOST:5173', 'http://localhost:5173'],
    ['127.0.0.1:4173', 'http://127.0.0.1:4173'],
    ['[::1]:5173', 'http://[::1]:5173'],
    ['cms.example.', 'http://cms.example.'],
    ['localhost:80', 'http://localhost'],
  ])('takes the origin from the Host %j: %s', (host, expected) => {
    expect(origin(requestUrl('/', host, OWN))).toBe(expected)
  })

  it('takes the server’s own address without a Host header (HTTP/1.0)', () => {
    expect(origin(requestUrl('/', undefined, OWN))).toBe('http://127.0.0.1:4173')
  })
})

describe('isHostHeader', () => {
  it.each(['localhost', 'localhost:5173', 'a-b.c', '127.0.0.1', '[::1]', '[::ffff:127.0.0.1]:1'])('accepts %j', (host) => {
    expect(isHostHeader(host)).toBe(true)
  })
})

describe('localPath', () => {
  const BASE = 'http://testserver/shop/cart'
  const crafted = ['//evil.example', '///evil.example', '\\\\evil.example', '/\\evil.example', '\\/evil.example', '//\\/evil.example', 'evil.example', '/\\\\\\evil']

  // Django's cases as paths: whatever a path holds, the result resolves to the own origin and holds no backslash.
  it.each([...cases.bad, ...cases.good, ...crafted])('writes %j as a path of the own origin', (raw) => {
    const path = localPath(raw)
    expect(path).toMatch(/^\/(?![/\\])/)
    expect(path).not.toContain('\\')
    expect(new URL(path, BASE).origin).toBe('http://testserver')
  })

  it('leaves a local path as it is', () => {
    expect(localPath('/a//b/c')).toBe('/a//b/c')
  })
})
