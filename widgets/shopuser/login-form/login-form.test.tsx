import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { connectApi } from '@/api/connect'
import { server } from '@/test/mocks/node'
import { injectFault } from '@/test/mocks/faults'
import { userDataFor } from '@/test/mocks/db/index'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { recordNavigation, renderWidget, type RenderWidgetOptions } from '@/test/render'

const session = { urls: { forgotPasswordUrl: '/passwort-vergessen', registerUrl: '/registrieren' }, loginRedirectUrl: '/konto' }
const renderForm = (options: RenderWidgetOptions = {}) => renderWidget('shopuser/login-form', {}, { ...options, pageData: { session: { ...session, ...options.pageData?.session } } })

describe('login-form', () => {
  it('keeps submit disabled and does nothing while username or password is empty', async () => {
    const { user, store } = await renderForm()
    const submit = screen.getByRole('button', { name: 'Anmelden' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAccessibleDescription('Bitte geben Sie Benutzername und Passwort ein.')
    await user.type(screen.getByLabelText('Benutzername'), 'kunde@example.ch')
    expect(submit).toBeDisabled()
    await user.keyboard('{Enter}')
    expect(store.getState().running.families).toEqual({})
    await user.type(screen.getByLabelText('Passwort'), 'x')
    expect(submit).toBeEnabled()
  })

  it('shows and hides the password', async () => {
    const { user } = await renderForm()
    const password = screen.getByLabelText('Passwort')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('signs in with the keyboard alone and follows the login redirect', async () => {
    const navigate = vi.fn()
    const { user, store } = await renderForm()
    connectApi({ locale: () => 'de', tenant: () => 'lubricants-ch', notify: () => undefined, unknownError: () => undefined, navigate })
    await user.tab()
    expect(screen.getByLabelText('Benutzername')).toHaveFocus()
    await user.keyboard('kunde@example.ch')
    await user.tab()
    await user.keyboard(DEMO_PASSWORD)
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Angemeldet als Thomas Brunner')).toBeInTheDocument()
    expect(store.getState().account.user?.customerId).toBe('0001004711')
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto`)
  })

  describe('follows loginRedirectUrl after sign-in (spec 1 §7)', () => {
    const signInWith = async (options: RenderWidgetOptions & { props?: { redirectUrl?: string } } = {}) => {
      const navigate = vi.fn()
      const { user } = await renderWidget('shopuser/login-form', options.props ?? {}, { ...options, pageData: { session: { ...session, ...options.pageData?.session } } })
      connectApi({ locale: () => 'de', tenant: () => 'lubricants-ch', notify: () => undefined, unknownError: () => undefined, navigate })
      await user.type(screen.getByLabelText('Benutzername'), 'kunde@example.ch')
      await user.type(screen.getByLabelText('Passwort'), DEMO_PASSWORD)
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      await screen.findByText('Angemeldet als Thomas Brunner')
      return navigate
    }
    // A server that signs in without answering the redirect itself.
    const withoutRedirect = () => server.use(http.post('*/api/auth/login', () => HttpResponse.json({ data: userDataFor('kunde@example.ch') })))

    it('goes once where the server’s redirectUrl says', async () => {
      const navigate = await signInWith()
      expect(navigate).toHaveBeenCalledTimes(1)
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto`)
    })

    it('goes to the session’s loginRedirectUrl itself when the answer carries no redirectUrl', async () => {
      withoutRedirect()
      const navigate = await signInWith()
      expect(navigate).toHaveBeenCalledTimes(1)
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto`)
    })

    it('prefers the widget’s redirectUrl to the session’s', async () => {
      withoutRedirect()
      const navigate = await signInWith({ props: { redirectUrl: '/konto/bestellhistorie?seite=2' } })
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto/bestellhistorie?seite=2`)
    })

    it.each([['another origin', 'https://evil.example/konto'], ['a protocol-relative address', '//evil.example/konto'], ['a script', 'javascript:alert(1)']])(
      'never goes to %s, and stays signed in',
      async (_, target) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        withoutRedirect()
        const navigate = await signInWith({ pageData: { session: { loginRedirectUrl: target } } })
        expect(navigate).not.toHaveBeenCalled()
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('Refused to follow a loginRedirectUrl'))
      },
    )

    it('stays on the page when there is no loginRedirectUrl', async () => {
      withoutRedirect()
      const navigate = await signInWith({ pageData: { session: { loginRedirectUrl: '' } } })
      expect(navigate).not.toHaveBeenCalled()
    })
  })

  const fillIn = async (user: Awaited<ReturnType<typeof renderForm>>['user'], username = 'kunde@example.ch', password = DEMO_PASSWORD) => {
    await user.type(screen.getByLabelText('Benutzername'), username)
    await user.type(screen.getByLabelText('Passwort'), password)
  }
  const summary = () => screen.findByRole('alert', { name: 'Es gibt ein Problem' })

  it('shows the server’s message for a wrong password in the focused error summary, keeps what was typed, and no page toast', async () => {
    const { user } = await renderForm()
    await fillIn(user, 'kunde@example.ch', 'falsch')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const box = await summary()
    expect(box).toHaveTextContent('Benutzername oder Passwort ist falsch.')
    await waitFor(() => expect(box).toHaveFocus())
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Benutzername')).toHaveValue('kunde@example.ch')
    expect(screen.getByLabelText('Passwort')).toHaveValue('falsch')
  })

  it('shows the unknown-error text for a server error without messages', async () => {
    injectFault({ path: '/api/auth/login', status: 500 })
    const { user } = await renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await summary()).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled())
  })

  it.each([
    ['no data', { data: undefined }],
    ['a user without names', { data: { user: { type: 'customer' } } }],
    ['null', { data: null }],
  ])('does not sign in on a 2xx answer with %s: says so and stays signed out (spec 1 §8)', async (_, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.post('*/api/auth/login', () => HttpResponse.json(body)))
    const { user, store } = await renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await summary()).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(store.getState().account.user).toBeNull()
    expect(screen.getByLabelText('Benutzername')).toHaveValue('kunde@example.ch')
  })

  it('shows a field message at its field and links to it from the summary', async () => {
    injectFault({ path: '/api/auth/login', status: 400, messages: [{ type: 'error', message: 'Bitte prüfen Sie den Benutzernamen.', source: { field: 'username' } }] })
    const { user } = await renderForm()
    await fillIn(user, 'kunde', 'x')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const link = within(await summary()).getByRole('link', { name: 'Bitte prüfen Sie den Benutzernamen.' })
    const input = screen.getByLabelText('Benutzername')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Bitte prüfen Sie den Benutzernamen.')
    await user.click(link)
    expect(input).toHaveFocus()
  })

  it('sends one login for several submits within one task', async () => {
    let logins = 0
    server.use(
      http.post('*/api/auth/login', async () => {
        logins++
        await new Promise((resolve) => setTimeout(resolve, 50))
        return HttpResponse.json({ messages: [{ type: 'error', message: 'Benutzername oder Passwort ist falsch.' }] }, { status: 401 })
      }),
    )
    const { user } = await renderForm()
    await fillIn(user)
    const form = screen.getByRole('button', { name: 'Anmelden' }).closest('form') as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()
    form.requestSubmit()
    await summary()
    expect(logins).toBe(1)
    // Once settled, the form sends again.
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await waitFor(() => expect(logins).toBe(2))
  })

  it('links to password recovery and registration from the session', async () => {
    await renderForm()
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/passwort-vergessen')
    expect(screen.getByRole('link', { name: 'Neu hier? Registrieren' })).toHaveAttribute('href', '/registrieren')
  })

  it.each([
    ['a server error', () => injectFault({ path: '/api/auth/logout', status: 500 })],
    ['a 2xx answer that is no envelope', () => server.use(http.post('*/api/auth/logout', () => HttpResponse.html('<html>Proxy</html>')))],
    ['a 2xx answer without data', () => server.use(http.post('*/api/auth/logout', () => HttpResponse.json({})))],
  ])('keeps the user signed in when logout fails with %s, and says so (spec 1 §8)', async (_, breakLogout) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    breakLogout()
    const { user, store } = await renderForm({ user: 'konsument@example.ch' })
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(store.getState().account.user?.firstName).toBe('Laura')
    expect(screen.getByText('Angemeldet als Laura Schmid')).toBeInTheDocument()
  })

  it('offers sign-out to a signed-in user, and goes where the server’s redirectUrl says, once', async () => {
    const { user, store } = await renderForm({ user: 'konsument@example.ch' })
    const navigate = recordNavigation()
    expect(screen.getByText('Angemeldet als Laura Schmid')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(store.getState().account.user).toBeNull())
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
    // The mock's logout answers redirectUrl «/»: no reload overtakes it.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/`))
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('reloads the page after sign-out when the server names no address: it was rendered for the user', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.json({ data: null })))
    const { user } = await renderForm({ user: 'konsument@example.ch' })
    const navigate = recordNavigation()
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(window.location.href.split('#')[0]))
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('stays signed in, with the button for another try, when the sign-out fails', async () => {
    injectFault({ path: '/api/auth/logout', status: 500 })
    const { user } = await renderForm({ user: 'konsument@example.ch' })
    const navigate = recordNavigation()
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abmelden' })).not.toHaveAttribute('aria-busy'))
    expect(screen.getByText('Angemeldet als Laura Schmid')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('says that sign-in is unavailable when the feature disableLogin is active', async () => {
    await renderForm({ pageData: { session: { features: ['disableLogin'] } } })
    expect(screen.getByText('Die Anmeldung ist zurzeit nicht möglich.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument()
  })
})
