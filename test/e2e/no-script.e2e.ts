import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axe, baseUrl, CUSTOMER, describeViolations, newPage, signIn, useBrowser, visit, type Browser } from './browser'

// docs/cms-integration.md "Fallback markup": on the pages of the first screen's budget (docs/budgets.md) the fallback
// markup is the final markup of what the CMS knows. With JavaScript turned off they read completely: the same main
// heading, breadcrumb and footer as with it, and in the main content every link and picture the islands show, but
// what only the shop's API knows (the order history's orders, prices), which needs the islands.
const FIRST_SCREENS = [
  { path: '/', visitor: null, fromApi: false },
  { path: '/produkte/motorenoele', visitor: null, fromApi: false },
  { path: '/produktdetail', visitor: null, fromApi: false },
  { path: '/konto/bestellhistorie', visitor: CUSTOMER, fromApi: true },
] as const

type Reading = { heading: string[]; breadcrumb: string[]; footer: string[]; mainLinks: string[]; pictures: string[]; search: boolean }

/** What a reader gets from the page as it is now: texts and addresses of its headings, links and pictures. */
function reading(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim()
    const links = (selector: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(selector)]
        // Links to signing in and in-page jumps are the islands' own (a prompt, a skip link), not content.
        .filter((link) => !link.hash && !link.pathname.startsWith('/login-form'))
        .map((link) => `${text(link)} → ${link.pathname}`)
    return {
      // The headings shown: a block may write one for each width (the home stage's hero and its phone slides).
      heading: [...document.querySelectorAll<HTMLElement>('main h1')].filter((h1) => h1.checkVisibility()).map(text),
      breadcrumb: links('nav[aria-label="Brotkrumen"] a[href]'),
      footer: links('footer a[href]'),
      mainLinks: [...new Set(links('main a[href]'))].sort(),
      pictures: [...new Set([...document.querySelectorAll('main img')].map((image) => image.getAttribute('alt') ?? ''))].sort(),
      search: document.querySelector('form[role="search"] input[name="search"]') !== null,
    }
  })
}

describe('the first screens without JavaScript', () => {
  const scripted = useBrowser()
  const unscripted = useBrowser({ javaScript: false })

  async function read(browser: Browser, path: string, visitor: string | null, run: boolean) {
    if (visitor) await signIn(browser, visitor)
    const { page } = await newPage(browser)
    if (run) await visit(page, path)
    else await page.goto(`${baseUrl()}${path}`)
    const result = await reading(page)
    await page.close()
    return result
  }

  it.each(FIRST_SCREENS)('$path reads completely as the CMS sent it', async ({ path, visitor, fromApi }) => {
    const withScripts = await read(scripted(), path, visitor, true)
    const without = await read(unscripted(), path, visitor, false)

    // What is compared is there: one main heading, the footer's links.
    expect(withScripts.heading).toHaveLength(1)
    expect(withScripts.footer.length).toBeGreaterThan(0)
    expect(without.heading).toEqual(withScripts.heading)
    expect(without.breadcrumb).toEqual(withScripts.breadcrumb)
    expect(without.footer).toEqual(withScripts.footer)
    expect(without.search).toBe(true)
    if (fromApi) return
    expect(withScripts.mainLinks.length + withScripts.pictures.length).toBeGreaterThan(0)
    expect(without.mainLinks).toEqual(expect.arrayContaining(withScripts.mainLinks))
    expect(without.pictures).toEqual(expect.arrayContaining(withScripts.pictures))
  })

  // The code starts after the first paint (docs/cms-integration.md "Loading the bundle"): until the islands mount,
  // a visitor and a screen reader have the fallback markup, so it is held to what the crawl holds the pages to.
  it.each(FIRST_SCREENS)('$path as the CMS sent it, before any island: axe finds nothing', async ({ path, visitor }) => {
    if (visitor) await signIn(scripted(), visitor)
    const { page } = await newPage(scripted())
    await page.route(/\/vue\/assets\/loader-[\w-]{8}\.js$/, (route) => route.abort())
    await page.goto(`${baseUrl()}${path}`)
    expect(await page.locator('[data-island]').count()).toBe(0)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})
