import { createServer } from 'node:net'
import type { CmsMode } from './app'

/** The ports `npm start` and `npm run preview` use unless PORT or --port names another. */
export const DEFAULT_PORTS: Record<CmsMode, number> = { dev: 5173, prod: 4173 }

/** The command that starts the CMS in a mode, as the README names it. */
const COMMANDS: Record<CmsMode, string> = { dev: 'npm start', prod: 'npm run preview' }

/** The port a `PORT=` or `--port=` value names (the mode's default without one), or the line to print when it names none. */
export function portFrom(text: string | undefined, mode: CmsMode): { port: number } | { problem: string } {
  if (text === undefined || text === '') return { port: DEFAULT_PORTS[mode] }
  const port = Number(text)
  if (/^\d{1,5}$/.test(text) && port <= 65_535) return { port }
  return { problem: `«${text}» ist kein Port. Eine Zahl von 0 bis 65535 angeben, zum Beispiel PORT=${DEFAULT_PORTS[mode] + 1} ${COMMANDS[mode]}` }
}

/**
 * One line for a start that failed because the port is taken, most often by a CMS still running in another
 * terminal, or undefined for any other error (printed in full): a stack trace ending in EADDRINUSE says
 * neither which port nor what to do.
 */
export function portInUse(error: unknown, port: number, mode: CmsMode): string | undefined {
  if (!(error instanceof Error) || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') return undefined
  return `Port ${port} ist schon belegt (läuft das CMS schon in einem anderen Terminal?). Einen anderen Port wählen: PORT=${port + 1} ${COMMANDS[mode]}`
}

/**
 * Resolves when the port can be listened on, and rejects with the error of listening (EADDRINUSE) when not.
 * The development server checks before it starts Vite, whose watcher and dependency scan would outlive
 * the failure and print over the one-line message.
 */
export function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
