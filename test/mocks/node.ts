import { setupServer } from 'msw/node'
import { handlers } from './handlers/index'

/** The mock backend for Vitest: the same handlers the simulated CMS serves over HTTP. */
export const server = setupServer(...handlers)
