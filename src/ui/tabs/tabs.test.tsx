import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { Tabs, type TabItem } from './tabs'

const tabs: TabItem[] = [
  { id: 'description', label: 'Beschreibung', content: <p>Vollsynthetisches Motoröl</p> },
  { id: 'specs', label: 'Spezifikationen', content: <p>ACEA C3</p> },
  { id: 'downloads', label: 'Downloads', content: <p>Keine Dateien</p>, disabled: true },
  { id: 'reviews', label: 'Bewertungen', content: <button type="button">Bewertung schreiben</button> },
]

describe('tabs', () => {
  it('selects the first tab and shows its panel, labelled by the tab', () => {
    const { getByRole, getAllByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" />)

    expect(getByRole('tablist', { name: 'Produktinformationen' })).toBeInTheDocument()
    const tab = getByRole('tab', { name: 'Beschreibung' })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    const panel = getByRole('tabpanel', { name: 'Beschreibung' })
    expect(tab).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveTextContent('Vollsynthetisches Motoröl')
    // Hidden panels are out of the accessibility tree.
    expect(getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('keeps only the selected tab in the Tab order', async () => {
    const { user, getByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" />)

    expect(getByRole('tab', { name: 'Spezifikationen' })).toHaveAttribute('tabindex', '-1')
    await user.tab()
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveFocus()
    await user.tab()
    expect(getByRole('tabpanel', { name: 'Beschreibung' })).toHaveFocus()
  })

  it('selects a tab on click', async () => {
    const { user, getByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" />)

    await user.click(getByRole('tab', { name: 'Spezifikationen' }))

    expect(getByRole('tab', { name: 'Spezifikationen' })).toHaveAttribute('aria-selected', 'true')
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute('aria-selected', 'false')
    expect(getByRole('tabpanel', { name: 'Spezifikationen' })).toHaveTextContent('ACEA C3')
  })

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const { user, getByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" />)
    await user.tab()

    await user.keyboard('{ArrowRight}')
    expect(getByRole('tab', { name: 'Spezifikationen' })).toHaveFocus()
    expect(getByRole('tabpanel', { name: 'Spezifikationen' })).toBeVisible()

    await user.keyboard('{ArrowRight}')
    expect(getByRole('tab', { name: 'Bewertungen' })).toHaveFocus()
    expect(getByRole('tab', { name: 'Bewertungen' })).toHaveAttribute('tabindex', '0')

    await user.keyboard('{ArrowRight}')
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveFocus()

    await user.keyboard('{ArrowLeft}')
    expect(getByRole('tab', { name: 'Bewertungen' })).toHaveFocus()
    expect(getByRole('tabpanel', { name: 'Bewertungen' })).toBeVisible()
  })

  it('jumps to the first and last enabled tab with Home and End', async () => {
    const last: TabItem = { id: 'archive', label: 'Archiv', content: <p>Alt</p>, disabled: true }
    const { user, getByRole } = renderWithProviders(<Tabs tabs={[...tabs, last]} label="Produktinformationen" />)
    await user.tab()

    await user.keyboard('{End}')
    expect(getByRole('tab', { name: 'Bewertungen' })).toHaveFocus()
    expect(getByRole('tab', { name: 'Bewertungen' })).toHaveAttribute('aria-selected', 'true')

    await user.keyboard('{Home}')
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveFocus()
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute('aria-selected', 'true')
  })

  it('does not select a disabled tab on click', async () => {
    const onSelect = vi.fn()
    const { user, getByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" onSelect={onSelect} />)

    await user.click(getByRole('tab', { name: 'Downloads' }))

    expect(getByRole('tab', { name: 'Downloads' })).toBeDisabled()
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute('aria-selected', 'true')
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('starts on defaultSelected and reports each selection', async () => {
    const onSelect = vi.fn()
    const { user, getByRole } = renderWithProviders(
      <Tabs tabs={tabs} label="Produktinformationen" defaultSelected="specs" onSelect={onSelect} />,
    )
    expect(getByRole('tab', { name: 'Spezifikationen' })).toHaveAttribute('aria-selected', 'true')

    await user.click(getByRole('tab', { name: 'Bewertungen' }))

    expect(onSelect).toHaveBeenCalledWith('reviews')
  })

  it('follows the selection of a controlling parent', async () => {
    const onSelect = vi.fn()
    function Controlled() {
      const [selected, setSelected] = useState('reviews')
      return (
        <>
          <button type="button" onClick={() => setSelected('description')}>
            Zur Beschreibung
          </button>
          <Tabs
            tabs={tabs}
            label="Produktinformationen"
            selected={selected}
            onSelect={(id) => {
              onSelect(id)
              setSelected(id)
            }}
          />
        </>
      )
    }
    const { user, getByRole } = renderWithProviders(<Controlled />)
    expect(getByRole('tabpanel', { name: 'Bewertungen' })).toBeVisible()

    await user.click(getByRole('button', { name: 'Zur Beschreibung' }))
    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute('aria-selected', 'true')

    getByRole('tab', { name: 'Beschreibung' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(onSelect).toHaveBeenCalledWith('specs')
    expect(getByRole('tabpanel', { name: 'Spezifikationen' })).toBeVisible()
  })

  it('keeps a controlled selection when the parent does not change it', async () => {
    const { user, getByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" selected="specs" />)

    await user.click(getByRole('tab', { name: 'Beschreibung' }))

    expect(getByRole('tab', { name: 'Spezifikationen' })).toHaveAttribute('aria-selected', 'true')
  })

  it('falls back to the first enabled tab when the selected one is disabled', () => {
    const { getByRole } = renderWithProviders(<Tabs tabs={tabs} label="Produktinformationen" selected="downloads" />)

    expect(getByRole('tab', { name: 'Beschreibung' })).toHaveAttribute('aria-selected', 'true')
    expect(getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'false')
  })
})
