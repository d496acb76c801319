import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM } from '@/test/e2e/browser-launch'

export type LighthouseFigures = { url: string; performance: number; cls: number; lcp: number; tbt: number; fcp: number; lcpElement: string }

/**
 * Lighthouse's mobile preset (emulated phone, simulated slow 4G and CPU) on one page, in Debian's Chromium;
 * `cookie` (name and value) signs the visit in, for the account's pages, in the browser's cookie jar: an extra
 * Cookie header went with the page but not with its API calls, so the order history measured its own failure
 * (401) and the footer's shift to it.
 */
export async function lighthouseFigures(url: string, cookie?: { name: string; value: string }): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    if (cookie) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      // For the whole site (the root's address), not only the page's folder: the API calls need it too.
      await browser.contexts()[0]?.addCookies([{ ...cookie, url: new URL('/', url).href }])
      await browser.close()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new; resetting its storage would only drop the cookie.
      disableStorageReset: cookie !== undefined,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      url,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: metric('cumulative-layout-shift'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    }
  } finally {
    chrome.kill()
  }
}

/** Which element Lighthouse saw as the largest contentful paint: its selector, so a slow LCP names what waited. */
function lcpElementOf(details: unknown): string {
  // details.items[0].items[0].node.selector in Lighthouse 12's audit (a table of the element, then of its phases).
  const table = (details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items?.[0]
  return table?.items?.[0]?.node?.selector ?? 'unknown'
}
