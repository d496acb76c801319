import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { rawGet, rawRequest } from './raw-http'

// Requests no browser sends, over raw sockets (fetch would normalise them): the simulated CMS answers each
// with a client error and keeps serving. Before, a target like `//[` or a bad Host made `new URL()` throw
// outside any try and took the whole server process down, and `/vue/` served encoded traversal.
const DIST = process.env.E2E_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url))
const anAsset = `/vue/assets/${readdirSync(join(DIST, 'assets')).find((file) => file.endsWith('.js')) ?? ''}`

const stillServing = async () => {
  expect((await rawGet('/')).status).toBe(200)
  expect((await rawGet(anAsset)).status).toBe(200)
}

describe('request targets that are not a path', () => {
  // Absolute, authority and asterisk forms, and bytes HTTP does not allow unencoded (Node's parser answers those itself).
  it.each(['*', '[', 'x', 'http://evil.example/', 'https://[', 'http://[::1', 'localhost:5173', '?locale=de', '\\\\evil.example', '%2F', '@evil.example', '/a b', '/\x01', '/\x7f', '/\xfc', '/\t'])(
    'answers %j with 400 and keeps serving',
    async (target) => {
      expect((await rawGet(target)).status).toBe(400)
      await stillServing()
    },
  )

  it('answers HTTP/1.1 without a Host with 400 and HTTP/1.0 without one with the page', async () => {
    expect((await rawGet('/', { host: null })).status).toBe(400)
    expect((await rawRequest('GET / HTTP/1.0\r\n\r\n')).status).toBe(200)
  })
})

describe('paths that looked like another host to new URL(target, base)', () => {
  it.each(['//[', '//[::1', '//]', '//evil.example/x', '//a//evil.example/x', '///x', '//%', '//:99999', '//@', '/\\[', '//user:pass@evil.example/'])(
    'answers %j with the not-found page of the own origin, and keeps serving',
    async (target) => {
      const { status, body } = await rawGet(target)
      expect(status).toBe(404)
      expect(body).toContain('<h1 data-part="title">Seite nicht gefunden</h1>')
      await stillServing()
    },
  )
})

describe('bad Host headers', () => {
  it.each(['[', '[::1', '::1', '[zz]', 'a b', '', 'evil.example/x', 'evil.example?x', 'evil.example#x', 'user@evil.example', 'localhost:99999', 'localhost:', 'localhost:a', 'a..b', 'evil.example\\x', '\xfc.example', 'a\tb', '%65vil.example', 'localhost:5173/../x'])(
    'answers %j with 400 and keeps serving',
    async (host) => {
      expect((await rawGet('/', { host })).status).toBe(400)
      await stillServing()
    },
  )

  it('answers in the language the locale cookie chose', async () => {
    const { status, body, headers } = await rawGet('*', { headers: 'Cookie: cms_locale=fr-CH\r\n' })
    expect([status, body, headers['content-type']]).toEqual([400, 'Requête invalide', ['text/plain; charset=utf-8']])
  })
})

describe('files under /vue/', () => {
  const MANIFEST = '"isEntry": true'

  it('serves the build’s files', async () => {
    const { status, headers } = await rawGet(anAsset)
    expect([status, headers['cache-control']]).toEqual([200, ['public, max-age=31536000, immutable']])
    expect((await rawGet('/vue/widgets.schema.json')).status).toBe(200)
  })

  // The manifest (.vite/), files beside the build and anything outside it, however the path is written.
  it.each([
    '/vue/.vite/manifest.json',
    '/vue/.vite/chunk-modules.json',
    '/vue/.VITE/manifest.json',
    '/vue/%2evite/manifest.json',
    '/vue/%2Evite%2Fmanifest.json',
    '/vue/assets/..%2f.vite/manifest.json',
    '/vue/assets/..%2F.vite%2Fmanifest.json',
    '/vue/assets/%2e%2e%2f.vite/manifest.json',
    '/vue/assets/%2E%2E/.vite/manifest.json',
    '/vue/assets/.%2e/.vite/manifest.json',
    '/vue/assets/..%5c.vite%5cmanifest.json',
    '/vue/assets/..\\.vite\\manifest.json',
    '/vue/assets\\..\\.vite/manifest.json',
    '/vue/assets/../.vite/manifest.json',
    '/vue/../.vite/manifest.json',
    '/vue/%2e%2e/package.json',
    '/vue/..%2f..%2fpackage.json',
    '/vue/assets/..%2f..%2f..%2fpackage.json',
    '/vue/%252e%252e%252f.vite%252fmanifest.json',
    '/vue/%25%32%65%25%32%65%25%32%66package.json',
    '/vue/.%252e/package.json',
    '/vue/assets/main.js%00.png',
    '/vue/%00../package.json',
    '/vue/%2fetc%2fpasswd',
    '/vue//etc/passwd',
    '/vue/%2F%2Fetc%2Fpasswd',
    '/vue/\\etc\\passwd',
    '/vue/C:%5cWindows%5cwin.ini',
    '/vue/file:%2f%2f%2fetc%2fpasswd',
    '/vue/.env',
    '/vue/',
  ])('does not serve %j', async (target) => {
    const { status, body } = await rawGet(target)
    expect([400, 404]).toContain(status)
    expect(body).not.toContain(MANIFEST)
    expect(body).not.toContain('"name": "lubricants-widgets"')
    expect(body).not.toContain('root:')
    await stillServing()
  })

  it.each(['/vue/assets/%', '/vue/assets/%zz.js', '/vue/%E0%A4%A', '/vue/%ff', '/vue/%C0%AE%C0%AE%2fpackage.json'])('answers the bad percent-encoding %j with 400 and keeps serving', async (target) => {
    expect((await rawGet(target)).status).toBe(400)
    await stillServing()
  })
})
