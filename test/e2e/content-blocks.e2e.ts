import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { CONTENT_BLOCKS_PATH } from '@/test/cms/pages/catalogue'
import { baseUrl, newPage, openBrowser, signIn, tabTo, useBrowser, visit } from './browser'

// The content blocks' keyboard paths, one file for all (docs/testing.md "Test time": a block has no journey file of its
// own). axe, layout shift and links check each block's page in pages.e2e.ts and its examples in the block catalogue;
// that the island writes its fallback's markup, its component test.
const browser = useBrowser()

/**
 * The page at `path` as the CMS sent it (a browser with JavaScript off), loaded `until` its load event (pictures and
 * stylesheets) or only its HTML, and given to `read`.
 */
async function withoutScripts<T>(path: string, read: (page: Page) => Promise<T>, until: 'load' | 'domcontentloaded' = 'load'): Promise<T> {
  const offline = await openBrowser({ javaScript: false })
  try {
    const { page } = await newPage(offline)
    await page.goto(`${baseUrl()}${path}`, { waitUntil: until })
    return await read(page)
  } finally {
    await offline.close()
  }
}

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
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/`)
  })
})

// «Über uns» (test/cms/pages/corporate/about-us.ts): twenty blocks on one page, as an editor builds a corporate page.
const ABOUT_US = '/unternehmen/ueber-uns'
const ABOUT_US_BLOCKS = 20

describe('a corporate page built from content blocks, in Chromium', () => {
  it('reads whole without JavaScript: every block’s text, and every picture with its sizes, the first one loaded first', async () => {
    await withoutScripts(ABOUT_US, async (page) => {
      expect(await page.locator('[data-block]').count()).toBe(ABOUT_US_BLOCKS)
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        expect.arrayContaining(['Ein Familienunternehmen in dritter Generation', 'Darauf können Sie sich verlassen', 'Geprüft in unserem Labor', 'Unterlagen zum Herunterladen']),
      )
      expect(await page.getByRole('link', { name: 'Herunterladen Produktkatalog Schmierstoffe 2025' }).getAttribute('download')).toBe('')
      const pictures = page.locator('[data-block] picture img')
      expect(await pictures.count()).toBe(13)
      for (const img of await pictures.all()) {
        expect(await img.getAttribute('sizes')).toMatch(/\d+px/)
        expect(await img.getAttribute('alt')).toMatch(/\S/)
      }
      expect(await pictures.first().getAttribute('fetchpriority')).toBe('high')
      // The browser took the AVIF source and it arrived.
      await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await pictures.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/werk-\d+\.avif$/)
    })
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
      asked.push(`${route.request().method()} ${route.request().url()}`)
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
    // The facade's question whether the site answers (src/ui/embed-facade/reach.ts), then the frame.
    await expect.poll(() => asked).toEqual(['HEAD https://rechner.schmierstoffe.example/oelwechsel', 'GET https://rechner.schmierstoffe.example/oelwechsel'])
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
    // Playwright's click waits until the tile stands still and the point is the tile's (the page may still restore its scroll).
    const box = await tile.boundingBox()
    await tile.click({ position: { x: (box?.width ?? 16) - 8, y: (box?.height ?? 16) - 8 } })
    await page.waitForURL(`${baseUrl()}/service/oelanalyse`)
    expect(log.errors).toEqual([])
  })
})

// The catalogue is the CMS's page, and its tables static markup: a page painted while the parser is mid-table shows the rows
// that have come, and the columns must not move as the rest arrive (a shift of 0.012 in the pages crawl under load).
describe('the block catalogue’s props tables', () => {
  it('take their column widths from the header alone, whatever number of rows has been parsed', async () => {
    await withoutScripts('/katalog/oilfinder', async (page) => {
      const moved = await page.evaluate(() =>
        [...document.querySelectorAll('.cms-table table')].flatMap((table, index) => {
          const widths = () => [...table.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().width)).join(' ')
          const body = table.querySelector('tbody')!
          const rows = [...body.rows]
          const all = widths()
          return rows.map((_, parsed) => {
            body.replaceChildren(...rows.slice(0, parsed))
            return widths() === all ? '' : `table ${index + 1} with ${parsed} rows: ${widths()} instead of ${all}`
          })
        }),
      )
      expect(moved.filter(Boolean)).toEqual([])
      expect(moved.length).toBeGreaterThan(10)
    })
  })
})

// «Nachhaltigkeit» and «Standorte» (test/cms/pages/corporate/): the teaser blocks as an editor places them.
describe('the teaser blocks in Chromium', () => {
  it('leave a teaser whose window has closed out of the page the CMS sends, and the island agrees', async () => {
    await withoutScripts(CONTENT_BLOCKS_PATH, async (page) => {
      const lists = page.locator('[data-block="teaser-list"]')
      expect(await lists.getByRole('heading', { name: 'Hydrauliköle für Traktoren und Landmaschinen aller Hersteller, geprüft nach ISO 15380' }).count()).toBe(1)
      expect(await lists.getByText('Frühlingsaktion 2021').count()).toBe(0)
    })
    const { page } = await newPage(browser())
    // The content blocks' catalogue is among the site's longest pages: only its teaser lists' islands matter here, each
    // brought into view until it has mounted, not the whole page scrolled through.
    await page.goto(`${baseUrl()}${CONTENT_BLOCKS_PATH}`)
    for (const list of await page.locator('[data-widget="teaser-list"]').all()) await list.scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('[data-widget="teaser-list"]:not([data-island="mounted"])').count()).toBe(0)
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
    await card.click({ position: { x: 8, y: 8 } })
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
    // The HTML is what is read here: not waiting for the page's pictures and video to load keeps a slow file from holding
    // the test up (it once ran into the test's timeout on a loaded machine).
    await withoutScripts(
      '/service/technische-beratung',
      async (page) => {
        const box = page.locator('[data-block="faq-contact-box"]')
        expect(await box.getByRole('link', { name: '+41 52 208 30 40' }).getAttribute('href')).toBe('tel:+41522083040')
        expect(await box.getByRole('link', { name: 'beratung@schmierstoffe.example' }).getAttribute('href')).toBe('mailto:beratung@schmierstoffe.example')
      },
      'domcontentloaded',
    )
    const { page, log } = await newPage(browser())
    await visit(page, '/service/technische-beratung')
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Zum Ölfinder' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/oelfinder`, { waitUntil: 'commit' })
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

