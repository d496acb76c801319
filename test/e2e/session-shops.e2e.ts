import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { SCENARIOS } from '@/test/mocks/scenarios'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { axe, baseUrl, describeViolations, fitsWidth, mockFor, workerChromium, visit, DESKTOP, PHONE } from './browser'

// Two people on one `npm start`: browsers that bring no mock_shop cookie (unlike the other end-to-end
// browsers, which set their own) each get a shop of their own, so a scenario switched on in one does not
// break the other, and a banner on every page says which scenario is on.
let chromiumBrowser: Browser
let first: BrowserContext
let second: BrowserContext
beforeAll(async () => {
  chromiumBrowser = await workerChromium()
})
beforeEach(async () => {
  first = await chromiumBrowser.newContext({ locale: 'de-CH' })
  second = await chromiumBrowser.newContext({ locale: 'de-CH' })
})
afterEach(async () => {
  for (const context of [first, second]) {
    const shop = (await context.cookies()).find((cookie) => cookie.name === SHOP_COOKIE)?.value
    if (shop) await mockFor(shop).reset()
    await context.close()
  }
})

const open = async (context: BrowserContext, path: string) => {
  const page = await context.newPage()
  await visit(page, path)
  return page
}
const sessionOutcome = (page: Page) => page.evaluate(() => fetch('/api/session').then((response) => `status ${response.status}`, () => 'network error'))
const banner = (page: Page) => page.locator('[data-notice="scenario"]')
const shopCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === SHOP_COOKIE)

describe('a browser without a mock shop', () => {
  it('gets one of its own in a session cookie on its first page', async () => {
    await open(first, '/')
    await open(second, '/rich-text')

    const [a, b] = [await shopCookie(first), await shopCookie(second)]
    for (const cookie of [a, b]) {
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', expires: -1 })
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
      expect(cookie?.value).not.toBe('default')
    }
    expect(a?.value).not.toBe(b?.value)
  })

  it('keeps it from page to page', async () => {
    await open(first, '/')
    const before = await shopCookie(first)
    await open(first, '/login-form')
    expect(await shopCookie(first)).toEqual(before)
  })

  it.each(Object.keys(SCENARIOS).filter((name) => name !== 'none'))('keeps the scenario %s to the browser that switched it on, and names it there', async (scenario) => {
    const a = await open(first, `/login-form?scenario=${scenario}`)
    const b = await open(second, '/login-form')

    await expect.poll(() => banner(a).textContent()).toContain(scenario)
    expect(await banner(a).textContent()).toContain(SCENARIOS[scenario as keyof typeof SCENARIOS])
    expect(await banner(a).isVisible()).toBe(true)
    expect(await banner(b).count()).toBe(0)
    expect(await sessionOutcome(b)).toBe('status 200')
    // Each scenario but these two breaks the session's call too: slow only delays it, incomplete-tables hits the tables.
    if (scenario !== 'slow' && scenario !== 'incomplete-tables') expect(await sessionOutcome(a)).not.toBe('status 200')
  })

  it('resets the scenario with the banner’s link, back on the same page', async () => {
    const page = await open(first, '/rich-text?scenario=maintenance')
    expect(await sessionOutcome(page)).toBe('status 503')

    await Promise.all([page.waitForURL(`${baseUrl()}/rich-text`), banner(page).getByRole('link').click()])

    expect(await banner(page).count()).toBe(0)
    expect(await sessionOutcome(page)).toBe('status 200')
  })

  it.each([
    ['fr-CH', 'Le scénario', 'Revenir au fonctionnement normal'],
    ['it-IT', 'Lo scenario', 'Tornare al funzionamento normale'],
    ['en-US', 'Scenario', 'Back to normal operation'],
    ['de-CH', 'Szenario', 'Zurücksetzen auf Normalbetrieb'],
  ])('writes the banner in %s', async (locale, lead, link) => {
    const page = await open(first, `/?locale=${locale}&scenario=offline`)
    expect(await banner(page).textContent()).toMatch(new RegExp(`^${lead} offline`))
    expect(await banner(page).getByRole('link').textContent()).toBe(link)
  })

  it('passes axe with the banner and a refused-value notice, at desktop and phone width without scrolling sideways', async () => {
    const page = await open(first, '/rich-text?scenario=slow&locale=fr-CH')
    await page.setViewportSize(DESKTOP)
    await visit(page, '/fr-ch/rich-text?theme=kaputt')

    expect(await banner(page).isVisible()).toBe(true)
    expect(await page.locator('[data-notice="refused"]').isVisible()).toBe(true)
    // The same page narrowed to a phone's width: the media queries lay the notices out again, no reload needed.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport)
      const violations = await axe(page)
      expect(violations, describeViolations(violations)).toEqual([])
      expect(await fitsWidth(page)).toBe(true)
    }
  })
})
