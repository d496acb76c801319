import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { startCms } from '@/test/cms/app'
import { E2E_DIST } from './global-setup'

// `npm start` while another CMS still holds the port used to print a raw EADDRINUSE stack (and in
// development left Vite's watcher running). Now: one line naming the port and how to pick another, exit 1.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TSX = `${ROOT}node_modules/.bin/tsx`

/** Runs test/cms/server.ts as `npm start` does, with the arguments and environment given; resolves when it exits. */
function runServer(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['test/cms/server.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    // A server that starts after all would never exit: stop it, and let the assertions say why.
    const timer = setTimeout(() => child.kill('SIGTERM'), 90_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

let blocker: Server
let taken = 0
beforeAll(async () => {
  blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  taken = (blocker.address() as { port: number }).port
})
afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

describe('starting the CMS on a port that is taken', () => {
  it.each([
    ['--port', (port: number) => [[`--port=${port}`], {}] as const],
    ['PORT', (port: number) => [[], { PORT: String(port) }] as const],
  ])('prints one line naming the port and how to pick another (%s), and exits with 1', async (_, how) => {
    const [args, env] = how(taken)
    const { code, stdout, stderr } = await runServer(['--dev', ...args], env)

    expect(code).toBe(1)
    expect(stderr.trim()).toBe(`Port ${taken} ist schon belegt (läuft das CMS schon in einem anderen Terminal?). Einen anderen Port wählen: PORT=${taken + 1} npm start`)
    expect(stdout).not.toContain('läuft auf')
  }, 120_000)

  it('rejects startCms with the EADDRINUSE error, in production mode too', async () => {
    const error: unknown = await startCms({ mode: 'prod', port: taken, ...(E2E_DIST ? { distDir: E2E_DIST } : {}) }).then(
      async (cms) => {
        await cms.close()
        return undefined
      },
      (reason: unknown) => reason,
    )
    expect(error).toMatchObject({ code: 'EADDRINUSE', port: taken })
  })
})

describe('starting the CMS with a port that is none', () => {
  it.each(['abc', '99999', '-1', '5173x'])('prints one line for PORT=%s and exits with 1', async (port) => {
    const { code, stderr } = await runServer(['--dev'], { PORT: port })

    expect(code).toBe(1)
    expect(stderr.trim()).toBe(`«${port}» ist kein Port. Eine Zahl von 0 bis 65535 angeben, zum Beispiel PORT=5174 npm start`)
  }, 60_000)
})
