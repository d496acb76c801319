import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetDb } from './mocks/db/index'
import { server } from './mocks/node'

// The node project (vite.config.ts): modules without a DOM, and the mock backend's handlers answering
// through msw/node as they do in the component tests, without jsdom, Testing Library or the strings.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetDb()
})
afterAll(() => server.close())
