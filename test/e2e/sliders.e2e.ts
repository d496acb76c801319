import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DESKTOP, expectAxeClean, freezeClock, newPage, PHONE, tabTo, useBrowser, visit } from './browser'

// The content blocks' sliders on their page (test/cms/pages/sliders.ts): the gallery by keyboard and its video, the
// history's autoplay on the page's own clock, and axe with the sliders playing and paused.

const gallery = (page: Page) => page.locator('[data-block="gallery-slider"]')
const history = (page: Page) => page.locator('[data-block="history-slider"]')

/** Waits until Swiper runs on the block's slider. */
async function ready(block: Locator) {
  await block.scrollIntoViewIfNeeded()
  await expect.poll(() => block.locator('[data-part="slider"]').getAttribute('data-ready')).toBe('true')
}

/** The active slide's label ("2 von 8"). */
const activeSlide = (block: Locator) => block.locator('.swiper-slide-active').getAttribute('aria-label')
/** The labels of the slides that can be reached (not inert). */
const reachableSlides = (block: Locator) => block.locator('.swiper-slide').evaluateAll((slides) => slides.filter((slide) => !slide.hasAttribute('inert')).map((slide) => slide.getAttribute('aria-label')))
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

describe('the gallery slider in Chromium', () => {
  const browser = useBrowser()

  it('turns by its buttons and the arrow keys, with only the slide in view reachable, and pauses a video whose slide leaves', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, '/slider')
    const block = gallery(page)
    await ready(block)
    expect(await activeSlide(block)).toBe('1 von 8')
    expect(await reachableSlides(block)).toEqual(['1 von 8'])
    // The play button of the second slide's video is out of view: Tab passes it by and reaches the controls.
    await tabTo(page, block.getByRole('button', { name: 'Nächste Folie' }))
    expect(await block.getByRole('button', { name: /^Video abspielen/ }).evaluate((button) => button.closest('[inert]') !== null)).toBe(true)

    await page.keyboard.press('Enter')
    await expect.poll(() => activeSlide(block)).toBe('2 von 8')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeSlide(block)).toBe('3 von 8')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => activeSlide(block)).toBe('2 von 8')
    expect(await reachableSlides(block)).toEqual(['2 von 8'])
    // The counter of the slide in view, and its caption.
    const caption = await block.locator('.swiper-slide-active figcaption').innerText()
    expect(caption.startsWith('2 / 8')).toBe(true)
    expect(caption.endsWith('Ölwechsel in vier Schritten')).toBe(true)

    // Back to the video with Shift+Tab (past the bullets and the previous button); Enter starts it.
    const play = block.getByRole('button', { name: 'Video abspielen: Ölwechsel in vier Schritten' })
    for (let presses = 0; presses < 15 && !(await focused(play)); presses++) await page.keyboard.press('Shift+Tab')
    expect(await focused(play)).toBe(true)
    await page.keyboard.press('Enter')
    const video = block.locator('video')
    await expect.poll(() => focused(video)).toBe(true)
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true)

    // The focus is in the player (whose arrow keys seek): the next slide by the button.
    await block.getByRole('button', { name: 'Nächste Folie' }).click()
    await expect.poll(() => activeSlide(block)).toBe('3 von 8')
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    expect(await reachableSlides(block)).toEqual(['3 von 8'])
    expect(log.errors).toEqual([])
  })
})

describe('the history slider in Chromium', () => {
  const browser = useBrowser()
  /** The real index of the active station (0 for 1924), read with the page's clock standing still. */
  const station = (block: Locator) => block.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index').then(Number)
  /** Waits for the slides to stand still: their move is a CSS transition, on the screen's time, not the page's clock. */
  const still = (block: Locator) => expect.poll(() => block.locator('.swiper-wrapper').evaluate((wrapper) => wrapper.getAnimations().length)).toBe(0)

  it('moves on every 5 seconds of the page’s clock, looping, until the pause button stops it', async () => {
    const { page, log } = await newPage(browser())
    await page.clock.install()
    await visit(page, '/slider')
    const block = history(page)
    await ready(block)
    // Three stations side by side on the desktop, and only those reachable.
    await freezeClock(page)
    const from = await station(block)
    expect(await reachableSlides(block)).toHaveLength(3)
    await page.clock.runFor(5000)
    await expect.poll(() => station(block)).toBe((from + 1) % 6)
    await still(block)
    await page.clock.runFor(5000)
    await expect.poll(() => station(block)).toBe((from + 2) % 6)
    await still(block)

    await block.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }).click()
    // Away from the slider (autoplay also waits while the mouse is over it or the focus inside it).
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(await block.getByRole('button', { name: 'Automatische Wiedergabe starten' }).count()).toBe(1)
    await page.clock.runFor(15_000)
    expect(await station(block)).toBe((from + 2) % 6)

    await block.getByRole('button', { name: 'Automatische Wiedergabe starten' }).click()
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(5000)
    await expect.poll(() => station(block)).toBe((from + 3) % 6)
    expect(log.errors).toEqual([])
  })

  it('stands still for a visitor who prefers reduced motion, its button offering to start it', async () => {
    const { page } = await newPage(browser())
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await visit(page, '/slider')
    const block = history(page)
    await ready(block)
    await freezeClock(page)
    const from = await station(block)
    expect(await block.getByRole('button', { name: 'Automatische Wiedergabe starten' }).count()).toBe(1)
    await page.clock.runFor(15_000)
    expect(await station(block)).toBe(from)
  })
})

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the sliders’ page on a %s', (_, viewport) => {
  const sized = useBrowser({ viewport })

  it('has no axe findings with the sliders playing, nor once they are paused', async () => {
    const { page } = await newPage(sized())
    await visit(page, '/slider')
    for (const block of [gallery(page), history(page), page.locator('[data-block="quote-slider"]')]) await ready(block)
    await expectAxeClean(page)
    await history(page).getByRole('button', { name: 'Automatische Wiedergabe anhalten' }).click()
    await expect.poll(() => history(page).getByRole('button', { name: 'Automatische Wiedergabe starten' }).count()).toBe(1)
    await expectAxeClean(page)
  })
})
