import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DisclosureButton } from './disclosure-button'

function Filters() {
  const [expanded, setExpanded] = useState(false)
  return (
    <>
      <DisclosureButton expanded={expanded} controls="filters" onToggle={() => setExpanded((was) => !was)}>
        Filter
      </DisclosureButton>
      <div id="filters" role="region" aria-label="Filter" hidden={!expanded}>
        <input type="checkbox" aria-label="Motorenöle" />
      </div>
    </>
  )
}

describe('disclosure-button', () => {
  it('names itself by its text alone and governs its region, hidden at first', () => {
    render(<Filters />)

    const button = screen.getByRole('button', { name: 'Filter' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'filters')
    expect(screen.queryByRole('region', { name: 'Filter' })).not.toBeInTheDocument()
  })

  it('shows and hides its region with a click, Enter and Space', async () => {
    const user = userEvent.setup()
    render(<Filters />)
    const button = screen.getByRole('button', { name: 'Filter' })

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Filter' })).toContainElement(screen.getByRole('checkbox', { name: 'Motorenöle' }))

    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Filter' })).not.toBeInTheDocument()

    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  it('takes an accessible name where it shows no text, e.g. a tree node’s toggle', () => {
    render(<DisclosureButton expanded={false} controls="children" onToggle={() => {}} aria-label="Unterkategorien von Motorenöle" />)

    expect(screen.getByRole('button', { name: 'Unterkategorien von Motorenöle' })).toHaveAttribute('aria-expanded', 'false')
  })
})
