import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { COMPACT_CONTACT_TEASER_EXAMPLES } from './compact-contact-teaser.widget'

const { sales, longest } = COMPACT_CONTACT_TEASER_EXAMPLES

describe('tools/compact-contact-teaser', () => {
  it('shows the portrait at 96 px beside the title, the text and the number to dial', async () => {
    const { el } = await renderWidget('tools/compact-contact-teaser', sales)
    const img = screen.getByRole('img', { name: 'Das Team des Kundendienstes' })
    expect(img).toHaveAttribute('sizes', '96px')
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Kundendienst' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '052 208 30 10' })).toHaveAttribute('href', 'tel:+41522083010')
    expect(el.querySelector('[data-block="compact-contact-teaser"]')).toHaveAttribute('data-layout', 'portrait')
  })

  it('without a portrait lists its points, with the button and the footer text', async () => {
    await renderWidget('tools/compact-contact-teaser', longest)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Rückruf anfordern' })).toHaveAttribute('href', '/service/technische-beratung')
    expect(screen.getByRole('link', { name: 'Notfall: 052 208 30 99' })).toHaveAttribute('href', 'tel:+41522083099')
  })

  it('stays upright when given the contact teaser’s landscape layout, and warns of the prop it does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/compact-contact-teaser', { ...sales, isLandscape: true } as never)
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el.querySelector('[data-block]')).toHaveAttribute('data-layout', 'portrait')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/unknown props "isLandscape"/)
  })
})
