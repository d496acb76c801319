import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { Pagination } from './pagination'

// The caller owns the page, as a list widget does after loading the chosen page.
function Pager({ initial, pages }: { initial: number; pages: number }) {
  const [page, setPage] = useState(initial)
  return <Pagination page={page} pages={pages} onChange={setPage} />
}

const nav = () => screen.getByRole('navigation', { name: 'Seitennavigation' })
const pageButton = (page: number) => within(nav()).getByRole('button', { name: `Seite ${page}` })

describe('pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(<Pagination page={1} pages={1} onChange={() => {}} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })

  it('names what it pages, so two lists’ pagers on one page are told apart', () => {
    renderWithProviders(
      <>
        <Pagination page={1} pages={3} onChange={() => {}} of="Offene Stellen" />
        <Pagination page={1} pages={3} onChange={() => {}} of="Bestellungen" />
      </>,
    )
    expect(screen.getAllByRole('navigation').map((navigation) => navigation.getAttribute('aria-label'))).toEqual(['Seitennavigation: Offene Stellen', 'Seitennavigation: Bestellungen'])
  })

  it('shows the first, last and current pages with neighbours and marks the current one', () => {
    renderWithProviders(<Pagination page={5} pages={10} onChange={() => {}} />)
    const pages = within(nav())
      .getAllByRole('button', { name: /^Seite \d+$/ })
      .map((button) => button.textContent)
    expect(pages).toEqual(['1', '4', '5', '6', '10'])
    expect(pageButton(5)).toHaveAttribute('aria-current', 'page')
    expect(pageButton(4)).not.toHaveAttribute('aria-current')
  })

  it('reports the chosen page', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Pagination page={5} pages={10} onChange={onChange} />)
    await user.click(pageButton(10))
    expect(onChange).toHaveBeenCalledWith(10)
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }))
    expect(onChange).toHaveBeenLastCalledWith(4)
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(onChange).toHaveBeenLastCalledWith(6)
  })

  it('does not report the current page again', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Pagination page={2} pages={3} onChange={onChange} />)
    await user.click(pageButton(2))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('offers no previous page on the first page', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Pagination page={1} pages={3} onChange={onChange} />)
    const previous = screen.getByRole('button', { name: 'Vorherige Seite' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toHaveAttribute('aria-disabled', 'false')
    await user.click(previous)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('offers no next page on the last page', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Pagination page={3} pages={3} onChange={onChange} />)
    const next = screen.getByRole('button', { name: 'Nächste Seite' })
    expect(next).toHaveAttribute('aria-disabled', 'true')
    await user.click(next)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('pages with the keyboard and keeps focus on "next" when it reaches the last page', async () => {
    const { user } = renderWithProviders(<Pager initial={2} pages={3} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toHaveFocus()
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    const next = screen.getByRole('button', { name: 'Nächste Seite' })
    expect(next).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(pageButton(3)).toHaveAttribute('aria-current', 'page')
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveFocus()
  })
})
