import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { connectApi } from '@/api/connect'
import { renderWithProviders } from '@/test/render'
import { notificationsShown } from '@/store/notifications'
import { showNotification } from './notification-actions'
import { MAX_STACKED, NotificationHost } from './notification-host'

const renderHost = (extra?: React.ReactNode) =>
  renderWithProviders(
    <>
      {extra}
      <NotificationHost />
    </>,
  )

/** Records where the API hooks navigate to (the redirect of a notification goes through them). */
const navigations = () => {
  const navigate = vi.fn()
  connectApi({ locale: () => 'de', tenant: () => '', notify: () => undefined, unknownError: () => undefined, navigate })
  return navigate
}

describe('notification host', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes an expiring notification after its delay and the 0.5 s fade', () => {
    vi.useFakeTimers()
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'success', message: 'Gespeichert.' }])))
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.')
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByText('Gespeichert.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    act(() => vi.advanceTimersByTime(499))
    expect(screen.getByText('Gespeichert.')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Gespeichert.')).not.toBeInTheDocument()
  })

  it('keeps an error until the user closes it, announced as an alert', () => {
    vi.useFakeTimers()
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'error', message: 'Es ist ein unbekannter Fehler aufgetreten.' }])))
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler: Es ist ein unbekannter Fehler aufgetreten.')
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('stops the clock while the pointer is on a notification', () => {
    vi.useFakeTimers()
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'info', message: 'Lesen Sie mich.' }])))
    fireEvent.mouseEnter(screen.getByText('Lesen Sie mich.'))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByText('Lesen Sie mich.')).toBeInTheDocument()
    fireEvent.mouseLeave(screen.getByText('Lesen Sie mich.'))
    act(() => vi.advanceTimersByTime(3000))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Lesen Sie mich.')).not.toBeInTheDocument()
  })

  it('shows a field message at the field when the form marks its slot, and globally otherwise', () => {
    const { store } = renderHost(<div data-testid="slot" data-field-messages="email" />)
    act(
      () =>
        void store.dispatch(
          notificationsShown([
            { type: 'error', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', source: { field: 'email' } },
            { type: 'error', message: 'Bitte geben Sie Ihren Namen ein.', source: { field: 'name' } },
          ]),
        ),
    )
    expect(screen.getByTestId('slot')).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toHaveTextContent('Bitte geben Sie Ihren Namen ein.')
  })

  it('shows a selector message at the element it names, and an invalid selector globally', () => {
    const { store } = renderHost(<div data-testid="cart" id="mini-cart" />)
    act(
      () =>
        void store.dispatch(
          notificationsShown([
            { type: 'warning', message: 'Nur noch 2 Stück an Lager.', source: { selector: '#mini-cart' } },
            { type: 'warning', message: 'Ungültiger Ort.', source: { selector: '##' } },
          ]),
        ),
    )
    expect(screen.getByTestId('cart')).toHaveTextContent('Nur noch 2 Stück an Lager.')
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toHaveTextContent('Ungültiger Ort.')
  })

  it('shows progress on confirm and closes when the action resolves', async () => {
    let finish!: () => void
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { store, user } = renderHost()
    act(() => void showNotification(store.dispatch, { type: 'info', message: 'Artikel entfernen?', confirmLabel: 'Entfernen', declineLabel: 'Behalten', onConfirm }))
    await user.click(screen.getByRole('button', { name: 'Entfernen' }))
    expect(screen.getByRole('button', { name: 'Wird ausgeführt …' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Behalten' })).toBeDisabled()
    await act(() => {
      finish()
      return Promise.resolve()
    })
    await waitFor(() => expect(screen.queryByText('Artikel entfernen?')).not.toBeInTheDocument())
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('keeps the question open when the action fails, so it can be tried again', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('500')))
    const { store, user } = renderHost()
    act(() => void showNotification(store.dispatch, { type: 'info', message: 'Bestellung senden?', confirmLabel: 'Senden', onConfirm }))
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    expect(await screen.findByRole('button', { name: 'Senden' })).toBeEnabled()
    expect(screen.getByText('Bestellung senden?')).toBeInTheDocument()
  })

  it('opens a modal notification as a dialog', async () => {
    const { store, user } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'warning', message: 'Der Preis hat sich geändert.', meta: { confirmationType: 'price', id: '42' }, expire: false }])))
    const dialog = await screen.findByRole('dialog', { name: 'Warnung' })
    expect(dialog).toHaveTextContent('Der Preis hat sich geändert.')
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('navigates to a redirect notification’s same-origin link when it expires', () => {
    vi.useFakeTimers()
    const navigate = navigations()
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'success', message: 'Angemeldet.', redirect: { link: '/konto', title: 'Zum Konto' } }])))
    expect(screen.getByRole('link', { name: 'Zum Konto' })).toHaveAttribute('href', `${window.location.origin}/konto`)
    act(() => vi.advanceTimersByTime(3000))
    act(() => vi.advanceTimersByTime(500))
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto`)
  })

  it('does not navigate when a redirect notification is closed before it expires', () => {
    vi.useFakeTimers()
    const navigate = navigations()
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'success', message: 'Angemeldet.', redirect: { link: '/konto', title: 'Zum Konto' } }])))
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Angemeldet.')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(5000))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('never navigates to a foreign redirect link', () => {
    vi.useFakeTimers()
    const navigate = navigations()
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown([{ type: 'success', message: 'Weiter.', redirect: { link: 'https://evil.example/', title: 'Weiter' } }])))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(3000))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('Weiter.')).not.toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })

  it(`stacks at most ${MAX_STACKED} page notifications, the newest, and shows the rest on request`, async () => {
    const { store, user } = renderHost()
    act(() => void store.dispatch(notificationsShown(['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf'].map((message) => ({ type: 'error', message })))))
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' })
    expect(within(region).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['!Fehler: Drei×', '!Fehler: Vier×', '!Fehler: Fünf×'])
    const more = screen.getByRole('button', { name: 'Weitere anzeigen (2)' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(within(region).getAllByRole('alert')).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: 'Weniger anzeigen' }))
    expect(within(region).getAllByRole('alert')).toHaveLength(3)
  })

  it('needs no "more" button for three or fewer', () => {
    const { store } = renderHost()
    act(() => void store.dispatch(notificationsShown(['Eins', 'Zwei', 'Drei'].map((message) => ({ type: 'info', message })))))
    expect(screen.getAllByRole('status')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /Weitere anzeigen/ })).not.toBeInTheDocument()
  })
})
