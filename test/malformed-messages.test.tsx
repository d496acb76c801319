import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { callData } from '@/api/client'
import { STORED_NOTIFICATIONS_KEY } from '@/src/singletons/notification-host/stored-notifications'
import { notificationsShown } from '@/store/notifications'
import { server } from '@/test/mocks/node'
import { mountPage, pageDataScript, testRegistry } from '@/test/render'
import heading from '@/widgets/tools/heading/heading.widget'

// docs/cms-integration.md "Messages and notifications": a malformed message from any source must be dropped alone,
// never take the page's islands down with it (the notification host renders beside them, in the same React root).
const island = '<div data-component="tools" data-widget="heading" data-hydrate="load" data-props=\'{"text":"Insel bleibt"}\'></div>'
const good = { type: 'info', message: 'Gute Meldung' }
const deep = (levels: number) => {
  let value: unknown = 'Boden'
  for (let level = 0; level < levels; level++) value = { title: value }
  return value
}

const MALFORMED: [string, unknown][] = [
  ['redirect.title as object', { type: 'success', message: 'Schlecht A', redirect: { link: '/a', title: { de: 'x' } } }],
  ['meta.product.title as object', { type: 'success', message: 'Schlecht B', meta: { product: { title: { name: 'Öl' } } } }],
  ['message as object', { type: 'error', message: { text: 'Schlecht C' } }],
  ['delay as text', { type: 'info', message: 'Schlecht D', delay: 'bald' }],
  ['expire as number', { type: 'info', message: 'Schlecht E', expire: 1 }],
  ['a 2 000-level meta', { type: 'info', message: 'Schlecht F', meta: { product: deep(2000) } }],
  ['a 2 000-level source field', { type: 'info', message: 'Schlecht G', source: { field: deep(2000) } }],
]

async function expectIslandAndGoodMessageOnly(warn: ReturnType<typeof vi.spyOn>) {
  expect(await screen.findByText('Gute Meldung')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Insel bleibt' })).toBeInTheDocument()
  expect(screen.queryByText(/^Schlecht/)).not.toBeInTheDocument()
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Notification dropped/))
}

describe('malformed notification messages', () => {
  it.each(MALFORMED)('from #page-data (%s): dropped, the rest shows', async (_, bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(pageDataScript({ notifications: [bad, good] }) + island, testRegistry({ heading }))
    await expectIslandAndGoodMessageOnly(warn)
  })

  it.each(MALFORMED)('from stored notifications (%s): dropped, the rest shows', async (_, bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.localStorage.setItem(STORED_NOTIFICATIONS_KEY, JSON.stringify([bad, good]))
    await mountPage(pageDataScript({}) + island, testRegistry({ heading }))
    await expectIslandAndGoodMessageOnly(warn)
  })

  it.each(MALFORMED)('from an API response (%s): dropped, the rest shows', async (_, bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await mountPage(pageDataScript({}) + island, testRegistry({ heading }))
    server.use(http.get('*/api/session', () => HttpResponse.json({ data: {}, messages: [bad, good] })))
    await callData('get', 'session')
    await expectIslandAndGoodMessageOnly(warn)
  })

  it('a notification that cannot render (past the edge, a bug of ours) is dropped alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { store } = await mountPage(pageDataScript({ notifications: [good] }) + island, testRegistry({ heading }))
    expect(await screen.findByText('Gute Meldung')).toBeInTheDocument()
    store.dispatch(notificationsShown([{ type: 'info', message: { text: 'kaputt' } as unknown as string }]))
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^The notification .* failed and was left out/)))
    await waitFor(() => expect(store.getState().notifications.entries).toHaveLength(1))
    expect(screen.getByText('Gute Meldung')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Insel bleibt' })).toBeInTheDocument()
    // The host still works for what comes next.
    store.dispatch(notificationsShown([{ type: 'success', message: 'Danach' }]))
    expect(await screen.findByText('Danach')).toBeInTheDocument()
  })
})
