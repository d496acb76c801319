import { pages } from '@/test/cms/pages/index'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { baseUrl, newPage, useBrowser, visit } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Issue 7 §12: no demo page may shift as its islands mount (CLS < 0.01; Lighthouse's "good" is 0.1).
// Every page, anonymous and signed in, at phone and desktop width, but: the XSS samples (adversarial
// markup, no fallback on purpose), the benchmark (measures mounting without fallbacks) and the editor
// preview (the CMS's edit view, where a box saying what is wrong appears in place of each broken block
// by design). Shifts right after input do not count, as in the CLS definition.
const MAX_CLS = 0.01
const EXCLUDED = ['/test/xss', '/bench/', '/test/editor']
// The pages whose islands render differently for a signed-in user (the login form's two states).
const SIGNED_IN_DIFFERS = ['/login-form', '/katalog', '/test/hostile-input', '/konto/favoriten', '/konto/einkaufslisten', '/konto/einkaufslisten/liste', '/produktdetail', '/warenkorb', '/schnellbestellung', '/konto/benachrichtigungen', '/konto/bestellhistorie', '/konto/bestellung', '/konto/bestellte-artikel', '/konto/sicherheitsdatenblaetter', '/konto', '/konto/adressen', '/konto/rechnungsempfaenger']
const measured = ['/', ...pages.map((page) => page.path).filter((path) => !EXCLUDED.some((prefix) => path.startsWith(prefix)))]

describe.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
])('layout shift on every demo page (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  const cases = measured.flatMap((path): [string, string][] => [[path, 'anonymous'], ...(SIGNED_IN_DIFFERS.includes(path) ? [[path, 'kunde@example.ch'] as [string, string]] : [])])
  it.each(cases)('%s (%s) stays below CLS 0.01', async (path, user) => {
    if (user !== 'anonymous') await browser().context.addCookies([{ name: USER_COOKIE, value: encodeURIComponent(user), url: baseUrl() }])
    const { page } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, path)
    // Late work (strings, a notification's fonts) gets a moment to shift, if it would.
    await page.waitForTimeout(100)
    await expectSteady(page, MAX_CLS)
    await page.close()
  })
})