// The player's page at YouTube, as the test serves it (no internet here): it says it plays.
const FAKE_PLAYER = '<!doctype html><title>Player</title><h1>Spielt</h1>'
const YOUTUBE = 'https://www.youtube-nocookie.com/**'

describe('tools/video-embed and tools/magazine-viewer in Chromium', () => {
  it('ask nothing of YouTube before the click, then play from the privacy-enhanced host with the focus in the player', async () => {
    const { page, log } = await newPage(browser())
    const asked: string[] = []
    await page.route(YOUTUBE, async (route) => {
      asked.push(`${route.request().method()} ${route.request().url()}`)
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER })
    })
    await visit(page, ABOUT_US)
    const block = page.locator('[data-block="video-embed"]')
    await tabTo(page, block.getByRole('button', { name: 'Video ansehen' }))
    expect(asked).toEqual([])
    await page.keyboard.press('Enter')
    const player = block.locator('iframe')
    await expect.poll(() => player.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await player.getAttribute('title')).toBe('Ein Tag im Werk Winterthur')
    const src = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0'
    await expect.poll(() => asked).toEqual([`HEAD ${src}`, `GET ${src}`])
    await expect.poll(() => page.frameLocator('[data-block="video-embed"] iframe').getByRole('heading', { name: 'Spielt' }).count()).toBe(1)
    // Nothing but the player was asked of any other host either: the page's own requests only.
    expect(log.errors).toEqual([])
  })

  it('say so when the provider cannot be reached, with the focus on the way to it there', async () => {
    const { page } = await newPage(browser())
    await page.route('https://www.yumpu.com/**', (route) => route.abort('internetdisconnected'))
    await visit(page, ABOUT_US)
    const block = page.locator('[data-block="magazine-viewer"]')
    await tabTo(page, block.getByRole('button', { name: 'Magazin lesen' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => block.getByRole('alert').textContent()).toBe('Yumpu ist gerade nicht erreichbar. Sie können den Inhalt direkt bei Yumpu öffnen.')
    const open = block.getByRole('link', { name: 'Bei Yumpu öffnen (öffnet in neuem Tab)' })
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await block.locator('iframe').count()).toBe(0)
  })
})

describe('tools/teaser-wrapper in Chromium', () => {
  it('mounts the blocks in its slots on their own: a broken one breaks only its slot, and the keyboard reaches the others', async () => {
    const { page, log } = await newPage(browser())
    // The CMS sends the page with the first tile's props broken (a heading level the tile does not have).
    await page.route(`${baseUrl()}${ABOUT_US}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('data-widget="link-tile" data-props="{', 'data-widget="link-tile" data-props="{&quot;level&quot;:9,')
      await route.fulfill({ response, body: html })
    })
    await visit(page, ABOUT_US)
    const wrapper = page.locator('[data-widget="teaser-wrapper"]')
    await wrapper.scrollIntoViewIfNeeded()
    await expect.poll(() => wrapper.locator('[data-slot] > [data-island="mounted"]').count()).toBe(2)
    expect(await wrapper.getAttribute('data-island')).toBe('mounted')
    expect(await wrapper.locator('[data-slot] > [data-island="failed"]').count()).toBe(1)
    expect(await wrapper.getByRole('heading', { level: 2, name: 'Was wir für Sie tun' }).count()).toBe(1)
    expect(log.warnings.some((warning) => warning.includes('link-tile'))).toBe(true)

    await tabTo(page, wrapper.getByRole('link', { name: 'Händlersuche' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/service/haendlersuche`)
  })
})

