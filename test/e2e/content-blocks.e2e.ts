import { expect } from 'vitest'
import { baseUrl, newPage, openBrowser, tabTo, useBrowser, visit } from './browser'

// The content blocks' keyboard paths, one file for all (docs/testing.md "Test time": a block has no journey file of its
// own). axe, layout shift and links check each block's page in pages.e2e.ts and its examples in the block catalogue;
// that the island writes its fallback's markup, its component test.
const browser = useBrowser()

describe('tools/text-button in Chromium', () => {
  it('is followed with the keyboard alone: Tab to the button, Enter opens the page it names', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/text-button')
    expect(await page.locator('[data-widget="text-button"][data-island="mounted"]').count()).toBe(2)
    // The link to another site says it opens a new tab.
    expect(await page.getByRole('link', { name: 'DGUV Regel 109-003 lesen (öffnet in neuem Tab)' }).getAttribute('rel')).toBe('noopener noreferrer')

    await tabTo(page, page.getByRole('link', { name: 'Zur Ölanalyse' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/service/oelanalyse`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/good-to-know in Chromium', () => {
  it('lets the keyboard reach the links in its text, in reading order after its title', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/good-to-know')
    expect(await page.locator('[data-widget="good-to-know"][data-island="mounted"]').count()).toBe(2)
    expect(await page.locator('[data-block="good-to-know"]').getByRole('heading', { level: 3, name: 'Gut zu wissen' }).count()).toBe(1)
    await tabTo(page, page.locator('[data-block="good-to-know"]').getByRole('link', { name: 'Wissen' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/wissen`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/error-block in Chromium', () => {
  it('names the not-found page, whose way back is the next stop of the keyboard', async () => {
    const { page } = await newPage(browser())
    const response = await page.goto(`${baseUrl()}/gibt-es-nicht`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.locator('[data-widget="error-block"]').getAttribute('data-island')).toBe('mounted')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden')
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Zur Übersicht' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/`)
  })
})

// «Über uns» (test/cms/pages/corporate/about-us.ts): image, text-image, icon-list, icon-text, good-to-know, file-list
// and text-button blocks on one page, as an editor builds a corporate page.
const ABOUT_US = '/unternehmen/ueber-uns'
const ABOUT_US_BLOCKS = 9

describe('a corporate page built from content blocks, in Chromium', () => {
  it('reads whole without JavaScript: every block’s text, and every picture with its sizes, the first one loaded first', async () => {
    const offline = await openBrowser({ javaScript: false })
    try {
      const { page } = await newPage(offline)
      await page.goto(`${baseUrl()}${ABOUT_US}`)
      expect(await page.locator('[data-block]').count()).toBe(ABOUT_US_BLOCKS)
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        expect.arrayContaining(['Ein Familienunternehmen in dritter Generation', 'Darauf können Sie sich verlassen', 'Geprüft in unserem Labor', 'Unterlagen zum Herunterladen']),
      )
      expect(await page.getByRole('link', { name: 'Herunterladen Produktkatalog Schmierstoffe 2025' }).getAttribute('download')).toBe('')
      const pictures = page.locator('[data-block] picture img')
      expect(await pictures.count()).toBe(4)
      for (const img of await pictures.all()) {
        expect(await img.getAttribute('sizes')).toMatch(/\d+px/)
        expect(await img.getAttribute('alt')).toMatch(/\S/)
      }
      expect(await pictures.first().getAttribute('fetchpriority')).toBe('high')
      // The browser took the AVIF source and it arrived.
      await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await pictures.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/werk-\d+\.avif$/)
    } finally {
      await offline.close()
    }
  })

  it('is read with the keyboard alone: opens a file in a new tab without opener or referrer, and follows the call to action', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, ABOUT_US)
    // The file list is below the fold: tabbing to its link scrolls it into view, which mounts it.
    const view = page.getByRole('link', { name: 'Ansehen Produktkatalog Schmierstoffe 2025 (öffnet in neuem Tab)' })
    await tabTo(page, view)
    await expect.poll(() => page.locator('[data-widget="file-list"]').getAttribute('data-island')).toBe('mounted')
    expect(await view.evaluate((link) => link === document.activeElement)).toBe(true)
    const opened = page.context().waitForEvent('page')
    // A PDF is a download to the headless shell, never a document: the new tab's request is what it opened.
    const requested = page.context().waitForEvent('request', (request) => request.url().endsWith('/downloads/produktkatalog-schmierstoffe-2025.pdf'))
    await page.keyboard.press('Enter')
    const tab = await opened
    await requested
    expect(await view.getAttribute('rel')).toBe('noopener noreferrer')
    await tab.close()

    await tabTo(page, page.getByRole('link', { name: 'Beratung anfragen' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/service/technische-beratung`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/iframe in Chromium', () => {
  it('requests nothing from the frame’s site before the visitor’s click, then loads it sandboxed with the focus in it', async () => {
    const { page, log } = await newPage(browser())
    const asked: string[] = []
    // No internet here: the calculator's site answers from the test, and every request to it is counted.
    await page.route('https://rechner.schmierstoffe.example/**', async (route) => {
      asked.push(route.request().url())
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Rechner</title><h1>Ölwechsel-Rechner</h1>' })
    })
    await visit(page, '/service/technische-beratung')
    const block = page.locator('[data-block="iframe"]')
    await tabTo(page, block.getByRole('button', { name: 'Inhalt laden' }))
    expect(asked).toEqual([])
    expect(await block.locator('iframe').count()).toBe(0)

    await page.keyboard.press('Enter')
    const frame = block.locator('iframe')
    expect(await frame.getAttribute('title')).toBe('Ölwechsel-Rechner: Menge und Intervall für Ihren Motor')
    expect(await frame.getAttribute('sandbox')).toMatch(/^allow-scripts /)
    await expect.poll(() => frame.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(() => asked).toEqual(['https://rechner.schmierstoffe.example/oelwechsel'])
    await expect.poll(() => page.frameLocator('[data-block="iframe"] iframe').getByRole('heading', { name: 'Ölwechsel-Rechner' }).count()).toBe(1)
    expect(log.errors).toEqual([])
  })
})

describe('tools/image-link and tools/link-tile in Chromium', () => {
  it('follows the image link by keyboard, and a tile from a click anywhere on it', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/service/technische-beratung')
    await tabTo(page, page.getByRole('link', { name: 'Schmierstoffe für Landwirtschaft und Forst' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/branchen`)

    await visit(page, '/service/technische-beratung')
    // The tile's corner is no link text, but the title's link covers the whole tile.
    const tile = page.locator('[data-block="link-tile"]').filter({ hasText: 'Verschleiss erkennen' })
    await tile.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const box = await tile.boundingBox()
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 8, (box?.y ?? 0) + (box?.height ?? 0) - 8)
    await page.waitForURL(`${baseUrl()}/service/oelanalyse`)
    expect(log.errors).toEqual([])
  })
})

// «Nachhaltigkeit» and «Standorte» (test/cms/pages/corporate/): the teaser blocks as an editor places them.
describe('the teaser blocks in Chromium', () => {
  it('leave a teaser whose window has closed out of the page the CMS sends, and the island agrees', async () => {
    const offline = await openBrowser({ javaScript: false })
    try {
      const { page } = await newPage(offline)
      await page.goto(`${baseUrl()}/katalog/tools`)
      const lists = page.locator('[data-block="teaser-list"]')
      expect(await lists.getByRole('heading', { name: 'Hydrauliköle für Traktoren und Landmaschinen aller Hersteller, geprüft nach ISO 15380' }).count()).toBe(1)
      expect(await lists.getByText('Frühlingsaktion 2021').count()).toBe(0)
    } finally {
      await offline.close()
    }
    const { page } = await newPage(browser())
    await visit(page, '/katalog/tools')
    const longest = page.locator('[data-block="teaser-list"][data-columns="4"]')
    expect(await longest.getByRole('listitem').count()).toBe(4)
    expect(await longest.getByText('Frühlingsaktion 2021').count()).toBe(0)
  })

  it('are read with the keyboard alone: the wide teaser’s button, each card’s one link in turn, the dealer search; a card follows a click anywhere on it', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/unternehmen/nachhaltigkeit')
    await tabTo(page, page.getByRole('link', { name: 'Mehr zu Umwelt und Logistik' }))
    // The two-column teaser's buttons, then the list's titles: one stop per card.
    for (const name of ['Zum Bericht', 'HLP, HVLP oder HEES?', 'Umwelt', 'Zertifizierungen', 'Verpackung']) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(name)
    }
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/unternehmen/standorte`)

    // On «Standorte» the contact teaser offers the number to dial, and the dealer search sends the place typed.
    expect(await page.getByRole('link', { name: '052 208 30 00' }).getAttribute('href')).toBe('tel:+41522083000')
    await tabTo(page, page.getByRole('searchbox', { name: 'PLZ oder Ort' }))
    await page.keyboard.type('8400 Winterthur')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/service/haendlersuche?q=8400+Winterthur`)
    await visit(page, '/unternehmen/nachhaltigkeit')
    const card = page.locator('[data-part="teaser"]').filter({ hasText: 'ISO 9001' })
    await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const box = await card.boundingBox()
    await page.mouse.click((box?.x ?? 0) + 8, (box?.y ?? 0) + 8)
    await page.waitForURL(`${baseUrl()}/unternehmen/nachhaltigkeit/zertifizierungen`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/sponsoring-teaser and tools/sponsoring in Chromium', () => {
  it('lead from the overview to a sponsorship by keyboard, and back by the link to the overview', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/rennsport/teams')
    const main = page.getByRole('main')
    await tabTo(page, main.getByRole('link', { name: 'Endurance Racing Winterthur' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/rennsport/teams/endurance-racing-winterthur`)
    expect(await main.getByRole('heading', { level: 2 }).first().textContent()).toBe('24 Stunden mit Öl aus Winterthur')
    expect(await main.getByRole('definition').allTextContents()).toContain('Superstock')
    await tabTo(page, main.getByRole('link', { name: 'Zurück zu Teams und Fahrer' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/rennsport/teams`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/faq-teaser and tools/faq-contact-box in Chromium', () => {
  it('lead to the oil finder by keyboard, and offer the contact person’s number and address, the box read whole without JavaScript', async () => {
    const offline = await openBrowser({ javaScript: false })
    try {
      const { page } = await newPage(offline)
      await page.goto(`${baseUrl()}/service/technische-beratung`)
      const box = page.locator('[data-block="faq-contact-box"]')
      expect(await box.getByRole('link', { name: '+41 52 208 30 40' }).getAttribute('href')).toBe('tel:+41522083040')
      expect(await box.getByRole('link', { name: 'beratung@schmierstoffe.example' }).getAttribute('href')).toBe('mailto:beratung@schmierstoffe.example')
    } finally {
      await offline.close()
    }
    const { page, log } = await newPage(browser())
    await visit(page, '/service/technische-beratung')
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Zum Ölfinder' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/oelfinder`)
    expect(log.errors).toEqual([])
  })
})

describe('tools/video in Chromium', () => {
  it('loads no video before the play click, then plays it with the focus on the player, by keyboard', async () => {
    const { page, log } = await newPage(browser())
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.webm')) asked.push(request.url())
    })
    await visit(page, '/service/technische-beratung')
    await tabTo(page, page.getByRole('button', { name: 'Video abspielen: Ölwechsel in vier Schritten' }))
    expect(asked).toEqual([])
    await page.keyboard.press('Enter')
    const video = page.locator('[data-block="video"] video')
    await expect.poll(() => video.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true)
    // A player may ask for the file in ranges, several requests for one file.
    expect(new Set(asked)).toEqual(new Set([`${baseUrl()}/media/oelwechsel.webm`]))
    expect(log.errors).toEqual([])
  })
})
