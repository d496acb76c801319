import { screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { ICON_LIST_EXAMPLES, ICON_LIST_MAX_ITEMS } from './icon-list.widget'

const { promises, longest } = ICON_LIST_EXAMPLES

describe('tools/icon-list', () => {
  it('is a list of its items, each with its symbol, title and text, the titles one level below the list’s', async () => {
    await renderWidget('tools/icon-list', promises)
    expect(screen.getByRole('heading', { level: 2, name: 'Darauf können Sie sich verlassen' })).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Lieferung in 24 Stunden' })).toBeInTheDocument()
    expect(items[1]).toHaveTextContent('Bis 15 Uhr bestellt')
    expect(items[1]!.querySelector('[data-part="icon"]')).toHaveAttribute('data-icon-color', 'default')
  })

  it('colours every symbol as the editor picked and counts the items for the layout', async () => {
    const { el } = await renderWidget('tools/icon-list', longest)
    expect([...el.querySelectorAll('[data-part="icon"]')].map((icon) => icon.getAttribute('data-icon-color'))).toEqual(['gray', 'gray', 'gray', 'gray'])
    expect(screen.getByRole('list')).toHaveAttribute('data-count', '4')
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4)
  })

  it('puts the items’ titles at the list’s level when the list has no title', async () => {
    await renderWidget('tools/icon-list', { items: promises.items })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it(`leaves out a list of more than ${ICON_LIST_MAX_ITEMS} items (spec 2 §9), with a warning naming it`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/icon-list', { ...longest, items: [...longest.items, longest.items[0]!] })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/items/)
  })
})
