import { screen, waitFor, within } from '@testing-library/react'
import { connectApi } from '@/api/connect'
import { injectFault } from '@/test/mocks/faults'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'

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
    expect(store.getState().running).toEqual({})
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

  it('shows the server’s message for a wrong password and keeps what was typed', async () => {
    const { user } = await renderForm()
    await user.type(screen.getByLabelText('Benutzername'), 'kunde@example.ch')
    await user.type(screen.getByLabelText('Passwort'), 'falsch')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.')
    expect(screen.getByLabelText('Benutzername')).toHaveValue('kunde@example.ch')
    expect(screen.getByLabelText('Passwort')).toHaveValue('falsch')
  })

  it('shows the unknown-error text for a server error without messages', async () => {
    injectFault({ path: '/api/auth/login', status: 500 })
    const { user } = await renderForm()
    await user.type(screen.getByLabelText('Benutzername'), 'kunde@example.ch')
    await user.type(screen.getByLabelText('Passwort'), DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    // The message may show before the failed request has settled: the button comes back with it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled())
  })

  it('shows a field message under its field', async () => {
    injectFault({ path: '/api/auth/login', status: 400, messages: [{ type: 'error', message: 'Bitte prüfen Sie den Benutzernamen.', source: { field: 'username' } }] })
    const { user } = await renderForm()
    await user.type(screen.getByLabelText('Benutzername'), 'kunde')
    await user.type(screen.getByLabelText('Passwort'), 'x')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const field = screen.getByLabelText('Benutzername').parentElement as HTMLElement
    await waitFor(() => expect(within(field).getByRole('alert')).toHaveTextContent('Bitte prüfen Sie den Benutzernamen.'))
  })

  it('links to password recovery and registration from the session', async () => {
    await renderForm()
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/passwort-vergessen')
    expect(screen.getByRole('link', { name: 'Neu hier? Registrieren' })).toHaveAttribute('href', '/registrieren')
  })

  it('offers sign-out to a signed-in user', async () => {
    const { user, store } = await renderForm({ user: 'konsument@example.ch' })
    expect(screen.getByText('Angemeldet als Laura Schmid')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(store.getState().account.user).toBeNull())
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
  })

  it('says that sign-in is unavailable when the feature disableLogin is active', async () => {
    await renderForm({ pageData: { session: { features: ['disableLogin'] } } })
    expect(screen.getByText('Die Anmeldung ist zurzeit nicht möglich.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument()
  })
})
