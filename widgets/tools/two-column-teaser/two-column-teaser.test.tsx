import { screen, within } from '@testing-library/react'
import { columnSizes } from '@/src/ui/block-picture/sizes'
import { renderWidget } from '@/test/render'
import { TWO_COLUMN_TEASER_EXAMPLES } from './two-column-teaser.widget'

const { careers, longest } = TWO_COLUMN_TEASER_EXAMPLES

describe('tools/two-column-teaser', () => {
  it('shows its two teasers with buttons that name where they lead, each picture half the row wide', async () => {
    await renderWidget('tools/two-column-teaser', careers)
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Arbeiten bei uns', 'Unser Werk besuchen'])
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Offene Stellen', 'Führung anfragen'])
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('sizes', columnSizes(6))
  })

  it('by default makes each title the link, to another site in a new tab without opener or referrer', async () => {
    await renderWidget('tools/two-column-teaser', longest)
    const link = screen.getByRole('link', { name: 'Swiss Climate Partner (öffnet in neuem Tab)' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('heading', { level: 3, name: /^Swiss Climate Partner/ })).toContainElement(link)
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('refuses one teaser or three, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/two-column-teaser', { items: [careers.items[0]] } as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/items/)
  })
})
