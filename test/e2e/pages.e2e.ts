import { expect } from 'vitest'
import { axe, CUSTOMER, describeViolations, newPage, signIn, useBrowser, visit, VIEWPORTS } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'
import { SIGNED_IN_DIFFERS, SITE_PAGES } from './site-pages'

// One visit per page, visitor and width does every check that holds for every page (docs/testing.md "Test
// time"): axe (WCAG 2.x A and AA), nothing scrolls sideways, no console error, and no layout shift as the
// islands mount (docs/cms-integration.md "Fallback markup": CLS < 0.01; Lighthouse's "good" is 0.1; shifts right
// after input do not count, as in the CLS definition). At desktop width the pages take the three brand themes
// in turn, so each theme's colours are checked across the site; at phone width theme 01.

// Every page but the XSS pages, whose content is adversarial markup by design (orphaned <li>, role="dialog"
// without a name: sanitising removes danger, not bad semantics), and the benchmark (it measures mounting
// without fallbacks).
const scanned = SITE_PAGES.filter((path) => !path.startsWith('/test/xss') && !path.startsWith('/bench/'))
// The editor preview is the CMS's edit view: a box saying what is wrong appears in place of each broken block
// by design, so it shifts.
const SHIFTS_BY_DESIGN = ['/test/editor']
const THEMES = ['01', '02', '03'] as const
const NOTIFICATIONS = '/test/notifications'
const MAX_CLS = 0.01
// The block catalogue shows several examples of a widget on one page, so a signed-in user sees, say, two
// checkouts' «Bestellschritte»: landmarks no real page repeats. Each example is axe-clean on its own page.
const CATALOGUE = '/katalog'
const CATALOGUE_REPEATS = ['landmark-unique']

type Case = [path: string, visitor: 'anonymous' | typeof CUSTOMER, theme: (typeof THEMES)[number]]

const casesAt = (layout: string): Case[] => [
  ...scanned.map((path, index): Case => [path, 'anonymous', layout === 'desktop' ? THEMES[index % THEMES.length]! : '01']),
  ...SIGNED_IN_DIFFERS.map((path): Case => [path, CUSTOMER, '01']),
  // The notifications page shows every kind of message, each in the theme's colours: all three themes.
  ...(layout === 'desktop' ? THEMES.filter((theme) => theme !== THEMES[scanned.indexOf(NOTIFICATIONS) % THEMES.length]).map((theme): Case => [NOTIFICATIONS, 'anonymous', theme]) : []),
]

/** `path` in `theme` through the CMS's switch (theme 01 is the default and needs none). */
const inTheme = (path: string, theme: string) => (theme === '01' ? path : `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`)

describe.each(VIEWPORTS)('every demo page (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport, shareContext: true })

  it.each(casesAt(layout))('%s (%s, theme %s): axe clean, steady, within the width, no error', async (path, visitor, theme) => {
    if (visitor !== 'anonymous') await signIn(browser(), visitor)
    const { page, log } = await newPage(browser())
    await page.addInitScript(recordShifts)
    await visit(page, inTheme(path, theme))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)

    const violations = await axe(page, path === CATALOGUE && visitor !== 'anonymous' ? CATALOGUE_REPEATS : [])
    expect(violations, describeViolations(violations)).toEqual([])
    expect(log.errors).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    // Late work (strings, a notification's fonts) has had axe's wait to shift, if it would.
    if (!SHIFTS_BY_DESIGN.includes(path)) await expectSteady(page, MAX_CLS)
    await page.close()
  })
})
