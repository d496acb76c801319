import { http, HttpResponse } from 'msw'

/**
 * The embed providers as the component tests meet them (no internet here): each answers the facade's reachability
 * request (src/ui/embed-facade/reach.ts) as the real host would. A test makes one unreachable with
 * `server.use(unreachable(host))`.
 */
export const EMBED_PROVIDER_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.yumpu.com', 'https://rechner.schmierstoffe.example', 'https://www.bafu.admin.ch'] as const

export const embedProviderHandlers = EMBED_PROVIDER_HOSTS.map((host) => http.head(`${host}/*`, () => new HttpResponse(null, { status: 200 })))

/** The host's requests fail as an unreachable or blocked host's do. */
export const unreachable = (host: (typeof EMBED_PROVIDER_HOSTS)[number]) => http.head(`${host}/*`, () => HttpResponse.error())
