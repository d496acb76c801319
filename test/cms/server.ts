// `npm start` (--dev) and `npm run preview` (--prod): the simulated CMS on the mock backend.
import { portFrom, portInUse } from './port'

/** Prints a problem the developer can fix as one line, and stops. */
function stop(problem: string): never {
  console.error(problem)
  process.exit(1)
}

const args = process.argv.slice(2)
const mode = args.includes('--prod') ? 'prod' : 'dev'
const choice = portFrom(args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? process.env.PORT, mode)
if ('problem' in choice) stop(choice.problem)
const { port } = choice

// The CMS (in development Vite too) loads only once the port is valid: a wrong one is told in a moment, not after seconds.
const { startCms } = await import('./app')
const cms = await startCms({ mode, port }).catch((error: unknown) => {
  const problem = portInUse(error, port, mode)
  if (problem === undefined) throw error
  return stop(problem)
})
console.log(`Simuliertes CMS (${mode === 'dev' ? 'Entwicklung, Vite' : 'Produktions-Build aus dist/'}) läuft auf ${cms.url}/`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cms.close().then(() => process.exit(0))
  })
}
