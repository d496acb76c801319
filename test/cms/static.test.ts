import { join } from 'node:path'
import { requestUrl } from './request-target'
import { staticTarget } from './static'

const DIST = '/srv/dist'
/** The pathname as the CMS hands it on: parsed from the raw target by requestUrl (dot segments already resolved). */
const target = (raw: string) => staticTarget(DIST, requestUrl(raw, 'localhost', 'localhost')?.pathname ?? '')

describe('staticTarget', () => {
  it.each([
    ['/vue/assets/main-CHWXbxqp.js', 'assets/main-CHWXbxqp.js'],
    ['/vue/widgets.schema.json', 'widgets.schema.json'],
    ['/vue/assets/zh-Hans-common-BNbgfGHw.js', 'assets/zh-Hans-common-BNbgfGHw.js'],
    ['/vue/assets/%6Dain.js', 'assets/main.js'],
  ])('serves %j from the build as %j', (raw, file) => {
    expect(target(raw)).toEqual({ file: join(DIST, file) })
  })

  // Traversal and the manifest: after decoding, every path must still name a plain file inside dist/.
  it.each([
    '/vue/.vite/manifest.json',
    '/vue/.VITE/manifest.json',
    '/vue/%2evite/manifest.json',
    '/vue/%2Evite/manifest.json',
    '/vue/assets/..%2f.vite/manifest.json',
    '/vue/assets/..%2F.vite/manifest.json',
    '/vue/assets/..%2f..%2fpackage.json',
    '/vue/assets/..%5c.vite%5cmanifest.json',
    '/vue/assets/..%5C..%5Cpackage.json',
    '/vue/assets/%2e%2e%2f.vite%2fmanifest.json',
    '/vue/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/vue/..%2f..%2f..%2fetc%2fpasswd',
    '/vue/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/vue/%252e%252e%252f.vite%252fmanifest.json',
    '/vue/%25%32%65%25%32%65%2fpackage.json',
    '/vue/assets/main.js%00.png',
    '/vue/assets/main.js%00',
    '/vue/%00/.vite/manifest.json',
    '/vue/%2fetc%2fpasswd',
    '/vue/%2F%2Fetc%2Fpasswd',
    '/vue//etc/passwd',
    '/vue/assets//main.js',
    '/vue/C:%5cWindows%5cwin.ini',
    '/vue/c:/windows/win.ini',
    '/vue/%5c%5cserver%5cshare',
    '/vue/assets/.hidden',
    '/vue/.env',
    '/vue/assets/',
    '/vue/',
    '/vue/.',
    '/vue/%2e',
    '/vue/assets/%20main.js',
    '/vue/assets/main.js%20',
    '/vue/assets/ma%0Ain.js',
  ])('refuses %j with 404', (raw) => {
    expect(target(raw)).toEqual({ status: 404 })
  })

  // The URL parser resolves these before the CMS sees them: they never reach /vue/ (the page router answers).
  it.each(['/vue/../package.json', '/vue/%2e%2e/package.json', '/vue/assets/../../.vite/manifest.json', '/vue/.%2e/x'])('sees %j leave /vue/ before it is served', (raw) => {
    expect(requestUrl(raw, 'localhost', 'localhost')?.pathname.startsWith('/vue/')).toBe(false)
  })

  it.each(['/vue/assets/%', '/vue/assets/%zz.js', '/vue/%E0%A4%A', '/vue/assets/main%2.js', '/vue/%ff', '/vue/%C0%AE%C0%AE%2fpackage.json'])('refuses the bad percent-encoding %j with 400', (raw) => {
    expect(target(raw)).toEqual({ status: 400 })
  })
})
