import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { SHOP_URLS } from '@/test/cms/page-data'
import { marker } from '@/test/cms/html'
import { callApi } from '@/test/mocks/call-api'
import { sessionFor, USER_COOKIE, userDataFor } from '@/test/mocks/db/index'
import { gate, injectFault } from '@/test/mocks/faults'
import { notificationsOf } from '@/test/mocks/handlers/notification-centre'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { mountPage, pageDataScript, renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { widgetJsonSchema } from '@/src/widget/json-schema'
import declaration from './notification-centre.widget'

const customer = 'kunde@example.ch'
// Five at a time unless a test says otherwise: role queries over jsdom get slow with every element more.
const renderCentre = (props: WidgetInputs['shopuser/notification-centre'] = { pageSize: 5 }, options: RenderWidgetOptions = { user: customer }) =>
  renderWidget('shopuser/notification-centre', props, options)

/** The header and the centre on one page, as the CMS places them: one store, two islands. */
async function renderWithHeader(username = customer) {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(username)}; path=/`
  const pageData = { session: { ...sessionFor(username), urls: { ...SHOP_URLS } }, user: userDataFor(username) }
  return mountPage(pageDataScript(pageData) + marker('tools/header', {}, { hydrate: 'load' }) + marker('shopuser/notification-centre', { pageSize: 5 }, { hydrate: 'load' }))
}

const NEWEST = 'Lieferung heute zwischen 10 und 12 Uhr'
const SHEET = 'Neues Sicherheitsdatenblatt: Getriebeöl 75W-90 Truck'
/** An entry's title heading; unread ones are named «Ungelesen: …». */
const entryHeading = (title: string, unread: boolean) => screen.findByRole('heading', { level: 3, name: unread ? `Ungelesen: ${title}` : title })
const entryOf = async (title: string, unread: boolean) => (await entryHeading(title, unread)).closest('li') as HTMLElement
const markButton = (title: string) => screen.getByRole('button', { name: `Als gelesen markieren: ${title}` })
const markAllButton = () => screen.getByRole('button', { name: 'Alle als gelesen markieren' })
const summary = (text: string) => screen.findByText(text, { selector: 'p' })
const notifications = () => screen.findByRole('region', { name: 'Benachrichtigungen' })
const serverUnread = async () => ((await callApi('GET', '/api/notifications', { as: customer })).json as { data: { unread: number } }).data.unread

describe('notification-centre', () => {
  it('asks a visitor to sign in, and fetches nothing', async () => {
    await renderCentre({}, {})
    expect(screen.getByText('Bitte melden Sie sich an, um Ihre Benachrichtigungen zu sehen.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ihre Benachrichtigungen' })).not.toBeInTheDocument()
  })

  it('is described to editors with the heading it shows', async () => {
    await renderCentre({ headingLevel: 3 })
    const heading = await screen.findByRole('heading', { level: 3 })
    const headingLevel = widgetJsonSchema('shopuser/notification-centre', declaration).properties?.headingLevel
    expect(headingLevel?.description).toContain(`Gliederungsstufe der Überschrift «${heading.textContent}»`)
  })

  it('shows a skeleton while loading, then the newest ten with their moment as DD.MM.YYYY - HH:mm in Swiss time', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/notifications', until: answer.opened })
    await renderCentre({})
    expect(screen.getByText('Die Benachrichtigungen werden geladen …')).toHaveAttribute('role', 'status')
    const root = screen.getByRole('heading', { level: 2, name: 'Ihre Benachrichtigungen' }).parentElement!.parentElement!
    // Busy from the request's start, which an effect after the first render makes: on a loaded machine a moment later.
    await waitFor(() => expect(root).toHaveAttribute('aria-busy', 'true'))
    answer.open()

    const newest = await entryOf(NEWEST, true)
    // Sent 06:42 UTC on 24.11.2026 (winter time, UTC+1), and 08:30 UTC on 20.10.2026 (summer time, UTC+2) below.
    const time = within(newest).getByText('24.11.2026 - 07:42')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-11-24T06:42:00Z')
    expect(within(newest).getByText(/Lieferung$/)).toBeInTheDocument()
    expect(within(newest).getByText(/wird heute zwischen 10:00 und 12:00 Uhr an Industriestrasse 24, 8404 Winterthur geliefert/)).toBeInTheDocument()
    expect(within(newest).getByRole('link', { name: 'Zur Bestellhistorie' })).toHaveAttribute('href', '/konto/bestellhistorie')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
    expect(screen.getByText('Angezeigt: 10 von 30')).toBeInTheDocument()
    expect(root).toHaveAttribute('aria-busy', 'false')
  })

  it('marks unread ones in words and with a button each, read ones without', async () => {
    await renderCentre()
    const unread = await entryOf(SHEET, true)
    expect(within(unread).getByText('Ungelesen')).toBeVisible()
    expect(within(unread).getByRole('button', { name: `Als gelesen markieren: ${SHEET}` })).toBeInTheDocument()
    const read = await entryOf('Preisanpassung per 1. Januar 2027', false)
    expect(within(read).queryByText('Ungelesen')).not.toBeInTheDocument()
    expect(within(read).queryByRole('button')).not.toBeInTheDocument()
    expect(await summary('Ungelesen: 2')).toBeInTheDocument()
  })

  it('marks one read: the entry and the session’s count change at once, the server keeps it, and focus moves to the next unread one', async () => {
    // The answer takes a while: what the user sees must not wait for it.
    const answer = gate()
    injectFault({ method: 'POST', path: '/api/notifications/read/n-kunde-30', until: answer.opened })
    const { user, store } = await renderCentre()
    await entryOf(NEWEST, true)

    await user.click(markButton(NEWEST))

    expect(await entryHeading(NEWEST, false)).toBeInTheDocument()
    expect(store.getState().session.unreadNotifications).toBe(1)
    expect(screen.getByText('Ungelesen: 1', { selector: 'p' })).toBeInTheDocument()
    expect(markButton(SHEET)).toHaveFocus()
    expect(screen.getByText(`«${NEWEST}» ist als gelesen markiert.`)).toBeInTheDocument()
    answer.open()
    await waitFor(async () => expect(await serverUnread()).toBe(1))
    expect(store.getState().session.unreadNotifications).toBe(1)
  })

  it('moves focus to the heading when the last unread one is marked', async () => {
    const { user } = await renderCentre()
    await entryOf(SHEET, true)
    await user.click(markButton(SHEET))
    await user.click(markButton(NEWEST))
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Benachrichtigungen' })).toHaveFocus()
    expect(await summary('Alle Benachrichtigungen sind gelesen.')).toBeInTheDocument()
  })

  it('changes the header’s unread count at once when one is marked, and again when all are', async () => {
    const answer = gate()
    injectFault({ method: 'POST', path: '/api/notifications/read/n-kunde-30', until: answer.opened })
    const { user } = await renderWithHeader()
    const profile = await screen.findByRole('button', { name: 'Mein Konto, 2 ungelesen' })
    expect(within(profile).getByText('2')).toBeInTheDocument()
    await entryOf(NEWEST, true)

    await user.click(markButton(NEWEST))
    // Before the answer has come.
    expect(screen.getByRole('button', { name: 'Mein Konto, 1 ungelesen' })).toBeInTheDocument()

    await user.click(markAllButton())
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toBeInTheDocument()
    answer.open()
    await waitFor(async () => expect(await serverUnread()).toBe(0))
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toBeInTheDocument()
  })

  it('marks all read with the list’s timestamp: a notification that arrived since stays unread', async () => {
    const { user, store } = await renderCentre()
    await entryOf(NEWEST, true)
    // Arrives on the server after the list was fetched (spec 1 §7: mark all posts the list's timestamp).
    const fetchedAt = store.getState().notificationCentre?.timestamp ?? ''
    notificationsOf(getShop().db, customer).push({
      id: 'n-kunde-31',
      timestamp: new Date(Date.parse(fetchedAt) + 60_000).toISOString(),
      type: 'order',
      title: 'Bestellung 4500012432 bestätigt',
      text: 'Vielen Dank für die Bestellung vom 24.11.2026 mit 2 Positionen.',
      read: false,
    })

    const answer = gate()
    injectFault({ method: 'POST', path: '/api/notifications/read', until: answer.opened })
    await user.click(markAllButton())
    // At once, before the answer: what the user saw is read.
    expect(screen.getByText('Alle Benachrichtigungen sind gelesen.', { selector: 'p' })).toBeInTheDocument()
    expect(store.getState().session.unreadNotifications).toBe(0)

    // The answer brings the newer one, unread, and the count the server has.
    answer.open()
    expect(await entryHeading('Bestellung 4500012432 bestätigt', true)).toBeInTheDocument()
    expect(screen.getByText('Ungelesen: 1', { selector: 'p' })).toBeInTheDocument()
    expect(store.getState().session.unreadNotifications).toBe(1)
    // The confirmation comes through the page's notification host, whose code loads on first use.
    expect(await screen.findByText('Alle Benachrichtigungen sind als gelesen markiert.')).toBeInTheDocument()
    expect(within(await entryOf(NEWEST, false)).queryByRole('button')).not.toBeInTheDocument()
    expect(markAllButton()).toHaveFocus()
  })

  it('keeps both read when two marks cross: the slower first answer neither undoes the second nor the count', async () => {
    // The first mark reaches the server last: the second's answer still lists the first as unread.
    const answer = gate()
    injectFault({ method: 'POST', path: '/api/notifications/read/n-kunde-30', until: answer.opened })
    const { user, store } = await renderCentre()
    await entryOf(NEWEST, true)

    await user.click(markButton(NEWEST))
    await user.click(markButton(SHEET))
    answer.open()
    await waitFor(async () => expect(await serverUnread()).toBe(0))
    await waitFor(() => expect(store.getState().notificationCentre?.marks).toEqual({}))

    expect(await entryHeading(NEWEST, false)).toBeInTheDocument()
    expect(await entryHeading(SHEET, false)).toBeInTheDocument()
    expect(screen.getByText('Alle Benachrichtigungen sind gelesen.', { selector: 'p' })).toBeInTheDocument()
    expect(store.getState().session.unreadNotifications).toBe(0)
  })

  it('takes a failed mark back and shows the server’s message; the count returns too', async () => {
    injectFault({ method: 'POST', path: '/api/notifications/read/n-kunde-30', status: 503, messages: [{ type: 'error', message: 'Der Dienst ist kurz nicht erreichbar.' }], delayMs: 400 })
    const { user, store } = await renderCentre()
    await entryOf(NEWEST, true)

    await user.click(markButton(NEWEST))
    expect(store.getState().session.unreadNotifications).toBe(1)

    expect(within(await notifications()).getByText('Der Dienst ist kurz nicht erreichbar.')).toBeInTheDocument()
    expect(await entryHeading(NEWEST, true)).toBeInTheDocument()
    expect(markButton(NEWEST)).toBeInTheDocument()
    expect(screen.getByText('Ungelesen: 2', { selector: 'p' })).toBeInTheDocument()
    expect(store.getState().session.unreadNotifications).toBe(2)
    expect(await serverUnread()).toBe(2)
  })

  it('takes a failed "mark all" back and shows the unknown-error text when the server sends no message', async () => {
    injectFault({ method: 'POST', path: '/api/notifications/read', status: 500 })
    const { user, store } = await renderCentre()
    await entryOf(NEWEST, true)

    await user.click(markAllButton())

    expect(within(await notifications()).getByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    expect(await entryHeading(SHEET, true)).toBeInTheDocument()
    expect(await entryHeading(NEWEST, true)).toBeInTheDocument()
    expect(store.getState().session.unreadNotifications).toBe(2)
    expect(screen.queryByText('Alle Benachrichtigungen sind als gelesen markiert.')).not.toBeInTheDocument()
  })

  it('sets the session’s count from the server’s answer when the page’s count was behind', async () => {
    const { store } = await renderCentre({}, { user: customer, pageData: { session: { unreadNotifications: 7 } } })
    await entryOf(NEWEST, true)
    await waitFor(() => expect(store.getState().session.unreadNotifications).toBe(2))
  })

  it('says the notifications could not be loaded, and loads them again on request', async () => {
    injectFault({ method: 'GET', path: '/api/notifications', status: 500 })
    const { user } = await renderCentre()
    expect(await screen.findByText('Die Benachrichtigungen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(within(await notifications()).getByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await entryHeading(NEWEST, true)).toBeInTheDocument()
  })

  it('fails with the API-failure text when the answer lacks the timestamp', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get('*/api/notifications', () => HttpResponse.json({ data: { entries: [] } })))
    await renderCentre()
    expect(await screen.findByText('Die Benachrichtigungen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('API failure during notificationCentre/fetchNotifications request.'))
  })

  it('says so when there are no notifications', async () => {
    await renderCentre({}, { user: 'konsument@example.ch' })
    expect(await screen.findByText('Sie haben keine Benachrichtigungen.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Alle als gelesen markieren' })).not.toBeInTheDocument()
  })

  it('shows more on request, and moves focus to the first one that came into view', async () => {
    const { user } = await renderCentre({ pageSize: 12 })
    await entryOf(NEWEST, true)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12)

    await user.click(screen.getByRole('button', { name: 'Weitere anzeigen' }))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24)
    expect(screen.getByText('Angezeigt: 24 von 30')).toBeInTheDocument()
    // The 13th newest, the first of the second step: the partial delivery of 10.11.2026.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Bestellung 4500012381 teilweise geliefert' })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Weitere anzeigen' }))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(30)
    expect(screen.queryByRole('button', { name: 'Weitere anzeigen' })).not.toBeInTheDocument()
    // The oldest, in Swiss summer time: 08:05 UTC on 30.09.2026 is 10:05.
    expect(within((await entryHeading('Bestellung 4500012330 bestätigt', false)).closest('li')!).getByText('30.09.2026 - 10:05')).toBeInTheDocument()
  })

  it('works by keyboard alone: mark all, then the focus stays on the button', async () => {
    const { user, store } = await renderCentre()
    await entryOf(NEWEST, true)
    await user.tab()
    expect(markAllButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(store.getState().session.unreadNotifications).toBe(0))
    expect(markAllButton()).toHaveFocus()
    expect(markAllButton()).toHaveAttribute('aria-disabled', 'true')
    await user.tab()
    expect(screen.getAllByRole('link', { name: 'Zur Bestellhistorie' })[0]).toHaveFocus()
  })

  it('marks one by keyboard and carries on with the next', async () => {
    const { user } = await renderCentre()
    await entryOf(NEWEST, true)
    await user.tab() // mark all
    await user.tab() // the newest's link
    await user.tab()
    expect(markButton(NEWEST)).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(markButton(SHEET)).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Benachrichtigungen' })).toHaveFocus()
    await waitFor(async () => expect(await serverUnread()).toBe(0))
  })

  it('caps long titles and texts, drops a malformed entry and a link to another site, with warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const long = 'Schmierstoff'.repeat(20)
    server.use(
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          data: {
            timestamp: '2026-11-24T08:00:00Z',
            entries: [
              { id: 'n-1', timestamp: '2026-11-24T07:00:00Z', title: long, text: 'x'.repeat(3000), read: false, type: 'unbekannt', link: { url: 'https://evil.example/phish', text: 'Hier klicken' } },
              { id: 'n-2', timestamp: 'gestern', title: 'Ohne gültigen Zeitpunkt', read: false },
              { id: 'n-3', timestamp: '2026-11-20T07:00:00Z', title: 'Bestellung versandt', read: true, link: { url: '/konto/bestellhistorie' } },
            ],
          },
        }),
      ),
    )
    await renderCentre()
    const first = await screen.findByRole('heading', { level: 3, name: /^Ungelesen: Schmierstoff/ })
    expect(first.textContent).toHaveLength('Ungelesen: '.length + 150)
    expect(first.textContent.endsWith('…')).toBe(true)
    const entry = first.closest('li')!
    expect(within(entry).getByText(/^x+…$/).textContent).toHaveLength(1000)
    expect(within(entry).getByText(/Information$/)).toBeInTheDocument()
    expect(within(entry).queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByText('Ohne gültigen Zeitpunkt')).not.toBeInTheDocument()
    expect(within(await entryOf('Bestellung versandt', false)).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '/konto/bestellhistorie')
    expect(screen.getByText('Ungelesen: 1', { selector: 'p' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data.entries.1.timestamp'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/phish'))
  })
})
