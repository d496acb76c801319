import { renderWithProviders } from '@/test/render'
import { Button, IconButton } from './button'

describe('button', () => {
  it('runs its action on click and on Enter and Space', async () => {
    const onClick = vi.fn()
    const { user, getByRole } = renderWithProviders(<Button onClick={onClick}>Speichern</Button>)

    await user.click(getByRole('button', { name: 'Speichern' }))
    await user.keyboard('{Enter}')
    await user.keyboard(' ')

    expect(onClick).toHaveBeenCalledTimes(3)
  })

  it('does not submit the surrounding form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const { user, getByRole, container } = renderWithProviders(
      <form>
        <Button>Filter zurücksetzen</Button>
        <Button type="submit">Absenden</Button>
      </form>,
    )
    container.querySelector('form')?.addEventListener('submit', onSubmit)

    await user.click(getByRole('button', { name: 'Filter zurücksetzen' }))
    expect(onSubmit).not.toHaveBeenCalled()

    await user.click(getByRole('button', { name: 'Absenden' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('ignores clicks while busy but keeps focus and its name', async () => {
    const onClick = vi.fn()
    const { user, getByRole } = renderWithProviders(
      <Button busy onClick={onClick}>
        In den Warenkorb
      </Button>,
    )
    const button = getByRole('button', { name: 'In den Warenkorb' })

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(button)

    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
  })

  it('does not submit its form a second time while busy', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const { user, getByRole, container } = renderWithProviders(
      <form>
        <Button type="submit" busy>
          Bestellen
        </Button>
      </form>,
    )
    container.querySelector('form')?.addEventListener('submit', onSubmit)

    await user.click(getByRole('button', { name: 'Bestellen' }))

    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is not busy by default and forwards native props', () => {
    const { getByRole } = renderWithProviders(
      <Button variant="secondary" size="s" disabled aria-describedby="hint">
        Weiter
      </Button>,
    )
    const button = getByRole('button', { name: 'Weiter' })

    expect(button).toHaveAttribute('type', 'button')
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-describedby', 'hint')
  })

  it('gives an icon button its label as accessible name', async () => {
    const onClick = vi.fn()
    const { user, getByRole } = renderWithProviders(
      <IconButton label="Schließen" onClick={onClick}>
        <svg viewBox="0 0 16 16" />
      </IconButton>,
    )

    await user.click(getByRole('button', { name: 'Schließen' }))

    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
