import { expect } from 'vitest'
import { sameOriginUrl } from '@/src/lib/safe-url'
import cases from '@/test/fixtures/redirect-cases.json'
import { baseUrl } from './browser'
import { rawGet } from './raw-http'

// The switcher (?locale=…) redirects to the page it was asked on. The path comes from the request, so it
// must not lead anywhere else: `GET //a//evil.example/x?locale=de-CH` used to answer
// `Location: //evil.example/x`, an open redirect. Over raw sockets, since fetch would normalise the paths.

/** A request target made of any text: bytes HTTP does not allow in a request line percent-encoded, the rest as written. */
const asTarget = (path: string) =>
  // eslint-disable-next-line no-control-regex
  path.replace(/[\u0000-\u0020\u007f-\uffff#?]/g, (char) => encodeURIComponent(char))

// Django's redirect cases (test/fixtures/LICENSES.md) behind one slash and behind two, and tricks of our own.
const django = [...cases.bad, ...cases.good].flatMap((raw) => [`/${raw}`, ...(raw.startsWith('/') ? [] : [`//${raw}`])])
const crafted = [
  '//evil.example/x',
  '//a//evil.example/x',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  '/\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%5C%5Cevil.example',
  '/%5C/evil.example',
  '/./evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/a/../..//evil.example',
  '//evil.example\\@127.0.0.1',
  '//evil.example%2F@127.0.0.1',
  '//127.0.0.1@evil.example',
  '//evil.example:80',
  '//[::1]/x',
  '/\t/evil.example',
  '/https:/evil.example',
  '/javascript:alert(1)//',
]

describe('the switcher’s redirect', () => {
  it.each([...django, ...crafted])('sends %j back to a path of the own origin', async (path) => {
    const { status, headers } = await rawGet(`${asTarget(path)}?locale=de-CH&page=2`)
    const location = headers.location?.[0] ?? ''

    expect(status).toBe(303)
    expect(headers['set-cookie']).toContain('cms_locale=de-CH; Path=/; SameSite=Lax')
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(location).not.toMatch(/[\\\s]/)
    expect(location.endsWith('?page=2')).toBe(true)
    expect(sameOriginUrl(location, `${baseUrl()}/here`)).not.toBeNull()
  })

  it('keeps the page it was asked on, at the chosen language’s URL', async () => {
    expect((await rawGet('/rich-text?theme=02&locale=fr-CH')).headers.location).toEqual(['/fr-ch/rich-text'])
    expect((await rawGet('/fr-ch/rich-text?theme=02')).headers.location).toEqual(['/fr-ch/rich-text'])
  })

  // The language's prefix goes in front of the path, which is made local on its own (test/cms/language-paths.ts).
  it.each([...crafted, ...crafted.map((path) => `/fr-ch${path}`), ...crafted.map((path) => `/FR-CH${path}`)])('sends %j in French back to a path of the own origin', async (path) => {
    const location = (await rawGet(`${asTarget(path)}?locale=fr-CH`)).headers.location?.[0] ?? ''
    expect(location).toMatch(/^\/fr-ch\/(?![/\\])/)
    expect(sameOriginUrl(location, `${baseUrl()}/here`)).not.toBeNull()
  })
})

describe('a page at such a path', () => {
  it.each(['//evil.example/x', '//a//evil.example/x', '/\\evil.example', '///evil.example'])('links its switchers and locales to the own origin at %j', async (path) => {
    const { status, body } = await rawGet(path)
    const action = /<form class="cms-switch" method="get" action="([^"]*)"/.exec(body)?.[1] ?? ''
    const pageData = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as {
      session: { locales: { languages: { url: string }[] }[]; loginRedirectUrl: string }
    }
    const addresses = [action, pageData.session.loginRedirectUrl, ...pageData.session.locales.flatMap((entry) => entry.languages.map((language) => language.url))]

    expect(status).toBe(404)
    expect(addresses.length).toBeGreaterThan(20)
    for (const address of addresses) expect(sameOriginUrl(address, `${baseUrl()}/here`), address).not.toBeNull()
  })
})
