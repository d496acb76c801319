import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { i18n } from '@/i18n/index'
import { resetReporting } from '@/src/reporting/report'
import { resetDb } from './mocks/db/index'
import { server } from './mocks/node'
import { destroyPages } from './render'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
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
