import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { LINK_TILE_EXAMPLES } from './link-tile.widget'

const { oilAnalysis, longest } = LINK_TILE_EXAMPLES

describe('tools/link-tile', () => {
  it('is a heading whose link is the title, with the text and the symbol beside it', async () => {
    const { el } = await renderWidget('tools/link-tile', oilAnalysis)
    const heading = screen.getByRole('heading', { level: 3, name: 'Ölanalyse' })
    const link = screen.getByRole('link', { name: 'Ölanalyse' })
    expect(heading).toContainElement(link)
    expect(link).toHaveAttribute('href', '/service/oelanalyse')
    expect(screen.getByText('Verschleiss erkennen, bevor die Maschine stillsteht.')).toBeInTheDocument()
    expect(el.querySelector('[data-part="icon"]')).toHaveAttribute('data-icon-color', 'default')
  })

  it('opens another site in a new tab without opener or referrer, and has no symbol unless given one', async () => {
    const { el } = await renderWidget('tools/link-tile', longest)
    const link = screen.getByRole('link', { name: `${longest.title} (öffnet in neuem Tab)` })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('title', 'Europäische Chemikalienagentur')
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link)
    expect(el.querySelector('[data-part="icon"]')).toBeNull()
  })

  it('leaves out a tile whose link leads to javascript:, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/link-tile', { ...oilAnalysis, link: { href: 'javascript:alert(1)' } })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/link\.href/)
  })
})
