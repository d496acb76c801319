// `npm start` (--dev) and `npm run preview` (--prod): the simulated CMS on the mock backend.
import { startCms } from './app'

const args = process.argv.slice(2)
const mode = args.includes('--prod') ? 'prod' : 'dev'
const portArg = args.find((arg) => arg.startsWith('--port='))
const port = portArg ? Number(portArg.slice('--port='.length)) : process.env.PORT ? Number(process.env.PORT) : undefined

const cms = await startCms({ mode, ...(port !== undefined ? { port } : {}) })
console.log(`Simuliertes CMS (${mode === 'dev' ? 'Entwicklung, Vite' : 'Produktions-Build aus dist/'}) läuft auf ${cms.url}/`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cms.close().then(() => process.exit(0))
  })
}
