import { expect } from 'vitest'
import { pages } from '@/test/cms/pages/index'
import { axe, describeViolations, newPage, useBrowser, visit, VIEWPORTS } from './browser'

// Every page of the simulated CMS but the XSS pages, whose content is adversarial markup by design
// (orphaned <li>, role="dialog" without a name: sanitising removes danger, not bad semantics), and the benchmark.
const scanned = ['/', ...pages.map((page) => page.path).filter((path) => !path.startsWith('/test/xss') && !path.startsWith('/bench/'))]

describe.each(VIEWPORTS)('axe on every page (%s)', (_, viewport) => {
  const browser = useBrowser({ viewport })

  it.each(scanned)('%s has no accessibility violations', async (path) => {
    const { page, log } = await newPage(browser())
    await visit(page, path)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
    expect(log.errors).toEqual([])
    // Nothing may scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.close()
  })

  it.each(['01', '02', '03'])('theme %s passes axe on the notifications page', async (theme) => {
    const { page } = await newPage(browser())
    await visit(page, `/test/notifications?theme=${theme}`)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await page.close()
  })
})
