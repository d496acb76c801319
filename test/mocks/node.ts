import { setupServer } from 'msw/node'
import { handlers } from './handlers/index'
import { publicFileHandlers } from './public-files'

/** The mock backend for Vitest: the same handlers the simulated CMS serves over HTTP, and public/ under /vue/. */
export const server = setupServer(...handlers, ...publicFileHandlers)
