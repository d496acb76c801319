import { expect } from 'vitest'
import vectors from '@/test/fixtures/xss-dompurify-vectors.json'
import { baseUrl, newPage, settled, useBrowser } from './browser'

const fired: string[] = []
const browser = useBrowser({
  // The detector: alert, confirm, prompt and print report to the test instead of opening dialogs.
  // exposeBinding survives navigations, so a payload that navigates cannot hide what it did.
  prepare: async (context) => {
    await context.exposeBinding('__xssFired', ({ page }, name: string, detail: string) => {
      fired.push(`${new URL(page.url()).pathname} ${name}(${detail})`)
    })
    await context.addInitScript(() => {
      const report = (window as unknown as { __xssFired(name: string, detail: string): void }).__xssFired
      for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
        Object.defineProperty(window, name, { value: (...args: unknown[]) => report(name, String(args[0])), configurable: false })
      }
    })
  },
})
beforeEach(() => {
  fired.length = 0
})

// What must never survive inside a rich-text island, besides its own props script.
const FORBIDDEN = 'script:not([type="application/json"]), form, style, input, button, select, textarea, iframe, object, embed, frame, frameset, base, meta, link'

describe(`the ${vectors.count} DOMPurify vectors through the real rich-text island`, () => {
  it('the detector fires when the same payloads are written into a page unsanitised', async () => {
    const { page } = await newPage(browser())
    await page.goto(`${baseUrl()}/test/xss-raw`).catch(() => undefined)
    await page.waitForTimeout(1500)
    expect(fired.length).toBeGreaterThan(10)
  })

  it('runs no script and leaves no forbidden element or handler in any island', async () => {
    const { page, log } = await newPage(browser())
    await page.goto(`${baseUrl()}/test/xss`)
    await settled(page)
    // Give deferred payloads (timers, load and error events of images) time to fire.
    await page.waitForTimeout(1500)
    expect(fired).toEqual([])
    expect(page.url()).toBe(`${baseUrl()}/test/xss`)

    const report = await page.evaluate((forbidden) => {
      const islands = [...document.querySelectorAll<HTMLElement>('[id^="xss-"]')]
      const problems: string[] = []
      for (const island of islands) {
        for (const el of island.querySelectorAll(forbidden)) {
          if (!(el instanceof HTMLScriptElement && el.parentElement === island)) problems.push(`${island.id}: <${el.tagName.toLowerCase()}>`)
        }
        for (const el of island.querySelectorAll('*')) {
          for (const attribute of el.attributes) {
            if (/^on/i.test(attribute.name)) problems.push(`${island.id}: ${attribute.name}`)
            if (/^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value) && /href|src|action|formaction/i.test(attribute.name)) {
              problems.push(`${island.id}: ${attribute.name}=${attribute.value.slice(0, 40)}`)
            }
          }
        }
      }
      return { islands: islands.length, mounted: islands.filter((i) => i.dataset.island === 'mounted').length, problems }
    }, FORBIDDEN)
    expect(report.islands).toBe(vectors.count)
    expect(report.mounted).toBe(vectors.count)
    expect(report.problems).toEqual([])
    expect(log.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([])
  })
})
