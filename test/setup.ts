import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { i18n } from '@/i18n/index'
import { loadNamespaces, setStringsLocale } from '@/i18n/load'
import { AREAS } from '@/src/boot/areas'
import { resetScriptLoads } from '@/src/lib/captcha/load-script'
import { resetReporting } from '@/src/reporting/report'
import { resetIcons } from '@/src/ui/inline-icon/load-icon'
import { resetFrameBatches } from '@/store/frame-batch'
import { resetDb } from './mocks/db/index'
import { server } from './mocks/node'
import { destroyPages } from './render'

// findBy… and waitFor wait for what the user would wait for; the first time in a test file that includes
// Vite transforming a widget or a lazy chunk (the notification host, axios), which on a busy machine
// outlasts the 1 s default. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 })

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // Components rendered outside a page (renderWithProviders) get every German namespace.
  await loadNamespaces(['common', 'editor', ...AREAS])
})
afterEach(async () => {
  cleanup()
  destroyPages()
  resetReporting()
  resetIcons()
  resetScriptLoads()
  resetFrameBatches()
  server.resetHandlers()
  resetDb()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
  setStringsLocale('de')
  if (i18n.language !== 'de') await i18n.changeLanguage('de')
})
// Files share one document and one module graph per worker (isolation is off, vite.config.ts): each file
// leaves the document as a new page would have it.
afterAll(() => {
  server.close()
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name)
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim() ?? ''}=; max-age=0; path=/`
  window.sessionStorage.clear()
  vi.useRealTimers()
})
