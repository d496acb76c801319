import { expect } from 'vitest'
import { pages } from '@/test/cms/pages/index'
import { USER_COOKIE } from '@/test/mocks/db/index'
import { baseUrl, newPage, useBrowser, visit } from './browser'

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

/** Sums layout shifts from the very first one (the observer is installed before any page script runs). */
const recordShifts = () => {
  const shifts: { value: number; sources: string[] }[] = []
  ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
      if (entry.hadRecentInput) continue
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(({ node, previousRect, currentRect }) => {
          const where = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node?.nodeName)
          const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
          return `${where} ${rect(previousRect)} → ${rect(currentRect)}`
        }),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

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
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_CLS)
    await page.close()
  })
})
