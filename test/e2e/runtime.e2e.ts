import { expect } from 'vitest'
import { axe, baseUrl, describeViolations, newPage, settled, tabTo, useBrowser, visit } from './browser'

const browser = useBrowser()

/** Sixty `visible` islands in a small window, the first of them mounted and nobody scrolling to the rest. */
async function unscrolledIslands() {
  const { page } = await newPage(browser())
  await page.setViewportSize({ width: 800, height: 600 })
  await page.goto(`${baseUrl()}/bench/islands?count=60&hydrate=visible`)
  await page.waitForFunction(() => document.querySelectorAll('[data-island="mounted"]').length > 0)
  return page
}

describe('island runtime in Chromium', () => {
  it('skips broken islands with a warning naming the marker, and mounts every other island', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/test/broken-islands')
    for (const id of ['good-1', 'good-2', 'good-3']) {
      await expect.poll(() => page.locator(`#${id}`).getAttribute('data-island')).toBe('mounted')
    }
    await expect.poll(() => page.getByText('Insel 3 funktioniert.').isVisible()).toBe(true)
    for (const id of ['bad-json', 'unknown-area', 'unknown-widget', 'prototype-key', 'null-props', 'bad-props']) {
      expect(await page.locator(`#${id}`).getAttribute('data-island'), id).toBe('failed')
    }
    const warnings = log.warnings.join('\n')
    expect(warnings).toContain('[data-component="tools"][data-widget="rich-text"]: props are not valid JSON')
    expect(warnings).toContain('[data-component="shop"][data-widget="rich-text"]: unknown area "shop"')
    expect(warnings).toContain('[data-component="tools"][data-widget="carousel"]: unknown widget "carousel"')
    expect(warnings).toContain('unknown widget "constructor"')
    expect(warnings).toContain('props must be a JSON object, not null')
    expect(warnings).toContain('[data-component="tools"][data-widget="rich-text"]: props.html: expected string, got 42')
    expect(log.errors).toEqual([])
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  it('does not load islands far below the fold until they are scrolled near', async () => {
    const page = await unscrolledIslands()
    const mountedAtFirst = await page.locator('[data-island="mounted"]').count()
    expect(mountedAtFirst).toBeGreaterThan(0)
    expect(mountedAtFirst).toBeLessThan(60)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.locator('[data-island="mounted"]').count()).toBeGreaterThan(mountedAtFirst)
  })

  it('names, when a page does not settle, each waiting island with its mode and place, whether the page draws, and its scroll', async () => {
    const page = await unscrolledIslands()
    // Nobody scrolls: the islands far below the fold wait to be seen.
    const failure = await settled(page, 1_000).then(() => 'settled', (error: unknown) => String(error))
    expect(failure).toMatch(/islands still pending after 1 s: tools\/heading \(visible, top \d+ px\)/)
    expect(failure).toMatch(/; the page draws frames, scrolled to 0 px, visible$/)
  })

  it('mounts markup the CMS inserts later through window.widgets.boot and unmounts removed markers', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/rich-text')
    await page.evaluate(() => {
      const section = document.createElement('section')
      section.id = 'later'
      section.innerHTML = '<div data-component="tools" data-widget="rich-text" data-hydrate="load" data-props=\'{"html":"<p>Nachgeladen</p>"}\'></div>'
      document.querySelector('main')?.append(section)
      window.widgets?.boot(section)
    })
    await expect.poll(() => page.getByText('Nachgeladen').isVisible()).toBe(true)
    await page.evaluate(() => document.getElementById('later')?.remove())
    await expect.poll(() => page.getByText('Nachgeladen').count()).toBe(0)
  })

  it('shows editors a preview of what is wrong in place of broken blocks (page data editor: true)', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/test/editor')
    await expect.poll(() => page.locator('#valid').getAttribute('data-island')).toBe('mounted')
    const rejected = page.locator('#rejected')
    await expect.poll(() => rejected.getByText('props.html: expected string, got 42').isVisible()).toBe(true)
    expect(await rejected.getByText('props.width: expected "default" | "66" | "50" | "33", got "70"').isVisible()).toBe(true)
    expect(await rejected.getAttribute('data-island')).toBe('failed')
    // Each block's preview renders on its own schedule: wait for this one too.
    await expect.poll(() => page.locator('#unknown').getByText(/unknown widget "karussell" in area "tools" \(known: .*rich-text/).isVisible()).toBe(true)
    // The props it got are behind a disclosure that opens from the keyboard.
    const given = rejected.locator('summary', { hasText: 'Props des Blocks' })
    await tabTo(page, given)
    await page.keyboard.press('Enter')
    expect(await rejected.getByText('"width": "70"').isVisible()).toBe(true)
    expect(log.errors).toEqual([])
  })
})
