import { expect } from 'vitest'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { baseUrl, newPage, useBrowser, visit } from './browser'

const browser = useBrowser()

describe('notifications and API errors in Chromium', () => {
  it('shows page-data notifications, lets the success expire after 6 s and keeps the error', async () => {
    const { page } = await newPage(browser())
    // The page's clock, moved on by the test: the 6 s pass without the suite waiting for them.
    await page.clock.install()
    await visit(page, '/test/notifications')
    const region = page.getByRole('region', { name: 'Benachrichtigungen' })
    await expect.poll(() => region.getByText('Ihre Bestellung wurde erfolgreich übermittelt.').isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Die Lieferadresse konnte nicht gespeichert werden.')
    await page.clock.runFor(5500)
    expect(await region.getByText('Ihre Bestellung wurde erfolgreich übermittelt.').count()).toBe(1)
    // 6 s plus the 0.5 s fade.
    await page.clock.runFor(1000)
    // React commits the fade on its own schedule, which then sets the fade's timer: move the clock on again.
    await expect.poll(async () => {
      await page.clock.runFor(500)
      return region.getByText('Ihre Bestellung wurde erfolgreich übermittelt.').count()
    }).toBe(0)
    expect(await page.getByRole('alert').textContent()).toContain('Die Lieferadresse konnte nicht gespeichert werden.')
    await page.getByRole('button', { name: 'Benachrichtigung schliessen' }).click()
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
  })

  const signIn = async (page: import('playwright-core').Page) => {
    await page.getByLabel('Benutzername').fill('kunde@example.ch')
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Anmelden' }).click()
  }

  it('shows the unknown-error text for a 500 without messages and keeps the form', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/login-form')
    await browser().mock.fault({ path: '/api/auth/login', status: 500 })
    await signIn(page)
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Es ist ein unbekannter Fehler aufgetreten.')
    expect(await page.getByLabel('Benutzername').inputValue()).toBe('kunde@example.ch')
  })

  it('shows the messages of a failure instead of the unknown-error text', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/login-form')
    await browser().mock.fault({ path: '/api/auth/login', status: 503, messages: [{ type: 'error', message: 'Der Shop wird gerade gewartet.' }] })
    await signIn(page)
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Der Shop wird gerade gewartet.')
    expect(await page.getByText('Es ist ein unbekannter Fehler aufgetreten.').count()).toBe(0)
  })

  it.each(['https://evil.example/phish', '//evil.example/phish', 'javascript:alert(1)', '/\\evil.example'])(
    'does not follow the foreign redirectUrl %s',
    async (redirectUrl) => {
      const { page, log } = await newPage(browser())
      const foreign: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl())) foreign.push(request.url())
      })
      await visit(page, '/login-form')
      await browser().mock.fault({ path: '/api/auth/login', redirectUrl })
      await signIn(page)
      await expect.poll(() => log.warnings.some((w) => w.includes('Refused to follow a redirectUrl'))).toBe(true)
      await page.waitForTimeout(300)
      expect(page.url()).toBe(`${baseUrl()}/login-form`)
      expect(foreign).toEqual([])
    },
  )

  it('follows a same-origin redirectUrl', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/login-form')
    await browser().mock.fault({ path: '/api/auth/login', redirectUrl: '/rich-text' })
    await signIn(page)
    await page.waitForURL(`${baseUrl()}/rich-text`)
  })
})
