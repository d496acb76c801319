import { http, HttpResponse, delay } from 'msw'
import { server } from '@/test/mocks/node'
import type { Message } from './envelope'
import { ApiError, callData, LOCALE_HEADER, TENANT_HEADER } from './client'
import redirectCases from '@/test/fixtures/redirect-cases.json'
import { configureAddresses, connectApi } from './connect'

const hooks = {
  locale: () => 'fr-CH',
  tenant: () => 'ch-lubricants',
  notify: vi.fn<(messages: Message[]) => void>(),
  unknownError: vi.fn<() => void>(),
  navigate: vi.fn<(url: string) => void>(),
}

beforeEach(() => {
  connectApi(hooks)
  configureAddresses({})
})

const SESSION = '*/api/session'

describe('api client', () => {
  it('sends the locale and tenant headers on every call', async () => {
    server.use(
      http.get(SESSION, ({ request }) =>
        HttpResponse.json({ data: { locale: request.headers.get(LOCALE_HEADER), tenant: request.headers.get(TENANT_HEADER) } }),
      ),
    )
    await expect(callData('get', 'session')).resolves.toEqual({ locale: 'fr-CH', tenant: 'ch-lubricants' })
  })

  it('uses an address the page data overrides', async () => {
    configureAddresses({ session: '/custom/session', unknownName: '/x', login: 42 })
    server.use(http.get('*/custom/session', () => HttpResponse.json({ data: 'custom' })))
    await expect(callData('get', 'session')).resolves.toBe('custom')
  })

  describe('endpoint overrides from page data (docs/cms-integration.md "Page data")', () => {
    const { bad, good, allowedHost } = redirectCases as { bad: string[]; good: string[]; allowedHost: string }
    // The fixture's allowed host is this page's; its https cases mean "this origin's scheme" (jsdom runs on http).
    const onThisOrigin = (raw: string) => raw.replace(new RegExp(`^https?://${allowedHost}`, 'i'), window.location.origin).replaceAll(allowedHost, window.location.host)

    it.each([...bad, 'https://evil.example/api/auth/login', '//evil.example/api/auth/login', 'javascript:alert(1)', 'data:text/html,x', '\\\\evil.example/x'])(
      'refuses %s: the call keeps its default address',
      async (raw) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        configureAddresses({ session: onThisOrigin(raw) })
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^api\.session: refused "[\s\S]*", not a path on this page's origin; the default address is used$/))
        server.use(http.get(SESSION, () => HttpResponse.json({ data: 'default' })))
        await expect(callData('get', 'session')).resolves.toBe('default')
      },
    )

    it.each([...good.map(onThisOrigin).filter((raw) => !raw.startsWith('view')), '/de-ch/api/session', `${window.location.origin}/de-ch/api/session`])(
      'accepts %s, a path on this origin',
      (raw) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        configureAddresses({ session: raw })
        expect(warn).not.toHaveBeenCalled()
      },
    )
  })

  it('turns messages of a successful response into notifications', async () => {
    const messages = [{ type: 'success', message: 'Gespeichert.' }]
    server.use(http.get(SESSION, () => HttpResponse.json({ data: 1, messages })))
    await callData('get', 'session')
    expect(hooks.notify).toHaveBeenCalledWith(messages)
    expect(hooks.unknownError).not.toHaveBeenCalled()
  })

  it('shows the messages of a failure and rejects with them', async () => {
    const messages = [{ type: 'error', message: 'Der Artikel ist nicht lieferbar.' }]
    server.use(http.get(SESSION, () => HttpResponse.json({ messages }, { status: 422 })))
    const error = await callData('get', 'session').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, messages, message: 'Der Artikel ist nicht lieferbar.' })
    expect(hooks.notify).toHaveBeenCalledWith(messages)
    expect(hooks.unknownError).not.toHaveBeenCalled()
  })

  it.each([
    ['a 500 without messages', () => new HttpResponse(null, { status: 500 })],
    ['a 500 with an HTML body', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['a network error', () => HttpResponse.error()],
  ])('shows the unknown-error notification for %s', async (_, respond) => {
    server.use(http.get(SESSION, respond))
    await expect(callData('get', 'session')).rejects.toBeInstanceOf(ApiError)
    expect(hooks.unknownError).toHaveBeenCalledTimes(1)
    expect(hooks.notify).not.toHaveBeenCalled()
  })

  it('follows a same-origin redirectUrl', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ data: null, redirectUrl: '/konto/dashboard?x=1' })))
    await callData('post', 'login', { body: {} })
    expect(hooks.navigate).toHaveBeenCalledWith(`${window.location.origin}/konto/dashboard?x=1`)
  })

  it('follows the redirectUrl of a quiet call that failed, whose caller shows the messages', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ data: null, redirectUrl: '/konto', messages: [] }, { status: 403 })))
    await expect(callData('post', 'login', { body: {}, quiet: true })).rejects.toBeInstanceOf(ApiError)
    expect(hooks.navigate).toHaveBeenCalledWith(`${window.location.origin}/konto`)
    expect(hooks.unknownError).not.toHaveBeenCalled()
  })

  it.each(['https://evil.example/phish', '//evil.example', 'javascript:alert(1)', '/\\evil.example', '\\\\evil.example'])(
    'does not follow the foreign redirectUrl %j',
    async (redirectUrl) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      server.use(http.post('*/api/auth/login', () => HttpResponse.json({ data: null, redirectUrl })))
      await callData('post', 'login', { body: {} })
      expect(hooks.navigate).not.toHaveBeenCalled()
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Refused to follow'))
    },
  )

  it('cancels a request whose signal aborts, without telling the user', async () => {
    server.use(
      http.get(SESSION, async () => {
        await delay(200)
        return HttpResponse.json({ data: 'late' })
      }),
    )
    const controller = new AbortController()
    const pending = callData('get', 'session', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' })
    expect(hooks.unknownError).not.toHaveBeenCalled()
    expect(hooks.notify).not.toHaveBeenCalled()
  })

  it('fills path parameters encoded and sends array parameters with brackets', async () => {
    server.use(
      http.get('*/api/shopping-list/:id', ({ request, params }) =>
        HttpResponse.json({ data: { id: params.id, folders: new URL(request.url).searchParams.getAll('folderIds[]') } }),
      ),
    )
    await expect(callData('get', 'shoppingList', { path: { shoppingListId: 'a b/c' }, params: { folderIds: [1, 2] } })).resolves.toEqual({
      id: 'a b/c',
      folders: ['1', '2'],
    })
  })
})
