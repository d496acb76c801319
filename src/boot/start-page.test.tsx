import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { callData } from '@/api/client'
import { LOCALE_HEADER, TENANT_HEADER } from '@/api/client'
import { server } from '@/test/mocks/node'
import { mountPage, testRegistry } from '@/test/render'
import { STORED_NOTIFICATIONS_KEY } from '@/src/singletons/notification-host/stored-notifications'

const pageData = (data: unknown) => `<script type="application/json" id="page-data">${JSON.stringify(data)}</script>`

describe('page start-up', () => {
  afterEach(() => vi.useRealTimers())

  it('applies theme and locale to the document and seeds the store', async () => {
    const { store } = await mountPage(pageData({ session: { theme: '03', language: 'de-CH', tenant: 'ch-b2b' } }), testRegistry({}))
    expect(document.documentElement).toHaveAttribute('data-theme', '03')
    expect(document.documentElement).toHaveAttribute('lang', 'de-CH')
    expect(store.getState().session).toMatchObject({ theme: '03', language: 'de-CH', tenant: 'ch-b2b' })
  })

  it('connects the API with the session’s locale and tenant', async () => {
    await mountPage(pageData({ session: { language: 'de-CH', tenant: 'ch-b2b' } }), testRegistry({}))
    server.use(http.get('*/api/session', ({ request }) => HttpResponse.json({ data: [request.headers.get(LOCALE_HEADER), request.headers.get(TENANT_HEADER)] })))
    await expect(callData('get', 'session')).resolves.toEqual(['de-CH', 'ch-b2b'])
  })

  it('shows the unknown-error text for a failed call without messages', async () => {
    await mountPage(pageData({}), testRegistry({}))
    server.use(http.get('*/api/session', () => new HttpResponse(null, { status: 500 })))
    await callData('get', 'session').catch(() => undefined)
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
  })

  it('shows page-data notifications and lets them expire after 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await mountPage(pageData({ notifications: [{ type: 'success', message: 'Ihre Bestellung wurde übermittelt.' }] }), testRegistry({}))
    expect(await screen.findByText('Ihre Bestellung wurde übermittelt.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(5900))
    expect(screen.getByText('Ihre Bestellung wurde übermittelt.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Ihre Bestellung wurde übermittelt.')).not.toBeInTheDocument()
  })

  it('shows stored notifications once and removes them', async () => {
    window.localStorage.setItem(STORED_NOTIFICATIONS_KEY, JSON.stringify([{ type: 'success', message: 'Kundenmodus verlassen.' }]))
    await mountPage(pageData({}), testRegistry({}))
    expect(await screen.findByText('Kundenmodus verlassen.')).toBeInTheDocument()
    expect(window.localStorage.getItem(STORED_NOTIFICATIONS_KEY)).toBeNull()
  })

  it('says so when stored notifications cannot be read', async () => {
    window.localStorage.setItem(STORED_NOTIFICATIONS_KEY, 'nicht json')
    await mountPage(pageData({}), testRegistry({}))
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred why retrieving messages from the localStorage.')
  })

  it('boots on defaults and warns when #page-data is broken', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store } = await mountPage('<script type="application/json" id="page-data">{oops</script>', testRegistry({}))
    expect(store.getState().session.language).toBe('de')
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^#page-data is not valid JSON/))
  })

  it('offers boot and unmount to the CMS on window.widgets', async () => {
    await mountPage(pageData({}), testRegistry({}))
    expect(typeof window.widgets?.boot).toBe('function')
    expect(typeof window.widgets?.unmount).toBe('function')
  })
})
