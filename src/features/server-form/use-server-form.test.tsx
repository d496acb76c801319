import { screen, waitFor, within } from '@testing-library/react'
import { useId } from 'react'
import { renderWithProviders } from '@/test/render'
import { ErrorSummary } from '@/src/ui/error-summary/error-summary'
import { useServerForm } from './use-server-form'

type Values = { email: string }

/** The smallest form on the shared pattern: one field with a client rule, a send the test controls. */
function TestForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const { form, problems, failures, submitWith } = useServerForm<Values>({ fields: ['email'], defaultValues: { email: '' } })
  const id = useId()
  return (
    <form onSubmit={submitWith(send)} noValidate>
      <ErrorSummary problems={problems} focusKey={failures} inputIdOf={() => id} />
      <label htmlFor={id}>E-Mail</label>
      <input id={id} {...form.register('email', { required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })} />
      <button type="submit">Senden</button>
    </form>
  )
}

const summary = () => screen.findByRole('alert', { name: 'Es gibt ein Problem' })

describe('useServerForm', () => {
  it('puts a failed client rule into the focused summary, linked to its field, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve())
    const { user } = renderWithProviders(<TestForm send={send} />)
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    const box = await summary()
    await waitFor(() => expect(box).toHaveFocus())
    await user.click(within(box).getByRole('link', { name: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }))
    expect(screen.getByLabelText('E-Mail')).toHaveFocus()
    expect(send).not.toHaveBeenCalled()
  })

  it('shows a failure’s messages, a field’s and the form’s, and the unknown-error text for none', async () => {
    const failures = [
      { status: 400, messages: [{ type: 'error', message: 'Diese Adresse ist vergeben.', source: { field: 'email' } }, { type: 'error', message: 'Bitte später erneut.', source: { field: 'unbekannt' } }] },
      { status: 500, messages: [] },
    ]
    // What unwrap() throws for a rejected request: its RequestFailure payload, not an Error.
    const send = vi.fn(() => Promise.reject(failures.shift()))
    const { user } = renderWithProviders(<TestForm send={send} />)
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.ch')
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    const box = await summary()
    expect(within(box).getByRole('link', { name: 'Diese Adresse ist vergeben.' })).toBeInTheDocument()
    expect(within(box).getByText('Bitte später erneut.').tagName).toBe('LI')
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    await waitFor(() => expect(screen.getByRole('alert', { name: 'Es gibt ein Problem' })).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.ch')
  })

  it('sends once for several submits before the first settles', async () => {
    let settle!: () => void
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    const { user } = renderWithProviders(<TestForm send={send} />)
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.ch')
    const form = screen.getByRole('button', { name: 'Senden' }).closest('form') as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()
    form.requestSubmit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    settle()
    await new Promise((resolve) => setTimeout(resolve, 20))
    form.requestSubmit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
  })
})