describe('tools/campaign-banner in Chromium', () => {
  it('brings the slide the keyboard enters into view, and its contact button opens the header’s contact menu for a customer', async () => {
    await signIn(browser())
    const { page, log } = await newPage(browser())
    await visit(page, '/service/technische-beratung')
    const banner = page.locator('[data-block="campaign-banner"]')
    await banner.scrollIntoViewIfNeeded()
    await expect.poll(() => banner.locator('[data-part="slider"]').getAttribute('data-ready')).toBe('true')
    const activeSlide = () => banner.locator('.swiper-slide-active').getAttribute('aria-label')
    expect(await activeSlide()).toBe('1 von 3')
    // From the video before it: the page's earlier blocks hold more stops than a tab walk should take.
    await tabTo(page, page.getByRole('button', { name: 'Video abspielen: Ölwechsel in vier Schritten' }))
    await tabTo(page, banner.getByRole('link', { name: 'Zur Ölanalyse' }))
    // The next stop is the second slide's button: the slider turns to it.
    await page.keyboard.press('Tab')
    const contact = banner.getByRole('button', { name: 'Ansprechperson kontaktieren' })
    expect(await contact.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(activeSlide).toBe('2 von 3')
    await page.keyboard.press('Enter')

    const menuButton = page.locator('[data-widget="header"]').getByRole('button', { name: 'Ihre Ansprechperson' })
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('[data-widget="header"]') !== null)).toBe(true)
    expect(log.errors).toEqual([])
  })

  it('turns to a slide by its bullet; for a visitor without a contact person the contact button is its link', async () => {
    const { page } = await newPage(browser())
    await visit(page, '/service/technische-beratung')
    const banner = page.locator('[data-block="campaign-banner"]')
    await banner.scrollIntoViewIfNeeded()
    await expect.poll(() => banner.locator('[data-part="slider"]').getAttribute('data-ready')).toBe('true')
    await banner.getByRole('button', { name: 'Zu Folie 3' }).click()
    await expect.poll(() => banner.locator('.swiper-slide-active').getAttribute('aria-label')).toBe('3 von 3')
    expect(await banner.getByRole('link', { name: 'Ansprechperson kontaktieren' }).getAttribute('href')).toBe('/service/technische-beratung')
  })
})

describe('tools/parallax-image in Chromium', () => {
  it('drifts by the stylesheet alone, and stands still for a visitor who prefers reduced motion', async () => {
    const { page } = await newPage(browser())
    await visit(page, ABOUT_US)
    const image = page.locator('[data-block="parallax-image"] img')
    await image.scrollIntoViewIfNeeded()
    const drift = () => image.evaluate((element) => element.getAnimations().map((animation) => (animation as CSSAnimation).animationName))
    expect(await drift()).toEqual(['parallax-image-drift'])
    // Chromium drives it by scroll: no script sets a transform.
    expect(await image.getAttribute('style')).toBeNull()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await drift()).toEqual([])
  })
})

describe('a content modal (tools/text-button) in Chromium', () => {
  it('opens by keyboard with the focus inside, keeps Tab in it, and closes on Escape back to its button', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/service/technische-beratung')
    const button = page.getByRole('link', { name: 'Konditionen ansehen' })
    await tabTo(page, page.getByRole('button', { name: 'Video abspielen: Ölwechsel in vier Schritten' }))
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Konditionen der technischen Beratung' })
    await expect.poll(() => dialog.count()).toBe(1)
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))
    await expect.poll(focusInDialog).toBe(true)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog()).toBe(true)
    }
    expect(page.url()).toBe(`${baseUrl()}/service/technische-beratung`)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(log.errors).toEqual([])
  })
})

describe('news/news-teaser and news/small-news-teaser in Chromium', () => {
  it('show the rest of a teaser’s topics from its more chip by keyboard, and lead to the article from its title', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/unternehmen/nachhaltigkeit')
    const teaser = page.locator('[data-block="news-teaser"]')
    await tabTo(page, teaser.getByRole('link', { name: 'Erster Kesselwagen nach Lugano' }))
    // The title's link, then its more chip: the card's two stops.
    await page.keyboard.press('Tab')
    const more = teaser.getByRole('button', { name: '+1 weitere Themen' })
    expect(await more.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => teaser.getByRole('listitem').allTextContents()).toEqual(['Umwelt', 'Industrie', 'Logistik'])
    // The same chip, now named for showing fewer: the focus stayed on it.
    const fewer = teaser.getByRole('button', { name: 'Weniger' })
    expect(await fewer.getAttribute('aria-expanded')).toBe('true')
    expect(await fewer.evaluate((element) => element === document.activeElement)).toBe(true)

    await tabTo(page, page.getByRole('link', { name: 'ISO 50001 für alle Werke bestätigt' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}/unternehmen/nachhaltigkeit/zertifizierungen`)
    expect(log.errors).toEqual([])
  })
})
