import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { Modal, MODAL_SIZES, type ModalProps } from './modal'
import styles from './modal.module.css'

type HarnessProps = Partial<Omit<ModalProps, 'isOpen' | 'onClose' | 'children'>>

// A page with a trigger, the way a widget uses the modal: the caller owns the open state.
function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adresse bearbeiten
      </button>
      <Modal title="Lieferadresse" {...props} isOpen={open} onClose={() => setOpen(false)}>
        <p>Bitte prüfen Sie die Adresse.</p>
        <button type="button">Übernehmen</button>
      </Modal>
    </>
  )
}

async function openModal(props: HarnessProps = {}) {
  const view = renderWithProviders(<Harness {...props} />)
  const trigger = screen.getByRole('button', { name: 'Adresse bearbeiten' })
  await view.user.click(trigger)
  return { ...view, trigger, dialog: await screen.findByRole('dialog', { name: 'Lieferadresse' }) }
}

describe('modal', () => {
  it('opens a modal dialog named by its heading', async () => {
    const { dialog } = await openModal()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('heading', { level: 2, name: 'Lieferadresse' })).toBeInTheDocument()
    expect(dialog).toHaveTextContent('Bitte prüfen Sie die Adresse.')
  })

  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openModal()
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user, trigger } = await openModal()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('closes with the close button and returns focus to the trigger', async () => {
    const { user, trigger } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('stays open on an outside click unless that is enabled', async () => {
    const { user, dialog } = await openModal()
    await user.click(dialog.parentElement as HTMLElement)
    expect(screen.getByRole('dialog', { name: 'Lieferadresse' })).toBeInTheDocument()
  })

  it('closes on an outside click when enabled, but not on a click inside', async () => {
    const { user, dialog } = await openModal({ closeOnOutsideClick: true })
    await user.click(screen.getByText('Bitte prüfen Sie die Adresse.'))
    expect(screen.getByRole('dialog', { name: 'Lieferadresse' })).toBeInTheDocument()
    await user.click(dialog.parentElement as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('cannot be closed by the user when not closable', async () => {
    const { user, dialog } = await openModal({ closable: false, closeOnOutsideClick: true })
    expect(screen.queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(dialog.parentElement as HTMLElement)
    expect(screen.getByRole('dialog', { name: 'Lieferadresse' })).toBeInTheDocument()
  })

  it('locks the page scroll while open and releases it on close', async () => {
    const { user } = await openModal()
    expect(document.body).toHaveClass(styles.bodyOpen as string)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.body).not.toHaveClass(styles.bodyOpen as string))
  })

  it('shows the footer below the content', () => {
    renderWithProviders(
      <Modal isOpen onClose={() => {}} title="Artikel entfernen" footer={<button type="button">Entfernen</button>}>
        <p>Wirklich entfernen?</p>
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Artikel entfernen' })
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Entfernen' }))
  })

  it('offers the spec sizes and uses the content size 800 by default', async () => {
    expect(MODAL_SIZES).toEqual([600, 700, 800, 1000, 9999])
    const { dialog } = await openModal()
    expect(dialog).toHaveAttribute('data-size', '800')
  })

  it('applies a chosen size', async () => {
    const { dialog } = await openModal({ size: 9999 })
    expect(dialog).toHaveAttribute('data-size', '9999')
  })
})
