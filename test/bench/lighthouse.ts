import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM } from '@/test/e2e/browser'

export type LighthouseFigures = { url: string; performance: number; cls: number; lcp: number; tbt: number; fcp: number }

/**
 * Lighthouse's mobile preset (emulated phone, simulated slow 4G and CPU) on one page, in Debian's Chromium;
 * `cookie` (a Cookie header) signs the visit in, for the account's pages.
 */
export async function lighthouseFigures(url: string, cookie?: string): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
    }
  } finally {
    chrome.kill()
  }
}
