import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import { PRELOADS_ID } from '@/src/boot/after-first-paint'
import { baseUrl, newPage, settled, useBrowser, visit } from './browser'

const browser = useBrowser()

const scripts = (urls: string[]) => urls.filter((url) => url.includes('/vue/assets/') && url.endsWith('.js')).map((url) => url.split('/').pop() ?? '')
// String chunks are named <locale>-<namespace>-<hash>.js (vite.config.ts).
const LOCALE_CHUNK = new RegExp(`^(${LOCALES.join('|')})-([a-z]+)-[\\w-]{8}\\.js$`)
const stringFiles = (files: string[]) => files.flatMap((file) => LOCALE_CHUNK.exec(file)?.slice(1, 3).join('/') ?? []).sort()

/** Every script the page fetched and when it started, and the first paint: on the page's own clock. */
const scriptTimings = (page: Page) =>
  page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/vue/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ file: entry.name.split('/').pop() ?? '', startTime: entry.startTime })),
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
  }))

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
  })

  it('downloads only the strings of the page’s locale and areas, and shows them', async () => {
    const { page } = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${baseUrl()}/login-form?locale=fr-CH`)
    await expect.poll(() => page.locator('[data-widget="login-form"]').getAttribute('data-island')).toBe('mounted')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CH')
    expect(await page.getByRole('button', { name: 'Se connecter' }).count()).toBe(1)
    // fr-CH has no differences from fr, so French alone: the shared strings, the form's area (shopuser) and
    // the chrome's (tools: header, navigation, search; footer), nothing else.
    expect(stringFiles(scripts(requested))).toEqual(['fr/common', 'fr/footer', 'fr/shopuser', 'fr/tools'])
    await page.goto(`${baseUrl()}/login-form?locale=de-CH`)
    await settled(page)
    expect(stringFiles(scripts(requested)).filter((file) => file.startsWith('de'))).toEqual(['de-CH/common', 'de-CH/shopuser', 'de-CH/tools', 'de/common', 'de/footer', 'de/shopuser', 'de/tools'])
  })

  it('paints the page before any widget code is requested, then loads every chunk the page runs from the CMS’s list (docs/cms-integration.md "Loading the bundle")', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/login-form')
    const { scripts: fetched, firstPaint } = await scriptTimings(page)
    for (const name of ['main-', 'vendor-', 'registry-', 'i18next-', 'login-form-', 'de-shopuser-', 'de-common-']) {
      expect(fetched.some(({ file }) => file.startsWith(name)), `${name} fetched`).toBe(true)
    }
    // Only the loader comes before the first paint: the simulated first paint of a slow phone then never
    // waits for the widgets' code (docs/budgets.md, the first screens).
    expect(firstPaint).toBeGreaterThan(0)
    expect(fetched.filter(({ file, startTime }) => startTime < firstPaint && !/^loader-[\w-]{8}\.js$/.test(file))).toEqual([])
    // Every other script was in the CMS's list, so none waited for a step of the code to be requested (the
    // singletons load on first use, later by design).
    const listed = await page.evaluate(async (id) => {
      const source = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html')
      const list = source.getElementById(id) as HTMLTemplateElement
      return [...list.content.querySelectorAll('link')].map((link) => link.getAttribute('href')?.split('/').pop() ?? '')
    }, PRELOADS_ID)
    const unlisted = fetched.filter(({ file }) => !listed.includes(file) && !/^(loader|notification-host|loader-overlay|modal-notification)-[\w-]{8}\.js$/.test(file))
    expect(unlisted).toEqual([])
  })
})
