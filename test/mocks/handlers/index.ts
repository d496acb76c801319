import type { HttpHandler } from 'msw'
import { faultHandler } from '../faults'
import { authHandlers } from './auth'
import { contactHandlers } from './contacts'
import { searchHandlers } from './search'
import { userHandlers } from './user'

/**
 * Every handler of the mock backend, concatenated per resource. The fault handler comes first so an
 * injected fault (faults.ts, scenarios.ts) answers before, or delays, the real handler.
 */
export const handlers: HttpHandler[] = [faultHandler, ...authHandlers, ...contactHandlers, ...searchHandlers, ...userHandlers]
