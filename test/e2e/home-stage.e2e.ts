import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl, DESKTOP, expectAxeClean, fitsWidth, newPage, PHONE, tabTo, useBrowser, visit } from './browser'
import { expectSteady, recordShifts } from './layout-shifts'

// Spec 2 §2.5: the home stage in Chromium. From md up the circular navigation by mouse and by the keyboard alone, its
// page toggle with 14 stages and the button down to the content; on a phone the slides by swipe and by the arrow keys,
// the title on the active slide only. Axe at both widths, and nothing shifts when the island takes over the fallback;
// without JavaScript the fallback shows the intro stage, each width fetching its own picture only.

const PAGE = '/home-stage'
const INTRO_TITLE = 'Schmierstoffe für Fahrzeuge und Industrie'

const stageOf = (page: Page) => page.locator('[data-block="home-stage"]')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** The pictures of one part of the stage and what each has loaded: an empty source's data address, a file's, or nothing. */
const loadedIn = (page: Page, part: 'hero' | 'slides') =>
  stageOf(page)
    .locator(`[data-part="${part}"] img`)
    .evaluateAll((images) => images.map((image) => ((image as HTMLImageElement).currentSrc.startsWith('data:') ? 'empty' : (image as HTMLImageElement).currentSrc.replace(/^.*\/media\//, ''))))

describe('tools/home-stage at desktop width', () => {
  const browser = useBrowser({ viewport: DESKTOP, prepare: (context) => context.addInitScript(recordShifts) })

  it('mounts without a shift and changes the stage by mouse, by the keyboard alone and across the navigation’s two pages', async () => {
    const { page, log } = await newPage(browser())
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(request.url()))
    await visit(page, PAGE)
    await expectSteady(page)
    // Swiper loads only below md.
    expect(scripts.filter((url) => url.includes('attach-swiper'))).toEqual([])
    await expectAxeClean(page)

    const hero = page.getByRole('group', { name: 'Unsere Themen' })
    const navigation = hero.getByRole('group', { name: 'Themen wählen' })
    const title = hero.getByRole('heading', { level: 2 })
    expect(await title.textContent()).toBe(INTRO_TITLE)
    expect(await navigation.locator('[data-part="thumbnail"]').count()).toBe(11)

    // By the keyboard alone, from the page's start: Tab to a thumbnail, Enter; the thumbnail's name shows while it has the focus.
    const engineOils = navigation.getByRole('button', { name: 'Motorenöle' })
    await tabTo(page, engineOils)
    await page.keyboard.press('Tab')
    const hydraulics = navigation.getByRole('button', { name: 'Hydrauliköle' })
    expect(await isFocused(hydraulics)).toBe(true)
    expect(await hydraulics.locator('[data-part="label"]').evaluate((label) => getComputedStyle(label).opacity)).toBe('1')
    await page.keyboard.press('Enter')
    await expect.poll(() => title.textContent()).toBe('Hydrauliköle nach HLP, HVLP und HEES')
    expect(await hydraulics.getAttribute('aria-current')).toBe('true')

    // By mouse.
    const analysis = navigation.getByRole('button', { name: 'Ölanalyse' })
    await analysis.click()
    await expect.poll(() => title.textContent()).toBe('Ölanalyse: Bericht in fünf Werktagen')
    expect(await analysis.getAttribute('aria-current')).toBe('true')
    expect(await hydraulics.getAttribute('aria-current')).toBeNull()

    // The second page: Tab on to the toggle after the eleventh thumbnail, then back to the last thumbnail with Shift+Tab.
    await tabTo(page, navigation.getByRole('button', { name: 'Themen 12 bis 13 zeigen' }))
    await page.keyboard.press('Enter')
    const toggle = navigation.getByRole('button', { name: 'Themen 1 bis 11 zeigen' })
    await expect.poll(() => isFocused(toggle)).toBe(true)
    expect(await navigation.locator('[data-part="thumbnail"]').allTextContents()).toEqual(['Karriere', 'Downloads'])
    await page.keyboard.press('Shift+Tab')
    expect(await isFocused(navigation.getByRole('button', { name: 'Downloads' }))).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => title.textContent()).toBe('Alles zum Herunterladen')
    await expectAxeClean(page)

    // For a visitor who asked for less motion the background changes without a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await navigation.getByRole('button', { name: 'Karriere' }).click()
    await expect.poll(() => title.textContent()).toBe('Offene Stellen und Ausbildung')
    const fade = await hero.locator('[data-part="background"]').last().evaluate((layer) => parseFloat(getComputedStyle(layer).transitionDuration))
    expect(fade).toBeLessThan(0.001)
    expect(log.errors).toEqual([])
  })

  it('scrolls down to the content after the stage, whose start takes the focus', async () => {
    const { page } = await newPage(browser())
    await visit(page, PAGE)
    const content = page.locator('.cms-section', { has: page.getByRole('heading', { name: 'Unser Sortiment' }) })
    // To the content's top, or as far as the page goes (the demo page ends soon after it).
    const target = await content.evaluate((element) => Math.round(Math.min(element.getBoundingClientRect().top + window.scrollY, document.documentElement.scrollHeight - window.innerHeight)))
    await page.getByRole('button', { name: 'Weiter zum Inhalt' }).click()
    await expect.poll(() => isFocused(content)).toBe(true)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target)
    await page.keyboard.press('Tab')
    expect(await isFocused(page.getByRole('link', { name: 'Zu den Produkten' }))).toBe(true)
  })
})

describe('tools/home-stage at phone width', () => {
  const browser = useBrowser({ viewport: PHONE, prepare: (context) => context.addInitScript(recordShifts) })

  it('mounts without a shift; swiped and moved by the arrow keys, it shows the title on the active slide only', async () => {
    const { page, log } = await newPage(browser())
    await visit(page, PAGE)
    await expectSteady(page)
    const slider = stageOf(page).getByRole('region', { name: 'Unsere Themen' })
    await expect.poll(() => slider.getAttribute('data-ready')).toBe('true')
    await slider.scrollIntoViewIfNeeded()
    const active = () => slider.locator('.swiper-slide-active').getAttribute('aria-label')
    const shownTitles = () =>
      slider.locator('[data-part="slide-copy"]').evaluateAll((copies) => copies.filter((copy) => getComputedStyle(copy).visibility === 'visible').map((copy) => copy.querySelector('[data-part="title"]')?.textContent))
    expect(await active()).toBe('1 von 14')
    expect(await shownTitles()).toEqual([INTRO_TITLE])
    await expectAxeClean(page)
    expect(await fitsWidth(page)).toBe(true)

    // A swipe to the left (a pointer's drag, as a finger's).
    const picture = slider.locator('[data-part="slide-media"]').first()
    const box = (await picture.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect.poll(active).toBe('2 von 14')
    await expect.poll(shownTitles).toEqual(['Motorenöle, die jede Freigabe erfüllen'])

    // The keyboard: Tab into the active slide's link, then the arrow keys.
    await tabTo(page, slider.getByRole('link', { name: /Motorenöle, die jede Freigabe erfüllen/ }))
    await page.keyboard.press('ArrowRight')
    await expect.poll(active).toBe('3 von 14')
    await expect.poll(shownTitles).toEqual(['Hydrauliköle nach HLP, HVLP und HEES'])
    await page.keyboard.press('ArrowLeft')
    await expect.poll(active).toBe('2 von 14')
    await expectAxeClean(page)
    expect(await fitsWidth(page)).toBe(true)
    // The hero's pictures, hidden on a phone, fetched nothing.
    expect((await loadedIn(page, 'hero')).filter((loaded) => loaded !== 'empty' && loaded !== '')).toEqual([])
    expect(log.errors).toEqual([])
  })
})

describe('tools/home-stage without JavaScript', () => {
  describe.each([
    ['desktop', DESKTOP, 'hero', 'slides'],
    ['phone', PHONE, 'slides', 'hero'],
  ] as const)('at %s width', (_, viewport, shown, hidden) => {
    const browser = useBrowser({ viewport, javaScript: false })

    it(`shows the intro stage in the ${shown}, whose first picture alone loads at once`, async () => {
      const { page } = await newPage(browser())
      await page.goto(`${baseUrl()}${PAGE}`)
      const stage = stageOf(page)
      expect(await stage.locator(`[data-part="${shown}"] [data-part="title"]`).first().isVisible()).toBe(true)
      expect(await stage.locator(`[data-part="${hidden}"]`).isVisible()).toBe(false)
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].every((image) => image.complete))
      expect((await loadedIn(page, shown))[0]).toMatch(/^alpen-panorama-\d+\.avif$/)
      expect((await loadedIn(page, hidden)).filter((loaded) => loaded !== 'empty' && loaded !== '')).toEqual([])
    })
  })
})
