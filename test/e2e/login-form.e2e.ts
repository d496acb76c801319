import { expect } from 'vitest'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { axe, baseUrl, describeViolations, newPage, tabTo, useBrowser, visit } from './browser'

const browser = useBrowser()

describe('shopuser/login-form in Chromium', () => {
  it('signs in with the keyboard alone, and the reloaded page knows the user', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/login-form')
    await tabTo(page, page.getByLabel('Benutzername'))
    await page.keyboard.type('kunde@example.ch')
    // Submit stays disabled and Enter does nothing while the password is empty (spec 1 §5).
    await page.keyboard.press('Enter')
    expect(await page.getByRole('button', { name: 'Anmelden' }).isDisabled()).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.type(DEMO_PASSWORD)
    // The show-password toggle is reachable and works from the keyboard (spec 2 §5).
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    expect(await page.getByLabel('Passwort', { exact: true }).getAttribute('type')).toBe('text')
    await page.keyboard.press('Shift+Tab')
    // The login's redirectUrl is the page itself: it loads again, rendered for the signed-in customer.
    const reloaded = page.waitForEvent('load')
    await page.keyboard.press('Enter')
    await reloaded
    expect(page.url()).toBe(`${baseUrl()}/login-form`)
    await expect.poll(() => page.getByText('Angemeldet als Thomas Brunner').isVisible()).toBe(true)
    await page.reload()
    await expect.poll(() => page.getByText('Angemeldet als Thomas Brunner').isVisible()).toBe(true)
    expect(log.errors).toEqual([])

    await page.getByRole('button', { name: 'Abmelden' }).click()
    await page.waitForURL(`${baseUrl()}/`)
    await page.goto(`${baseUrl()}/login-form`)
    await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true)
  })

  it('shows the server’s message for a wrong password, announced as an alert', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/login-form')
    await page.getByLabel('Benutzername').fill('kunde@example.ch')
    await page.getByLabel('Passwort', { exact: true }).fill('falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Benutzername oder Passwort ist falsch.')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})
