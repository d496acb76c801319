import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { productionHead } from '@/test/cms/assets'
import { minimalPage } from '@/test/cms/minimal-page'
import { baseUrl, newPage, settled, useBrowser } from './browser'
import { BUNDLE_POLICY } from './bundle-policy'

// docs/cms-integration.md "A minimal page": the page a template author copies is exactly what the manifest
// gives (hashes aside), and it runs as it is, under the policy of "Content Security Policy".
const DIST = process.env.E2E_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url))
const INTEGRATION_DOCS = readFileSync(fileURLToPath(new URL('../../docs/cms-integration.md', import.meta.url)), 'utf8')
const page = minimalPage(productionHead(DIST)({ widgets: ['tools/heading'], locale: 'de-CH' }).head)
const withoutHashes = (html: string) => html.replace(/-[\w-]{8}\.(js|css)"/g, '-[hash].$1"')

const browser = useBrowser()

describe('the minimal page of the CMS integration docs', () => {
  it('is what the manifest gives, hashes aside', () => {
    const block = /<!-- minimal-page:start -->\n```html\n([\s\S]*?)```\n<!-- minimal-page:end -->/.exec(INTEGRATION_DOCS)?.[1]
    expect(block).toBe(withoutHashes(page))
  })

  it('mounts its island, with theme and language from the server, under the policy', async () => {
    const { page: tab, log } = await newPage(browser())
    await tab.route(`${baseUrl()}/minimal`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: page, headers: { 'content-security-policy': BUNDLE_POLICY.join('; ') } }),
    )
    await tab.goto(`${baseUrl()}/minimal`)
    await settled(tab)
    expect(await tab.locator('[data-widget="heading"]').getAttribute('data-island')).toBe('mounted')
    expect(await tab.getByRole('heading', { level: 1, name: 'Motorenöle' }).count()).toBe(1)
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme])).toEqual(['de-CH', '01'])
    expect(log.errors).toEqual([])
    await tab.close()
  })
})
