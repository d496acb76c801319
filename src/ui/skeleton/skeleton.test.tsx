import { render, screen } from '@testing-library/react'
import { Skeleton } from './skeleton'

describe('skeleton', () => {
  it('keeps its boxes out of the accessibility tree, so only the status beside them says what loads', () => {
    render(
      <div>
        <p role="status">Bestellungen werden geladen</p>
        <ul aria-label="Bestellungen">
          <Skeleton as="li" />
          <Skeleton as="li" />
        </ul>
      </div>,
    )

    expect(screen.getByRole('status')).toHaveTextContent('Bestellungen werden geladen')
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(2)
  })

  it('is the element asked for, with the caller’s class beside its own and the attributes given', () => {
    const { container } = render(<Skeleton className="count" data-part="skeleton" />)

    const box = container.firstElementChild
    expect(box?.tagName).toBe('SPAN')
    expect(box).toHaveAttribute('aria-hidden', 'true')
    expect(box).toHaveAttribute('data-part', 'skeleton')
    expect(box?.classList).toContain('count')
    expect(box?.classList).toHaveLength(2)
  })
})
