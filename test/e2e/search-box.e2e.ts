import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { LIVE_SEARCH_DEBOUNCE_MS } from '@/store/use-live-search'
import { axe, baseUrl, describeViolations, freezeClock, newPage, tabTo, useBrowser, visit, type AxeViolation, DESKTOP, PHONE } from './browser'

// tools/search-box (spec 1 §2, §4, §5; spec 2 §2.4) in the header bar, where the CMS places it on every page.
const header = (page: Page) => page.locator('header.site-header')
const field = (page: Page) => header(page).getByRole('combobox', { name: 'Suchbegriff' })
const toggle = (page: Page) => header(page).getByRole('button', { name: 'Suche', exact: true })
const listbox = (page: Page) => header(page).getByRole('listbox', { name: 'Suchvorschläge' })
const status = (page: Page) => header(page).locator('[data-widget="search-box"] [role="status"]')
const isFocused = (page: Page) => field(page).evaluate((element) => element === document.activeElement)

/**
 * axe over the whole page, judged for the search box: the violations with a node inside it (a duplicate
 * landmark included). The other chrome parts on the page are judged by their own end-to-end tests.
 */
async function expectNoViolations(page: Page) {
  const violations = await axe(page)
  const own = await page.evaluate(
    (found: AxeViolation[]) =>
      found.filter((violation) => violation.nodes.some(({ target }) => document.querySelector(target.join(' '))?.closest('[data-widget="search-box"]'))),
    violations,
  )
  expect(own, describeViolations(own)).toEqual([])
}

/** The live search requests the page sends, by kind, with their terms. */
function recordSearches(page: Page) {
  const seen = { products: [] as string[], documents: [] as string[] }
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/search/product') seen.products.push(url.searchParams.get('query') ?? '')
    if (url.pathname === '/api/search/document') seen.documents.push(url.searchParams.get('query') ?? '')
  })
  return seen
}

