import { screen, waitFor, within } from '@testing-library/react'
import { findAccount } from '@/test/mocks/db/index'
import { DEMO_RESET_TOKENS, DEMO_RESET_USER } from '@/test/mocks/db/password-resets'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { gate, injectFault } from '@/test/mocks/faults'
import { WEAK_PASSWORD_MESSAGE } from '@/test/mocks/handlers/password'
import { renderWidget } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const EXPIRED = 'Der Link ist abgelaufen. Bitte fordern sie einen neuen an.'
const INVALID = 'Der Link ist ungültig…'
const DONE = 'Ihr Passwort wurde geändert. Melden Sie sich jetzt mit dem neuen Passwort an.'
const STRONG = 'Neues-Passwort-7'
const session = { urls: { forgotPasswordUrl: '/passwort-vergessen', homepageUrl: '/' } }

const atAddress = (search: string) => window.history.replaceState(null, '', `/passwort-zuruecksetzen${search}`)
const renderReset = (token?: string, props: WidgetInputs['shopuser/password-reset'] = { loginUrl: '/login-form' }) => {
  atAddress(token === undefined ? '' : `?token=${encodeURIComponent(token)}`)
  return renderWidget('shopuser/password-reset', props, { pageData: { session } })
}
const renderForm = async (props?: WidgetInputs['shopuser/password-reset']) => {
  const page = await renderReset(DEMO_RESET_TOKENS.valid, props)
  await screen.findByLabelText('Neues Passwort')
  return page
}
const password = () => screen.getByLabelText('Neues Passwort')
const repeat = () => screen.getByLabelText('Neues Passwort wiederholen')
const save = () => screen.getByRole('button', { name: 'Passwort speichern' })
const summary = () => screen.findByRole('alert', { name: 'Es gibt ein Problem' })
const rules = () => within(screen.getByRole('list', { name: 'Das Passwort braucht:' })).getAllByRole('listitem').map((item) => item.textContent)
const liveSummary = () => screen.getAllByRole('status').find((element) => element.closest('ul') === null && element.textContent !== '')
const passwordOf = (username: string) => findAccount(username)?.password

describe('password-reset: the link', () => {
  it('says a link without a token is invalid, with a way to a new one, and asks nothing', async () => {
    await renderReset()
    const message = screen.getByRole('alert')
    expect(message).toHaveTextContent(INVALID)
    expect(within(message).getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/passwort-vergessen')
    expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument()
  })

  it('drops a token that is no token with a warning and says the link is invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderReset('<script>')
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address.token'))
  })

  it('says an expired link has expired, before anyone types a password', async () => {
    await renderReset(DEMO_RESET_TOKENS.expired)
    const message = await screen.findByRole('alert')
    expect(message).toHaveTextContent(EXPIRED)
    expect(within(message).getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/passwort-vergessen')
    expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument()
  })

  it('says an unknown link is invalid', async () => {
    await renderReset(DEMO_RESET_TOKENS.invalid)
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)
  })

  it('says the link is being checked, then shows the form for a valid one', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: '/api/auth/password-reset', until: answer.opened })
    await renderReset(DEMO_RESET_TOKENS.valid)
    expect(screen.getByRole('status')).toHaveTextContent('Der Link wird geprüft …')
    answer.open()
    expect(await screen.findByLabelText('Neues Passwort')).toBeInTheDocument()
  })

  it('shows the form when the check itself fails: the submit will tell', async () => {
    injectFault({ method: 'GET', path: '/api/auth/password-reset', status: 500 })
    await renderReset(DEMO_RESET_TOKENS.valid)
    expect(await screen.findByLabelText('Neues Passwort')).toBeInTheDocument()
  })
})

describe('password-reset: the rules as a live checklist (spec 1 §5)', () => {
  it('shows each rule as met or not while typing, in words for screen readers', async () => {
    const { user } = await renderForm()
    expect(rules()).toEqual([
      'mindestens acht Zeichen: noch nicht erfüllt',
      'einen Kleinbuchstaben: noch nicht erfüllt',
      'einen Großbuchstaben: noch nicht erfüllt',
      'eine Ziffer: noch nicht erfüllt',
      'ein Sonderzeichen, z. B. ! ? - oder #: noch nicht erfüllt',
    ])
    await user.type(password(), 'sommer')
    expect(rules()).toEqual([
      'mindestens acht Zeichen: noch nicht erfüllt',
      'einen Kleinbuchstaben: erfüllt',
      'einen Großbuchstaben: noch nicht erfüllt',
      'eine Ziffer: noch nicht erfüllt',
      'ein Sonderzeichen, z. B. ! ? - oder #: noch nicht erfüllt',
    ])
    await user.type(password(), 'Zeit9!')
    expect(rules().every((rule) => rule.endsWith(': erfüllt'))).toBe(true)
  })

  it('reads the rules with the field', async () => {
    await renderForm()
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('Das Passwort braucht: mindestens acht Zeichen: noch nicht erfüllt'))
  })

  it('announces how many rules are met once typing pauses, not on every key', async () => {
    const { user } = await renderForm()
    await user.type(password(), 'ab')
    // Straight after the keys nothing is said yet.
    expect(liveSummary()).toBeUndefined()
    await waitFor(() => expect(liveSummary()).toHaveTextContent('1 von 5 Regeln erfüllt'), { timeout: 3000 })
    await user.type(password(), 'C1-xyzw')
    expect(liveSummary()).toHaveTextContent('1 von 5 Regeln erfüllt')
    await waitFor(() => expect(liveSummary()).toHaveTextContent('Alle Regeln erfüllt'), { timeout: 3000 })
  })
})

