import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, passthrough } from 'msw'
import { server } from '@/test/mocks/node'
import { startCms, type CmsServer } from './app'
import { ENTRY, LOADER } from './assets'

/**
 * The simulated CMS over HTTP for a test file: on a free port, serving pages from the smallest production build it
 * starts with (the entry and the loader in the manifest, no widget schemas), started before the file's tests and
 * stopped after them. The unit tests' mock backend answers fetch; requests to the CMS pass through to it. Returns
 * the server of the running file.
 */
export function withTestCms(name: string): () => CmsServer {
  let cms: CmsServer | undefined
  let dist = ''
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), `cms-${name}-`))
    mkdirSync(join(dist, '.vite'))
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ [ENTRY]: { file: 'assets/main.js', isEntry: true }, [LOADER]: { file: 'assets/loader.js', isEntry: true } }))
    writeFileSync(join(dist, 'widgets.schema.json'), '{}')
    cms = await startCms({ mode: 'prod', port: 0, distDir: dist })
  })
  afterAll(async () => {
    await cms?.close()
    rmSync(dist, { recursive: true, force: true })
  })
  beforeEach(() => server.use(http.all(`${cms?.url ?? ''}/*`, () => passthrough())))
  return () => {
    if (!cms) throw new Error('The test CMS has not started.')
    return cms
  }
}
