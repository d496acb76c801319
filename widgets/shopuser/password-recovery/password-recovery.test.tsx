import { screen, waitFor, within } from '@testing-library/react'
import { injectFault } from '@/test/mocks/faults'
import { passwordResetsOf } from '@/test/mocks/db/password-resets'
import { getShop } from '@/test/mocks/shops'
import { renderWidget } from '@/test/render'

const FAILED = 'Ups, da ist leider etwas schiefgelaufen…'
const SENT = 'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.'

const renderRecovery = () => renderWidget('shopuser/password-recovery', { loginUrl: '/login-form' })
const email = () => screen.getByLabelText('E-Mail-Adresse')
const submit = () => screen.getByRole('button', { name: 'Link anfordern' })
const summary = () => screen.findByRole('alert', { name: 'Es gibt ein Problem' })
// The links the mock has issued in this test's shop: how many times the recovery was really asked for a known account.
const issuedLinks = () => passwordResetsOf(getShop().db).issued

describe('password-recovery', () => {
  it.each([['a known', 'kunde@example.ch'], ['an unknown', 'niemand@example.ch']])(
    'answers %s address with the same neutral message, which takes the focus',
    async (_, address) => {
      const { user } = await renderRecovery()
      await user.type(email(), address)
      await user.click(submit())
      const message = await screen.findByText(SENT)
      expect(message.closest('[role="status"]')).toBeInTheDocument()
      await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus())
      expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument()
    },
  )

  it('sends a link for a known account only (the answer does not say so)', async () => {
    const { user } = await renderRecovery()
    await user.type(email(), 'niemand@example.ch')
    await user.click(submit())
    await screen.findByText(SENT)
    expect(issuedLinks()).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Link erneut anfordern' }))
    await user.clear(email())
    await user.type(email(), 'kunde@example.ch')
    await user.click(submit())
    await screen.findByText(SENT)
    expect(issuedLinks()).toBe(1)
  })

  it('can ask again, with the address typed before back in the field and focused', async () => {
    const { user } = await renderRecovery()
    await user.type(email(), 'kunde@example.ch')
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('button', { name: 'Link erneut anfordern' }))
    await waitFor(() => expect(email()).toHaveFocus())
    expect(email()).toHaveValue('kunde@example.ch')
  })

  it('says the spec’s failure text in the focused error summary, and keeps what was typed', async () => {
    injectFault({ path: '/api/auth/password-recovery', status: 500 })
    const { user } = await renderRecovery()
    await user.type(email(), 'kunde@example.ch')
    await user.click(submit())
    const box = await summary()
    expect(within(box).getByRole('listitem')).toHaveTextContent(FAILED)
    await waitFor(() => expect(box).toHaveFocus())
    expect(email()).toHaveValue('kunde@example.ch')
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()
  })

  it('says the spec’s failure text for a network error too, followed by what the server said when it said something', async () => {
    injectFault({ path: '/api/auth/password-recovery', network: true })
    const { user } = await renderRecovery()
    await user.type(email(), 'kunde@example.ch')
    await user.click(submit())
    expect(await summary()).toHaveTextContent(FAILED)

    injectFault({ path: '/api/auth/password-recovery', status: 503, messages: [{ type: 'error', message: 'Wartungsarbeiten bis 14 Uhr.' }] })
    await user.click(submit())
    await waitFor(async () => expect((await summary()).textContent).toContain('Wartungsarbeiten bis 14 Uhr.'))
    expect(within(await summary()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([FAILED, 'Wartungsarbeiten bis 14 Uhr.'])
  })

  it('checks the address before sending: required, and an e-mail address', async () => {
    const { user } = await renderRecovery()
    expect(email()).toHaveAttribute('type', 'email')
    expect(email()).toBeRequired()
    await user.click(submit())
    expect(await summary()).toHaveTextContent('Bitte geben Sie Ihre E-Mail-Adresse ein.')

    await user.type(email(), 'kunde@example')
    await user.click(submit())
    const message = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.ch.'
    await waitFor(() => expect(email()).toHaveAccessibleDescription(message))
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(await summary()).getByRole('link', { name: message }))
    expect(email()).toHaveFocus()
    expect(issuedLinks()).toBe(0)
  })

  it('shows the server’s message about the address at the field, without the general failure text', async () => {
    injectFault({ path: '/api/auth/password-recovery', status: 400, messages: [{ type: 'error', message: 'Diese Domain nehmen wir nicht an.', source: { field: 'email' } }] })
    const { user } = await renderRecovery()
    await user.type(email(), 'kunde@example.ch')
    await user.click(submit())
    const box = await summary()
    expect(within(box).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Diese Domain nehmen wir nicht an.'])
    expect(email()).toHaveAccessibleDescription('Diese Domain nehmen wir nicht an.')
  })

  it('sends once however often it is submitted while the request runs', async () => {
    injectFault({ path: '/api/auth/password-recovery', delayMs: 100 })
    const { user } = await renderRecovery()
    await user.type(email(), 'kunde@example.ch')
    const form = submit().closest('form') as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()
    form.requestSubmit()
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'))
    await user.click(submit())
    await screen.findByText(SENT)
    expect(issuedLinks()).toBe(1)
  })

  it('links back to the sign-in page it is given', async () => {
    await renderRecovery()
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/login-form')
  })
})