describe('password-reset: the form', () => {
  it('refuses a weak password before sending, naming the rules it still needs, and keeps what was typed', async () => {
    const { user } = await renderForm()
    await user.type(password(), 'sommer2026')
    await user.type(repeat(), 'sommer2026')
    await user.click(save())
    const box = await summary()
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveTextContent('Das Passwort braucht noch einen Großbuchstaben und ein Sonderzeichen, z. B. ! ? - oder #.')
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    expect(password()).toHaveValue('sommer2026')
    expect(repeat()).toHaveValue('sommer2026')
    expect(passwordOf(DEMO_RESET_USER)).toBe(DEMO_PASSWORD)
  })

  it('requires the repeat to match', async () => {
    const { user } = await renderForm()
    await user.type(password(), STRONG)
    await user.type(repeat(), `${STRONG}x`)
    await user.click(save())
    expect(await summary()).toHaveTextContent('Die beiden Passwörter stimmen nicht überein.')
    expect(repeat()).toHaveAccessibleDescription('Die beiden Passwörter stimmen nicht überein.')
    expect(passwordOf(DEMO_RESET_USER)).toBe(DEMO_PASSWORD)
  })

  it('takes the mismatch off the repeat as soon as the corrected first field matches it', async () => {
    const { user } = await renderForm()
    await user.type(password(), 'Neues-Passwort-8')
    await user.type(repeat(), STRONG)
    await user.click(save())
    await summary()
    expect(repeat()).toHaveAccessibleDescription('Die beiden Passwörter stimmen nicht überein.')
    await user.clear(password())
    await user.type(password(), STRONG)
    await waitFor(() => expect(repeat()).not.toHaveAttribute('aria-invalid'))
    expect(repeat()).toHaveAccessibleDescription('')
    expect(screen.getAllByText('Die beiden Passwörter stimmen nicht überein.')).toHaveLength(1) // the summary of the submit, no more at the field
  })

  it('asks for both fields when they are empty', async () => {
    const { user } = await renderForm()
    await user.click(save())
    expect(within(await summary()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bitte geben Sie ein neues Passwort ein.',
      'Bitte wiederholen Sie das neue Passwort.',
    ])
  })

  it('sets a strong password: says so, with the focus, links to the sign-in, and the account has the new password', async () => {
    const { user } = await renderForm()
    await user.type(password(), STRONG)
    await user.type(repeat(), STRONG)
    await user.keyboard('{Enter}')
    const message = await screen.findByText(DONE)
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus())
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login-form')
    expect(passwordOf(DEMO_RESET_USER)).toBe(STRONG)
  })

  it('without a sign-in page, leads to the home page, whose header signs in', async () => {
    const { user } = await renderForm({})
    await user.type(password(), STRONG)
    await user.type(repeat(), STRONG)
    await user.click(save())
    expect(await screen.findByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/')
  })

  it('shows and hides both passwords with one switch that says whether it is pressed', async () => {
    const { user } = await renderForm()
    const toggle = screen.getByRole('button', { name: 'Passwörter anzeigen' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(password()).toHaveAttribute('type', 'password')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(password()).toHaveAttribute('type', 'text')
    expect(repeat()).toHaveAttribute('type', 'text')
    await user.click(toggle)
    expect(repeat()).toHaveAttribute('type', 'password')
  })

  it('says the link has expired when the server says so on submit, and moves the focus there', async () => {
    injectFault({ method: 'POST', path: '/api/auth/password-reset', status: 410 })
    const { user } = await renderForm()
    await user.type(password(), STRONG)
    await user.type(repeat(), STRONG)
    await user.click(save())
    const message = await screen.findByText(EXPIRED)
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus())
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeInTheDocument()
  })

  it('shows the server’s message about the password at the field', async () => {
    injectFault({ method: 'POST', path: '/api/auth/password-reset', status: 400, messages: [{ type: 'error', message: WEAK_PASSWORD_MESSAGE, source: { field: 'password' } }] })
    const { user } = await renderForm()
    await user.type(password(), STRONG)
    await user.type(repeat(), STRONG)
    await user.click(save())
    expect(await summary()).toHaveTextContent(WEAK_PASSWORD_MESSAGE)
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(WEAK_PASSWORD_MESSAGE))
    expect(password()).toHaveValue(STRONG)
  })

  it('shows the unknown-error text for a failure without messages, and keeps what was typed', async () => {
    injectFault({ method: 'POST', path: '/api/auth/password-reset', status: 500 })
    const { user } = await renderForm()
    await user.type(password(), STRONG)
    await user.type(repeat(), STRONG)
    await user.click(save())
    expect(await summary()).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(repeat()).toHaveValue(STRONG)
  })

  it('sends once however often it is submitted: a second reset would find the link used up', async () => {
    injectFault({ method: 'POST', path: '/api/auth/password-reset', delayMs: 100 })
    const { user } = await renderForm()
    await user.type(password(), STRONG)
    await user.type(repeat(), STRONG)
    const form = save().closest('form') as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()
    form.requestSubmit()
    await waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'))
    await user.click(save())
    expect(await screen.findByText(DONE)).toBeInTheDocument()
    // A duplicate would have answered 404 by now and replaced the success with the invalid-link text.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByText(DONE)).toBeInTheDocument()
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument()
  })
})
