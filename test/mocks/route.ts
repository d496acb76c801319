import { defaultAddresses, type AddressName } from '@/api/addresses'

/**
 * The MSW path of a named call: its default address (api/addresses.ts, so a path is written once)
 * behind a `*` so it matches on any origin, `http://localhost` in jsdom as well as the simulated CMS's
 * host and port; `{param}` becomes MSW's `:param`.
 */
export const route = (name: AddressName): string =>
  `*${defaultAddresses[name].replace(/\{(\w+)\}/g, ':$1')}`
