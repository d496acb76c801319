import { screen, within } from '@testing-library/react'
import { tileSizes } from '@/src/ui/block-picture/sizes'
import { renderWidget } from '@/test/render'
import { TEASER_LIST_EXAMPLES } from './teaser-list.widget'

const { services, longest } = TEASER_LIST_EXAMPLES

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('tools/teaser-list', () => {
  afterEach(() => vi.useRealTimers())

  it('lists its teasers under its title, each title a heading one level below and the one link of its card', async () => {
    await renderWidget('tools/teaser-list', services)
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Dienstleistungen' })).toBeInTheDocument()
    expect(cards()).toHaveLength(3)
    for (const [index, card] of cards().entries()) {
      const item = services.items[index]!
      const link = within(card).getByRole('link')
      expect(link).toHaveAccessibleName(item.title)
      expect(link).toHaveAttribute('href', item.link.href)
      expect(within(card).getByRole('heading', { level: 3 })).toContainElement(link)
      expect(within(card).getByRole('img')).toHaveAttribute('sizes', tileSizes(3))
    }
    expect(within(cards()[1]!).getByText('Neu')).toHaveAttribute('data-part', 'label')
  })

  it('leaves out a teaser whose window has closed, and shows the title link and the button with link-and-button', async () => {
    const { el } = await renderWidget('tools/teaser-list', longest)
    expect(screen.queryByRole('heading', { name: 'Frühlingsaktion 2021' })).toBeNull()
    expect(cards()).toHaveLength(4)
    const first = cards()[0]!
    expect(within(first).getByRole('link', { name: longest.items[0]!.title })).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Alle Hydrauliköle ansehen' })).toHaveAttribute('data-look', 'button')
    const newTab = within(cards()[2]!).getAllByRole('link')
    expect(newTab.map((link) => link.getAttribute('rel'))).toEqual(['noopener noreferrer', 'noopener noreferrer'])
    expect(el.querySelector('[data-block="teaser-list"]')).toMatchObject({ dataset: { columns: '4', background: 'gray' } })
    // A teaser without a picture is a card of text.
    expect(within(cards()[3]!).queryByRole('img')).toBeNull()
  })

  it('shows a teaser from its first day to its last, both included, in Swiss time', async () => {
    const item = { ...services.items[0]!, fromDate: '2026-12-01', toDate: '2026-12-24' }
    const other = services.items[1]!
    // 30 November, 23:30 UTC: already 1 December in Switzerland.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T23:30:00Z') })
    await renderWidget('tools/teaser-list', { items: [item, other] })
    expect(screen.getByRole('link', { name: item.title })).toBeInTheDocument()
  })

  it('shows nothing, not even its title, when no teaser is in its window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T12:00:00Z') })
    const { el } = await renderWidget('tools/teaser-list', { title: 'Adventsaktionen', items: [{ ...services.items[0]!, fromDate: '2026-12-01' }] })
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el).toBeEmptyDOMElement()
  })

  it('with buttons, the title is no link and the button names where it leads', async () => {
    await renderWidget('tools/teaser-list', { ...services, variant: 'button' })
    const card = cards()[0]!
    expect(within(card).getByRole('heading', { level: 3 })).not.toContainElement(within(card).getByRole('link'))
    expect(within(card).getByRole('link')).toHaveAccessibleName('Zur Ölanalyse')
  })

  it('leaves out a list whose teaser ends before it starts, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/teaser-list', { items: [{ ...services.items[0]!, fromDate: '2026-12-24', toDate: '2026-12-01' }] })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/fromDate must not be after toDate/)
  })
})
