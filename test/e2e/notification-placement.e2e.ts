import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { newPage, useBrowser, visit, VIEWPORTS } from './browser'

// Issue 7 §11: page notifications never hide the controls a user needs. They sit at the bottom edge,
// at most three at a time, and their height becomes the page's scroll-padding: whatever receives
// keyboard focus is scrolled clear of them (WCAG 2.4.11, focus not obscured).
type Box = { top: number; bottom: number; left: number; right: number }
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Tabs through the whole page; for each focused control, whether the notification stack covers it. */
async function coveredWhileTabbing(page: Page, presses = 60) {
  const covered: string[] = []
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    const hit = await page.evaluate(() => {
      const active = document.activeElement
      const region = document.querySelector('section[aria-label="Benachrichtigungen"]')
      if (!active || active === document.body || !region || region.contains(active)) return null
      const a = active.getBoundingClientRect()
      const r = region.getBoundingClientRect()
      const box = (rect: DOMRect) => ({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right })
      return { control: `${active.tagName.toLowerCase()} ${(active.getAttribute('name') || active.textContent || '').trim().slice(0, 40)}`, a: box(a), r: box(r) }
    })
    if (hit && overlaps(hit.a, hit.r)) covered.push(hit.control)
  }
  return covered
}

describe.each(VIEWPORTS)('page notifications and the controls beside them (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it.each(['/test/notifications', '/test/hostile-input'])('on %s no focused control is hidden under a notification', async (path) => {
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, path)
    await expect.poll(() => page.getByRole('region', { name: 'Benachrichtigungen' }).isVisible()).toBe(true)
    expect(await coveredWhileTabbing(page)).toEqual([])
    await page.close()
  })

  it('keeps the header clear: notifications sit at the bottom edge', async () => {
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, '/test/notifications')
    const region = await page.getByRole('region', { name: 'Benachrichtigungen' }).boundingBox()
    const header = await page.locator('header').first().boundingBox()
    expect(region && header && region.y >= header.y + header.height).toBe(true)
    expect(region && region.y + region.height).toBeGreaterThan(viewport.height - 40)
    await page.close()
  })
})