/** Reaches the header's field with the keyboard: on a phone through the search button, which opens the panel. */
async function focusField(page: Page, phone: boolean) {
  if (phone) {
    expect(await field(page).isVisible()).toBe(false)
    await tabTo(page, toggle(page))
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true')
  } else {
    expect(await toggle(page).isVisible()).toBe(false)
    await tabTo(page, field(page))
  }
  await expect.poll(() => isFocused(page)).toBe(true)
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('tools/search-box in Chromium (%s)', (layout, viewport) => {
  const browser = useBrowser({ viewport })
  const phone = layout === 'phone'

  it('finds suggestions from 3 characters, picks one with the arrow keys and Enter and lands on it; axe finds nothing, open or closed', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/search-box')
    await expectNoViolations(page)
    await focusField(page, phone)
    await page.keyboard.type('10-4114')
    await expect.poll(() => listbox(page).isVisible()).toBe(true)
    await expect.poll(() => status(page).textContent()).toBe('1 Produkt und 0 Inhalte gefunden')
    // The suggestions hang under the header bar: 60 px from its top on a phone (under the panel's field), 85 px from md up.
    const bar = await header(page).boundingBox()
    const popup = await listbox(page).locator('..').boundingBox()
    if (phone) expect(popup!.y).toBeGreaterThan(bar!.y + 60)
    else expect(popup!.y).toBe(bar!.y + 85)
    await expectNoViolations(page)

    await page.keyboard.press('ArrowDown')
    const option = listbox(page).getByRole('option', { name: /^Motoröl Synth 0W-20 LL-17 FE/ })
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'))
    expect(await option.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowDown')
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await listbox(page).getByRole('option', { name: 'Alle Ergebnisse anzeigen (1)' }).getAttribute('id'))
    await page.keyboard.press('ArrowDown')
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/produkte/motorenoele/pkw/0w-20/motoroel-synth-0w-20-ll-17-fe`)
    expect(log.errors).toEqual([])
  })

  it('closes with Escape keeping the text and on a click outside', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/search-box')
    await focusField(page, phone)
    await page.keyboard.type('getriebe')
    await expect.poll(() => listbox(page).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => listbox(page).isVisible()).toBe(false)
    expect(await field(page).inputValue()).toBe('getriebe')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => listbox(page).isVisible()).toBe(true)
    // Outside: a label of the CMS's switchers (it focuses its select; nothing navigates).
    await page.locator('.cms-switch label').first().click({ position: { x: 2, y: 2 } })
    await expect.poll(() => listbox(page).isVisible()).toBe(false)
  })

  it('submits a term with exactly one product and lands on the product', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/')
    await focusField(page, phone)
    await page.keyboard.type('10-4114')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/produkte/motorenoele/pkw/0w-20/motoroel-synth-0w-20-ll-17-fe`)
  })

  it('submits any other term to the search page, which prefills the field with it', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/')
    await focusField(page, phone)
    await page.keyboard.type('hydrauliköl')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/suche?search=hydraulik%C3%B6l`)
    // On a phone the field waits in the closed panel.
    await expect.poll(() => header(page).getByRole('combobox', { name: 'Suchbegriff', includeHidden: true }).inputValue()).toBe('hydrauliköl')
  })

  it('honours disableSearchField: no field and no button, the marker takes no room', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/search-box?features=disableSearchField')
    const markers = page.locator('[data-widget="search-box"]')
    expect(await markers.count()).toBe(2)
    for (const marker of await markers.all()) {
      expect(await marker.getAttribute('data-island')).toBe('mounted')
      expect(await marker.evaluate((element) => element.childElementCount)).toBe(0)
    }
    expect(await markers.getByRole('combobox').count()).toBe(0)
    expect(await toggle(page).count()).toBe(0)
    expect(log.errors).toEqual([])
  })
})

// Which requests go out and which answer stays depends on the keys and the clock, not the width.
describe('tools/search-box in Chromium (desktop, the requests)', () => {
  const browser = useBrowser({ viewport: DESKTOP })

  it('sends one request pair per pause of a fast typist and shows the newest answer, even when an older one comes late', async () => {
    const { page } = await newPage(browser())
    await page.clock.install()
    await visit(page, '/search-box')
    const seen = recordSearches(page)
    await focusField(page, false)
    // The page's time stands still while the keys go in, however long a busy machine takes between them (CI saw a
    // 40 ms typist's keys arrive a pause apart), and then passes one pause.
    await freezeClock(page)
    const typeThenPause = async (text: string) => {
      await page.keyboard.type(text)
      await page.clock.runFor(LIVE_SEARCH_DEBOUNCE_MS)
    }
    await typeThenPause('motoröl')
    await expect.poll(() => status(page).textContent()).toBe('91 Produkte und 23 Inhalte gefunden')
    expect(seen).toEqual({ products: ['motoröl'], documents: ['motoröl'] })
    await typeThenPause(' 5w30')
    await expect.poll(() => status(page).textContent()).toBe('29 Produkte und 6 Inhalte gefunden')
    expect(seen).toEqual({ products: ['motoröl', 'motoröl 5w30'], documents: ['motoröl', 'motoröl 5w30'] })

    // The content answer for «motor» is held back 1.5 s; the one for «motoren» comes first and stays.
    await browser().mock.fault({ path: '/api/search/document', delayMs: 1500 })
    await page.keyboard.press('ControlOrMeta+a')
    await typeThenPause('motor')
    // Its requests are out before the next keys: on a busy machine they could otherwise come first, and a term
    // already changed is rightly never asked for.
    await expect.poll(() => seen.documents.at(-1)).toBe('motor')
    await typeThenPause('en')
    await expect.poll(() => status(page).textContent()).toBe('109 Produkte und 4 Inhalte gefunden')
    expect(seen.documents.slice(-2)).toEqual(['motor', 'motoren'])
    // The held-back answer arrives (on the server's clock, which runs) and changes nothing.
    await page.waitForTimeout(1800)
    expect(await status(page).textContent()).toBe('109 Produkte und 4 Inhalte gefunden')
    expect(await listbox(page).getByRole('option', { name: 'Alle Ergebnisse anzeigen (113)' }).isVisible()).toBe(true)
  })
})
