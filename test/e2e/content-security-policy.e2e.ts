import { createHash } from 'node:crypto'
import { expect } from 'vitest'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { baseUrl, newPage, settled, useBrowser, visit } from './browser'
import { BUNDLE_POLICY } from './bundle-policy'
import { CATALOGUE_WITH_WIDGETS } from './site-pages'

// docs/cms-integration.md "Content Security Policy": the bundle runs under a policy without 'unsafe-inline'
// and 'unsafe-eval'. The simulated CMS's pages are served with it here; the CMS's own inline <style>
// is allowed by its hash, as a real CMS would do for its own inline code.

const styleHashes = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css ?? '').digest('base64')}'`)

const policyFor = (html: string) => BUNDLE_POLICY.map((rule) => (rule.startsWith('style-src') ? `${rule} ${styleHashes(html).join(' ')}` : rule)).join('; ')

const browser = useBrowser()

async function underPolicy() {
  const { page, log } = await newPage(browser())
  // Every CMS page (not the bundle's files, the API, the media or the CMS's tests hooks) gets the policy.
  await page.route(
    (url) => url.origin === new URL(baseUrl()).origin && !/^\/(vue|api|__mock|media)\//.test(url.pathname),
    async (route) => {
      // Only a document carries a policy; the rest goes its way, and none is still being fetched here when the test
      // ends (the home page's pictures were, and their fetches then failed as unhandled rejections).
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': policyFor(html) } })
    },
  )
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { violations: string[] }).violations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`))
  })
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
  return { page, log, violations }
}

describe('the bundle under a Content Security Policy without unsafe-inline or unsafe-eval', () => {
  it.each(['/', '/rich-text', '/heading', '/test/notifications', ...CATALOGUE_WITH_WIDGETS, '/test/hostile-input'])('%s runs without a violation', async (path) => {
    const { page, log, violations } = await underPolicy()
    await visit(page, path)
    expect(await violations()).toEqual([])
    expect(log.errors).toEqual([])
    expect(await page.locator('[data-island="mounted"]').count()).toBeGreaterThan(path === '/' ? -1 : 0)
  })

  it('signs in and out on the login page without a violation', async () => {
    const { page, log, violations } = await underPolicy()
    await visit(page, '/login-form')
    await page.getByLabel('Benutzername').fill('kunde@example.ch')
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL('**/login-form')
    await settled(page)
    await page.getByRole('button', { name: 'Abmelden' }).click()
    // The mock's logout answers redirectUrl '/'.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect(await violations()).toEqual([])
    expect(log.errors).toEqual([])
  })

  it('would see a violation: an inline script is refused', async () => {
    const { page, violations } = await underPolicy()
    await visit(page, '/heading')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.ran = true'
      document.body.append(script)
    })
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline/)])
  })
})
