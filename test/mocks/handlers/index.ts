import type { HttpHandler } from 'msw'

/** Every handler of the mock backend, concatenated per resource. */
export const handlers: HttpHandler[] = []
