import { expect } from 'vitest'
import { STORED_NOTIFICATIONS_KEY } from '@/src/singletons/notification-host/stored-notifications'
import { baseUrl, expectAxeClean, newPage, useBrowser, visit } from './browser'

// Spec 2 §2.7: the error page (stored notifications shown, the error block, status 404 for an unknown address) and the
// browser-blocker page a browser below the bundle's target gets at every address (src/build/browser-support.ts).

const OLD_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.212 Safari/537.36'
const CURRENT_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

const get = (path: string, userAgent: string) => fetch(`${baseUrl()}${path}`, { headers: { 'User-Agent': userAgent } })

describe('the browser-blocker page', () => {
  it.each([
    ['/', 'Ihr Browser ist veraltet'],
    ['/news', 'Ihr Browser ist veraltet'],
    ['/fr-ch/news', 'Votre navigateur est obsolète'],
    ['/gibt-es-nicht', 'Ihr Browser ist veraltet'],
  ])('is what an old browser gets at %s: its title and text, without a script or a widget', async (path, title) => {
    const answer = await get(path, OLD_CHROME)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('vary')).toContain('User-Agent')
    const html = await answer.text()
    expect(html).toContain(`<h1>${title}</h1>`)
    expect(html).not.toMatch(/<script|data-component|<link/)
  })

  it('is not what a current browser gets, whose pages name the User-Agent among what they vary by', async () => {
    const answer = await get('/news', CURRENT_FIREFOX)
    expect(answer.headers.get('vary')).toContain('User-Agent')
    const html = await answer.text()
    expect(html).toContain('data-component')
    expect(html).not.toContain('Ihr Browser ist veraltet')
  })
})

describe('the error page in Chromium', () => {
  const browser = useBrowser()

  it('answers an unknown address with 404, shows the notification a page left for the next one, and is axe clean', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/news')
    await page.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify([{ type: 'info', message: 'Ihre Sitzung ist abgelaufen.' }])), [STORED_NOTIFICATIONS_KEY])
    const response = await page.goto(`${baseUrl()}/gibt-es-nicht`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ihre Sitzung ist abgelaufen.' }).count()).toBe(1)
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_NOTIFICATIONS_KEY)).toBeNull()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden')
    await expectAxeClean(page)
    // The console reports the 404 of the page itself; nothing else.
    expect(log.errors.filter((error) => !/\b404\b/.test(error))).toEqual([])
  })

  it('shows the browser-blocker page at its preview address, readable and axe clean', async () => {
    const { page } = await newPage(browser())
    await page.goto(`${baseUrl()}/test/veralteter-browser`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ihr Browser ist veraltet')
    expect(await page.getByRole('link', { name: '+41 52 208 30 00' }).getAttribute('href')).toBe('tel:+41522083000')
    await expectAxeClean(page)
  })
})
