import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { MESSAGE_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/api/messages'
import { fitsWidth, newPage, useBrowser, visit, PHONE } from './browser'

// docs/cms-integration.md "Page data" (limits) in the browser: /test/hostile-input puts a 100 000-character word or a 2
// 000-level object into every displayed field (notifications, session, props). Nothing may throw, what shows is cut
// with an ellipsis and wraps inside the viewport (a phone's too), and input is still answered. (How quickly is a
// figure for the benchmark, not a timed test: docs/budgets.md.)

/** Long words break: nothing scrolls sideways, and the rich text is no wider than its column. */
async function expectWrapped(page: Page) {
  expect(await fitsWidth(page)).toBe(true)
  expect(await page.locator('#long-rich-text').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
}

describe('hostile input', () => {
  const browser = useBrowser()

  it('throws nothing, cuts what it shows and stays inside the viewport', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/test/hostile-input')
    expect(log.errors).toEqual([])
    // The malformed messages and the rejected blocks were dropped, each with a warning that says why.
    expect(log.warnings.filter((warning) => warning.startsWith('Notification dropped'))).toHaveLength(2)
    expect(await page.locator('#long-heading').getAttribute('data-island')).toBe('failed')
    expect(log.warnings.some((warning) => warning.includes('[data-widget="heading"]: props.text: expected length <=300'))).toBe(true)

    const region = page.getByRole('region', { name: 'Benachrichtigungen' })
    const message = (await region.getByRole('status').first().textContent()) ?? ''
    expect(message.length).toBeLessThan(MESSAGE_MAX_LENGTH + TITLE_MAX_LENGTH + 100)
    expect(message).toContain('…')
    await expectWrapped(page)
  })

  it('answers typing and clicks', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/test/hostile-input')
    await page.getByLabel('Benutzername').click()
    await page.keyboard.type('kunde@example.ch')
    await page.getByRole('button', { name: 'Passwort anzeigen' }).click()
    expect(await page.getByLabel('Benutzername').inputValue()).toBe('kunde@example.ch')
    expect(await page.getByRole('button', { name: 'Passwort verbergen' }).count()).toBe(1)
    const notifications = page.getByRole('button', { name: 'Benachrichtigung schliessen' })
    const before = await notifications.count()
    await notifications.first().click()
    await expect.poll(() => notifications.count()).toBe(before - 1)
    expect(log.errors).toEqual([])
  })
})

describe('hostile input on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('wraps the long words inside a phone’s width', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/test/hostile-input')
    await expectWrapped(page)
    expect(log.errors).toEqual([])
  })
})
