import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'

/** axe-core's script, as the harness injects it when a page cannot fetch it (offline, say). */
export const axeSource = () => readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Serves the scripts the tests inject into pages (axe-core) from an origin of its own, cacheable: Chromium then
 * reads them from its cache and its compiled-code cache, where sending the half megabyte through the protocol
 * and compiling it cost about 130 ms per page (docs/testing.md "Test time"). The CMS's pages carry no policy
 * that would refuse it; the Content Security Policy test runs no axe.
 */
export async function startHarnessFiles(): Promise<{ axeUrl: string; close(): Promise<void> }> {
  const axe = Buffer.from(axeSource())
  const server = createServer((req, res) => {
    if (req.url !== '/axe.min.js') return void res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' })
    res.end(axe)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    axeUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
