import { isJson, isSameOrigin } from './same-origin'

const OWN = 'http://localhost:5173'

describe('isSameOrigin', () => {
  it.each([
    ['no Origin and no Sec-Fetch-Site (Node, curl, an older browser)', {}],
    ['its own Origin', { origin: OWN }],
    ['Sec-Fetch-Site same-origin (a link or form of a CMS page)', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (an address typed, a bookmark)', { 'sec-fetch-site': 'none' }],
    ['its own Origin and same-origin', { origin: OWN, 'sec-fetch-site': 'same-origin' }],
  ])('accepts a request with %s', (_, headers) => {
    expect(isSameOrigin(headers, OWN)).toBe(true)
  })

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['another port', { origin: 'http://localhost:5174' }],
    ['another scheme', { origin: 'https://localhost:5173' }],
    ['the same host under another name', { origin: 'http://127.0.0.1:5173' }],
    ['Origin null (a sandboxed frame, a file)', { origin: 'null' }],
    ['an Origin with a path', { origin: `${OWN}/` }],
    ['an empty Origin', { origin: '' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another port of the same host)', { 'sec-fetch-site': 'same-site' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'whatever' }],
    ['its own Origin but cross-site', { origin: OWN, 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site none but another Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'none' }],
  ])('refuses a request with %s', (_, headers) => {
    expect(isSameOrigin(headers, OWN)).toBe(false)
  })
})

describe('isJson', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON', ' application/json ;charset=UTF-8'])('accepts %j', (type) => {
    expect(isJson({ 'content-type': type })).toBe(true)
  })

  it.each([undefined, '', 'text/plain', 'text/plain; application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'application/json-patch+json'])(
    'refuses %j',
    (type) => {
      expect(isJson(type === undefined ? {} : { 'content-type': type })).toBe(false)
    },
  )
})
