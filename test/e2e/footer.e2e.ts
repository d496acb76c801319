import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { axe, baseUrl, describeViolations, fitsWidth, newPage, tabTo, useBrowser, visit, DESKTOP, PHONE } from './browser'

// footer/footer (the spec names no fields; its props schema defines them) at the end of every page, inside the template's <footer>.
// Below 1024 px its columns are an accordion, and the language switcher's overlay must find room in a phone's window.
const footer = (page: Page) => page.locator('footer.site-footer')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

async function expectNoViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const violations = await axe(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

/** Every link of the footer: where it goes, and how it opens. */
const linksOf = (page: Page) =>
  footer(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', target: link.getAttribute('target'), rel: link.getAttribute('rel') })))

/** Opens the language switcher near the end of the page: it opens above its trigger, inside the window. */
async function openLanguages(page: Page, viewport: { width: number; height: number }) {
  const button = footer(page).getByRole('button', { name: 'Deutsch, Sprache und Land wählen' })
  await button.scrollIntoViewIfNeeded()
  await button.click()
  const languages = footer(page).getByRole('list', { name: 'Sprachen: Schweiz' })
  expect(await languages.isVisible()).toBe(true)
  const box = await languages.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true)
  return button
}

describe('footer/footer in Chromium', () => {
  const browser = useBrowser()

  it('has working links, new tabs only with rel="noopener noreferrer", and nothing axe objects to, the switcher closed and open', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/footer')
    expect(await footer(page).locator('[data-widget="footer"]').getAttribute('data-island')).toBe('mounted')
    const links = await linksOf(page)
    expect(links.length).toBeGreaterThan(10)
    for (const link of links) {
      expect(link.href, JSON.stringify(link)).toMatch(/^(\/|https:\/\/|tel:|mailto:)/)
      if (link.target === '_blank') expect(link.rel, link.href).toBe('noopener noreferrer')
    }
    expect(links.filter((link) => link.href.startsWith('https://')).every((link) => link.target === '_blank')).toBe(true)
    await expectNoViolations(page)

    const button = await openLanguages(page, DESKTOP)
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    expect(await isFocused(button)).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('is used with the keyboard alone: a column’s link is reached and followed', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/footer')
    expect(await footer(page).getByRole('button', { name: 'Produkte' }).count()).toBe(0)
    const motorOils = footer(page).getByRole('link', { name: 'Motorenöle' })
    await tabTo(page, motorOils, 80)
    const loaded = page.waitForURL(`${baseUrl()}/produkte/motorenoele`, { waitUntil: 'load' })
    await page.keyboard.press('Enter')
    await loaded
  })

  it('works before its island mounts: the CMS’s fallback is the footer, links and all', async () => {
    const { page } = await newPage(browser())
    // No widget code arrives: what the visitor has is the CMS's markup.
    await page.route('**/vue/assets/footer-*.js', (route) => route.abort())
    await page.goto(`${baseUrl()}/footer`)
    const legal = footer(page).getByRole('list', { name: 'Rechtliche Hinweise' })
    await legal.scrollIntoViewIfNeeded()
    expect(await legal.getByRole('link', { name: 'Impressum' }).isVisible()).toBe(true)
    expect(await footer(page).getByRole('link', { name: 'Schmierstoffe AG auf LinkedIn (öffnet in neuem Tab)' }).getAttribute('rel')).toBe('noopener noreferrer')
    const loaded = page.waitForURL(`${baseUrl()}/impressum`, { waitUntil: 'load' })
    await legal.getByRole('link', { name: 'Impressum' }).click()
    await loaded
  })

  it('keeps what it painted in place when the rest of it arrives: its tracks come from its markup, not from its siblings', async () => {
    const { page } = await newPage(browser())
    await page.route('**/vue/assets/footer-*.js', (route) => route.abort())
    await page.goto(`${baseUrl()}/footer`)
    // Chromium may paint before its parser reaches the footer's end: as painted after the first two columns. (Their
    // height is the row's, which a taller later column may stretch: that moves nothing.)
    const firstTwo = () =>
      footer(page)
        .locator('[data-part="column"]')
        .evaluateAll((columns) => columns.slice(0, 2).map((column) => ({ x: column.getBoundingClientRect().x, y: column.getBoundingClientRect().y, width: column.getBoundingClientRect().width })))
    const whole = await firstTwo()
    await footer(page).evaluate((element) => {
      const columns = element.querySelectorAll('[data-part="column"]')
      for (const later of [...[...columns].slice(2), element.querySelector('[data-part="contact"]')]) later?.remove()
    })
    expect(await firstTwo()).toEqual(whole)
  })
})

describe('footer/footer on a phone', () => {
  const browser = useBrowser({ viewport: PHONE })

  it('opens a column of the accordion by keyboard, its links next in the tab order, and the language switcher inside the window; axe clean', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/footer')
    const products = footer(page).getByRole('button', { name: 'Produkte' })
    expect(await products.getAttribute('aria-expanded')).toBe('false')
    await tabTo(page, products, 80)
    await page.keyboard.press('Enter')
    expect(await products.getAttribute('aria-expanded')).toBe('true')
    await expectNoViolations(page)
    const motorOils = footer(page).getByRole('link', { name: 'Motorenöle' })
    await tabTo(page, motorOils, 20)
    expect(await motorOils.getAttribute('href')).toBe('/produkte/motorenoele')

    const button = await openLanguages(page, PHONE)
    expect(await fitsWidth(page)).toBe(true)
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    expect(await isFocused(button)).toBe(true)
    expect(log.errors).toEqual([])
  })
})
