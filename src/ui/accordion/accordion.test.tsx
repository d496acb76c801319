import { renderWithProviders } from '@/test/render'
import { Accordion, type AccordionItem } from './accordion'

const items: AccordionItem[] = [
  { id: 'my-account', title: 'Mein Konto', content: <a href="/de/konto">Bestellungen</a> },
  { id: 'additional-tools', title: 'Weitere Tools', content: <p>Ölfinder</p> },
  { id: 'faq', title: 'Häufige Fragen', content: <p>Lieferzeiten</p> },
]

describe('accordion', () => {
  it('starts closed with each title as a button inside a heading', () => {
    const { getByRole, getAllByRole, queryByRole } = renderWithProviders(<Accordion items={items} headingLevel={2} />)

    expect(getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Mein Konto',
      'Weitere Tools',
      'Häufige Fragen',
    ])
    const button = getByRole('button', { name: 'Mein Konto' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(queryByRole('region')).not.toBeInTheDocument()
    expect(queryByRole('link', { name: 'Bestellungen' })).not.toBeInTheDocument()
  })

  it('opens a section on click into a region labelled by its title, and closes it again', async () => {
    const { user, getByRole, queryByRole } = renderWithProviders(<Accordion items={items} />)
    const button = getByRole('button', { name: 'Mein Konto' })

    await user.click(button)
    const region = getByRole('region', { name: 'Mein Konto' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', region.id)
    expect(region).toContainElement(getByRole('link', { name: 'Bestellungen' }))

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(queryByRole('region', { name: 'Mein Konto' })).not.toBeInTheDocument()
  })

  it('is operated with Tab, Enter and Space', async () => {
    const { user, getByRole } = renderWithProviders(<Accordion items={items} />)

    await user.tab()
    expect(getByRole('button', { name: 'Mein Konto' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(getByRole('region', { name: 'Mein Konto' })).toBeVisible()

    // The open panel's link comes next in tab order, then the next title.
    await user.tab()
    expect(getByRole('link', { name: 'Bestellungen' })).toHaveFocus()
    await user.tab()
    await user.keyboard(' ')
    expect(getByRole('button', { name: 'Weitere Tools' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('keeps several sections open unless single', async () => {
    const { user, getByRole, getAllByRole } = renderWithProviders(<Accordion items={items} />)

    await user.click(getByRole('button', { name: 'Mein Konto' }))
    await user.click(getByRole('button', { name: 'Weitere Tools' }))

    expect(getAllByRole('region')).toHaveLength(2)
  })

  it('keeps one section open at a time when single (spec 2 §2.4)', async () => {
    const onToggle = vi.fn()
    const { user, getByRole, getAllByRole } = renderWithProviders(
      <Accordion items={items} single defaultOpen={['my-account']} onToggle={onToggle} />,
    )
    expect(getByRole('region', { name: 'Mein Konto' })).toBeVisible()

    await user.click(getByRole('button', { name: 'Weitere Tools' }))

    expect(getAllByRole('region')).toEqual([getByRole('region', { name: 'Weitere Tools' })])
    expect(getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-expanded', 'false')
    expect(onToggle).toHaveBeenCalledWith('additional-tools', true)
  })

  it('opens the default sections, only the first of them when single', () => {
    const open = ['additional-tools', 'faq']
    const many = renderWithProviders(<Accordion items={items} defaultOpen={open} />)
    expect(many.getAllByRole('region')).toHaveLength(2)
    many.unmount()

    const one = renderWithProviders(<Accordion items={items} single defaultOpen={open} />)
    expect(one.getAllByRole('region')).toEqual([one.getByRole('region', { name: 'Weitere Tools' })])
  })

  it('tells the caller which section closed', async () => {
    const onToggle = vi.fn()
    const { user, getByRole } = renderWithProviders(<Accordion items={items} defaultOpen={['faq']} onToggle={onToggle} />)

    await user.click(getByRole('button', { name: 'Häufige Fragen' }))

    expect(onToggle).toHaveBeenCalledWith('faq', false)
  })
})
