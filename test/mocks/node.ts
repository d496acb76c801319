import { setupServer } from 'msw/node'
import { embedProviderHandlers } from './embed-providers'
import { handlers } from './handlers/index'
import { publicFileHandlers } from './public-files'

/**
 * The mock backend for Vitest: the same handlers the simulated CMS serves over HTTP, public/ under /vue/, and the
 * embed providers' hosts (the browser tests answer for them in the test).
 */
export const server = setupServer(...handlers, ...publicFileHandlers, ...embedProviderHandlers)
