import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { baseUrl } from './browser'

// public/ as the build copies it into dist/ (vite.config.ts `publicDir`), served by the CMS under /vue/ like a CDN
// would (docs/cms-integration.md "Loading the bundle"): unhashed files must be revalidated, hashed ones never.
const PUBLIC = fileURLToPath(new URL('../../public', import.meta.url))
const DIST = process.env.E2E_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url))
const publicFiles = readdirSync(PUBLIC, { recursive: true, encoding: 'utf8' }).filter((path) => extname(path) !== '')

/** The Content-Type each kind of file in public/ must be served with; a new kind must be added here. */
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml' }

const entryFile = () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
  return manifest['src/boot/main.ts']?.file ?? ''
}

describe('the files of public/, served under /vue/', () => {
  it('are there to check', () => {
    expect(publicFiles).toContain('images/placeholder.svg')
    expect(publicFiles.filter((path) => path.startsWith('icons/')).length).toBeGreaterThan(10)
  })

  it.each(publicFiles)('/vue/%s answers 200 with the file, its type and no-cache (unhashed)', async (path) => {
    const response = await fetch(`${baseUrl()}/vue/${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type'), `no Content-Type known for ${extname(path)} in TYPES`).toBe(TYPES[extname(path)])
    // Same name, new content in the next release: the browser must ask again each time.
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(PUBLIC, path)))).toBe(true)
  })

  it('leaves a hashed asset of the same build cached for a year, immutable', async () => {
    const file = entryFile()
    expect(file).toMatch(/^assets\/main-[\w-]+\.js$/)
    const response = await fetch(`${baseUrl()}/vue/${file}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers 404 for an icon public/ does not have', async () => {
    const response = await fetch(`${baseUrl()}/vue/icons/gibt-es-nicht.svg`)
    expect(response.status).toBe(404)
  })
})
