import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ordersOfCustomer } from '@/test/mocks/db/orders'
import { orderability } from '@/test/mocks/db/prices'
import { getShop } from '@/test/mocks/shops'
import { freezeClock, newPage, signIn, useBrowser, visit, VIEWPORTS } from './browser'

// docs/cms-integration.md "Messages and notifications": page notifications never hide the controls a user needs. They
// sit at the bottom edge, at most three at a time, and their height becomes the page's scroll-padding: whatever
// receives keyboard focus is scrolled clear of them (WCAG 2.4.11, focus not obscured).
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

describe.each(VIEWPORTS)('page notifications and the controls beside them (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })

  it.each(['/test/notifications', '/test/hostile-input'])('on %s no focused control is hidden under a notification', async (path) => {
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, path)
    await expect.poll(() => page.getByRole('region', { name: 'Benachrichtigungen' }).isVisible()).toBe(true)
    // Page-data notifications expire after 6 s, and the hostile page's redirect notification then navigates
    // (spec 2 §4): time stands still while the test tabs, however long a busy machine takes (CI saw it navigate).
    await freezeClock(page)
    expect(await coveredWhileTabbing(page)).toEqual([])
  })

  // Where the stack goes among free places (the bottom right corner first): placement.node.test.ts.
  it('keeps the header clear: notifications sit where they cover no control, or at the bottom edge where no place is free', async () => {
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, '/test/notifications')
    const stack = page.getByRole('region', { name: 'Benachrichtigungen' })
    const region = await stack.boundingBox()
    const header = await page.locator('header').first().boundingBox()
    expect(region && header && region.y >= header.y + header.height).toBe(true)
    const covered = await coveredBy(stack, page.locator('header').first())
    // The three notifications of the page are taller on a phone than any band of its window without a control.
    if (layout === 'phone') expect(covered.length === 0 || (region !== null && region.y + region.height > viewport.height - 40)).toBe(true)
    else expect(covered).toEqual([])
  })
})

// spec 2 §4 notifications over a page of controls: no notification may cover a control of the page, nor the content
// it reports on, wherever the user scrolls while it is shown.

/**
 * What the notification `notification` covers now: each visible control of the page outside it (links, buttons,
 * fields, anything focusable), and `subject`, the content it reports on, if it overlaps that.
 */
async function coveredBy(notification: Locator, subject: Locator): Promise<string[]> {
  const subjectBox = await subject.boundingBox()
  return notification.evaluate((element, reported) => {
    const box = element.getBoundingClientRect()
    const overlaps = (rect: { left: number; right: number; top: number; bottom: number }) => rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const controls = [...document.querySelectorAll(selector)]
    const covered = controls
      // A focusable box that holds controls (a wide table's scroll region) is no control: its controls count.
      .filter((control) => !element.contains(control) && !control.querySelector(selector) && control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((control) => {
        const rect = control.getBoundingClientRect()
        // A visually hidden control (a checkbox inside its label) is reached through its label, itself a control.
        return rect.width > 1 && rect.height > 1 && overlaps(rect)
      })
      .map((control) => `${control.tagName.toLowerCase()} «${(control.getAttribute('aria-label') ?? control.textContent).trim().slice(0, 50)}»`)
    const subjectRect = reported && { left: reported.x, right: reported.x + reported.width, top: reported.y, bottom: reported.y + reported.height }
    return subjectRect && overlaps(subjectRect) ? [...covered, 'the content it reports on'] : covered
  }, subjectBox)
}

/** Scrolls through the page in steps of half a screen: what `notification` covers at the start and after each step, and whether it sat at the bottom edge. */
async function coveredWhileScrolling(page: Page, notification: Locator, subject: Locator, viewport: { height: number }) {
  const at = async () => {
    const box = await notification.boundingBox()
    return { covered: await coveredBy(notification, subject), atBottomEdge: box !== null && box.y + box.height > viewport.height - 40 }
  }
  const steps = [await at()]
  for (let step = 0; step < 8; step++) {
    await page.mouse.wheel(0, viewport.height / 2)
    // The browser's time, not the page's paused clock: let the scroll land and the page answer it.
    await page.waitForTimeout(150)
    steps.push(await at())
  }
  return steps
}

const brunner = () => ordersOfCustomer(getShop().db, '0001004711')

describe.each(VIEWPORTS)('a notification over a page of controls (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })

  it('the reorder’s notification covers neither a control nor the order’s lines', async () => {
    await signIn(browser())
    // The order with the most lines that can all be ordered: its table is longer than the screen.
    const order = [...brunner()].filter((item) => item.lines.every((line) => orderability(line.articleNumber).orderable)).sort((a, b) => b.lines.length - a.lines.length)[0]!
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, `/konto/bestellung?order=${order.orderNumber}`)
    const lines = page.getByRole('table', { name: `Positionen der Bestellung ${order.orderNumber}` })
    await expect.poll(() => lines.isVisible(), { timeout: 10_000 }).toBe(true)

    await page.getByRole('button', { name: 'Ganze Bestellung in den Warenkorb' }).click()
    const notification = page.getByText(`Positionen in den Warenkorb gelegt: ${order.lines.length}`, { exact: true })
    await expect.poll(() => notification.isVisible(), { timeout: 10_000 }).toBe(true)
    // It stays while the test scrolls: the page's timers stop here.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500))

    expect((await coveredWhileScrolling(page, notification, lines, viewport)).flatMap((step) => step.covered)).toEqual([])
  })

  it('the notification of a pack put into the cart covers no control, nor the row it was put in from', async () => {
    await signIn(browser())
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, '/konto/bestellte-artikel')
    const buttons = page.getByRole('main').getByRole('button', { name: /^In den Warenkorb: / })
    await expect.poll(() => buttons.count(), { timeout: 10_000 }).toBeGreaterThan(10)
    // A row low on the screen, where the notifications of the page appear.
    const low = await buttons.evaluateAll((elements) => elements.findLastIndex((element) => element.getBoundingClientRect().bottom < window.innerHeight - 40))
    const button = buttons.nth(Math.max(low, 0))
    await button.click()
    const notification = page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('Zum Warenkorb hinzugefügt', { exact: true })
    await expect.poll(() => notification.isVisible(), { timeout: 10_000 }).toBe(true)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500))

    const steps = await coveredWhileScrolling(page, page.getByRole('region', { name: 'Benachrichtigungen' }), button.locator('xpath=ancestor::tr'), viewport)
    // On a phone a table of controls leaves no band of the window free as tall as the stack: there it keeps to the
    // bottom edge, where the scroll padding keeps a focused control clear of it (the tabbing test above).
    expect(steps.filter(({ covered, atBottomEdge }) => covered.length > 0 && !(layout === 'phone' && atBottomEdge))).toEqual([])
    expect(steps.some(({ covered }) => covered.length === 0)).toBe(true)
  })
})
