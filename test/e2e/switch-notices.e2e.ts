import { expect } from 'vitest'
import { BAD_SWITCH_VALUES } from '@/test/cms/bad-switch-values'
import { escapeHtml } from '@/test/cms/html'
import { SWITCHES, VALID_VALUES, type SwitchName } from '@/test/cms/switches'
import { SHOP_COOKIE } from '@/test/mocks/shops'
import { axe, baseUrl, describeViolations, mockFor, newPage, newShop, useBrowser, visit } from './browser'

// A switch value the CMS does not know (?locale=xx, ?user=nobody@…) used to be stored in a cookie and
// silently ignored. Now it changes nothing, and the next page lists the values the switch takes.

/** A cookie jar of one: what a browser would send back, over plain HTTP. */
function jar(shop: string) {
  const cookies = new Map<string, string>([[SHOP_COOKIE, shop]])
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl()}${path}`, { headers: { Cookie: header() }, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) cookies.delete(name)
      else cookies.set(name, pair.slice(pair.indexOf('=') + 1))
    }
    return response
  }
  return { get, cookies }
}

/** A good choice to make first, so the test sees it kept. */
const GOOD: Record<SwitchName, string> = {
  locale: 'it-IT',
  tenant: 'lubricants-at',
  theme: '03',
  user: 'haendler@example.ch',
  features: 'disableLogin',
  scenario: 'maintenance',
}

const shop = newShop()
afterEach(() => mockFor(shop).reset())

const NOTICE = /<div class="cms-notice" data-notice="refused" role="status">([\s\S]*?)<\/div>/

describe('a switch value the CMS does not know', () => {
  it.each(SWITCHES.flatMap((name) => BAD_SWITCH_VALUES[name].map((value) => [name, value] as const)))(
    '?%s=%j keeps the choice before it and the next page lists the valid values',
    async (name, value) => {
      const browser = jar(shop)
      await browser.get(`/?${name}=${encodeURIComponent(GOOD[name])}`)
      const before = new Map(browser.cookies)

      const switched = await browser.get(`/rich-text?${name}=${encodeURIComponent(value)}`)
      expect([switched.status, switched.headers.get('location')]).toEqual([303, '/rich-text'])
      expect(switched.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['cms_notice'])

      const page = await (await browser.get('/rich-text')).text()
      const notice = NOTICE.exec(page)?.[1] ?? ''
      const codes = [...notice.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((match) => match[1])
      expect(codes.slice(0, 2)).toEqual([`?${name}=`, escapeHtml(value)])
      expect(codes.slice(2)).toEqual([...VALID_VALUES[name]])

      // The choice before stays: its cookie is unchanged, the scenario still on.
      browser.cookies.delete('cms_notice')
      expect(browser.cookies).toEqual(before)
      if (name === 'scenario') expect(page).toContain('data-notice="scenario"')

      // Shown once: the page that showed it cleared it.
      expect(NOTICE.test(await (await browser.get('/rich-text')).text())).toBe(false)
    },
  )

  it('applies the good values of the same address and lists only the bad ones', async () => {
    const browser = jar(shop)
    const switched = await browser.get('/?locale=fr-CH&theme=09&user=kunde@example.ch&scenario=kaputt')
    expect(switched.headers.get('location')).toBe('/fr-ch/')

    const page = await (await browser.get('/fr-ch/')).text()
    expect(page).toContain('<html lang="fr-CH" data-theme="01">')
    expect(browser.cookies.get('demo_user')).toBe('kunde%40example.ch')
    expect([...(NOTICE.exec(page)?.[1] ?? '').matchAll(/<li>/g)]).toHaveLength(2)
  })
})

describe('the notice in Chromium', () => {
  const browser = useBrowser()

  it.each([
    ['de-CH', '?locale=de-CH&theme=kaputt', 'Nicht übernommen'],
    ['fr-CH', '?locale=fr-CH&user=niemand%40example.ch', 'Non appliqué'],
    ['it-IT', '?locale=it-IT&features=disableLogin,zauber', 'Non applicato'],
    ['en-US', '?locale=en-US&scenario=kaputt&tenant=lubricants-xx', 'Not applied'],
  ])('is visible, in %s, and passes axe', async (_, query, lead) => {
    const { page, log } = await newPage(browser())
    await visit(page, `/rich-text${query}`)

    const notice = page.getByRole('status').filter({ hasText: lead })
    expect(await notice.isVisible()).toBe(true)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
    expect(log.errors).toEqual([])

    await page.reload()
    expect(await page.locator('[data-notice="refused"]').count()).toBe(0)
  })
})
