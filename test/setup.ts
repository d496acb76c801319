import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { i18n, loadLocale } from '@/i18n/index'
import { resetReporting } from '@/src/reporting/report'
import { resetDb } from './mocks/db/index'
import { server } from './mocks/node'
import { destroyPages } from './render'

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // Components rendered outside mountPage() get the German strings the page would have loaded.
  await loadLocale('de')
})
afterEach(async () => {
  cleanup()
  destroyPages()
  resetReporting()
  server.resetHandlers()
  resetDb()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
  if (i18n.language !== 'de') await i18n.changeLanguage('de')
})
afterAll(() => server.close())
