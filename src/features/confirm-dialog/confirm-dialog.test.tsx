import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import type { RequestFailure } from '@/store/request'
import { gate } from '@/test/mocks/faults'
import { renderWithProviders } from '@/test/render'
import { ConfirmDialog } from './confirm-dialog'

// A page with a trigger, the way a widget uses the dialog: it owns the open state and closes it on success.
// `attempts` answers each confirm in turn: a failure to reject with, or null to succeed; each answer waits for `answered`
// (a test that looks at the dialog while the request runs holds it there: a delay could run out first on a busy machine).
function Harness({ attempts, log, answered }: { attempts: (RequestFailure | Error | null)[]; log: string[]; answered: Promise<void> }) {
  const [open, setOpen] = useState(false)
  const confirm = async () => {
    log.push('confirm')
    await answered
    const failure = attempts.shift() ?? null
    // unwrap() rejects with the request's failure, a plain object (store/request.ts RequestFailure), not an Error.
    if (failure) throw failure
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Löschen: Lager Frauenfeld
      </button>
      <ConfirmDialog isOpen={open} title="Adresse löschen" question="Möchten Sie die Adresse «Lager Frauenfeld» wirklich löschen?" confirmLabel="Adresse löschen" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  )
}

async function openDialog(attempts: (RequestFailure | Error | null)[] = [null], answered: Promise<void> = Promise.resolve()) {
  const log: string[] = []
  const view = renderWithProviders(<Harness attempts={attempts} log={log} answered={answered} />)
  const trigger = screen.getByRole('button', { name: 'Löschen: Lager Frauenfeld' })
  await view.user.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: 'Adresse löschen' })
  return { ...view, log, trigger, dialog, confirm: within(dialog).getByRole('button', { name: 'Adresse löschen' }) }
}

const conflict: RequestFailure = { status: 409, messages: [{ type: 'error', message: 'Die aktuelle Lieferadresse kann nicht gelöscht werden.' }, { type: 'error', message: 'Wählen Sie zuerst eine andere.' }] }

describe('confirm-dialog', () => {
  it('asks its question in a modal dialog with a cancel and a confirm button', async () => {
    const { dialog } = await openDialog()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveTextContent('Möchten Sie die Adresse «Lager Frauenfeld» wirklich löschen?')
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Abbrechen', 'Adresse löschen'])
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement()
  })

  it('confirms once however often it is pressed, busy and not closable meanwhile, and closes when the caller does', async () => {
    const answer = gate()
    const { user, log, dialog, confirm } = await openDialog([null], answer.opened)
    await user.click(confirm)
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument()
    await user.click(confirm)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBe(dialog)
    answer.open()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(log).toEqual(['confirm'])
  })

  it('shows the server’s messages inside the dialog, above the buttons, and stays open with the focus on confirm', async () => {
    const { user, dialog, confirm } = await openDialog([conflict, null])
    await user.click(confirm)
    const alert = within(dialog).getByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Die aktuelle Lieferadresse kann nicht gelöscht werden.Wählen Sie zuerst eine andere.'))
    expect(alert.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Abbrechen' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(confirm).toHaveFocus()
    expect(confirm).not.toHaveAttribute('aria-busy')
    // A second try empties the alert at once, and succeeds.
    await user.click(confirm)
    expect(alert).toBeEmptyDOMElement()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('says an unknown error occurred when the failure carries no message', async () => {
    const { user, dialog, confirm } = await openDialog([{ status: 500, messages: [] }])
    await user.click(confirm)
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
  })

  it('forgets the failure when cancelled, and returns focus to the trigger', async () => {
    const { user, trigger, dialog, confirm } = await openDialog([new Error('offline')])
    await user.click(confirm)
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.'))
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
    await user.click(trigger)
    expect(within(await screen.findByRole('dialog', { name: 'Adresse löschen' })).getByRole('alert')).toBeEmptyDOMElement()
  })
})
