// `npm start` (--dev) and `npm run preview` (--prod): the simulated CMS on the mock backend.
import { startCms } from './app'
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
