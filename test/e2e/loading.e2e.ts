import { expect } from 'vitest'
import { baseUrl, newPage, useBrowser, visit } from './browser'

const browser = useBrowser()

const scripts = (urls: string[]) => urls.filter((url) => url.includes('/vue/assets/') && url.endsWith('.js')).map((url) => url.split('/').pop() ?? '')

describe('what a page downloads', () => {
  it('loads only the widgets it places: rich-text pulls neither the login form, axios nor Sentry', async () => {
    const { page } = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await visit(page, '/rich-text')
    const files = scripts(requested)
    expect(files.some((f) => f.startsWith('rich-text-'))).toBe(true)
    expect(files.some((f) => f.startsWith('login-form-'))).toBe(false)
    expect(files.some((f) => f.startsWith('sentry-'))).toBe(false)
    expect(files.some((f) => f.startsWith('client-') || f.includes('axios'))).toBe(false)
    await page.close()
  })

  it('downloads only the active locale’s strings and shows them', async () => {
    const { page } = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${baseUrl()}/login-form?locale=fr-CH`)
    await expect.poll(() => page.locator('[data-widget="login-form"]').getAttribute('data-island')).toBe('mounted')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CH')
    expect(await page.getByRole('button', { name: 'Se connecter' }).count()).toBe(1)
    const locales = scripts(requested).filter((f) => /^(de|bg-BG|de-AT|de-CH|de-DE|en|en-US|en-CH|es|es-ES|fi-FI|fr|fr-CH|fr-FR|it-IT|nb-NO|nl-NL|pl-PL|ru-RU|sv-SE|zh-Hans)-[\w-]{8}\.js$/.test(f))
    expect(locales.map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['fr-CH'])
    await page.goto(`${baseUrl()}/login-form?locale=de-CH`)
    await page.close()
  })

  it('requests the widgets of a page in parallel with the strings, not one after another', async () => {
    const { page } = await newPage(browser())
    const started: Record<string, number> = {}
    const finished: Record<string, number> = {}
    page.on('request', (request) => void (started[request.url()] = Date.now()))
    page.on('requestfinished', (request) => void (finished[request.url()] = Date.now()))
    await visit(page, '/login-form')
    const entry = Object.keys(finished).find((url) => /\/main-[\w-]{8}\.js$/.test(url))
    const widget = Object.keys(started).find((url) => /\/login-form-[\w-]{8}\.js$/.test(url))
    const strings = Object.keys(started).find((url) => /\/de-CH-[\w-]{8}\.js$/.test(url))
    expect(entry && widget && strings).toBeTruthy()
    // Both start once the entry has run, neither waits for the other to finish.
    expect(started[widget ?? '']).toBeLessThanOrEqual((finished[strings ?? ''] ?? 0) + 5)
    expect(started[strings ?? '']).toBeLessThanOrEqual((finished[widget ?? ''] ?? 0) + 5)
    await page.close()
  })
})
